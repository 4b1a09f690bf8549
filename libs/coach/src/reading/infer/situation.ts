import { SITUATION_KINDS, type SituationKind, type UserPatternKind } from '../../data/types.js';
import { splitSentences } from '../measure/split.js';
import { findPhrases, tokenize } from '../measure/tokens.js';
import type { Turn } from '../parse/index.js';
import { wordCount } from '../parse/participants.js';
import { SITUATION_INDEX, STRONG_SITUATION_INDEX, USER_PATTERN_INDEX } from './cues.js';
import { ownWords } from './user-patterns.js';
import { lastOpenAsk } from './open-asks.js';
import { deferralIn, dialogueState, isCloser, type DialogueState } from './dialogue-state.js';

export interface SituationRead {
  kind: SituationKind;
  score: number;
  /** The counterpart's sentence that shows it most clearly, as written (null for "silent"). */
  quote: string | null;
  speaker: string | null;
}

/** "Could you…", "Please send…", "I need the … by …": a request for something. */
const REQUEST =
  /^(?:could you|can you|would you|please|kindly|i need|we need|i'd like you to|let me know)\b|\b(?:please (?:send|confirm|check|include|let me know|provide)|i need (?:the|a|an|your|it|them)\b)/i;
const THREAT =
  /\b(?:i'll|i will|i'm going to|we'll|we will|we're going to|i give|it goes|goes to|we stop|i stop|we cancel|we walk|i walk|i can stay|i can't stay|i cannot stay|i quit|i resign|(?:doesn't|does not|won't|will not|don't) play)\b/;

/**
 * "Either … or I …", "Monday or it goes", "if … not … by Friday, I'm going to …": a condition
 * with a consequence the writer will impose. Word tests on one sentence.
 */
function isUltimatum(sentence: string): boolean {
  const lower = ` ${sentence.toLowerCase()} `;
  const or = lower.indexOf(' or ');
  // "Could you either define the term or list…?" offers a choice; it threatens nothing.
  const question = lower.trimEnd().endsWith('?');
  if (lower.includes(' either ') && or >= 0 && !question) return true;
  if (or >= 0 && THREAT.test(lower.slice(or))) return true;
  const conditional = lower.includes(' if ') || lower.includes(' unless ');
  const negative = /\b(?:not|don't|doesn't|isn't|won't|no)\b/.test(lower);
  return conditional && negative && THREAT.test(lower);
}

/** When two situations score alike, the one that changes the reply most comes first. */
const PRIORITY: readonly SituationKind[] = [
  'withdraws',
  'ultimatum',
  'escalates',
  'complains',
  'slips',
  'objects',
  'silent',
  'ignores',
  'defers',
  'asks_status',
  'asks_meeting',
  'gives_feedback',
  'receives_feedback',
  'proposes',
  'thanks',
];

/** What a reply that leaves the user's ask open usually does instead (see "ignores"). */
const STEPPED_ROUND: readonly SituationKind[] = [
  'thanks',
  'proposes',
  'asks_status',
  'asks_meeting',
];

/**
 * "I've escalated this to our engineering team", "escalated to tier 2", "out of my hands, speak to
 * Sharon": someone helping hands the
 * user's matter on inside their own side. That is a put-off to answer, not a threat to go over the
 * user's head, so no escalation is read from it.
 */
const HANDOFF =
  /\b(?:escalated|escalating|passed|forwarded|raised)\b(?: (?:this|it|the (?:ticket|case|issue|request|matter)|your (?:ticket|case|issue|request|query)))?(?: (?:along|on|internally|up))? to (?:our|the) (?:\w+ )?(?:team|engineers|engineering|developers|devs|department|specialists|experts|support|tier|level|product)\b|\bescalated (?:internally|to tier|to level|to engineering|to (?:our|the) (?:\w+ )?team)\b|\bout of my hands\b/i;

/** A reply that opens with a bare acknowledgement: "Ok.", "Sure.", "Fine.", "Noted", "k". */
const CURT = /^(?:ok|okay|k|sure|fine|noted|right|understood|got it)\b\s*[.!]?(?:$|\s)/i;

