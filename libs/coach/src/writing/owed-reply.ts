import { owedMoves } from '../data/moves/owed.js';
import type { SituationKind } from '../data/types.js';
import type { ConversationReading } from '../reading/index.js';
import { pick } from './render.js';
import type { StateReplyOptions } from './state-reply-options.js';
import { trimEndOf, verbatim } from './words.js';

/**
 * Their request the user owes an answer to, answered first (decision 0128, amendment). Readers
 * found the stock situation's reply answering the wrapper instead ("It was a team effort" to a
 * thank-you that asked for the invoice to be looked at again). Only a request to do something,
 * in a form that turns round safely, is answered: a question the engine cannot answer ("did the
 * migration run?"), a request for information ("can you confirm?", "let me know when…") or one
 * whose "you" would be ambiguous turned round is left to the situation's reply.
 */

/** "Could you (also) …", "Can you please …", "Please (just) …": the request's own words after it. */
const REQUEST =
  /^(?:(?:so|and|also|but|ok|okay),?\s+)?(?:(could|can|would|will) you (?:please |kindly |also |just )*|please (?:could you |can you )?(?:just |also )*)(.+)$/i;

/** Requests for information or a decision: the engine does not know the answer. */
const ASKS_TO_TELL =
  /^(?:let|tell|confirm|advise|clarify|explain|say|answer|update|share your|give (?:me|us) (?:an? )?(?:update|answer|date|idea)|remind|think|decide|chat|talk|call|meet|join|come)\b|\b(?:whether|if|when|what|why|how|which|who|where)\b/i;

/** A request on top of earlier ones. */
const ADDED = /\b(?:also|as well|one more|extra|additional)\b/i;

/** Words that turn round without doubt; a bare "you" (subject or object?) is not among them. */
const TURN: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  your: 'my',
  yours: 'mine',
  "i'm": "you're",
  "i'll": "you'll",
  "i've": "you've",
  "i'd": "you'd",
  "we're": "you're",
  "we'll": "you'll",
  "we've": "you've",
};

