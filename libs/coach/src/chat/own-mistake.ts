/**
 * The user's own mistake, as they can own it to the person it hurt: "i ate the rest of his
 * birthday cake 🙈" is, said to Jonas, "I ate the rest of your birthday cake". And whether that
 * person already knows, in which case "before you hear it from anyone else" would be false.
 */
import { pronounsToYou } from './to-them.js';
const MISTAKE =
  /(?:\b[Ii] |(?:^|[.!?\n] ?)(?=(?:Completely |Totally |Just )?(?:Missed|Forgot|Broke|Lost|Deleted|Sent)\b))(?:accidentally |completely |totally |just |stupidly |mistakenly |somehow |also )?((?:ate|broke|forgot|missed|lost|deleted|read the wrong|gave you the wrong|quoted the wrong|spilled|spilt|dropped|scratched|dented|damaged|wiped|mixed up|swapped|misread|misspelled|forwarded|double[- ]booked|overbooked|overcharged|undercharged|sent|left|took|used|gave away|shared|snapped at|yelled at|shouted at|stood (?:him|her|them) up|bailed on)\b(?:(?:Mrs?|Ms|Dr|Prof|St)\.|[^.!?;\n]){3,160})/iu;
/** Someone else in the clause, whom "you" could not stand for. */
const THIRD = /\b(?:they|them|their|theirs)\b/i;
const KNOWS =
  /\b(?:he|she|they|\p{Lu}\p{Ll}+) (?:already |just |then )?(?:knows|found out|noticed|saw|said|went quiet|went silent|is upset|was upset|is angry|was angry|is furious|got angry|was hurt|is hurt|cried|snapped)\b/u;

/** The mistake in the first person, turned to the one it is said to; null when unclear. */
export function ownMistakeOf(message: string): string | null {
  const found = MISTAKE.exec(message)?.[1];
  if (!found) return null;
  // An emoji and what follows it are the user's aside to the coach.
  const emoji = found.search(/\p{Extended_Pictographic}/u);
  const clause = (emoji >= 0 ? found.slice(0, emoji) : found)
    .split(/ (?:and now|so now|because|but|lol|haha)\b|,| [—–-] /i)[0]
    ?.trim();
  if (!clause || clause.split(/\s+/).length < 2 || THIRD.test(clause)) return null;
  // "Missed my friend's dinner." opening a sentence is said after "I".
  return pronounsToYou(
    (clause.charAt(0).toLowerCase() + clause.slice(1))
      // "my best mate kezia's birthday", "Ines's report": the person it is said to owns it.
      .replace(/\bmy (?:[\p{Ll}-]+ ){0,3}?\p{L}+['’]s\b/u, 'your')
      // "I sent our client Mrs. Adebayo the wrong invoice": told to her, "I sent you…".
      .replace(
        /^(sent|gave|emailed|told|charged|overcharged|undercharged|quoted) (?:my|our) (?:[\p{Ll}-]+ ){0,2}(?:(?:Mrs?|Ms|Dr|Prof)\.? )?\p{Lu}\p{Ll}+\b/u,
        '$1 you',
      )
      // "a 1:1 with my new report Ines": the meeting was with them.
      .replace(
        /\b(?:an?|the) ([\w:-]+) with (?:my|our) (?:[\p{Ll}-]+ ){0,3}\p{Lu}\p{Ll}+\b/u,
        'our $1',
      ),
  );
}

/** The person already knows: they said something, noticed or went quiet. */
export function theyKnow(message: string): boolean {
  // "How do I say sorry?": an apology is for something they have met already.
  return KNOWS.test(message) || APOLOGY.test(message);
}

const APOLOGY =
  /\b(?:apologi[sz]e|apology|say (?:i'?m |i am )?sorry|saying sorry|make (?:it )?up (?:to|with))\b/i;
