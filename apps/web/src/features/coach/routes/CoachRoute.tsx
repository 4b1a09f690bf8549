import { useAuth } from '#web/lib/auth';
import { usePageTitle } from '#web/lib/use-page-title';
import { CoachScreen } from '../components/CoachScreen';
import { ProfileRequired } from '../components/ProfileRequired';
import { useCoachProfile } from '../hooks/use-coach-profile';
import { useConnectionStatus } from '../hooks/use-connection-status';
import { COACH_TEXT } from '../texts';
import '../coach.css';

/** /chat: the AI Coach (docs/product.md#s2), or the way to the assessment for a user without a profile. */
export function CoachRoute() {
  usePageTitle(COACH_TEXT.pageTitle);
  const { user } = useAuth();
  const connection = useConnectionStatus();
  const profile = useCoachProfile(connection);
  if (profile.phase === 'missing') return <ProfileRequired />;
  return (
    <CoachScreen connection={connection} profile={profile} userName={user?.displayName ?? null} />
  );
}
