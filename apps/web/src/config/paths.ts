/** Every route of spec §2, named once so links and guards never drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  quiz: '/quiz',
  profile: '/profile/me',
  coach: '/chat',
  suggestions: '/suggestions',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
