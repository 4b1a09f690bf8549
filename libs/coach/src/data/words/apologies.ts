/** The apologies word family. */
export const APOLOGIES: readonly string[] = [
  'sorry',
  'apologies',
  'apologize',
  'apologise',
  'my bad',
  'forgive me',
  'excuse me',
];
