import {
  canonicalBehaviourLevel,
  DISC_STYLES,
  LIMITS,
  STRENGTH_VALUE_TO_DOMAIN,
  type DiscResult,
  type StrengthsResult,
  type TieOrder,
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
import { answersFromList, followUpCount, isFrameworkComplete, type Answers } from './answers.js';
import { discOutcome, letterOutcomes, strengthsOutcome, thinkingOutcome } from './outcomes.js';
import { rankByCount } from './ranking.js';

/**
 * What the MBTI confidence says, in plain words. The assessment asks one question per letter, so
 * it cannot measure how clear a preference is (that needs several items per letter); the wording
 * says how little the type rests on, so it reads as a starting point.
 */
export const MBTI_CONFIDENCE = 'Tentative: each letter rests on 1 answer';

/**
 * The type and its confidence from every personality answer, follow-ups included (decision 0019):
 * each letter is the one most answers on its axis chose; on an even count the 13's answer stands.
 * Null without follow-up answers, so the spec's payload is read as sent.
 */
function mbtiFromAnswers(answers: Answers): Profile['mbti'] | null {
  if (followUpCount(answers, 'mbti') === 0) return null;
  const counted = letterOutcomes(answers).map((axis) => ({
    letter: axis.letter,
    answers: axis.counts[0] + axis.counts[1],
  }));
  const fewest = Math.min(...counted.map((axis) => axis.answers));
  const most = Math.max(...counted.map((axis) => axis.answers));
  const rests = fewest === most ? `${most}` : `${fewest} to ${most}`;
  return {
    Type: counted.map((axis) => axis.letter).join(''),
    Confidence: `Sharpened: each letter rests on ${rests} answers`,
  };
}

/** A behaviour the answers did not choose: the assessment has not measured it (decision 0014). */
export const NOT_MEASURED = 'Not measured';

/** Thinking score of every style when the counts show no preference (all equal, e.g. 5/5/5/5). */
export const NO_PREFERENCE_SCORE = LIMITS.thinkingAxisMax / THINKING_STYLES.length;

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

/**
 * DiSC from the answers. A tie keeps Primary in the spec's range (D, I, S or C): the tie-break
 * winner, which is the letter the payload lists first (the earliest answer, decision 0014), so
 * the result card, the payload and the profile agree. The tie itself goes in Tie, in that order,
 * and Secondary is null: no style was chosen after the primary (decision 0018).
 */
function discFromAnswers(answers: Answers): DiscResult {
  const outcome = discOutcome(answers);
  const [leader] = outcome.leaders;
  if (outcome.leaders.length === 1 && leader !== undefined) {
    return {
      Primary: discStyle(leader),
      Secondary: outcome.secondary === null ? null : discStyle(outcome.secondary),
    };
  }
  const tie = outcome.ranked.filter((letter) => outcome.leaders.includes(letter)).map(discStyle);
  return { Primary: tie[0] ?? 'D', Secondary: null, Tie: tie };
}

/** DiSC from the payload alone (no answers sent): every letter is taken as the client states it. */
function discFromPayload(disc: string): DiscResult {
  // A valid payload always has three letters; the default only satisfies the type checker.
  const [primary = 'D', secondary] = [...disc];
  return {
    Primary: discStyle(primary),
    Secondary: secondary === undefined ? null : discStyle(secondary),
  };
}

/** The strengths domains in the order the answers first chose them; the others after, in list order. */
function domainsByEarliestAnswer(answers: Answers | null): StrengthDomain[] | undefined {
  if (answers === null) return undefined;
  return strengthsOutcome(answers).ranked.map((value) => STRENGTH_VALUE_TO_DOMAIN[value]);
}

/**
 * The top domain and, when domains share the highest count, the tie (decision 0018). TopDomain
 * is always one domain or "Unknown" (no count above 0); a tie is broken by the earliest answer
 * when the answers are known, else by list order (Executing, Influencing, Relationship,
 * Thinking), which is also what TopDomain said before ties were reported.
 */
function topDomainResult(
  counts: Record<StrengthDomain, number>,
  earliestFirst: readonly StrengthDomain[] | undefined,
): Pick<StrengthsResult, 'TopDomain' | 'TopTie'> {
  const top = Math.max(...STRENGTH_DOMAINS.map((domain) => counts[domain]));
  if (top <= 0) return { TopDomain: UNKNOWN_DOMAIN };
  const order = earliestFirst ?? STRENGTH_DOMAINS;
  const leaders = rankByCount(STRENGTH_DOMAINS, (domain) => counts[domain])
    .filter((domain) => counts[domain] === top)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const [first = UNKNOWN_DOMAIN] = leaders;
  return leaders.length >= 2 ? { TopDomain: first, TopTie: leaders } : { TopDomain: first };
}

/**
 * The order in which a stored submission's answers chose each tied value, for a profile stored
 * before ties moved to their own fields (decision 0018): DiSC from the payload's letters (the
 * payload lists a tie by the earliest answer), strengths from the answers when they were kept.
 */
export function tieOrderOf(payload: {
  disc?: string | null;
  answers?: AssessmentPayload['answers'] | null;
}): TieOrder {
  const answers = payload.answers ? answersFromList(payload.answers) : null;
  const disc = [...(payload.disc ?? '')].map(discStyle).filter((s) => DISC_STYLES.includes(s));
  const strengths = domainsByEarliestAnswer(answers);
  return { disc, ...(strengths === undefined ? {} : { strengths }) };
}

/**
 * The profile the server derives from a payload (rules in docs/assessment.md and decisions 0010,
 * 0014, 0018). When the payload carries the answers, each framework whose answers are complete is
 * read from them: ties are reported in Tie and TopTie, the secondary DiSC style exists only when
 * chosen, and a behaviour not chosen is "Not measured". Without answers, the payload is read as
 * its sender states it (a strengths tie is still visible in the counts, so TopTie is reported).
 */
export function deriveProfile(payload: AssessmentPayload): Profile {
  const answers = payload.answers === undefined ? null : answersFromList(payload.answers);
  const complete = (framework: FrameworkId): boolean =>
    answers !== null && isFrameworkComplete(answers, framework);
  const e = payload.emergenetics;
  // With the answers, counts come from them, follow-ups included; for the 13 alone they are the
  // payload's own counts (the API refuses answers that do not produce them).
  const thinking = thinkingScores(
    answers !== null && complete('emergenetics')
      ? thinkingOutcome(answers).counts
      : {
          Analytical: e.analytical,
          Structural: e.structural,
          Social: e.social,
          Conceptual: e.conceptual,
        },
  );
  const chosenBehaviours =
    answers !== null && complete('emergenetics') ? thinkingOutcome(answers).behaviours : null;
  const level = (behaviour: Behaviour, sent: string): string => {
    // Levels arrive in any case (decision 0018); the profile shows them capitalised.
    if (chosenBehaviours === null) return PROFILE_LEVEL[canonicalBehaviourLevel(sent) ?? 'medium'];
    return chosenBehaviours.includes(behaviour) ? PROFILE_LEVEL.high : NOT_MEASURED;
  };

  const c = payload.cliftonStrengths;
  const strengthCounts =
    answers !== null && complete('cliftonStrengths') ? strengthsOutcome(answers).counts : null;
  // The top domain reads every answer, follow-ups included; the bars keep the 13's counts on
  // their 0–3 axis (docs/product.md#s4).
  const domainCounts: Record<StrengthDomain, number> = strengthCounts
    ? {
        Executing: strengthCounts.Executing,
        Influencing: strengthCounts.Influencing,
        Relationship: strengthCounts['Relationship Building'],
        Thinking: strengthCounts['Strategic Thinking'],
      }
    : {
        Executing: c.executing,
        Influencing: c.influencing,
        Relationship: c.relationship,
        Thinking: c.thinking,
      };
  const onAxis = (count: number): number => Math.min(Math.max(count, 0), LIMITS.domainAxisMax);

  return {
    mbti: (answers !== null && complete('mbti') ? mbtiFromAnswers(answers) : null) ?? {
      Type: payload.mbti,
      Confidence: MBTI_CONFIDENCE,
    },
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
      ...topDomainResult(
        domainCounts,
        complete('cliftonStrengths') ? domainsByEarliestAnswer(answers) : undefined,
      ),
    },
  };
}
