import { Link } from 'react-router';
import { SharpenOffer } from '#web/components/sharpen-offer';
import { paths } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { useMyProfile } from '#web/lib/my-profile';
import { usePageTitle } from '#web/lib/use-page-title';
import { greetingName } from '#web/lib/user-names';
import { ProfileStatusCard } from '../components/ProfileStatusCard';
import { DASHBOARD_TEXT } from '../texts';
import '../dashboard.css';

/** /dashboard: greeting, profile status with the next step, shortcuts (decision 0034). */
export function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const query = useMyProfile();
  const shortcuts = [
    { to: paths.coach, ...DASHBOARD_TEXT.shortcuts.coach },
    { to: paths.suggestions, ...DASHBOARD_TEXT.shortcuts.suggestions },
  ];
  return (
    <div className="page stack">
      <header>
        <h1>{DASHBOARD_TEXT.greeting(greetingName(user))}</h1>
        <p className="page__lead">{DASHBOARD_TEXT.lead}</p>
      </header>
      <div className="dashboard__grid">
        <ProfileStatusCard query={query} onRetry={query.refetch} />
        {query.status === 'success' ? <SharpenOffer answers={query.data.answers} /> : null}
        <section aria-labelledby="shortcuts-heading" className="dashboard__shortcuts">
          <h2 id="shortcuts-heading">{DASHBOARD_TEXT.shortcutsHeading}</h2>
          <ul className="list-plain stack">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.to}>
                <Link to={shortcut.to} className="card shortcut">
                  <span className="shortcut__title">{shortcut.title}</span>
                  <span className="shortcut__text">{shortcut.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