/** Their request turned round ("before I pass it to our team" → "before you pass it to your team"), or null. */
function turnedRound(clause: string): string | null {
  if (/\byou(?:'re|'ll|'ve|'d)?\b|\byourself\b/i.test(clause)) return null;
  const words = clause.replace(/\bI am\b/g, 'you are').split(/(\s+)/);
  return words
    .map((word) => {
      const bare = word.toLowerCase().replace(/[’]/g, "'");
      const core = bare.replace(/[^\p{L}']/gu, '');
      const turned = TURN[core];
      return turned === undefined ? word : word.replace(/[\p{L}'’]+/u, turned);
    })
    .join('');
}

/** Where the other side's message does something that comes before their request. */
const FIRST: ReadonlySet<SituationKind> = new Set([
  'complains',
  'escalates',
  'withdraws',
  'gives_feedback',
  'ultimatum',
]);

/** The user's earlier words that said no or why they cannot ("this is the Saturday I asked off"). */
const PUSHED_BACK =
  /\b(?:can'?t|cannot|can not|won'?t be able|not able|unable|asked (?:for )?(?:it |that |the day |the weekend )?off|booked (?:it )?off|day off|on (?:annual )?leave|on holiday|i'?m away|i'?ll be away|not available|unavailable|have plans|prior commitment|already (?:told|said|booked|committed))\b/i;

/** "at least", "even", "just": softeners of a smaller ask that a no does not repeat. */
const SOFTENERS = /\b(?:at least|even|just)\s+/gi;

/** The user's reason, from the turn that pushed back, without the name that opened it. */
function pushbackReason(
  reading: ConversationReading,
  user: string,
  asker: string,
  before: number,
): string | null {
  const turns = reading.participants.turns;
  const firstAsk = reading.dialogue.asks.find((ask) => ask.speaker === asker && ask.turn < before);
  if (!firstAsk) return null;
  const first = asker.split(/\s+/)[0] ?? '';
  for (let index = before - 1; index > firstAsk.turn; index -= 1) {
    const turn = turns[index];
    if (!turn || turn.speaker !== user || !PUSHED_BACK.test(turn.text)) continue;
    let text = turn.text.trim().split('\n')[0] ?? '';
    if (first.length >= 2 && text.toLowerCase().startsWith(`${first.toLowerCase()} `)) {
      text = text.slice(first.length + 1);
    }
    text = trimEndOf(text.replace(/^[,\s]+/, ''), ' .!');
    if (text.length < 15 || text.length > 200 || /[?"]/.test(text)) return null;
    const lowered = /^(?:I|I'm|I've|I'll)\b/.test(text)
      ? text
      : text.charAt(0).toLowerCase() + text.slice(1);
    return `${lowered}.`;
  }
  return null;
}

/**
 * The request inside a sentence the splitter left whole: "I know, sorry 😩 Could you do at least
 * the morning shift" starts its request after the emoji.
 */
function requestPart(sentence: string): string {
  const at = sentence.search(/\b(?:could|can|would|will) you\b/i);
  if (at <= 0) return sentence;
  const before = sentence.slice(0, at).trimEnd();
  return /[\p{L}\d]$/u.test(before) ? sentence : sentence.slice(at);
}

export function owedReply(
  reading: ConversationReading,
  options: StateReplyOptions,
): { move: string; evidence: string; to: string; sentences: string[] } | null {
  const { user, situation, reader, lean, variant } = options;
  const focus = reading.dialogue.focus;
  if (!user || !focus || focus.speaker === user || focus.fate !== 'open') return null;
  // The user already said why they cannot: holding that line comes before reading their
  // "I know, sorry" as someone withdrawing.
  const reason = pushbackReason(reading, user, focus.speaker, focus.turn);
  if (situation && FIRST.has(situation) && !(reason && situation === 'withdraws')) return null;
  if (!verbatim(focus.sentence, reading.source)) return null;
  let end = focus.sentence.length;
  while (end > 0 && ' \t\n?.!'.includes(focus.sentence.charAt(end - 1))) end -= 1;
  const match = REQUEST.exec(requestPart(focus.sentence.slice(0, end).trim()));
  const clause = match?.[2]?.trim();
  if (!match || !clause || ASKS_TO_TELL.test(clause)) return null;
  const words = clause.split(/\s+/).length;
  if (words < 2 || words > 16 || /[?;:()"]/.test(clause)) return null;
  const turned = turnedRound(clause);
  if (!turned) return null;
  const modal = /^(?:could|can)$/i.test(match[1] ?? '') ? 'can' : 'will';
  // "Could you also…": the "also" was dropped with the opening words; the sentence keeps it.
  const added =
    ADDED.test(clause) ||
    /\b(?:could|can|would|will) you (?:please )?also\b|^(?:also|please also)\b/i.test(
      focus.sentence,
    );
  if (reason) {
    const moves = owedMoves.holdLine;
    return {
      move: moves.move,
      evidence: focus.sentence,
      to: focus.speaker,
      sentences: [
        pick(moves.sorry, variant),
        moves.no.replace('{clause}', turned.replace(SOFTENERS, '')),
        pick(moves.reason, variant).replace('{reason}', reason),
        pick(moves.offer, variant),
      ],
    };
  }
  if (added) {
    const withAlso = ADDED.test(turned) ? turned : `also ${turned}`;
    return {
      move: owedMoves.moveAdded,
      evidence: focus.sentence,
      to: focus.speaker,
      sentences: [
        pick(owedMoves.ack[reader], variant),
        pick(owedMoves.trade, variant).replace('{clause}', withAlso),
      ],
    };
  }
  return {
    move: owedMoves.move,
    evidence: focus.sentence,
    to: focus.speaker,
    sentences: [
      pick(owedMoves.ack[reader], variant),
      owedMoves.yes[modal].replace('{clause}', turned),
      pick(owedMoves.close[lean], variant),
    ],
  };
}
