/**
 * Simulated respondents: `npx tsx tools/bench/assessment-respondents.ts [--n 20000] [--seed 7]`.
 *
 * Each respondent has a true style in every framework and a stated consistency: each answer
 * chooses the option of their true style with that probability, else any other option shown with
 * equal chance (behaviour options included); where a follow-up question does not show the true
 * style's option, any shown option with equal chance. Each respondent takes the 13 questions, and
 * then "Sharpen my result" (decision 0019) answering every follow-up it asks. Per framework and
 * consistency, with the 13 alone and after sharpening:
 * - right: the result shown is a single result and it is the true style (MBTI: all four letters);
 * - ties: the result shown is an even split (or, for thinking, nothing measured; for the type, a
 *   letter with as many answers each way);
 * - agree: two takes by the same respondent show the same result;
 * - for the 13 alone, the share of results called clear / leaning / even split and how often each
 *   is right, which checks that "How sure" means something.
 * And the average number of follow-up questions asked, and how many of them went to the personality
 * letters. Seeded: every run prints the same figures. Quoted in docs/assessment.md.
 */
import { parseArgs } from 'node:util';
import { FRAMEWORKS, type FrameworkId, type Question } from '@styleprint/contracts';
import {
  answerQuestion,
  explainResult,
  followUpCount,
  nextFollowUp,
  QUESTIONS,
  resultCard,
  type Answers,
  type CertaintyLevel,
} from '@styleprint/scoring';
import { seededRandom } from './lib/seeded-random.js';

const { values: args } = parseArgs({
  options: { n: { type: 'string', default: '20000' }, seed: { type: 'string', default: '7' } },
});
const RESPONDENTS = Number(args.n);
const CONSISTENCIES = [0.6, 0.7, 0.8, 0.9];

