import { FRAMEWORK_LABELS, type StrengthDomain } from '@styleprint/contracts';
import { SAFETY_CUES } from '../data/safety/index.js';
import { USER_PATTERN_CUES } from '../data/user-patterns/index.js';
import type { SituationKind } from '../data/types.js';
import type { ConversationReading } from '../reading/index.js';
import { characteristicSentence, openQuestion } from '../reading/infer/evidence.js';
import { callName } from './addressee.js';
import type { UserLens } from './profile-lens.js';
import { isMoneyRisk, type ReplyPlan } from './reply.js';
import { count, DISC_WORDS, listOf, quote, STRENGTH_WORDS, verbatim } from './words.js';

/** Insight labels beyond the four frameworks: the safety warning and the user's own wording. */
const SAFETY_LABEL = 'Safety';
const OWN_WORDS_LABEL = 'Your message';

const disc = (text: string): string => `${FRAMEWORK_LABELS.disc}: ${text}`;

/** What each situation means for the user, in one clause (the move follows it). */
const SITUATION_READ: Record<SituationKind, string> = {
  asks_status: 'is asking where things stand',
  objects: 'is objecting',
  complains: 'is complaining about something that went wrong',
  asks_meeting: 'is asking for time with you',
  gives_feedback: 'is giving you feedback',
  receives_feedback: 'is answering your feedback',
  silent: 'has not answered',
  withdraws: 'has gone quiet and is apologising or agreeing under pressure',
  thanks: 'is thanking you',
  proposes: 'is proposing something',
  escalates: 'is escalating',
  ultimatum: 'is setting an ultimatum',
  defers: 'has put off your request without saying when',
  ignores: 'wrote back without taking up what you asked',
  slips: 'has moved a date they had committed to',
};

function safetyInsights(reading: ConversationReading): string[] {
  if (reading.safety.length === 0) return [];
  const risky = reading.safety.filter((f) => f.kind !== 'urgency' && f.kind !== 'injection');
  // Urgency belongs to a money request; beside a wrongdoing warning it says nothing more.
  const out: string[] = [];
  const first = risky[0];
  if (first) {
    const urgent =
      first.kind === 'wrongdoing' ? undefined : reading.safety.find((f) => f.kind === 'urgency');
    const shown = verbatim(first.quote, reading.source);
    out.push(
      `${SAFETY_LABEL}: ${SAFETY_CUES[first.kind].warning}` +
        (shown ? ` The request is in ${quote(shown)}.` : '') +
        (urgent ? ` ${SAFETY_CUES.urgency.warning}` : ''),
    );
  }
  const injected = reading.safety.find((f) => f.kind === 'injection');
  if (injected) {
    const shown = verbatim(injected.quote, reading.source);
    out.push(
      `${SAFETY_LABEL}: ${SAFETY_CUES.injection.warning}${shown ? ` It starts ${quote(shown)}.` : ''}`,
    );
  }
  return out;
}

function ownWordsInsight(reading: ConversationReading): string | null {
  const pattern = reading.userPatterns[0];
  if (!pattern) return null;
  const cues = USER_PATTERN_CUES[pattern.kind];
  const said = verbatim(pattern.quote, reading.source);
  const fact = pattern.fact ? verbatim(pattern.fact, reading.source) : null;
  if (!said) return null;
  const better = fact
    ? cues.better.replace('{fact}', `${quote(fact)}, then ask what happened.`)
    : cues.betterWithoutFact;
  return `${OWN_WORDS_LABEL}: ${quote(said)} ${cues.effect}. ${better}`;
}

/**
 * When the reply is written from the dialogue state (decision 0128, amendment), the insight says
 * what the state says, with the words that show it, not the situation's stock clause.
 */
const STATE_READ: Record<NonNullable<ReplyPlan['state']>, string> = {
  ignored: 'wrote back without taking up what you asked',
  deferred: 'has put off what you asked',
  countered: 'answered your point with a condition or a closed decision instead of taking it up',
  owed: 'asked you to do something and is waiting for your answer',
  decided: 'thanked you and told you a decision in the same message',
};

function situationInsight(reading: ConversationReading, plan: ReplyPlan): string | null {
  const about = plan.to ?? reading.participants.counterparts[0];
  if (plan.state && plan.evidence && about) {
    const name = callName(about) ?? about;
    const said = verbatim(plan.evidence, reading.source);
    const shown = said ? ` (${quote(said)})` : '';
    return disc(`${name} ${STATE_READ[plan.state]}${shown}. The move: ${plan.move}.`);
  }
  const read = reading.situations[0];
  const primary = reading.participants.counterparts[0];
  if (!plan.situation || !primary) return null;
  const name = callName(primary) ?? primary;
  if (reading.safety.some((f) => f.kind === 'wrongdoing'))
    return disc(
      `${name}'s message asks you to do something that could be fraud. The move: ${plan.move}.`,
    );
  const risky = reading.safety.some((f) => isMoneyRisk(f.kind));
  if (risky)
    return disc(`${name}'s message asks you to act on money or details. The move: ${plan.move}.`);
  if (plan.draft) {
    return disc(
      `This is your message to ${name}, who has not answered yet. The rewrite below does one thing: ${plan.move}.`,
    );
  }
  const latest = [...reading.participants.turns].reverse().find((t) => t.speaker === primary);
  const candidate =
    read?.quote ?? latest?.text.split('\n').find((l) => l.trim().length >= 12) ?? null;
  const said = candidate ? verbatim(candidate, reading.source) : null;
  const shown = said ? ` (${quote(said)})` : '';
  const facts = [
    ...new Set(
      reading.dates
        .filter((d) => !d.past && d.due === true && d.speaker !== reading.participants.user)
        .map((d) => d.text),
    ),
  ].slice(0, 2);
  const named = facts.length > 0 ? ` The reply works to the date they gave: ${listOf(facts)}.` : '';
  return disc(`${name} ${SITUATION_READ[plan.situation]}${shown}. The move: ${plan.move}.${named}`);
}

