import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink, PageSpinner, StatusScreen } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { isApiError } from '#web/lib/api-client';
import { useAuth } from '#web/lib/auth';
import { useMyProfile } from '#web/lib/my-profile';
import { loginPathFor } from '#web/lib/return-to';
import { clearSessionEnded } from '#web/lib/session-ended';
import { usePageTitle } from '#web/lib/use-page-title';
import { NewUserWelcome } from '../components/NewUserWelcome';
import { ProfileErrorScreen } from '../components/ProfileErrorScreen';
import { ProfileView } from '../components/ProfileView';
import { classifyProfileLoadError } from '../lib/classify-profile-load';
import { PROFILE_ERRORS, PROFILE_TEXT, waitSeconds } from '../texts';
import '../profile.css';
import '../profile-print.css';

const PRINT_TEXT = {
  print: 'Print or save as PDF',
  history: 'My results over time',
} as const;

/** /profile/me (docs/product.md#s2, #s4, #s8): loading, then the welcome, an error screen or the profile. */
export function ProfileRoute() {
  usePageTitle('Your Profile');
  const { user, status, signOut } = useAuth();
  const query = useMyProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const printRequested = search.get('print') === '1';
  const loaded = query.status === 'success' && Boolean(query.data?.profile);

  // "Print my profile" on the account page opens the print dialogue once the profile is drawn.
  useEffect(() => {
    if (!printRequested || !loaded) return;
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [printRequested, loaded]);

  const signInAgain = async () => {
    clearSessionEnded();
    await signOut({ comeBack: true }).catch(() => undefined);
    navigate(loginPathFor(location.pathname, paths.login), { replace: true });
  };

  let content;
  if (query.status === 'loading') {
    content = <PageSpinner label={PROFILE_TEXT.loading} />;
  } else if (query.status === 'error') {
    const failure = classifyProfileLoadError(query.error, {
      authenticated: status === 'signedIn',
      online: navigator.onLine !== false,
    });
    if (failure === 'no_profile') {
      content = <NewUserWelcome user={user} />;
    } else if (failure === 'session_ended') {
      content = (
        <StatusScreen
          tone="error"
          title={PROFILE_ERRORS.session_ended.title}
          message={PROFILE_ERRORS.session_ended.message}
          actions={<Button onClick={() => void signInAgain()}>Sign in again</Button>}
        />
      );
    } else if (failure === 'rate_limited') {
      const seconds = isApiError(query.error) ? query.error.retryAfterSeconds : null;
      content = (
        <StatusScreen
          tone="error"
          title={PROFILE_ERRORS.rate_limited.title}
          message={`${PROFILE_ERRORS.rate_limited.message} ${waitSeconds(seconds ?? 60)}`}
          actions={<Button onClick={query.refetch}>{PROFILE_TEXT.tryAgain}</Button>}
        />
      );
    } else {
      content = <ProfileErrorScreen kind={failure} onRetry={query.refetch} />;
    }
  } else if (!query.data?.profile) {
    content = <ProfileErrorScreen kind="no_data" onRetry={query.refetch} />;
  } else {
    content = (
      <>
        <ProfileView
          profile={query.data.profile}
          createdAt={query.data.createdAt}
          answers={query.data.answers}
        />
        <div className="profile-extra no-print">
          <Button variant="secondary" onClick={() => window.print()}>
            {PRINT_TEXT.print}
          </Button>
          <ButtonLink to={paths.history} variant="ghost">
            {PRINT_TEXT.history}
          </ButtonLink>
        </div>
      </>
    );
  }
  return <div className="page">{content}</div>;
}
