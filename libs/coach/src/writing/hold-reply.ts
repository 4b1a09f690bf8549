import { holdMoves } from '../data/moves/holds.js';
import type { SituationKind } from '../data/types.js';
import { splitSentences } from '../reading/measure/split.js';
import { counterIn, deferralIn, type Ask, type ConversationReading } from '../reading/index.js';
import { GREETING } from '../reading/infer/open-asks.js';
import { reAsk } from './re-ask.js';
import { pick } from './render.js';
import type { StateReplyOptions } from './state-reply-options.js';
import { quote, verbatim } from './words.js';

/**
 * The reply built from the dialogue state (decision 0128, amendment): the user asked for
 * something, or stated what was agreed, and the other side's answer passed over it, put it off or
 * came back with a condition. Readers rated the replies that put the user's own ask back the only
 * sendable ones, and the stock situation's reply the worst here (it defended the other side's
 * figure, thanked them for a condition, or offered a call), so wherever the state is this plain
 * the reply is written from it: their reply taken in, the fact in the words already written, the
 * ask put back, anything new kept apart. Only facts from the conversation, each quoted.
 */

type Held = 'ignored' | 'deferred' | 'countered';

export interface HoldReply {
  move: string;
  fate: Held;
  /** The words that show what became of the ask: their counter, put-off, or the ask itself. */
  evidence: string;
  /** Who the reply speaks to: the person who answered the ask. */
  to: string | null;
  sentences: string[];
}

/** A sentence that ends on a quote gets its full stop after it, unless the quote asks. */
const closed = (sentence: string): string =>
  /[.?!]"?$/.test(sentence) && !/[^?!]"$/.test(sentence) ? sentence : `${sentence}.`;

/**
 * Where the other side's message does something that comes before the user's ask: a complaint,
 * an escalation, a withdrawal or feedback is answered first, as the situations read it.
 */
const FIRST: ReadonlySet<SituationKind> = new Set([
  'complains',
  'escalates',
  'withdraws',
  'gives_feedback',
]);

/**
 * A figure someone could hold the other side to: an amount of money, a percentage, a number with
 * thousands or decimals, with what it counts after "per" ("€1,620 per trailer", "18%"). Bare
 * small numbers, times and years are left out: "10:14 AM" is a header, not a term.
 */
const FIGURE =
  /(?:[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn)\b)?|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?|\b\d+(?:\.\d+)?\s?(?:%|EUR|USD|GBP|euros?|dollars?|pounds?)(?![\p{L}])|\b\d+\.\d+\b)(?:\s+per\s+[\p{L}-]+)?/giu;

function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((match) => match[0]);
}

/** A phone number or "tel." inside a quote: a signature ran into the ask. */
const SIGNATURE = /\btel\b|\+\d{2}[\d ]{6,}|\b\d{3}[ -]\d{3}[ -]\d{3,4}\b/i;

/** The number of a figure, for comparing "€1,620 per trailer" with "€1,620". */
const numberOf = (figure: string): string => figure.match(/\d[\d,.]*/)?.[0] ?? figure;

/**
 * The other side's own earlier sentence that states a figure the user's position cites and their
 * answer leaves out ("Happy to confirm: €1,620 per trailer, all-in…"), with that figure; null
 * when there is none. Their own words, so the relation is the one the conversation states.
 */
