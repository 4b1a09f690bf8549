import type { ReactNode } from 'react';
import { paths } from '#web/config/paths';

interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

const icon = (d: string) => (
  <svg className="nav-icon" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * docs/product.md#s2: the same items on the desktop header and the mobile bottom bar. Ours (docs/decisions/0123-navigation-dashboard-and-people.md):
 * "Dashboard" beside them, since nothing else linked to it.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home, icon: icon('M3 11.5 12 4l9 7.5M5.5 10v10h13V10') },
  {
    label: 'Dashboard',
    to: paths.dashboard,
    icon: icon('M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z'),
  },
  {
    label: 'AI Coach',
    to: paths.coach,
    icon: icon('M4 5h16v11H9l-5 4zM8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01'),
  },
  {
    // Ours (docs/decisions/0103-people-screens.md).
    label: 'People',
    to: paths.people,
    icon: icon(
      'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.6',
    ),
  },
  {
    label: 'Suggestions',
    to: paths.suggestions,
    icon: icon(
      'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
    ),
  },
];
