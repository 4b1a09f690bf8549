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
 * each letter `perLetter`, and nobody more than `total`. A result one answer ahead is asked about
 * only while `settle` questions are left: one answer for the runner-up makes it an even split,
 * and the next question is needed to decide that split again. Chosen with
 * tools/bench/assessment-respondents.ts (docs/assessment.md).
 */
export const SHARPEN_LIMITS = {
  decidedLead: CLEAR_LEAD,
  perFramework: 6,
  perLetter: 2,
  total: LIMITS.followUpMax,
  settle: 2,
} as const;

/** The counted frameworks, in the order their follow-ups are offered when nothing else decides. */
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

/** How many answers the leader of a counted result is ahead of the next result (0 on a split). */
function leadOf(answers: Answers, framework: Counted): number {
  const { counts, leaders, ranked } = outcomeOf(answers, framework);
  if (leaders.length !== 1) return 0;
  const [leader, runnerUp] = ranked;
  const count = (key: string | undefined) => (key === undefined ? 0 : (counts[key] ?? 0));
  return count(leader) - count(runnerUp);
}

/**
 * The follow-up for one counted framework, or null when it is decided, has had its share, or is
 * one answer ahead with too few questions left to settle the split one answer could make.
 */
function countedStep(answers: Answers, framework: Counted, left: number): Question | null {
  if (!isFrameworkComplete(answers, framework)) return null;
  if (followUpCount(answers, framework) >= SHARPEN_LIMITS.perFramework) return null;
  if (leadOf(answers, framework) === 1 && left < SHARPEN_LIMITS.settle) return null;
  const candidates = candidatesOf(answers, framework);
  const question = candidates.length > 0 ? unasked(answers, framework) : undefined;
  return question ? narrowed(question, candidates) : null;
}

const AXIS_PREFIX = ['sharpen-mbti-ei', 'sharpen-mbti-sn', 'sharpen-mbti-tf', 'sharpen-mbti-jp'];

/**
 * The follow-up for the first personality letter not yet decided, or null. A letter one answer
 * ahead waits for `settle` questions left, as a counted result does.
 */
function letterStep(answers: Answers, left: number): Question | null {
  if (!isFrameworkComplete(answers, 'mbti')) return null;
  const axes = letterOutcomes(answers);
  for (const [axis, { counts, lead }] of axes.entries()) {
    // Two answers one way and none the other: as far as two follow-ups can take a letter.
    if (lead >= 2) continue;
    if (counts[0] + counts[1] - 1 >= SHARPEN_LIMITS.perLetter) continue;
    if (lead === 1 && left < SHARPEN_LIMITS.settle) continue;
    const question = unasked(answers, 'mbti', AXIS_PREFIX[axis]);
    if (question) return question;
  }
  return null;
}

/**
 * The counted frameworks in the order to sharpen them: even splits first, then the results that
 * have had the most follow-ups (a result being settled is finished before another is started, so
 * the questions spent on it end in a decided result), then the usual order.
 */
function sharpeningOrder(answers: Answers): Counted[] {
  const complete = COUNTED.filter((framework) => isFrameworkComplete(answers, framework));
  const rank = (framework: Counted) =>
    (isSplit(answers, framework) ? 100 : 0) + followUpCount(answers, framework);
  return complete
    .map((framework, position) => ({ framework, position, rank: rank(framework) }))
    .sort((a, b) => b.rank - a.rank || a.position - b.position)
    .map(({ framework }) => framework);
}

/**
 * The next follow-up question for these answers, showing only the options still in question, or
 * null when nothing is left to sharpen (every result decided, or the limits reached). Even splits
 * come first, then the results already being sharpened, then the others, then personality
 * letters; a result one answer ahead is never given the last question.
 */
export function nextFollowUp(answers: Answers): Question | null {
  const left = SHARPEN_LIMITS.total - followUpCount(answers);
  if (left <= 0) return null;
  for (const framework of sharpeningOrder(answers)) {
    const step = countedStep(answers, framework, left);
    if (step) return step;
  }
  return letterStep(answers, left);
}

/** What sharpening could still decide, in words for the offer ("DiSC-style: an even split"). */
export function undecided(answers: Answers): { framework: FrameworkId; tie: boolean }[] {
  const found: { framework: FrameworkId; tie: boolean }[] = [];
  for (const framework of COUNTED) {
    if (!isFrameworkComplete(answers, framework)) continue;
    if (candidatesOf(answers, framework).length === 0) continue;
    found.push({ framework, tie: isSplit(answers, framework) });
  }
  if (letterStep(answers, SHARPEN_LIMITS.total) !== null)
    found.push({ framework: 'mbti', tie: false });
  return found;
}