function anchorOf(
  reading: ConversationReading,
  focus: Ask,
  user: string,
): { sentence: string; figure: string } | null {
  const turns = reading.participants.turns;
  // What the user asked or held in that message, not its greeting or its quoted history.
  const position = reading.dialogue.asks
    .filter((ask) => ask.turn === focus.turn && ask.speaker === user)
    .map((ask) => ask.sentence)
    .join(' ');
  const cited = new Set(figuresIn(position).map(numberOf));
  const answer = new Set(figuresIn(focus.reply ?? '').map(numberOf));
  if (cited.size === 0) return null;
  for (let index = focus.turn - 1; index >= 0; index -= 1) {
    const turn = turns[index];
    if (!turn || turn.speaker === user) continue;
    // Their sentence, or its whole line where a splitter cut it at "excl." or "approx.": the
    // shortest that holds the figure and ends where its line or its sentence ends.
    const lines = turn.text.split('\n').map((line) => line.replace(/^[>\s]+/, '').trim());
    const candidates = [...splitSentences(turn.text), ...lines]
      .map((text) => text.trim())
      .filter((text) => !cutShort(text, lines))
      .sort((a, b) => a.length - b.length);
    for (const sentence of candidates) {
      const figure = figuresIn(sentence).find(
        (found) => cited.has(numberOf(found)) && !answer.has(numberOf(found)),
      );
      if (!figure) continue;
      const said = verbatim(sentence, reading.source);
      if (said && said.includes(figure) && !quote(said).endsWith('…"')) {
        return { sentence: said, figure };
      }
    }
  }
  return null;
}

/** A sentence that ends on a short abbreviation ("excl.") its line goes on after. */
function cutShort(sentence: string, lines: readonly string[]): boolean {
  if (!/\b\p{Ll}{2,5}\.$/u.test(sentence)) return false;
  return lines.some((line) => line.includes(sentence) && !line.endsWith(sentence));
}

/** The date the user set in the message that asked ("by Wednesday noon"), as they wrote it. */
function userDeadline(reading: ConversationReading, focus: Ask, user: string): string | null {
  const date = reading.dates.find(
    (d) => d.speaker === user && d.turn === focus.turn && d.due === true && !d.past && d.stated,
  );
  // "until Friday" for a deadline is a common non-native form; the reply says "by".
  return date ? date.phrase.replace(/^until /i, 'by ') : null;
}

const OWN_SIDE = /\b(?:we|our|us|i|my|me)\b/i;
const AT_STAKE =
  /\d|\b(?:need|needs|deadline|otherwise|unless|risk|cost|lose|stop|delay|audit|launch|contract|contracts|exam|exams|payroll|client|customers?)\b/i;
/** Words that lean on a sentence before them ("Without it, …"): no sense on their own. */
const LEANS_BACK =
  /^(?:(?:without|with|after|before|because of) (?:it|this|that)\b|it|this|that|these|those|they|so|and|but|also)\b/i;

/**
 * What rides on the ask, in the user's own words from the message that asked ("Our annual
 * compliance audit is on 26 April and the auditor needs the full year"): the fresh readers' good
 * replies restate it once, calmly, so the other side sees why a date matters.
 */
function stakesOf(
  reading: ConversationReading,
  focus: Ask,
  asked: string,
  user: string,
): string | null {
  // "I need to know until Friday" is said by the reply's own ask for an answer by then.
  const deadline =
    focus.fate === 'deferred'
      ? (userDeadline(reading, focus, user)?.replace(/^by /, '') ?? null)
      : null;
  const text = reading.participants.turns[focus.turn]?.text ?? '';
  const found = splitSentences(text)
    .map((sentence) => sentence.trim().replace(GREETING, ''))
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1))
    .filter(
      (sentence) =>
        sentence.length >= 25 &&
        sentence.length <= 180 &&
        !sentence.includes('?') &&
        !sentence.includes('"') &&
        !sentence.includes('\n') &&
        !asked.includes(sentence.slice(0, 30)) &&
        !(deadline && sentence.includes(deadline)) &&
        (/\d/.test(sentence) || (OWN_SIDE.test(sentence) && AT_STAKE.test(sentence))) &&
        !LEANS_BACK.test(sentence) &&
        !/^(?:hi|hello|dear|thanks|thank you|please|could|can|would)\b/i.test(sentence),
    );
  const stakes = found[found.length - 1];
  return stakes ? (/[.!]$/.test(stakes) ? stakes : `${stakes}.`) : null;
}

