import type { GoalTopic } from './topic.js';

/**
 * What one line the user wrote in the role-play does, read with fixed word lists (linear
 * patterns only: the text is the user's, but it is still untrusted input). The persona reacts to
 * these cues and the feedback scores them (docs/decisions/0105-practice-persona-engine.md).
 */
export interface UserLine {
  text: string;
  words: number;
  /** Says what they want: "could we move…", "I'd like…", "I need…". */
  ask: boolean;
  /** Names a day, a date, a time span or a figure. */
  specific: string | null;
  /** Gives a reason: "because", "since", "so that", "due to"… */
  reason: boolean;
  /** Softeners that blur the ask: "just", "maybe", "sort of", "sorry"… */
  hedges: string[];
  /** Absolutes and blame: "always", "never", "you need to"… */
  pressure: string[];
  /** Acknowledges the other person: "I understand", "I know it's…", "thanks"… */
  acknowledges: boolean;
  /** Proposes a concrete next step: "let's…", "I'll send…", "can we agree…". */
  nextStep: boolean;
  /** Talks about a plan, a handover, risk: what a cautious reader needs. */
  plan: boolean;
  /** Talks about people: the team, the client, how someone feels. */
  people: boolean;
  /** Upbeat: an exclamation or a positive word. */
  upbeat: boolean;
  /** Talks about the goal's topic at all. */
  onTopic: boolean;
  /** A greeting or opener with nothing else ("Hi, got a minute?"). */
  openerOnly: boolean;
  question: boolean;
}

const has = (pattern: RegExp, text: string): boolean => pattern.test(text);

const ASK =
  /\b(?:can|could|would|will) (?:we|you|i)\b|\bi(?:'d| would) (?:like|prefer)\b|\bi need\b|\bplease\b|\bi want\b|\bi'm asking\b|\bi am asking\b|\bwould it be possible\b|\bis it possible\b|\bare you open to\b|\bhow about\b|\bwhat if we\b|\bi propose\b|\bi'd suggest\b|\bi suggest\b|\bi'm requesting\b|\bcan i\b|\bmay i\b|\bi (?:can't|cannot|won't be able to|am not able to) take\b|\bi don't think i can\b|\bi (?:have|need) to say no\b/i;

const DAY =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|next week|next month|end of (?:the )?(?:day|week|month|quarter)|eod|eow)\b/i;
const DATE_NUMBER =
  /\b(?:the )?\d{1,2}(?:st|nd|rd|th)\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}\b|\b\d+(?:[.,]\d+)? ?(?:%|percent|days?|weeks?|months?|hours?|k\b|people|tickets|tasks|bugs|pages)|[$£€]\s?\d+|\b(?:one|two|three|four|five|six|ten) (?:more )?(?:days?|weeks?|months?|hours?)\b/i;

const REASON =
  /\b(?:because|since|so that|due to|as a result|the reason|otherwise|which means|that means|given that|given the|so we can|so i can|in order to|as the|after the)\b|, so\b/i;

/**
 * A reason said without a linking word: the state of something the ask depends on ("two of the
 * figures are late", "we're still waiting on legal") or what the time is for ("I want them
 * checked", "to make sure"). People give reasons this way as often as with "because".
 */
const IMPLICIT_REASON =
  /\b(?:is|are|was|were|'s|'re) (?:still )?(?:late|delayed|blocked|missing|behind|stuck|not ready|not in|overdue)\b|\b(?:still )?waiting (?:on|for)\b|\bhave(?:n't| not) (?:arrived|come in|landed)\b|\bi want (?:them|it|this|that) (?:checked|reviewed|tested|right|done properly)\b|\bto make sure\b/i;

const HEDGES = [
  'just',
  'maybe',
  'perhaps',
  'sort of',
  'kind of',
  'i guess',
  'possibly',
  'a bit',
  'a little',
  'if that is ok',
  "if that's ok",
  'if possible',
  'sorry',
  'hopefully',
  'i was wondering',
  'no worries if not',
  'whatever you think',
] as const;

const PRESSURE = [
  'always',
  'never',
  'you need to',
  'you have to',
  'you must',
  'obviously',
  'ridiculous',
  'unfair',
  'no choice',
  'or else',
  'i demand',
  'not my problem',
  'whatever',
] as const;

const ACKNOWLEDGE =
  /\b(?:i understand|i know (?:this|it|that|you)|i appreciate|thanks|thank you|i hear you|fair point|good point|that makes sense|i get (?:it|that)|i realise|i realize|i see)\b/i;

const NEXT_STEP =
  /\b(?:let's|let us|shall we|can we (?:agree|meet|set|talk|book|check|review|confirm)|could we (?:agree|meet|set|talk|book|check|review|confirm)|i(?:'ll| will| can| could) (?:send|share|draft|update|write|book|set up|follow up|get|bring|put|confirm|have)|next step|follow up|book (?:a|some) time|set up a|put it in writing|in writing|confirm by|agree on)\b/i;

const PLAN =
  /\b(?:plan|step|steps|handover|hand over|transition|risk|risks|impact|support|cover|backup|back-up|phase|phased|gradual|gradually|minimal disruption|no surprises|timeline|schedule|milestone)\b/i;

const PEOPLE =
  /\b(?:team|everyone|people|client|clients|customer|customers|users|colleague|colleagues|feel|feels|morale|together|we)\b/i;

const UPBEAT =
  /!|\b(?:great|excited|exciting|love|awesome|fantastic|happy|glad|fun|brilliant|amazing|win|wins)\b/i;

const OPENER =
  /^(?:hi|hey|hello|good morning|good afternoon|morning|afternoon)\b|\b(?:got a (?:minute|sec|second)|have a (?:minute|moment|sec)|quick question|can we talk|do you have (?:a )?(?:minute|moment|time))\b/i;

function phrasesIn(list: readonly string[], lower: string): string[] {
  return list.filter((phrase) => {
    const at = lower.indexOf(phrase);
    if (at < 0) return false;
    const before = at === 0 ? ' ' : (lower[at - 1] ?? ' ');
    const after = lower[at + phrase.length] ?? ' ';
    return !/[a-z]/.test(before) && !/[a-z]/.test(after);
  });
}

function wordsIn(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The first day, date or figure a line names, as written ("Friday", "two weeks", "the 30th"). */
function firstSpecific(text: string): string | null {
  const day = DAY.exec(text);
  const number = DATE_NUMBER.exec(text);
  const found = [day, number]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  return found ? found[0].trim() : null;
}

export function readUserLine(text: string, topic: GoalTopic): UserLine {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const words = wordsIn(text);
  const specific = firstSpecific(text);
  const ask = has(ASK, lower);
  const onTopic = topic.cues.some((cue) => lower.includes(cue)) || (ask && specific !== null);
  const opener = has(OPENER, lower);
  return {
    text,
    words,
    ask,
    specific,
    reason: has(REASON, lower) || has(IMPLICIT_REASON, lower),
    hedges: phrasesIn(HEDGES, lower),
    pressure: phrasesIn(PRESSURE, lower),
    acknowledges: has(ACKNOWLEDGE, lower),
    nextStep: has(NEXT_STEP, lower),
    plan: has(PLAN, lower),
    people: has(PEOPLE, lower),
    upbeat: has(UPBEAT, text),
    onTopic,
    openerOnly: opener && !onTopic && words <= 12 && !(ask && specific !== null),
    question: text.includes('?'),
  };
}
