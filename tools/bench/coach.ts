/**
 * Coach benchmark: `npx tsx tools/bench/coach.ts [runs]`.
 * Prints the embedded engine's accuracy on the labelled set (libs/coach/test/fixtures) and the
 * time of analyze() on a 2000-character conversation: p50/p95 over many runs, the first (warm-up)
 * run excluded, with the NLP model's load time reported separately. Target: p95 < 20 ms.
 * Baseline, timed in the same loop (runs alternate, so machine load hits both alike): wink-nlp
 * reading the same text into sentences and tokens, the floor any analysis built on it pays.
 */
import { performance } from 'node:perf_hooks';
import { loadLabelledConversations } from '../../libs/coach/test/fixtures/labelled.js';
import { EXPRESSIVE_PROFILE } from '../../libs/coach/test/fixtures/profiles.js';

const runs = Number(process.argv[2] ?? 500);

const importStarted = performance.now();
const coach = await import('@styleprint/coach');
const { readConversation } = await import('../../libs/coach/src/embedded/reading.js');
const importMs = performance.now() - importStarted;
const { loadMs, nlp } = coach.loadNlp();

const labelled = loadLabelledConversations();
let format = 0;
let user = 0;
let counterpart = 0;
let disc = 0;
let thinking = 0;
let thinkingLabelled = 0;
for (const conversation of labelled) {
  const reading = readConversation(conversation.text, conversation.userName);
  const other = reading.participants.counterpart;
  const style = other ? reading.styles.get(other) : undefined;
  if (reading.format === conversation.format) format += 1;
  if (reading.participants.user === conversation.user) user += 1;
  if (other === conversation.counterpart) counterpart += 1;
  if (style?.disc.style === conversation.disc) disc += 1;
  if (conversation.thinking) {
    thinkingLabelled += 1;
    if (style?.thinking.style === conversation.thinking) thinking += 1;
  }
}

/** A realistic 2000-character chat: lines of the labelled set, the user "Me", one counterpart "Sam". */
function conversationOf(length: number): string {
  const lines: string[] = [];
  let size = 0;
  for (const conversation of labelled.filter((c) => c.format === 'lines' && c.user === 'Me')) {
    for (const line of conversation.text.split('\n')) {
      const renamed = line.replace(/^[^:]+:/, (label) => (label === 'Me:' ? 'Me:' : 'Sam:'));
      if (size + renamed.length + 1 > length) return lines.join('\n');
      lines.push(renamed);
      size += renamed.length + 1;
    }
  }
  return lines.join('\n');
}

const text = conversationOf(2000);
const engine = coach.createEmbeddedEngine();
const request = { conversation: text, profile: EXPRESSIVE_PROFILE };
const firstStarted = performance.now();
await engine.analyze(request);
const firstMs = performance.now() - firstStarted;
/** The baseline: tokenise and split into sentences, reading each token's normal form. */
const readOnly = (): number => {
  const doc = nlp.readDoc(text);
  return doc.sentences().length() + doc.tokens().out(nlp.its.normal).length;
};
readOnly();
const times: number[] = [];
const baseline: number[] = [];
for (let run = 0; run < runs; run += 1) {
  let started = performance.now();
  await engine.analyze(request);
  times.push(performance.now() - started);
  started = performance.now();
  readOnly();
  baseline.push(performance.now() - started);
}
times.sort((a, b) => a - b);
baseline.sort((a, b) => a - b);
const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const at = (q: number): number => quantile(times, q);
const pct = (n: number, of: number): string => `${n}/${of} (${((n / of) * 100).toFixed(1)}%)`;
const ms = (value: number): string => `${value.toFixed(2)} ms`;

console.log('Coach benchmark (embedded engine)');
console.log(`labelled conversations: ${labelled.length}`);
console.log(`  format detected:        ${pct(format, labelled.length)}`);
console.log(`  user found:             ${pct(user, labelled.length)}`);
console.log(`  counterpart found:      ${pct(counterpart, labelled.length)}`);
console.log(`  counterpart DiSC style: ${pct(disc, labelled.length)}`);
console.log(`  counterpart thinking:   ${pct(thinking, thinkingLabelled)}`);
console.log(
  `load: import ${ms(importMs)} (modules and the wink-nlp English model), pipeline build ${ms(loadMs)}`,
);
console.log(
  `analyze, ${text.length}-character conversation, ${runs} runs after one warm-up run (${ms(firstMs)}):`,
);
console.log(
  `  p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  max ${ms(times[times.length - 1] ?? NaN)}  (target p95 < 20 ms)`,
);
const baseP50 = quantile(baseline, 0.5);
console.log(
  `baseline, wink-nlp reading the same text (same loop): p50 ${ms(baseP50)}  p95 ${ms(quantile(baseline, 0.95))}`,
);
console.log(`  analyze p50 / baseline p50: ${(at(0.5) / baseP50).toFixed(1)}×`);