export function holdReply(
  reading: ConversationReading,
  options: StateReplyOptions,
): HoldReply | null {
  const { user, situation, reader, lean, variant } = options;
  const focus = reading.dialogue.focus;
  if (!user || !focus || focus.speaker !== user || focus.reply === null) return null;
  if (situation && FIRST.has(situation)) return null;
  if (focus.fate !== 'ignored' && focus.fate !== 'deferred' && focus.fate !== 'countered')
    return null;
  const fate: Held = focus.fate;
  // In a message that asks and then says why or by when ("Can I swap my Monday shift? I need to
  // tell her by Thursday"), the question is what is put back.
  const sameMessage = reading.dialogue.asks.filter(
    (ask) => ask.turn === focus.turn && ask.speaker === user && ask.kind === focus.kind,
  );
  const main = [...sameMessage].reverse().find((ask) => ask.sentence.trim().endsWith('?')) ?? focus;
  const said = verbatim(main.sentence, reading.source);
  const asked = said ? quote(said) : null;
  const noun = said?.trim().endsWith('?') ? 'question' : 'request';
  const anchor = fate === 'countered' ? anchorOf(reading, focus, user) : null;
  // A cut quote is no sentence to send, and one that runs into a signature's phone number is no
  // ask: without their own words to stand on, no reply from here.
  const direct = said ? reAsk(said) : null;
  const unsendable = !direct && (!asked || asked.endsWith('…"') || SIGNATURE.test(asked));
  if (!anchor && unsendable) return null;
  const evidence =
    (fate === 'countered'
      ? counterIn(focus.reply)
      : fate === 'deferred'
        ? deferralIn(focus.reply)
        : null) ?? main.sentence;
  const sentences: string[] = [pick(holdMoves.ack[fate][reader], variant)];
  if (anchor) {
    sentences.push(pick(holdMoves.anchor, variant).replace('{anchor}', quote(anchor.sentence)));
    const agreed = /\b(?:agreed|confirm(?:ed)?|as quoted|promised)\b/i.test(
      `${reading.participants.turns[focus.turn]?.text ?? ''} ${anchor.sentence}`,
    );
    const asks = agreed ? holdMoves.confirmFigure.agreed : holdMoves.confirmFigure.plain;
    sentences.push(pick(asks, variant).replace('{figure}', anchor.figure));
  } else if (!asked || unsendable || (main.kind === 'position' && asked.endsWith('…"'))) {
    return null;
  } else if (main.kind === 'position') {
    sentences.push(pick(holdMoves.position, variant).replace('{position}', asked));
    sentences.push(pick(holdMoves.positionBack, variant));
  } else {
    const stakes = direct ? stakesOf(reading, focus, asked, user) : null;
    if (stakes) sentences.push(stakes);
    sentences.push(
      direct
        ? pick(holdMoves.askAgain[fate], variant).replace('{ask}', direct)
        : pick(holdMoves.again[fate], variant).replace('{noun}', noun).replace('{question}', asked),
    );
    if (fate === 'deferred') {
      const deadline = userDeadline(reading, focus, user);
      const byThen =
        deadline && asked.includes(deadline.replace(/^by /, ''))
          ? pick(holdMoves.byWhen.then, variant)
          : deadline
            ? pick(holdMoves.byWhen.dated, variant).replace('{deadline}', deadline)
            : pick(holdMoves.byWhen.undated, variant);
      // "What does he mean?" is not answered with a yes or a no.
      const open = /\b(?:how|what|why|who|where|which|when)\b/i.test(asked);
      sentences.push(open ? byThen.replace('a yes or no', 'an answer') : byThen);
    }
  }
  // Anything new they raised waits; a put-off, or a reply that raised nothing new, has nothing
  // to keep apart.
  const raisedNew = reading.dialogue.asks.some(
    (ask) => ask.turn > focus.turn && ask.speaker !== user,
  );
  if (fate !== 'deferred' && raisedNew) sentences.push(pick(holdMoves.apart[lean], variant));
  return {
    move: holdMoves.move[fate],
    fate,
    evidence,
    to: focus.replier,
    sentences: sentences.map(closed),
  };
}
