/** Texts of the rating screen a colleague opens (docs/decisions/0108-how-others-see-you.md). */
export const RATE_TEXT = {
  pageTitle: 'Rate how a colleague comes across',
  title: (name: string) => `How does ${name} come across?`,
  intro: (name: string) =>
    `Five quick questions, about a minute. Answer from what you have seen of ${name} at work; there are no right answers, and every option has a cost.`,
  privacy: (name: string) =>
    `Your answers are combined with those of at least two other people. ${name} sees only the combined result, never who said what.`,
  opening: 'Opening the rating link…',
  unusableTitle: 'This link cannot be used',
  toDashboard: 'Go to your dashboard',
  positions: {
    clearlyFirst: 'Clearly:',
    bitFirst: 'A bit more:',
    bitSecond: 'A bit more:',
    clearlySecond: 'Clearly:',
  },
  earlier: 'You answered this link before. Change anything you like and send again.',
  send: 'Send my answers',
  sending: 'Sending your answers…',
  missing: (count: number) =>
    `Answer every question first: ${count} ${count === 1 ? 'question is' : 'questions are'} still open.`,
  thanksTitle: 'Thank you',
  thanks: (name: string, date: string) =>
    `Your answers are in. ${name} will see them only combined with others. You can change them until the link closes on ${date}.`,
  change: 'Change my answers',
  errorGeneric: 'Something went wrong. Please try again.',
} as const;
