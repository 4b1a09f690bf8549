import { LIMITS, type FrameworkId, type Question } from '@styleprint/contracts';
import {
  chosenValue,
  followUpCount,
  followUpsOf,
  isFrameworkComplete,
  type Answers,
} from './answers.js';
import {
  letterOutcomes,
  discOutcome,
  strengthsOutcome,
  thinkingOutcome,
  type CountOutcome,
} from './outcomes.js';
import { CLEAR_LEAD } from './certainty.js';

/**
 * How far "Sharpen my result" goes (decision 0019). It stops once a result is clear by the card's
 * own rule (the leader CLEAR_LEAD answers ahead, so no one answer could change it), or a
 * personality letter leads by two; each counted framework gets at most `perFramework` follow-ups,
 * each letter `perLetter`, and nobody more than `total`. Chosen with
 * tools/bench/assessment-respondents.ts: at 70% consistency, ties fall from about 36% of
 * respondents to about 11%, and at most 6 questions are asked.
 */
export const SHARPEN_LIMITS = {
  decidedLead: CLEAR_LEAD,
  perFramework: 6,
  perLetter: 2,
  total: LIMITS.followUpMax,
} as const;

/** The counted frameworks, in the order their follow-ups are offered: most undecided first. */
const COUNTED = ['disc', 'emergenetics', 'cliftonStrengths'] as const;
type Counted = (typeof COUNTED)[number];

function outcomeOf(answers: Answers, framework: Counted): CountOutcome<string> {
  if (framework === 'disc') return discOutcome(answers);
  if (framework === 'emergenetics') return thinkingOutcome(answers);
  return strengthsOutcome(answers);
}

/**
 * The results still in question for a counted framework: the tied leaders of an even split, or
 * the leader and every result one answer behind it; all four styles when no thinking style was
 * chosen. Empty when the result is decided.
 */
export function candidatesOf(answers: Answers, framework: Counted): string[] {
  const { counts, leaders, ranked } = outcomeOf(answers, framework);
  const [leader] = leaders;
  if (leader === undefined) return [...ranked];
  if (leaders.length > 1) return [...leaders];
  const top = counts[leader] ?? 0;
  const close = ranked.filter(
    (key) =>
      key !== leader &&
      (counts[key] ?? 0) > 0 &&
      (counts[key] ?? 0) > top - SHARPEN_LIMITS.decidedLead,
  );
  return close.length > 0 ? [leader, ...close] : [];
}

/** True when a counted result is an even split (or nothing was measured). */
const isSplit = (answers: Answers, framework: Counted): boolean =>
  outcomeOf(answers, framework).leaders.length !== 1;

/** A question showing only some of its options. */
const narrowed = (question: Question, values: readonly string[]): Question => ({
  ...question,
  options: question.options.filter((option) => values.includes(option.value)),
});

/** The first follow-up of a framework not answered yet, whose id matches `prefix` if given. */
function unasked(answers: Answers, framework: FrameworkId, prefix = ''): Question | undefined {
  return followUpsOf(framework).find(
    (q) => q.id.startsWith(prefix) && chosenValue(answers, q) === undefined,
  );
}

/** The follow-up for one counted framework, or null when it is decided or has had its share. */
function countedStep(answers: Answers, framework: Counted): Question | null {
  if (!isFrameworkComplete(answers, framework)) return null;
  if (followUpCount(answers, framework) >= SHARPEN_LIMITS.perFramework) return null;
  const candidates = candidatesOf(answers, framework);
  const question = candidates.length > 0 ? unasked(answers, framework) : undefined;
  return question ? narrowed(question, candidates) : null;
}

const AXIS_PREFIX = ['sharpen-mbti-ei', 'sharpen-mbti-sn', 'sharpen-mbti-tf', 'sharpen-mbti-jp'];

/** The follow-up for the first personality letter not yet decided, or null. */
function letterStep(answers: Answers): Question | null {
  if (!isFrameworkComplete(answers, 'mbti')) return null;
  const axes = letterOutcomes(answers);
  for (const [axis, { counts, lead }] of axes.entries()) {
    // Two answers one way and none the other: as far as two follow-ups can take a letter.
    if (lead >= 2) continue;
    if (counts[0] + counts[1] - 1 >= SHARPEN_LIMITS.perLetter) continue;
    const question = unasked(answers, 'mbti', AXIS_PREFIX[axis]);
    if (question) return question;
  }
  return null;
}

/**
 * The next follow-up question for these answers, showing only the options still in question, or
 * null when nothing is left to sharpen (every result decided, or the limits reached). Even splits
 * come first, then results that lead by one answer, then personality letters.
 */
export function nextFollowUp(answers: Answers): Question | null {
  if (followUpCount(answers) >= SHARPEN_LIMITS.total) return null;
  const tied = COUNTED.filter(
    (framework) => isFrameworkComplete(answers, framework) && isSplit(answers, framework),
  );
  for (const framework of [...tied, ...COUNTED.filter((f) => !tied.includes(f))]) {
    const step = countedStep(answers, framework);
    if (step) return step;
  }
  return letterStep(answers);
}

/** What sharpening could still decide, in words for the offer ("DiSC-style: an even split"). */
export function undecided(answers: Answers): { framework: FrameworkId; tie: boolean }[] {
  const found: { framework: FrameworkId; tie: boolean }[] = [];
  for (const framework of COUNTED) {
    if (!isFrameworkComplete(answers, framework)) continue;
    if (candidatesOf(answers, framework).length === 0) continue;
    found.push({ framework, tie: isSplit(answers, framework) });
  }
  if (letterStep(answers) !== null) found.push({ framework: 'mbti', tie: false });
  return found;
}
