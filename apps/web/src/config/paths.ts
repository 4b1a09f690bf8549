/** Every route of docs/product.md#s2, named once so links and guards never drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  quiz: '/quiz',
  // Ours (docs/decisions/0019-how-sure-each-result-is.md): follow-up questions for a result the 13 cannot decide.
  sharpen: '/quiz/sharpen',
  aboutResults: '/about-results',
  profile: '/profile/me',
  coach: '/chat',
  suggestions: '/suggestions',
  // Ours: account and history (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md), recovery and the legal pages (docs/decisions/0122-public-pages-privacy-terms-and-password-reset.md).
  account: '/account',
  history: '/profile/history',
  forgotPassword: '/forgot-password',
  privacy: '/privacy',
  terms: '/terms',
  // Ours (docs/decisions/0103-people-screens.md): the private list of people, one person, the team.
  people: '/people',
  person: '/people/:id',
  team: '/people/team',
  // Ours (docs/decisions/0104-sharing-with-consent.md): an invite link, someone who shares, a team by invitation.
  invite: '/invite/:token',
  sharedPerson: '/people/shared/:id',
  sharedTeam: '/people/teams/:id',
  // Ours (docs/decisions/0105-practice-persona-engine.md, 0106-how-you-come-across.md).
  practice: '/practice',
  practiceSession: '/practice/sessions/:id',
  comeAcross: '/come-across',
  // Ours (docs/decisions/0108-how-others-see-you.md): a colleague's rating link.
  rate: '/rate/:token',
} as const;

/** The practice screen with a saved person already chosen. */
export const practicePath = (personId: string): string =>
  `/practice?person=${encodeURIComponent(personId)}`;

/** One kept practice session (docs/decisions/0113-kept-practice-sessions-on-screen.md). */
export const practiceSessionPath = (id: string): string =>
  `/practice/sessions/${encodeURIComponent(id)}`;

/** The page of one saved person. */
export const personPath = (id: string): string => `/people/${encodeURIComponent(id)}`;

/** Someone who shares with me, or I with them. */
export const sharedPersonPath = (id: string): string => `/people/shared/${encodeURIComponent(id)}`;

/** A team by invitation. */
export const sharedTeamPath = (id: string): string => `/people/teams/${encodeURIComponent(id)}`;

/** The consent screen of an invite link. */
export const invitePath = (token: string): string => `/invite/${encodeURIComponent(token)}`;

export type AppPath = (typeof paths)[keyof typeof paths];
