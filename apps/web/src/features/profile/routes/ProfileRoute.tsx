import { PageSpinner } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useMyProfile } from '../../../lib/my-profile';
import { usePageTitle } from '../../../lib/use-page-title';
import { NewUserWelcome } from '../components/NewUserWelcome';
import { ProfileErrorScreen } from '../components/ProfileErrorScreen';
import { ProfileView } from '../components/ProfileView';
import { classifyProfileLoadError } from '../lib/classify-profile-load';
import { PROFILE_TEXT } from '../texts';
import '../profile.css';

/** /profile/me (spec §2, §4, §8): loading, then the welcome, an error screen or the profile. */
export function ProfileRoute() {
  usePageTitle('Your Profile');
  const { user, status } = useAuth();
  const query = useMyProfile();

  let content;
  if (query.status === 'loading') {
    content = <PageSpinner label={PROFILE_TEXT.loading} />;
  } else if (query.status === 'error') {
    const failure = classifyProfileLoadError(query.error, {
      authenticated: status === 'signedIn',
      online: navigator.onLine !== false,
    });
    content =
      failure === 'no_profile' ? (
        <NewUserWelcome user={user} />
      ) : (
        <ProfileErrorScreen kind={failure} onRetry={query.refetch} />
      );
  } else if (!query.data?.profile) {
    content = <ProfileErrorScreen kind="no_data" onRetry={query.refetch} />;
  } else {
    content = (
      <ProfileView
        profile={query.data.profile}
        createdAt={query.data.createdAt}
        answers={query.data.answers}
      />
    );
  }
  return <div className="page">{content}</div>;
}
