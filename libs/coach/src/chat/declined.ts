/**
 * What the user is asked to do and means to turn down, as they can decline it to the person who
 * asked: "any chance you can help us move on saturday 14th?" is "I can't help you move on
 * saturday 14th"; "asked to borrow 5,000 cedis" is "I can't lend you 5,000 cedis". Without it a
 * "no" names nothing (the chat batches' scorers: "I have to say no to this one").
 */
import { possessivesToYours } from './to-them.js';

/** Their request in their words: "can you …?", "if you could …", "asked me to …". */
const THEIR_ASK =
  /\b(?:(?:any chance|is there any chance|do you think|wondering if|wonder if|hoping) (?:you|u) (?:can|could|would|might)|(?:can|could|would|will) (?:you|u)(?: possibly| please| maybe)?|if (?:you|u) could|if (?:you|u)(?:'d|’d| would) (?:be (?:able|willing) to|like to|consider)) ((?:(?!(?:we|i|you)\b)[\p{L}\d'’:/–-]+,? ){1,17}?(?!(?:we|i|you)\b)[\p{L}\d'’:/–-]+)(?=[?.!;"“”]|$|,? (?:we|i) |,? (?:pls|please|thanks|thx)\b)/iu;
const ASKED_ME =
  /\b(?:asked|asking|asks|invited|inviting|invites) (?:me |us )?(?:to|if (?:i|we) (?:could|can|would)|whether (?:i|we) (?:could|can|would)) ((?:(?!(?:but|and|so|because|again|though)\b)[\p{L}\p{Sc}\d'’:/,%–-]+ ){1,13}(?!(?:but|and|so|because|again|though)\b)[\p{L}\p{Sc}\d'’:/,%–-]+)/iu;

/** Their words turned to the user's reply: "help us move" is "help you move". */
function turned(clause: string): string {
  // "borrow my car for his road trip": the one who asked is the one it is said to.
  return possessivesToYours(clause)
    .replace(/\b(?:us)\b/gi, 'you')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bborrow\b/gi, 'lend you')
    .trim()
    .replace(/,$/, '');
}

/** What the user is declining, as "help you move on saturday 14th"; null when the words are unclear. */
export function declinedThing(message: string): string | null {
  const quoted = THEIR_ASK.exec(message)?.[1] ?? ASKED_ME.exec(message)?.[1];
  if (!quoted) return null;
  const clause = turned(quoted);
  // A pronoun whose person is unclear ("help him with it") would be sent as a puzzle.
  if (/\b(?:he|she|him|her|his|they|them|their|it|this|that)\b/i.test(clause)) return null;
  if (clause.split(/\s+/).length < 2) return null;
  return clause;
}
