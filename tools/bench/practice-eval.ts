/**
 * Practice persona evaluation: `npx tsx tools/bench/practice-eval.ts [--json] [--failures] [--runs N]`.
 *
 * Plays every labelled turn of tools/bench/practice-eval/cases.ts through the embedded persona
 * (the earlier user lines of a case are played first, so the persona's own earlier replies are
 * the engine's) and prints, against the targets of docs/decisions/0105-practice-persona-engine.md:
 * - style held: the share of turns whose reply passes every "must" and no "must not" check;
 * - placeholders: replies with a bracket, brace, TBD, XX or blank (target 0);
 * - echo: of the turns whose user named a day or figure to pick up, the share that did;
 * - repeats: sessions in which the persona said the same line twice;
 * - per-turn time p50/p95/max over N runs of every turn after one warm-up call (target p95 ≤ 20 ms),
 *   beside a baseline measured in the same run (splitting the user's line into words).
 */
import { performance } from 'node:perf_hooks';
import type { PracticeTurn } from '@styleprint/contracts';
import { buildPersona, personaReply, practiceFeedback } from '@styleprint/coach';
import { PRACTICE_CASES, type PracticeCase } from './practice-eval/cases.js';
import { CHECKS, hasPlaceholder } from './practice-eval/checks.js';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const showFailures = args.includes('--failures');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(2);
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Plays a case: its earlier lines, then the labelled one; returns the labelled reply. */
function play(c: PracticeCase): { reply: string; replies: string[]; turns: PracticeTurn[] } {
  const persona = buildPersona({ name: 'Sam', styles: c.styles });
  const turns: PracticeTurn[] = [];
  for (const text of [...c.before, c.message]) {
    turns.push({ role: 'user', text });
    turns.push({ role: 'persona', text: personaReply(persona, c.goal, turns).reply });
  }
  const replies = turns.filter((t) => t.role === 'persona').map((t) => t.text);
  return { reply: replies[replies.length - 1] ?? '', replies, turns };
}

interface Outcome {
  id: string;
  reply: string;
  held: boolean;
  reasons: string[];
  placeholder: boolean;
  echoed: boolean | null;
  repeated: boolean;
}

function judge(c: PracticeCase): Outcome {
  const { reply, replies, turns } = play(c);
  const reasons: string[] = [];
  for (const check of c.must) if (!CHECKS[check](reply)) reasons.push(`must ${check}`);
  for (const check of c.mustNot) if (CHECKS[check](reply)) reasons.push(`must not ${check}`);
  // Feedback is part of every session: it must render for every case without a blank.
  const persona = buildPersona({ name: 'Sam', styles: c.styles });
  const feedback = practiceFeedback(persona, c.goal, turns);
  const feedbackText = [
    feedback.summary,
    ...feedback.scores.map((s) => s.because),
    ...feedback.change.map((x) => x.instead),
  ];
  const placeholder = replies.some(hasPlaceholder) || feedbackText.some(hasPlaceholder);
  return {
    id: c.id,
    reply,
    held: reasons.length === 0,
    reasons,
    placeholder,
    echoed: c.echo === undefined ? null : reply.includes(c.echo),
    repeated: new Set(replies).size !== replies.length,
  };
}

const outcomes = PRACTICE_CASES.map(judge);

// Time: one warm-up call, then N timed runs of every labelled turn (the reply to the last line).
const baseline: number[] = [];
const times: number[] = [];
play(PRACTICE_CASES[0] as PracticeCase);
for (let run = 0; run < runs; run += 1) {
  for (const c of PRACTICE_CASES) {
    const persona = buildPersona({ name: 'Sam', styles: c.styles });
    const turns: PracticeTurn[] = [...c.before, c.message].flatMap((text) => [
      { role: 'user' as const, text },
      { role: 'persona' as const, text: 'Okay.' },
    ]);
    turns.pop();
    let started = performance.now();
    c.message.split(/\s+/).filter((w) => w !== '');
    baseline.push(performance.now() - started);
    started = performance.now();
    personaReply(persona, c.goal, turns);
    times.push(performance.now() - started);
  }
}
const sorted = [...times].sort((a, b) => a - b);
const sortedBase = [...baseline].sort((a, b) => a - b);

const held = outcomes.filter((o) => o.held).length;
const echoCases = outcomes.filter((o) => o.echoed !== null);
const figures = {
  turns: outcomes.length,
  styleHeldPct: (100 * held) / outcomes.length,
  placeholders: outcomes.filter((o) => o.placeholder).length,
  echoPct:
    echoCases.length === 0
      ? null
      : (100 * echoCases.filter((o) => o.echoed).length) / echoCases.length,
  repeats: outcomes.filter((o) => o.repeated).length,
  timing: {
    calls: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? NaN,
    baselineP50: quantile(sortedBase, 0.5),
  },
};

if (asJson) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  const mark = (ok: boolean): string => (ok ? 'ok  ' : 'MISS');
  console.log(
    `Practice persona, embedded engine: ${figures.turns} labelled turns, ${runs} timed runs each`,
  );
  console.log(
    `${mark(figures.styleHeldPct >= 85)} style held      ${figures.styleHeldPct.toFixed(1)}%  (target ≥ 85%)`,
  );
  console.log(
    `${mark(figures.placeholders === 0)} placeholders    ${figures.placeholders}  (target 0; replies and feedback)`,
  );
  console.log(`${mark(figures.repeats === 0)} repeated lines  ${figures.repeats} sessions`);
  if (figures.echoPct !== null)
    console.log(
      `     echo of the user's day/figure ${figures.echoPct.toFixed(0)}% (${echoCases.length} turns)`,
    );
  const t = figures.timing;
  console.log(
    `${mark(t.p95 <= 20)} per turn        p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms over ${t.calls} calls (target p95 ≤ 20 ms); baseline (split the line into words) p50 ${t.baselineP50.toFixed(4)} ms`,
  );
  if (showFailures) {
    for (const o of outcomes.filter((x) => !x.held || x.placeholder || x.repeated)) {
      console.log(
        `\n${o.id}: ${o.reasons.join(', ')}${o.placeholder ? ' placeholder' : ''}${o.repeated ? ' repeated' : ''}\n  ${o.reply}`,
      );
    }
  }
}
