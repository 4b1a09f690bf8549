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

/** Texts of "how others see you" on the same screen (docs/decisions/0108-how-others-see-you.md). */
export const OTHERS_TEXT = {
  title: 'How others see you',
  intro:
    'Ask a few colleagues for a one-minute rating of how you come across. Their answers are combined, and you never see who said what.',
  loading: 'Loading your colleagues’ ratings…',
  loadError: 'Your colleagues’ ratings could not be loaded.',
  tryAgain: 'Try again',
  noneYet: (needed: number) =>
    `No one has answered yet. Results appear here once ${needed} different people have answered.`,
  someYet: (raters: number, needed: number) =>
    `${raters} of ${needed} colleagues have answered. Results appear here once ${needed} different people have answered; until then nothing of their answers is shown.`,
  askTitle: 'Ask colleagues',
  nameLabel: 'Your name, as colleagues know you',
  nameHint: 'Whoever opens the link sees this name.',
  nameEmpty: 'Enter the name colleagues know you by.',
  ask: 'Ask colleagues',
  asking: 'Making your link…',
  linkReady: 'Your link is ready',
  linkLabel: 'Link to send to colleagues',
  linkHint: (days: number) =>
    `Open for ${days} days. Send it to people you work with: each signs in and answers five quick questions. We keep no copy of the link itself, so copy it now.`,
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the link and copy it yourself.',
  linksTitle: 'Your links',
  linkMade: (name: string, date: string) => `For ${name}, made ${date}`,
  states: { open: 'Open', expired: 'Expired', revoked: 'Closed' },
  close: 'Close link',
  closeLabel: (date: string) => `Close link made ${date}`,
  closed: 'Link closed. Answers already given still count.',
  resultTitle: (raters: number) => `What ${raters} colleagues see`,
  resultNote:
    'Their answers averaged. No single person’s answers are shown, and none of them can be traced back.',
  selfLabel: 'You rated yourself',
  seenLabel: 'Colleagues see',
  noSelf: 'No assessment yet',
  notSeen: 'No clear lean',
  agreement: { matches: 'Matches', differs: 'Differs', unknown: 'Cannot compare' },
  axesTitle: 'Where their answers sit',
  leansTo: (end: string) => `Leans to “${end}”`,
  between: 'In between',
  split: 'Answers point both ways.',
  errorGeneric: 'Something went wrong. Please try again.',
} as const;
