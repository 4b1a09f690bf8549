import type { CountOutcome } from './outcomes.js';

/**
 * How sure a result is, in words a person can check (docs/assessment.md, "How sure each result
 * is"). The rule uses only what the card already shows: how many answers the result rests on and
 * how far ahead the leader is.
 */
export type CertaintyLevel = 'clear' | 'leaning' | 'even split';

export interface Certainty {
  level: CertaintyLevel;
  /** The level as a card's label shows it: "Clear", "Leaning", "Even split". */
  label: string;
  /** Why, in one sentence: "S (Steadiness) is 1 answer ahead, so …". */
  reason: string;
}

/**
 * One answer given differently moves a lead by at most two (one answer fewer for the leader, one
 * more for the runner-up), so a lead of three is the smallest that no single answer can overturn
 * or turn into an even split.
 */
export const CLEAR_LEAD = 3;

const LABELS: Record<CertaintyLevel, string> = {
  clear: 'Clear',
  leaning: 'Leaning',
  'even split': 'Even split',
};

const answersWord = (n: number): string => `${n} ${n === 1 ? 'answer' : 'answers'}`;

function certainty(level: CertaintyLevel, reason: string): Certainty {
  return { level, label: LABELS[level], reason };
}

/** The certainty of a counted result (DiSC, thinking style, strengths), or null when none was measured. */
export function countCertainty<K extends string>(
  outcome: CountOutcome<K>,
  name: (key: K) => string,
): Certainty | null {
  const [leader, ...others] = outcome.leaders;
  if (leader === undefined) return null;
  if (others.length > 0) {
    return certainty(
      'even split',
      `No result is ahead: ${answersWord(outcome.counts[leader])} each, so one more answer would decide it.`,
    );
  }
  const runnerUp = Math.max(
    0,
    ...outcome.ranked.filter((key) => key !== leader).map((key) => outcome.counts[key]),
  );
  const lead = outcome.counts[leader] - runnerUp;
  return lead >= CLEAR_LEAD
    ? certainty(
        'clear',
        `${name(leader)} is ${answersWord(lead)} ahead of the next result, so one answer given differently would not change it.`,
      )
    : certainty(
        'leaning',
        `${name(leader)} is ${answersWord(lead)} ahead of the next result, so one answer given differently could change it.`,
      );
}

/** The personality type after follow-ups: the lead of its weakest letter decides. */
export function leadCertainty(lead: number): Certainty {
  if (lead === 0) return certainty('even split', 'One letter has as many answers each way.');
  return lead >= CLEAR_LEAD
    ? certainty(
        'clear',
        `Every letter leads by at least ${answersWord(lead)}, so one answer given differently would not change the type.`,
      )
    : certainty(
        'leaning',
        `One letter leads by ${answersWord(lead)}, so one answer given differently could change it.`,
      );
}

/** The personality type: every letter rests on one answer of its own. */
export function letterCertainty(answersPerLetter: number): Certainty {
  return answersPerLetter >= CLEAR_LEAD
    ? certainty(
        'clear',
        `Each letter rests on ${answersWord(answersPerLetter)}, so one answer given differently would not change it.`,
      )
    : certainty(
        'leaning',
        `Each letter rests on ${answersWord(answersPerLetter)}, so one answer given differently would change that letter.`,
      );
}
