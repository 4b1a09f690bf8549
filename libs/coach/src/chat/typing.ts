/** Casual typing as it would be written to someone: "ive come in" is "I've come in". */
const CASUAL: readonly [RegExp, string][] = [
  [/\bi\b(?![.'’-]\w)/g, 'I'],
  [/\b(?:ive|i've)\b/gi, "I've"],
  [/\b(?:im|i'm)\b/gi, "I'm"],
  [/\b(?:id|i'd)\b(?= (?:like|love|rather|prefer|need|have|be)\b)/gi, "I'd"],
  [/\b(don|doesn|didn|isn|wasn|aren|weren|haven|hasn|hadn|couldn|wouldn|shouldn|can)t\b/gi, "$1't"],
  [
    /\b(he|she|there|that|it)s\b(?= (?:been|got|not|a|the|on|in|always|never|just|still|ok|okay|fine)\b)/gi,
    "$1's",
  ],
  // "might of heard": the spoken "'ve" written as "of".
  [
    /\b(might|could|would|should|must) of\b(?= \p{Ll}+(?:ed|en|wn|ne|ght|id|de|ard)\b)/giu,
    '$1 have',
  ],
  [/\b(?:pls|plz)\b/gi, 'please'],
];

export function withApostrophes(text: string): string {
  return CASUAL.reduce((tidy, [pattern, written]) => tidy.replace(pattern, written), text);
}

const CALENDAR =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/gi;

/**
 * A draft typed fast, as it should go out: apostrophes, "I", days and months with their capital,
 * and each sentence opening with one.
 */
export function asWritten(text: string): string {
  return withApostrophes(text)
    .replace(CALENDAR, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .replace(
      /(^|[.!?]\s+)(\p{Ll})/gu,
      (_, end: string, letter: string) => end + letter.toUpperCase(),
    );
}
