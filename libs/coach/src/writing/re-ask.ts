/**
 * The user's own ask, asked again in their voice rather than quoted back at the reader: "Please
 * advise how to retrieve older records" becomes "could you advise how to retrieve older records?",
 * "Could you confirm by 18 October so we can plan crew contracts?" stays a question. The fresh
 * readers marked replies down for pasting the user's sentence inside quotation marks ("my earlier
 * request is still open: "…""); nobody writes to a colleague that way. Null when the sentence is
 * not an ask this can turn into a direct question, and the caller quotes it instead.
 */

import { trimEndOf } from './words.js';

/** A name or a link word before the ask: "Henrik, could you…", "Also, can you…". */
const LEAD_IN =
  /^(?:(?:also|and|so|just|but|ok|okay|then|again)[,]?\s+|\p{Lu}[\p{L}'’-]{1,20},\s+)/iu;
const ASKS =
  /^(?:could|can|would|will|do|does|did|is|are|was|have|has|shall|should|when|what|where|which|who|how|why|any)\b/i;
const PLEASE = /^(?:please|pls|kindly)\s+(?=\p{Ll})/iu;
const STATED_ASK = /\b(?:i'd|i would) like to (?:ask|request)\b/i;
const LET_ME_KNOW = /^(?:let me know|tell me)\s+/i;

export function reAsk(sentence: string): string | null {
  let text = sentence.trim();
  if (text.length === 0 || text.length > 220 || text.includes('"') || text.includes('\n'))
    return null;
  for (let strip = 0; strip < 2; strip += 1) text = text.replace(LEAD_IN, '');
  const body = trimEndOf(text, '.!? ');
  if (body.split(' ').length < 2 && !PLEASE.test(text)) return null;
  if (ASKS.test(text) && text.endsWith('?')) return lowerFirst(`${body}?`);
  if (PLEASE.test(body)) {
    const rest = body.replace(PLEASE, '');
    return rest !== '' ? `could you ${rest}?` : null;
  }
  if (LET_ME_KNOW.test(body)) return `could you ${lowerFirst(body)}?`;
  // "…, so I'd like to ask to be first author on this one": the ask is said again as it was.
  const statement = STATED_ASK.exec(body);
  if (statement) return `${body.slice(statement.index)}.`;
  return null;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
