/** The gratitude word family. */
export const GRATITUDE: readonly string[] = [
  'thank',
  'thanks',
  'thank you',
  'appreciate',
  'appreciated',
  'grateful',
  'kudos',
  'means a lot',
  'much appreciated',
];
