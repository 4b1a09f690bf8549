/** The positive-affect word family. */
export const POSITIVE_AFFECT: readonly string[] = [
  'excited',
  'exciting',
  'thrilled',
  'wow',
  'omg',
  'yay',
  'incredible',
  'delighted',
  'can not wait',
  'pumped',
  'super',
  'so fun',
  'haha',
  'lol',
  'woohoo',
  'brilliant',
];
