import {
  RATING_LIMITS,
  type DiscStyle,
  type Profile,
  type RatingAggregate,
  type RatingAnswers,
  type RatingAxis,
  type RatingAxisResult,
  type RatingFramework,
} from '@styleprint/contracts';
import { DISC_STYLE_NAMES, FRAMEWORK_STYLE_LABELS } from './labels.js';
import { behaviourLevelOf, discStyleOf, discTieOf } from './profile-reading.js';
import { RATING_QUESTIONS } from './rating-questions.js';

/**
 * Colleagues' answers combined (docs/decisions/0108-how-others-see-you.md). Each answer is a
 * position from -2 (clearly the question's first end) to 2 (clearly its second); an axis leans
 * to an end when the average is at least half a step towards it, and sits "between" otherwise.
 * The combined view is built only from RATING_LIMITS.minRaters people or more, and carries only
 * averages, never one person's answer.
 */

/** How far from the middle an average must be to lean to an end. */
const LEAN = 0.5;

type Lean = 'first' | 'second' | 'between';

/** Which end of its line an axis's average leans to, or "between" near the middle. */
export const ratingLean = (average: number): Lean =>
  average <= -LEAN ? 'first' : average >= LEAN ? 'second' : 'between';
const leanOf = ratingLean;

const roundToTenth = (value: number): number => Math.round(value * 10) / 10 || 0;

function axisResult(axis: RatingAxis, answers: readonly RatingAnswers[]): RatingAxisResult {
  const question = RATING_QUESTIONS.find((entry) => entry.axis === axis);
  if (!question) throw new Error(`No rating question for ${axis}`);
  const values = answers.map((answer) => answer[axis]);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    axis,
    first: question.firstShort,
    second: question.secondShort,
    average: roundToTenth(average),
    split: values.some((value) => value < 0) && values.some((value) => value > 0),
  };
}

/** DiSC from the two axes DiSC is drawn on: pace (fast or measured) and focus (task or people). */
const DISC_OF: Record<'first' | 'second', Record<'first' | 'second', DiscStyle>> = {
  first: { first: 'D', second: 'I' },
  second: { first: 'C', second: 'S' },
};
const DISC_WORDS: Record<DiscStyle, string> = {
  D: 'fast, and the task first',
  I: 'fast, and people first',
  S: 'measured, and people first',
  C: 'measured, and the task first',
};
const discName = (style: DiscStyle): string => `${DISC_STYLE_NAMES[style]} (${style})`;

function discEntry(pace: Lean, focus: Lean, profile: Profile | null): RatingFramework {
  const seen = pace === 'between' || focus === 'between' ? null : DISC_OF[pace][focus];
  const selfStyle = profile ? discStyleOf(profile.disc.Primary) : null;
  const tie = profile ? discTieOf(profile.disc) : null;
  const self = tie ? tie.map(discName).join(', ') : selfStyle ? discName(selfStyle) : null;
  const agreement =
    seen === null || self === null
      ? 'unknown'
      : (tie ?? [selfStyle]).includes(seen)
        ? 'matches'
        : 'differs';
  const seenText = seen === null ? null : `${discName(seen)}: ${DISC_WORDS[seen]}`;
  const summary =
    seen === null
      ? 'Colleagues’ answers sit in the middle on pace or on people and task, so they point to no single DiSC style.'
      : self === null
        ? `Colleagues see ${seenText}. Take the assessment to compare this with how you see yourself.`
        : agreement === 'matches'
          ? `You rate yourself ${self}, and colleagues see the same: ${DISC_WORDS[seen]}.`
          : `You rate yourself ${self}, but colleagues see ${seenText}.`;
  return {
    framework: 'disc',
    label: FRAMEWORK_STYLE_LABELS.disc,
    self,
    seen: seenText,
    agreement,
    summary,
  };
}

const ASSERTIVENESS_OF: Record<Lean, 'High' | 'Medium' | 'Low'> = {
  first: 'High',
  between: 'Medium',
  second: 'Low',
};