const random = seededRandom(Number(args.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** A respondent's true styles: one value per counted framework, one letter per personality axis. */
type Truth = Record<Exclude<FrameworkId, 'mbti'>, string> & { mbti: string[] };

function randomTruth(): Truth {
  return {
    emergenetics: pick(['Analytical', 'Structural', 'Social', 'Conceptual']),
    disc: pick(['D', 'i', 'S', 'C']),
    cliftonStrengths: pick([
      'Executing',
      'Influencing',
      'Relationship Building',
      'Strategic Thinking',
    ]),
    mbti: [pick(['E', 'I']), pick(['S', 'N']), pick(['T', 'F']), pick(['J', 'P'])],
  };
}

/** The option this respondent would choose with their consistency, among the options shown. */
function answerAs(question: Question, truth: Truth, consistency: number): string {
  const values = question.options.map((o) => o.value);
  const wanted =
    question.framework === 'mbti'
      ? truth.mbti.find((letter) => values.includes(letter))
      : truth[question.framework];
  if (wanted === undefined || !values.includes(wanted)) return pick(values);
  const others = values.filter((v) => v !== wanted);
  return others.length === 0 || random() < consistency ? wanted : pick(others);
}

/** One take: the 13 questions, then (when sharpening) every follow-up the product asks. */
function take(truth: Truth, consistency: number, sharpen: boolean): Answers {
  let answers = QUESTIONS.reduce<Answers>(
    (given, q) =>
      answerQuestion(given, {
        questionId: q.id,
        framework: q.framework,
        value: answerAs(q, truth, consistency),
      }),
    {},
  );
  for (let q = sharpen ? nextFollowUp(answers) : null; q !== null; q = nextFollowUp(answers)) {
    const value = answerAs(q, truth, consistency);
    answers = answerQuestion(answers, { questionId: q.id, framework: q.framework, value });
  }
  return answers;
}

/** What a framework's card shows: the result's name (a tie names every tied style), how sure. */
function shown(framework: FrameworkId, answers: Answers) {
  const card = resultCard(framework, answers);
  const explanation = explainResult(framework, answers);
  // An MBTI-style letter with as many answers each way reads "Even split" too, though the type
  // still shows the letter of its own question.
  const tie = !explanation?.certainty || explanation.certainty.level === 'even split';
  return { trait: card?.trait ?? '', tie, level: explanation?.certainty?.level ?? null };
}

const pct = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;

interface Row {
  right: number;
  ties: number;
  agree: number;
  levels: Record<CertaintyLevel, { n: number; right: number }>;
}
const emptyRow = (): Row => ({
  right: 0,
  ties: 0,
  agree: 0,
  levels: {
    clear: { n: 0, right: 0 },
    leaning: { n: 0, right: 0 },
    'even split': { n: 0, right: 0 },
  },
});

console.log(`# Simulated respondents: ${RESPONDENTS} per consistency\n`);
const results: {
  consistency: number;
  extra: number;
  /** Of those, the average asked about the personality letters. */
  letters: number;
  /** Respondents shown at least one even split, with the 13 alone and sharpened. */
  anyTie: [number, number];
  rows: Record<FrameworkId, [Row, Row]>;
}[] = [];
for (const consistency of CONSISTENCIES) {
  const rows = Object.fromEntries(FRAMEWORKS.map((f) => [f, [emptyRow(), emptyRow()]])) as Record<
    FrameworkId,
    [Row, Row]
  >;
  let extra = 0;
  let letters = 0;
  const anyTie: [number, number] = [0, 0];
  for (let i = 0; i < RESPONDENTS; i += 1) {
    const truth = randomTruth();
    const exact = take(truth, 1, false);
    ([false, true] as const).forEach((sharpen, which) => {
      const first = take(truth, consistency, sharpen);
      const second = take(truth, consistency, sharpen);
      if (sharpen) {
        extra += followUpCount(first);
        letters += followUpCount(first, 'mbti');
      }
      let tied = false;
      for (const framework of FRAMEWORKS) {
        const row = rows[framework][which] as Row;
        const a = shown(framework, first);
        const isRight = !a.tie && a.trait === shown(framework, exact).trait;
        if (isRight) row.right += 1;
        if (a.tie) row.ties += 1;
        tied ||= a.tie;
        if (a.trait === shown(framework, second).trait) row.agree += 1;
        if (a.level !== null) {
          row.levels[a.level].n += 1;
          if (isRight) row.levels[a.level].right += 1;
        }
      }
      if (tied) anyTie[which as 0 | 1] += 1;
    });
  }
  results.push({
    consistency,
    extra: extra / RESPONDENTS,
    letters: letters / RESPONDENTS,
    anyTie,
    rows,
  });
}

console.log('## The 13 questions alone, and how sure each result is said to be\n');
console.log(
  '| framework | consistency | right | ties shown | two takes agree | clear (right) | leaning (right) | even split |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const framework of FRAMEWORKS) {
  for (const { consistency, rows } of results) {
    const [row] = rows[framework];
    const level = (name: CertaintyLevel) =>
      `${pct(row.levels[name].n, RESPONDENTS)} (${pct(row.levels[name].right, row.levels[name].n)})`;
    console.log(
      `| ${framework} | ${consistency * 100}% | ${pct(row.right, RESPONDENTS)} | ${pct(row.ties, RESPONDENTS)} | ${pct(row.agree, RESPONDENTS)} | ${level('clear')} | ${level('leaning')} | ${pct(row.levels['even split'].n, RESPONDENTS)} |`,
    );
  }
}

console.log('\n## After "Sharpen my result" (13 alone → sharpened)\n');
console.log('| framework | consistency | right | ties shown | two takes agree |');
console.log('|---|---:|---:|---:|---:|');
for (const framework of FRAMEWORKS) {
  for (const { consistency, rows } of results) {
    const [before, after] = rows[framework];
    const pair = (key: 'right' | 'ties' | 'agree') =>
      `${pct(before[key], RESPONDENTS)} → ${pct(after[key], RESPONDENTS)}`;
    console.log(
      `| ${framework} | ${consistency * 100}% | ${pair('right')} | ${pair('ties')} | ${pair('agree')} |`,
    );
  }
}
console.log(
  '\n| consistency | follow-up questions asked, on average | of them, about personality letters | respondents shown at least one even split |',
);
console.log('|---:|---:|---:|---:|');
for (const { consistency, extra, letters, anyTie } of results) {
  console.log(
    `| ${consistency * 100}% | ${extra.toFixed(2)} | ${letters.toFixed(2)} | ${pct(anyTie[0], RESPONDENTS)} → ${pct(anyTie[1], RESPONDENTS)} |`,
  );
}
