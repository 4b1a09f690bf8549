/**
 * Simulated respondents: `npx tsx tools/bench/assessment-respondents.ts [--n 20000] [--seed 7]`.
 *
 * Each respondent has a true style in every framework and a stated consistency: each answer
 * chooses the option of their true style with that probability, else any other option of the
 * question (behaviour options included) with equal chance. The figures say what the 13 questions
 * can tell, per framework and consistency:
 * - right: the result shown is a single result and it is the true style (MBTI: all four letters);
 * - ties: the result shown is an even split (or, for thinking, nothing measured);
 * - agree: two takes by the same respondent show the same result;
 * - the share of results called clear / leaning / even split, and how often each is right, which
 *   checks that "How sure" means something (a clear result should be right more often).
 * Seeded, so every run prints the same figures. Quoted in docs/assessment.md.
 */
import { parseArgs } from 'node:util';
import { FRAMEWORKS, type FrameworkId } from '@styleprint/contracts';
import {
  answerQuestion,
  explainResult,
  questionsOf,
  resultCard,
  type Answers,
  type CertaintyLevel,
} from '@styleprint/scoring';

const { values: args } = parseArgs({
  options: { n: { type: 'string', default: '20000' }, seed: { type: 'string', default: '7' } },
});
const RESPONDENTS = Number(args.n);
const CONSISTENCIES = [0.6, 0.7, 0.8, 0.9];

/** mulberry32: a small seeded generator, so the benchmark is reproducible. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(Number(args.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** The values a true style can have: what the questions' options point to (behaviours excluded). */
function trueValues(framework: FrameworkId): string[][] {
  if (framework === 'mbti') return questionsOf('mbti').map((q) => q.options.map((o) => o.value));
  const values = questionsOf(framework)[0]?.options.map((o) => o.value) ?? [];
  const styles =
    framework === 'emergenetics'
      ? values.filter((v) => ['Analytical', 'Structural', 'Social', 'Conceptual'].includes(v))
      : values;
  return [styles];
}

/** One take of one framework's questions by a respondent whose true style is `truth`. */
function take(framework: FrameworkId, truth: string[], consistency: number): Answers {
  return questionsOf(framework).reduce<Answers>((answers, question, index) => {
    const wanted = framework === 'mbti' ? truth[index] : truth[0];
    const others = question.options.filter((o) => o.value !== wanted);
    const value = random() < consistency ? wanted : pick(others.map((o) => o.value));
    return answerQuestion(answers, { questionId: question.id, framework, value: value ?? '' });
  }, {});
}

/** What the card shows: the result's name (a tie names every tied style) and how sure it is. */
function shown(framework: FrameworkId, answers: Answers) {
  const card = resultCard(framework, answers);
  const explanation = explainResult(framework, answers);
  const tie = explanation?.tie != null || !explanation?.certainty;
  return { trait: card?.trait ?? '', tie, level: explanation?.certainty?.level ?? null };
}

/** The card's name for a true style: the trait a single, right result shows. */
function traitOf(framework: FrameworkId, truth: string[]): string {
  const answers = take(framework, truth, 1);
  return shown(framework, answers).trait;
}

const pct = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;

console.log(
  `# Simulated respondents: ${RESPONDENTS} per framework and consistency, the 13 questions only\n`,
);
console.log(
  '| framework | consistency | right | ties shown | two takes agree | clear (right) | leaning (right) | even split |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const framework of FRAMEWORKS) {
  const values = trueValues(framework);
  for (const consistency of CONSISTENCIES) {
    let right = 0;
    let ties = 0;
    let agree = 0;
    const levels: Record<CertaintyLevel, { n: number; right: number }> = {
      clear: { n: 0, right: 0 },
      leaning: { n: 0, right: 0 },
      'even split': { n: 0, right: 0 },
    };
    for (let i = 0; i < RESPONDENTS; i += 1) {
      const truth = values.map((options) => pick(options));
      const expected = traitOf(framework, truth);
      const first = shown(framework, take(framework, truth, consistency));
      const second = shown(framework, take(framework, truth, consistency));
      const isRight = !first.tie && first.trait === expected;
      if (isRight) right += 1;
      if (first.tie) ties += 1;
      if (first.trait === second.trait) agree += 1;
      if (first.level !== null) {
        levels[first.level].n += 1;
        if (isRight) levels[first.level].right += 1;
      }
    }
    const level = (name: CertaintyLevel) =>
      `${pct(levels[name].n, RESPONDENTS)} (${pct(levels[name].right, levels[name].n)})`;
    console.log(
      `| ${framework} | ${consistency * 100}% | ${pct(right, RESPONDENTS)} | ${pct(ties, RESPONDENTS)} | ${pct(agree, RESPONDENTS)} | ${level('clear')} | ${level('leaning')} | ${pct(levels['even split'].n, RESPONDENTS)} |`,
    );
  }
}