function styleInsight(reading: ConversationReading, plan: ReplyPlan): string | null {
  const primary = reading.participants.counterparts[0];
  if (!primary) return null;
  const name = callName(primary) ?? primary;
  const style = reading.styles.get(primary);
  const measures = reading.measures.get(primary);
  const words = reading.words.get(primary) ?? 0;
  if (!style || !measures) {
    if (words === 0) return null;
    const withdrawn = plan.situation === 'withdraws';
    return disc(
      `${name} wrote ${count(words, 'word')}, too little to read a style.` +
        (withdrawn
          ? ' Short, apologetic replies after pressure usually mean someone has shut down, not that they agree or that they are direct; pushing harder will get more silence.'
          : '') +
        ' What works with any style: be specific, be kind, and ask one question they can answer.',
    );
  }
  const letter = style.disc.style;
  const shown = characteristicSentence(
    measures,
    letter,
    (s) => verbatim(s.text, reading.source) !== null,
  );
  const said = shown ? verbatim(shown.text, reading.source) : null;
  const evidence = said ? `, as in ${quote(said)}` : '';
  return disc(
    `${name} reads as ${DISC_WORDS[letter].adjective} (${letter})${evidence}. With ${DISC_WORDS[letter].reader}: ${DISC_WORDS[letter].needs}.`,
  );
}

function openQuestionInsight(reading: ConversationReading): string | null {
  const user = reading.participants.user;
  const primary = reading.participants.counterparts[0];
  if (!user || !primary) return null;
  const open = openQuestion(reading, user, primary);
  // Only a question nobody has answered yet is claimed to be open: whether a reply "answered"
  // a question is a judgement the text cannot always support.
  if (!open || open.ignored) return null;
  const name = callName(primary) ?? primary;
  const asked = verbatim(open.question.text, reading.source);
  if (!asked) return null;
  return disc(
    `${name} asked ${quote(asked)} and nobody has answered it yet. Answer it in your first lines, even if the answer is that you do not know yet.`,
  );
}

/** How the user's own profile shaped the reply, said plainly (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 3). */
function fitInsight(lens: UserLens, plan: ReplyPlan): string {
  const type = lens.mbti ? ` (${lens.mbti})` : '';
  const lead = lens.discTie
    ? `Your DiSC answers split evenly between ${listOf(lens.discTie)}${type}, so no single style leads; this reply speaks to the ${lens.disc} side, which is`
    : `You lead as DiSC ${lens.disc}${type}:`;
  const shape: Record<string, string> = {
    I: `${lead} warm, quick and full of ideas, which can bury the answer under the energy. So the reply is kept to a few sentences and puts the facts first; add warmth only after the answer.`,
    S: `${lead} patient and careful, which can come across as not taking a position. So the reply states the point first and ends with one clear question.`,
    D: `${lead} fast and direct, which can read as pressure. So the reply keeps your directness and adds one line that acknowledges them before the ask.`,
    C: `${lead} precise and thorough, which can bury the conclusion in detail or sound cool. So the reply leads with the conclusion, keeps the detail for when they ask, and adds the human line you might skip.`,
  };
  const text = shape[lens.disc] ?? shape.C ?? '';
  return `${FRAMEWORK_LABELS.mbti}: ${text}${plan.lean === 'brief' ? '' : ''}`;
}

function strengthInsight(lens: UserLens, plan: ReplyPlan): string | null {
  if (!lens.strength) return null;
  // Keyed by the lens's domain names, so a key the lens never holds fails to compile (the long
  // names 'Relationship Building' and 'Strategic Thinking' sat here, and those users got no line).
  const use: Record<StrengthDomain, string> = {
    Executing:
      'you get things done: here, one clear next step with a date does more than a long plan',
    Influencing: 'you persuade well: here, listen and ask before you make your case',
    Relationship: 'you build trust: use it to make the next step feel shared, not imposed',
    Thinking: 'you see the bigger picture: bring it in after the immediate answer, not before',
  };
  const line = use[lens.strength];
  if (!line) return null;
  const words = STRENGTH_WORDS[lens.strength];
  const named = words && words !== lens.strength ? ` (${words})` : '';
  const top = lens.strengthTie
    ? `Your strengths answers split evenly between ${listOf(lens.strengthTie.map((d) => STRENGTH_WORDS[d] ?? d))}, so no single domain is on top; on the ${words ?? lens.strength} side, ${line}`
    : `Your top domain is ${lens.strength}${named}; ${line}`;
  return `${FRAMEWORK_LABELS.cliftonStrengths}: ${top}.${plan.situation === 'withdraws' ? ' Lower the pressure before anything else.' : ''}`;
}

/**
 * The insights, most important first: safety, then the user's own wording, then what the other
 * person's message does and the move, their style (or too little to read), an open question,
 * and how the user's profile shaped the reply. Three to six.
 */
export function writeInsights(
  reading: ConversationReading,
  lens: UserLens,
  plan: ReplyPlan,
): string[] {
  const ordered = [
    ...safetyInsights(reading),
    ownWordsInsight(reading),
    situationInsight(reading, plan),
    styleInsight(reading, plan),
    openQuestionInsight(reading),
    fitInsight(lens, plan),
    strengthInsight(lens, plan),
  ].filter((text): text is string => text !== null);
  return ordered.slice(0, 6);
}
