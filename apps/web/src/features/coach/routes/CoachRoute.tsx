import { usePageTitle } from '../../../lib/use-page-title';

/**
 * Placeholder for the AI Coach screen (spec §2 /chat). The coach is built in a later task and will
 * replace this file; the route, its place in the navigation and its title already exist.
 */
export function CoachRoute() {
  usePageTitle('AI Coach');
  return (
    <div className="page">
      <h1>AI Coach</h1>
      <p className="page__lead">
        The AI Coach is coming soon: it will analyse your conversations against your communication
        profile and chat with you about them.
      </p>
    </div>
  );
}
