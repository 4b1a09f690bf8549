/** Words that make a sentence ask for something specific, a mark of the Conscientious reader. */
export const PRECISION_QUESTIONS: readonly string[] = [
  'which',
  'how many',
  'how much',
  'what date',
  'what time',
  'which source',
  'how exactly',
];