function emergeneticsEntry(assertive: Lean, profile: Profile | null): RatingFramework {
  const seen = ASSERTIVENESS_OF[assertive];
  // "Not measured" (the behaviour was never chosen) reads as null: nothing to compare with.
  const measured = profile ? behaviourLevelOf(profile.emergenetics.Assertiveness) : null;
  const agreement = measured === null ? 'unknown' : measured === seen ? 'matches' : 'differs';
  const seenText = `Assertiveness ${seen.toLowerCase()}`;
  const summary =
    measured === null
      ? `Colleagues see your assertiveness as ${seen.toLowerCase()}. Your assessment did not measure it, so there is nothing to compare it with.`
      : agreement === 'matches'
        ? `You rate your assertiveness ${measured.toLowerCase()}, and colleagues see it the same way.`
        : `You rate your assertiveness ${measured.toLowerCase()}, but colleagues see it as ${seen.toLowerCase()}.`;
  return {
    framework: 'emergenetics',
    label: FRAMEWORK_STYLE_LABELS.emergenetics,
    self: measured === null ? null : `Assertiveness ${measured.toLowerCase()}`,
    seen: seenText,
    agreement,
    summary,
  };
}

/** The two MBTI letters colleagues can see in how someone works: T/F and J/P. */
function mbtiEntry(feedback: Lean, plans: Lean, profile: Profile | null): RatingFramework {
  const seenTf = feedback === 'between' ? null : feedback === 'first' ? 'T' : 'F';
  const seenJp = plans === 'between' ? null : plans === 'first' ? 'J' : 'P';
  const type = profile?.mbti.Type.toUpperCase() ?? '';
  const selfTf = type.length === 4 ? type[2] : undefined;
  const selfJp = type.length === 4 ? type[3] : undefined;
  const pairs = [
    [selfTf, seenTf],
    [selfJp, seenJp],
  ].filter((pair): pair is [string, string] => pair[0] !== undefined && pair[1] !== null);
  const agreement =
    pairs.length === 0
      ? 'unknown'
      : pairs.every(([self, seen]) => self === seen)
        ? 'matches'
        : 'differs';
  const seenLetters = [seenTf ?? 'T or F', seenJp ?? 'J or P'].join(', ');
  const seen = seenTf === null && seenJp === null ? null : seenLetters;
  const self = type.length === 4 ? type : null;
  const summary =
    seen === null
      ? 'Colleagues’ answers sit in the middle on both facts and feelings and plans, so they point to no MBTI letters.'
      : self === null
        ? `Colleagues see ${seenLetters}. Take the assessment to compare this with how you see yourself.`
        : agreement === 'matches'
          ? `You rate yourself ${self}; colleagues see the same ${pairs.map(([, seen]) => seen).join(' and ')}. Only these two letters show in how someone works with others.`
          : `You rate yourself ${self}, but colleagues see ${seenLetters}. Only these two letters show in how someone works with others.`;
  return { framework: 'mbti', label: FRAMEWORK_STYLE_LABELS.mbti, self, seen, agreement, summary };
}

/**
 * The combined view of colleagues' answers beside the person's latest profile; null when fewer
 * than RATING_LIMITS.minRaters people answered, so no one's answers can be read off it.
 */
export function aggregateRatings(
  answers: readonly RatingAnswers[],
  profile: Profile | null,
): RatingAggregate | null {
  if (answers.length < RATING_LIMITS.minRaters) return null;
  const axes = RATING_QUESTIONS.map((question) => axisResult(question.axis, answers));
  const lean = (axis: RatingAxis): Lean =>
    leanOf(axes.find((entry) => entry.axis === axis)?.average ?? 0);
  return {
    raters: answers.length,
    axes,
    frameworks: [
      discEntry(lean('pace'), lean('focus'), profile),
      emergeneticsEntry(lean('assertiveness'), profile),
      mbtiEntry(lean('feedback'), lean('plans'), profile),
    ],
  };
}
