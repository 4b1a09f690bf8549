/**
 * The user's words turned to the coach's "you": "because I was ill" is "because you were ill",
 * "how do I tell my PM" is "tell your PM". One rule for the reason in a reading and for the
 * question as asked.
 */
const TO_SECOND: Readonly<Record<string, string>> = {
  i: 'you',
  "i'm": "you're",
  'i’m': 'you’re',
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  our: 'your',
  ours: 'yours',
  us: 'you',
  we: 'you',
  am: 'are',
  was: 'were',
};

const FIRST_PERSON = /\b(?:i'm|i’m|i've|i'd|i'll|i|me|my|mine|myself|our|ours|us|we|am|was)\b/gi;

export function toSecondPerson(text: string): string {
  let afterI = false;
  return text.replace(FIRST_PERSON, (word) => {
    const lower = word.toLowerCase();
    // "am" and "was" change only after "I" ("I was ill"), not in "the deadline was moved".
    if (lower === 'am' || lower === 'was') return afterI ? (TO_SECOND[lower] ?? word) : word;
    afterI = lower === 'i';
    return TO_SECOND[lower] ?? word;
  });
}
