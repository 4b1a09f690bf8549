import {
  LIMITS,
  type Behaviour,
  type FrameworkId,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  UNKNOWN_DOMAIN,
  type AssessmentPayload,
  type BehaviourLevel,
  type DiscStyle,
  type Profile,
  type ProfileBehaviourLevel,
  type StrengthDomain,
  type ThinkingStyle,
} from '@styleprint/contracts';
import { answersFromList, isFrameworkComplete, type Answers } from './answers.js';
import { discOutcome, thinkingOutcome } from './outcomes.js';
import { rankByCount } from './ranking.js';

/**
 * What the MBTI confidence says, in plain words. The assessment asks one question per letter, so
 * it cannot measure how clear a preference is (that needs several items per letter); the wording
 * says how little the type rests on, so it reads as a starting point.
 */
export const MBTI_CONFIDENCE = 'Tentative: each letter rests on 1 answer';

/** A behaviour the answers did not choose: the assessment has not measured it (decision 0014). */
export const NOT_MEASURED = 'Not measured';

/** Thinking score of every style when the counts show no preference (all equal, e.g. 5/5/5/5). */
export const NO_PREFERENCE_SCORE = LIMITS.thinkingAxisMax / THINKING_STYLES.length;

/** What a tie looks like inside a profile's text fields: the tied names joined by this. */
export const TIE_SEPARATOR = '/';

const PROFILE_LEVEL: Record<BehaviourLevel, ProfileBehaviourLevel> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

const roundToTenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * Thinking scores on 0–10, smoothed: each style counts as if it had one answer more than it has,
 * then takes its share of 10 (10 × (count + 1) / (total + 4)). Three answers cannot justify a
 * 10 or a 0, so one answer reads 4 against 2, three answers 5.7 against 1.4; equal counts give
 * equal scores (2.5 each), which is how a tie shows on the radar. Scores always add up to 10.
 */
export function thinkingScores(
  counts: Record<ThinkingStyle, number>,
): Record<ThinkingStyle, number> {
  const total = THINKING_STYLES.reduce((sum, style) => sum + counts[style], 0);
  const score = (style: ThinkingStyle): number =>
    roundToTenth((LIMITS.thinkingAxisMax * (counts[style] + 1)) / (total + THINKING_STYLES.length));
  return {
    Analytical: score('Analytical'),
    Structural: score('Structural'),
    Social: score('Social'),
    Conceptual: score('Conceptual'),
  };
}

/** Profile DiSC styles are upper case; the payload writes influence as `i` by DiSC convention. */
const discStyle = (letter: string): DiscStyle => letter.toUpperCase() as DiscStyle;

interface DiscResultFields {
  Primary: string;
  Secondary: string | null;
}

/** DiSC from the answers: a tie is written as the tied styles ("D/I/S"), never as one of them. */
function discFromAnswers(answers: Answers): DiscResultFields {
  const outcome = discOutcome(answers);
  const [leader] = outcome.leaders;
  if (outcome.leaders.length === 1 && leader !== undefined) {
    return {
      Primary: discStyle(leader),
      Secondary: outcome.secondary === null ? null : discStyle(outcome.secondary),
    };
  }
  return { Primary: outcome.leaders.map(discStyle).join(TIE_SEPARATOR), Secondary: null };
}

/** DiSC from the payload alone (no answers sent): every letter is taken as the client states it. */
function discFromPayload(disc: string): DiscResultFields {
  // A valid payload always has three letters; the default only satisfies the type checker.
  const [primary = 'D', secondary] = [...disc];
  return {
    Primary: discStyle(primary),
    Secondary: secondary === undefined ? null : discStyle(secondary),
  };
}

/** The top domain: a tie is written as the tied domains ("Executing/Thinking") when answers say so. */
function topDomain(counts: Record<StrengthDomain, number>, fromAnswers: boolean): string {
  const top = Math.max(...STRENGTH_DOMAINS.map((domain) => counts[domain]));
  if (top <= 0) return UNKNOWN_DOMAIN;
  const leaders = STRENGTH_DOMAINS.filter((domain) => counts[domain] === top);
  // Without answers, keep the earlier reading (list order breaks the tie) for other clients.
  if (!fromAnswers)
    return rankByCount(STRENGTH_DOMAINS, (domain) => counts[domain])[0] ?? UNKNOWN_DOMAIN;
  return leaders.join(TIE_SEPARATOR);
}

/**
 * The profile the server derives from a payload (rules in docs/assessment.md and decisions 0010,
 * 0014). When the payload carries the answers, each framework whose answers are complete is read
 * from them: ties stay ties, the secondary DiSC style exists only when chosen, and a behaviour not
 * chosen is "Not measured". Without answers, the payload is read as its sender states it.
 */
export function deriveProfile(payload: AssessmentPayload): Profile {
  const answers = payload.answers === undefined ? null : answersFromList(payload.answers);
  const complete = (framework: FrameworkId): boolean =>
    answers !== null && isFrameworkComplete(answers, framework);
  const e = payload.emergenetics;
  const thinking = thinkingScores({
    Analytical: e.analytical,
    Structural: e.structural,
    Social: e.social,
    Conceptual: e.conceptual,
  });
  const chosenBehaviours =
    answers !== null && complete('emergenetics') ? thinkingOutcome(answers).behaviours : null;
  const level = (behaviour: Behaviour, sent: BehaviourLevel): string => {
    if (chosenBehaviours === null) return PROFILE_LEVEL[sent];
    return chosenBehaviours.includes(behaviour) ? PROFILE_LEVEL.high : NOT_MEASURED;
  };

  const c = payload.cliftonStrengths;
  const domainCounts: Record<StrengthDomain, number> = {
    Executing: c.executing,
    Influencing: c.influencing,
    Relationship: c.relationship,
    Thinking: c.thinking,
  };
  const onAxis = (count: number): number => Math.min(Math.max(count, 0), LIMITS.domainAxisMax);

  return {
    mbti: { Type: payload.mbti, Confidence: MBTI_CONFIDENCE },
    disc:
      answers !== null && complete('disc')
        ? discFromAnswers(answers)
        : discFromPayload(payload.disc),
    emergenetics: {
      ...thinking,
      Expressiveness: level('Expressiveness', e.expressiveness),
      Assertiveness: level('Assertiveness', e.assertiveness),
      Flexibility: level('Flexibility', e.flexibility),
    },
    cliftonStrengths: {
      Executing: onAxis(c.executing),
      Influencing: onAxis(c.influencing),
      Relationship: onAxis(c.relationship),
      Thinking: onAxis(c.thinking),
      // Rank on the raw counts: clamping to the axis must not turn a clear winner into a tie.
      TopDomain: topDomain(domainCounts, complete('cliftonStrengths')),
    },
  };
}
