import type { DiscStyle } from '@styleprint/contracts';
import { listOf } from '../writing/words.js';

/** The words around a draft cut down on request (chat/shorter.ts, decision 0126). */
export const SHORTER_TEXTS = {
  lead: (before: number, after: number, confident: boolean, question = true): string =>
    `Shorter${confident ? ' and more direct' : ''}: ${after} words instead of ${before}. The point comes first, with the facts that make it concrete${question ? ', and one question they can answer in a line' : ''}${confident ? '; no apology for asking and no softeners ("just", "I think", "maybe")' : ''}.`,
  fixed: (before: number, after: number, askFirst: boolean): string =>
    askFirst
      ? `Your draft, reordered and cut (${after} words instead of ${before}): the decision you need comes first, as a question they can answer in a word, then the facts behind it. An ask at the end of a long message is easy to miss.`
      : `Your draft, cut (${after} words instead of ${before}): the point and the facts that make it concrete, and nothing they would have to dig for.`,
  dropped: (parts: readonly string[]): string =>
    `I took out ${listOf([...parts])}: on a phone, every extra line pushes the ask further down.`,
} as const;

/** What each style tends to put back in when they send it. */
export const SHORTER_FIT: Record<DiscStyle, string> = {
  D: 'You will be tempted to cut the question too; keep it, so they know exactly what to answer.',
  I: 'You may want to add the warmth back in before you send it; the friendly tone carries in a short message too, so leave it as it is.',
  S: 'You may want to add an apology back before you send it; a short, clear message is not rude, and it is easier to say yes to.',
  C: 'You may want to add the reasons back; keep them for their reply, when they ask.',
};