/** A turn of the message after thanks: what comes after it is the point. */
const CONTRAST = /(?:^|[\s,;(])(?:but|however|although|though|unfortunately|that said)\b/i;
/** A figure as money, a percentage or a quantity: "£1,800", "20%", "148k". */
const FIGURE = /[£$€]\s?\d|\d\s?%|\b\d[\d,.]*\s?(?:k|m|bn)\b|\b\d{1,3}(?:,\d{3})+\b/i;
/** A date or delivery that moved. */
const MOVED =
  /\b(?:delay(?:ed|s)?|slipp(?:ed|ing)|pushed (?:back|out)|moved (?:to|back)|postpone(?:d)?|late|later than|behind schedule|w\/c|not until|no longer)\b/i;

/** The user's own patterns that chase an answer rather than judge the other person's work. */
const CHASING: ReadonlySet<UserPatternKind> = new Set(['unanswered_pings', 'clipped_question']);

const FEEDBACK_FROM_USER = [
  'feedback',
  'next time',
  'i noticed',
  'i need you to',
  'you need to',
  "you didn't",
  'you did not',
  'your attitude',
  'too long',
  'too dense',
  'you promised',
  'you let',
  'can i say something',
  'can i share something',
  'one thing from',
  'small thing',
  'come across as',
  'comes across as',
  'you never',
  'you always',
  'my feedback',
];

/**
 * What the counterparts' messages do, most important first (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 2). Cue phrases score
 * each sentence, later turns weigh more (the reply answers the latest), and the shape of the
 * exchange adds what words alone miss: short apologies after pressure are withdrawal; the user's
 * own unanswered messages at the end are silence.
 */
export function readSituations(
  turns: readonly Turn[],
  user: string | null,
  counterparts: readonly string[],
  options: { draft?: boolean; dialogue?: DialogueState } = {},
): SituationRead[] {
  const scores = new Map<SituationKind, SituationRead>();
  const add = (
    kind: SituationKind,
    score: number,
    quote: string | null,
    speaker: string | null,
  ): void => {
    const current = scores.get(kind);
    if (!current) scores.set(kind, { kind, score, quote, speaker });
    else {
      current.score += score;
      if (quote && (!current.quote || score >= 1.5)) {
        current.quote = quote;
        current.speaker = speaker;
      }
    }
  };
  const theirs = new Set(counterparts);
  const theirTurns = turns
    .map((turn, index) => ({ turn, index }))
    .filter(({ turn }) => theirs.has(turn.speaker));
  const lastTheirs = theirTurns[theirTurns.length - 1]?.index ?? -1;

  const primary = counterparts[0];
  // "I have had no reply", "friendly ping" from the other side: they are chasing the user, so
  // the user owes an answer (asks_status). Only the user's own draft pings someone who is silent.
  const chasing = <T extends { kind: SituationKind }>(hit: T): T & { chased: boolean } =>
    hit.kind === 'silent' && !options.draft
      ? { ...hit, kind: 'asks_status', chased: true }
      : { ...hit, chased: false };
  for (const { turn, index } of theirTurns) {
    // The reply answers the main counterpart's latest message first.
    const recency = (index === lastTheirs ? 1.5 : 1) * (turn.speaker === primary ? 1 : 0.5);
    for (const sentence of splitSentences(turn.text)) {
      const tokens = tokenize(sentence);
      const handoff = HANDOFF.test(sentence);
      const strongHits = findPhrases(STRONG_SITUATION_INDEX, tokens)
        .filter((hit) => !(handoff && hit.kind === 'escalates'))
        .map(chasing);
      for (const hit of strongHits) {
        add(hit.kind, (hit.chased ? 0.75 : 2) * recency, sentence, turn.speaker);
      }
      for (const hit of findPhrases(SITUATION_INDEX, tokens).map(chasing)) {
        add(hit.kind, 0.75 * recency, sentence, turn.speaker);
      }
      // A question or a request for something is, first of all, an ask for an answer or a date.
      const namedOther = strongHits.some((hit) => hit.kind !== 'asks_status');
      if (
        !namedOther &&
        (sentence.includes('?') || REQUEST.test(sentence)) &&
        !isCloser(sentence)
      ) {
        add('asks_status', 0.6 * recency, sentence, turn.speaker);
      }
      // A threat to take it to someone else is escalation, not an ultimatum.
      const escalating = strongHits.some((hit) => hit.kind === 'escalates');
      if (!escalating && isUltimatum(sentence))
        add('ultimatum', 2.5 * recency, sentence, turn.speaker);
    }
  }

  // Curt acknowledgements from one person, more than once ("Ok." … "Sure. Let me know if there's
  // anything else you need from me."): going quiet after something landed badly.
  const primaryTurns = theirTurns.filter(({ turn }) => turn.speaker === primary);
  const curt = primaryTurns.filter(({ turn }) => CURT.test(turn.text.trim()));
  if (primaryTurns.length >= 2 && curt.length >= 2) {
    add('withdraws', 1.6, curt[curt.length - 1]?.turn.text ?? null, primary ?? null);
  }
  // Withdrawal: short replies that apologise or comply, after the user pressed.
  const userTurns = turns.filter((turn) => user !== null && turn.speaker === user);
  const pressure = userTurns.some(
    (turn) => findPhrases(USER_PATTERN_INDEX, tokenize(ownWords(turn.text))).length > 0,
  );
  for (const name of counterparts) {
    const own = theirTurns.filter(({ turn }) => turn.speaker === name);
    if (own.length === 0) continue;
    const words = own.reduce((sum, { turn }) => sum + wordCount(turn.text), 0);
    const short = words / own.length <= 12;
    const withdrawn = scores.get('withdraws');
    if (short && withdrawn && withdrawn.speaker === name) {
      withdrawn.score += pressure ? 4 : 2;
    } else if (pressure && words / own.length <= 6 && name === counterparts[0]) {
      // "Ok." "Fine." after "You always…": terse compliance under pressure is withdrawal.
      add('withdraws', 3, own[own.length - 1]?.turn.text ?? null, name);
    }
  }
  // Someone who has already copied others in and also sets terms has changed the audience: the
  // reply answers everyone copied, so the escalation leads.
  const escalated = scores.get('escalates');
  const terms = scores.get('ultimatum');
  if (escalated && terms && escalated.score >= 2 && escalated.speaker === terms.speaker) {
    escalated.score = Math.max(escalated.score, terms.score + 0.1);
  }
  // Thanks at the start of a message that asks for something is politeness, not the point.
  const thanked = scores.get('thanks');
  const other = [...scores.values()].some((r) => r.kind !== 'thanks' && r.score >= 1.5);
  if (thanked && other) thanked.score *= 0.5;
  const withdrawn = scores.get('withdraws');
  const imposing = (['escalates', 'ultimatum'] as const).some((kind) => {
    const read = scores.get(kind);
    return read !== undefined && read.score >= 2 && read.speaker === withdrawn?.speaker;
  });
  // "I know him. Don't make me." beside a threat to go to the CEO is pressure, not retreat.
  if (withdrawn && imposing) withdrawn.score *= 0.1;
  if (withdrawn) {
    // Long messages that say "sorry" once are not withdrawal.
    const speakerWords = theirTurns
      .filter(({ turn }) => turn.speaker === withdrawn.speaker)
      .reduce((sum, { turn }) => sum + wordCount(turn.text), 0);
    const speakerTurns = theirTurns.filter(({ turn }) => turn.speaker === withdrawn.speaker).length;
    if (speakerWords > 40 || speakerWords / Math.max(1, speakerTurns) > 14) withdrawn.score *= 0.1;
  }

  // Silence: the user wrote last, more than once, or the other side never wrote.
  let run = 0;
  for (
    let index = turns.length - 1;
    index >= 0 && user !== null && turns[index]?.speaker === user;
    index -= 1
  ) {
    run += 1;
  }
  if (user !== null && (run >= 2 || (theirTurns.length === 0 && userTurns.length > 0))) {
    add('silent', 3 + run, null, counterparts[0] ?? null);
  }
  // The user asked, and the other side wrote back without taking it up: that is what is open,
  // whatever the reply's thanks or new request say.
  if (!options.draft) {
    const open = lastOpenAsk(turns, user, counterparts);
    if (open?.ignored) {
      add('ignores', 1.8, open.quote, counterparts[0] ?? null);
      // Their thanks, new request or own question is how they stepped round it: the open ask leads.
      const ignored = scores.get('ignores');
      for (const kind of STEPPED_ROUND) {
        const read = scores.get(kind);
        if (ignored && read) ignored.score = Math.max(ignored.score, read.score + 0.1);
      }
    }
  }
  // Someone the user called on by name, more than once, who never wrote ("Ivan, any update?"
  // "Ivan?") is silent even when others answered for them.
  for (const name of counterparts) {
    if (user === null || theirTurns.some(({ turn }) => turn.speaker === name)) continue;
    const first = (name.split(' ')[0] ?? name).toLowerCase();
    const called = userTurns.filter((turn) =>
      tokenize(turn.text).some((token) => token.toLowerCase() === first),
    ).length;
    if (called >= 2) add('silent', 3 + called, null, name);
  }

  // Receiving feedback: the user gave it and the other side answered without withdrawing. The
  // answer is first of all a reply to that feedback, even when it also disagrees or promises
  // "next time". Pings and a clipped "…?" chase an answer; they are not feedback.
  const userGaveFeedback = userTurns.some((turn) => {
    const lower = turn.text.toLowerCase();
    return FEEDBACK_FROM_USER.some((cue) => lower.includes(cue));
  });
  const criticised = userTurns.some((turn) =>
    findPhrases(USER_PATTERN_INDEX, tokenize(ownWords(turn.text))).some(
      (hit) => !CHASING.has(hit.kind),
    ),
  );
  if ((userGaveFeedback || criticised) && theirTurns.length > 0) {
    // Quoted from the person the answer is for, so the words shown are theirs.
    const answer =
      [...theirTurns].reverse().find(({ turn }) => turn.speaker === counterparts[0]) ??
      theirTurns[theirTurns.length - 1];
    add(
      'receives_feedback',
      userGaveFeedback ? 4 : 3,
      answer?.turn.text ?? null,
      answer?.turn.speaker ?? counterparts[0] ?? null,
    );
  }

  if (options.draft) {
    // The user's own draft that judges the reader's work ("your updates are always late") is
    // feedback, whatever request closes it.
    for (const { turn } of theirTurns) {
      const judged = splitSentences(turn.text).find((sentence) => {
        const lower = sentence.toLowerCase();
        return (
          FEEDBACK_FROM_USER.some((cue) => lower.includes(cue)) ||
          findPhrases(USER_PATTERN_INDEX, tokenize(sentence)).some((hit) => !CHASING.has(hit.kind))
        );
      });
      if (judged) add('gives_feedback', 2, judged, turn.speaker);
    }
  }

  // "Thank you for your email. I'm happy to settle, but I was quoted £1,800": thanks followed by
  // a "but" is politeness before the point, and the point is a disputed figure, a moved date or a
  // complaint. (Their "but" after the user's feedback is their answer to it.)
  const latest = theirTurns[theirTurns.length - 1]?.turn;
  if (latest && scores.has('thanks') && !scores.has('receives_feedback')) {
    const contrast = splitSentences(latest.text).find((sentence) => CONTRAST.test(sentence));
    if (contrast) {
      const kind = FIGURE.test(contrast) ? 'objects' : MOVED.test(contrast) ? 'slips' : 'complains';
      add(kind, 2.2, contrast, latest.speaker);
      const thanked = scores.get('thanks');
      if (thanked) thanked.score *= 0.5;
    }
  }
  // The user's ask that the other side put off (decision 0128) is what is open, whatever thanks
  // or new request came with it: "Thanks for flagging. Let me see what I can do." (A refusal is
  // left to the cues: "No. Friday at 5. Done." is terms, not an objection to discuss.)
  if (!options.draft) {
    const { focus } = options.dialogue ?? dialogueState(turns, user, counterparts);
    if (focus?.speaker === user && focus.fate === 'deferred' && focus.reply) {
      add('defers', 1.8, deferralIn(focus.reply) ?? focus.reply, counterparts[0] ?? null);
    } else if (focus?.speaker === user && focus.fate === 'ignored' && !scores.has('ignores')) {
      add('ignores', 1.8, focus.sentence, counterparts[0] ?? null);
    }
    const read =
      focus?.speaker === user
        ? scores.get(focus.fate === 'deferred' ? 'defers' : 'ignores')
        : undefined;
    // A bare "noted" after a plain question is a pass-over; after pressure it is withdrawal.
    const leads: SituationKind[] = pressure ? [...STEPPED_ROUND] : [...STEPPED_ROUND, 'withdraws'];
    // Their answer to the user's ask put it off: that, not the feedback around it, is open.
    if (focus?.fate === 'deferred') leads.push('receives_feedback');
    for (const stepped of leads) {
      const other = scores.get(stepped);
      if (read && other) read.score = Math.max(read.score, other.score + 0.1);
    }
  }
  const found = [...scores.values()].filter((read) => read.score >= 0.7);
  const last = theirTurns[theirTurns.length - 1]?.turn;
  if (found.length === 0 && last) {
    // Nothing named outright: the other side's latest message still asks or says something.
    const best = [...scores.values()].sort((a, b) => b.score - a.score)[0];
    return [
      best ?? {
        kind: last.text.includes('?') ? 'asks_status' : 'proposes',
        score: 0.5,
        quote: null,
        speaker: last.speaker,
      },
    ];
  }
  return found
    .sort((a, b) => b.score - a.score || PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind))
    .slice(0, 4)
    .filter((read) => SITUATION_KINDS.includes(read.kind));
}
