/**
 * Coach benchmark: `npx tsx tools/bench/coach.ts [runs]`.
 * Times the embedded engine through its public API only (no test fixtures): analyze() on a
 * realistic 2000-character chat built from the screen's sample conversations, and on the hostile
 * inputs of docs/decisions/0045-coach-reading-formats-speakers-and-situations.md (each must stay under 50 ms). p50/p95/max over many runs, the first
 * (warm-up) run excluded, the NLP model's load time reported separately. Target: p95 < 20 ms.
 * Baseline, timed in the same loop (runs alternate, so machine load hits both alike): wink-nlp
 * reading the same text into sentences and tokens, the floor any analysis built on it pays.
 * Accuracy is measured by the evaluation set: `npx tsx tools/bench/coach-eval.ts`.
 */
import { performance } from 'node:perf_hooks';
import type { Profile } from '@styleprint/contracts';

const runs = Number(process.argv[2] ?? 300);

const importStarted = performance.now();
const coach = await import('@styleprint/coach');
const { SAMPLE_CONVERSATIONS } = await import('@styleprint/coach-content');
const importMs = performance.now() - importStarted;
const { loadMs, nlp } = coach.loadNlp();

const PROFILE: Profile = {
  mbti: { Type: 'ENFP', Confidence: 'High' },
  disc: { Primary: 'I', Secondary: 'S' },
  emergenetics: {
    Analytical: 3,
    Structural: 2,
    Social: 8,
    Conceptual: 7,
    Expressiveness: 'High',
    Assertiveness: 'Medium',
    Flexibility: 'High',
  },
  cliftonStrengths: {
    Executing: 1,
    Influencing: 3,
    Relationship: 2,
    Thinking: 1,
    TopDomain: 'Influencing',
  },
} as Profile;

/** A realistic 2000-character chat: the `Name:` lines of the sample conversations, renamed. */
function conversationOf(length: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let round = 0; round < 10; round += 1) {
    for (const sample of SAMPLE_CONVERSATIONS) {
      for (const line of sample.text.split('\n')) {
        const colon = line.indexOf(': ');
        if (colon < 0 || colon > 20) continue;
        const speaker = line.slice(0, colon).endsWith('Me') ? 'Me' : 'Sam';
        const renamed = `${speaker}: ${line.slice(colon + 2)}`;
        if (size + renamed.length + 1 > length) return lines.join('\n');
        lines.push(renamed);
        size += renamed.length + 1;
      }
    }
  }
  return lines.join('\n');
}

const HOSTILE: Record<string, string> = {
  'From/To header + tabs (2000)': `From: A\nTo: B\n${'\t'.repeat(1986)}`,
  'spaces + x (2000)': `${' '.repeat(1999)}x`,
  '"> " quotes (2000)': '> '.repeat(1000),
  '"On … wrote:" lines (2000)': 'On Tue wrote:\n'.repeat(142),
  'colons (2000)': ':'.repeat(2000),
  'newlines (2000)': '\n'.repeat(1999) + 'x',
};

const text = conversationOf(2000);
const engine = coach.createEmbeddedEngine();
const request = { conversation: text, profile: PROFILE };
const firstStarted = performance.now();
await engine.analyze(request);
const firstMs = performance.now() - firstStarted;
const readOnly = (pasted: string): number => {
  const doc = nlp.readDoc(pasted);
  return doc.sentences().length() + doc.tokens().out(nlp.its.normal).length;
};
readOnly(text);
const times: number[] = [];
const baseline: number[] = [];
for (let run = 0; run < runs; run += 1) {
  // Each run's last line differs, so nothing the engine keeps from the text it read last (the
  // safety check's classifier reading) is reused across runs, as it is not across requests.
  const pasted = `${text.slice(0, -12)} (run ${run})`;
  let started = performance.now();
  await engine.analyze({ ...request, conversation: pasted });
  times.push(performance.now() - started);
  started = performance.now();
  readOnly(pasted);
  baseline.push(performance.now() - started);
}
times.sort((a, b) => a - b);
baseline.sort((a, b) => a - b);
const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number): string => `${value.toFixed(2)} ms`;

console.log('Coach benchmark (embedded engine)');
console.log(
  `load: import ${ms(importMs)} (modules and the wink-nlp English model), pipeline build ${ms(loadMs)}`,
);
console.log(
  `analyze, ${text.length}-character chat, ${runs} runs after one warm-up run (${ms(firstMs)}):`,
);
console.log(
  `  p50 ${ms(quantile(times, 0.5))}  p95 ${ms(quantile(times, 0.95))}  max ${ms(times[times.length - 1] ?? NaN)}  (target p95 <= 20 ms)`,
);
const baseP50 = quantile(baseline, 0.5);
console.log(
  `baseline, wink-nlp reading the same text (same loop): p50 ${ms(baseP50)}  p95 ${ms(quantile(baseline, 0.95))}`,
);
console.log(`  analyze p50 / baseline p50: ${(quantile(times, 0.5) / baseP50).toFixed(1)}×`);
console.log('hostile inputs (median of 21 runs each; target <= 50 ms):');
for (const [name, input] of Object.entries(HOSTILE)) {
  const each: number[] = [];
  for (let run = 0; run < 21; run += 1) {
    const started = performance.now();
    await engine.analyze({ conversation: input, profile: PROFILE });
    each.push(performance.now() - started);
  }
  each.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(30)} p50 ${ms(quantile(each, 0.5))}  max ${ms(each[each.length - 1] ?? NaN)}`,
  );
}
