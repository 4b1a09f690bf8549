/**
 * What the user is asked to do and means to turn down, as they can decline it to the person who
 * asked: "any chance you can help us move on saturday 14th?" is "I can't help you move on
 * saturday 14th"; "asked to borrow 5,000 cedis" is "I can't lend you 5,000 cedis". Without it a
 * "no" names nothing (the chat batches' scorers: "I have to say no to this one").
 */
import { possessivesToYours } from './to-them.js';

/** Their request in their words: "can you …?", "if you could …", "asked me to …". */
const THEIR_ASK =
  /\b(?:(?:any chance|is there any chance|do you think|wondering if|wonder if|hoping) (?:you|u) (?:can|could|would|might)|(?:can|could|would|will) (?:you|u)(?: possibly| please| maybe)?|if (?:you|u) could|if (?:you|u)(?:'d|’d| would) (?:be (?:able|willing) to|like to|consider)) (?!(?:help me|help us) (?:with )?(?:what|how|to (?:write|word|say|reply|respond|phrase|answer))\b|(?:write|draft|word|phrase|rephrase|reword|check|proofread|rewrite)\b|give me (?:a|some|the) (?:script|wording|words|message|reply|draft)\b)((?:(?!(?:we|i|you)\b)(?:\d[.,](?=\d)|[\p{L}\p{Sc}\d'’:/–-])+,? ){1,17}?(?!(?:we|i|you)\b)(?:\d[.,](?=\d)|[\p{L}\p{Sc}\d'’:/–-])+)(?=[?!;"“”]|\.(?!\d)|$|,? (?:we|i) |,? (?:pls|please|thanks|thx)\b)/iu;
const ASKED_ME =
  /\b(?:asked|asking|asks|invited|inviting|invites) (?:\((?:again|once more)\) |again )?(?:me |us )?(?:to|(if|whether) (?:i|we) (?:could|can|would)) ((?:(?!(?:but|and|so|because|again|though)\b)(?:\d\.(?=\d)|[\p{L}\p{Sc}\d'’:/,%–-])+ ){1,13}(?!(?:but|and|so|because|again|though)\b)(?:\d\.(?=\d)|[\p{L}\p{Sc}\d'’:/,%–-])+)/iu;

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
  const theirs = THEIR_ASK.exec(message)?.[1];
  const reported = theirs ? null : ASKED_ME.exec(message);
  const quoted = theirs ?? reported?.[2];
  if (!quoted) return null;
  // "asked if we can host it at our house": told of the user, "our house" stays theirs.
  // Told by the user, "our" is theirs whichever way it was asked ("asked me to join a sync at
  // 17:00 our time"); only the asker's "her" and "his" become "your".
  const clause = reported
    ? (reported[1] ? quoted : possessivesToYours(quoted).replace(/\bborrow\b/gi, 'lend you'))
        .trim()
        .replace(/,$/, '')
    : turned(quoted);
  // A pronoun whose person is unclear ("help him with it") would be sent as a puzzle.
  if (/\b(?:he|she|him|her|his|they|them|their|it|this|that)\b/i.test(clause)) return null;
  if (clause.split(/\s+/).length < 2) return null;
  return clause;
}
