import { decidedMoves } from '../data/moves/decided.js';
import { splitSentences } from '../reading/measure/split.js';
import type { ConversationReading } from '../reading/index.js';
import { pick } from './render.js';
import type { StateReplyOptions } from './state-reply-options.js';
import { quote, verbatim } from './words.js';

/**
 * A thank-you that carries a decision is answered as the decision (decision 0128, amendment):
 * "Thanks for everything; from July we'll be moving our orders elsewhere" is not praise to
 * accept. Read on the other side's latest message, only where the situation read is thanks.
 */
const DECIDED =
  /\b(?:(?:we|i)(?:'ve| have)? decided|(?:we|i)(?:'ll| will) be (?:moving|switching|going elsewhere|cancelling|leaving|stepping (?:back|down))|(?:moving|switching|taking) (?:our|my) (?:orders?|account|business|supply|contract)|cancel (?:our|my|the) (?:orders?|account|subscription|contract|membership|booking)|(?:won't|will not) be renewing|(?:i'd|i would) rather not|(?:have|need) to (?:step back|step down|decline|pass on)|going with (?:another|a different)|(?:try|use|go with|move to|switch to) (?:another|a different|a new) (?:supplier|provider|agency|vendor|firm|company|partner|team))\b/i;

export function decidedReply(
  reading: ConversationReading,
  options: Omit<StateReplyOptions, 'user'>,
): { move: string; evidence: string; sentences: string[] } | null {
  const { situation, reader, lean, variant } = options;
  if (situation !== 'thanks') return null;
  const latest = reading.dialogue.latest;
  if (!latest) return null;
  const found = splitSentences(latest.text).find((sentence) => DECIDED.test(sentence));
  // "Aisha, from July we're…": the user's own name before it is their greeting, not the decision.
  const userFirst = (reading.participants.user ?? '').split(/\s+/)[0] ?? '';
  const decision =
    found && userFirst.length >= 2 && found.startsWith(`${userFirst}, `)
      ? found.slice(userFirst.length + 2)
      : found;
  const said = decision ? verbatim(decision, reading.source) : null;
  if (!said || quote(said).endsWith('…"')) return null;
  return {
    move: decidedMoves.move,
    evidence: said,
    sentences: [
      pick(decidedMoves.ack[reader], variant),
      `${pick(decidedMoves.understood, variant).replace('{decision}', quote(said))}.`,
      pick(decidedMoves.door[lean], variant),
    ],
  };
}
