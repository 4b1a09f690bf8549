import { suggestionsFor } from '@styleprint/scoring';
import { IndependenceNotice } from '#web/components/independence-notice';
import { Button, ButtonLink, PageSpinner, StatusScreen } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import { useMyProfile } from '#web/lib/my-profile';
import { usePageTitle } from '#web/lib/use-page-title';
import { PracticeCard } from '../components/PracticeCard';
import { SuggestionCard } from '../components/SuggestionCard';
import { SUGGESTIONS_TEXT } from '../texts';
import '../suggestions.css';

/** A missing profile (404, or a token the API refused) means "take the assessment first". */
const meansNoProfile = (error: unknown) =>
  isApiError(error) && (error.type === 'not_found' || error.type === 'auth');

/** /suggestions (docs/product.md#s2, #s8). */
export function SuggestionsRoute() {
  usePageTitle('Suggestions');
  const query = useMyProfile();

  if (query.status === 'loading') {
    return (
      <div className="page">
        <PageSpinner label={SUGGESTIONS_TEXT.loading} />
      </div>
    );
  }

  if (query.status === 'error') {
    const required = SUGGESTIONS_TEXT.profileRequired;
    const failure = SUGGESTIONS_TEXT.loadFailure;
    return (
      <div className="page">
        {meansNoProfile(query.error) ? (
          <StatusScreen
            title={required.title}
            message={required.message}
            actions={<ButtonLink to={paths.quiz}>{required.action}</ButtonLink>}
          />
        ) : (
          <StatusScreen
            tone="error"
            title={failure.title}
            message={failure.message}
            actions={<Button onClick={() => window.location.reload()}>{failure.action}</Button>}
          />
        )}
      </div>
    );
  }

  const suggestions = suggestionsFor(query.data.profile);
  return (
    <div className="page stack">
      <header>
        <h1>{SUGGESTIONS_TEXT.title}</h1>
        <p className="page__lead">{SUGGESTIONS_TEXT.lead}</p>
      </header>
      <div className="suggestions">
        {suggestions.map((suggestion) => (
          <SuggestionCard key={suggestion.category} suggestion={suggestion} />
        ))}
      </div>
      <PracticeCard />
      <IndependenceNotice />
    </div>
  );
}
