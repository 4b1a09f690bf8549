/** Texts of the "how you come across" screen (docs/decisions/0106-how-you-come-across.md). */
export const SELF_READ_TEXT = {
  title: 'How you come across',
  intro:
    'Paste your own side of a few threads, one message per paragraph. The coach reads the style your messages show and compares it with how you rated yourself.',
  label: 'Your messages',
  hint: 'Only your own words: leave out what others wrote. Nothing you paste is stored.',
  read: 'Read my messages',
  reading: 'Reading your messages…',
  selfLabel: 'You rated yourself',
  shownLabel: 'Your messages show',
  notShown: 'Not shown in writing',
  noSelf: 'No assessment yet',
  agreement: { matches: 'Matches', differs: 'Differs', unknown: 'Cannot compare' },
  examples: 'Examples from your messages',
  errorGeneric: 'Something went wrong. Please try again.',
  empty: 'Paste some of your messages first.',
} as const;
