/**
 * How long the default chat engine takes per question, on a batch of real-shaped questions:
 * `npx tsx tools/bench/chat-latency.ts --file BATCH.json [--loops 10]`. Prints p50 and p95 in ms
 * over every question and loop; compare two commits by running it in each, interleaved, on the
 * same machine (docs/coach-quality.md quotes such pairs).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createCoachEngine, parseCoachConfig } from '@styleprint/coach';
import type { ChatHistoryItem } from '@styleprint/contracts';
import { EXPRESSIVE_USER } from './coach-eval/profiles.js';
import { requiredArgument } from './lib/required-argument.js';

const file = requiredArgument('file', 'chat-latency.ts --file BATCH.json [--loops 10]');
const loopsAt = process.argv.indexOf('--loops');
const loops = loopsAt >= 0 ? Number(process.argv[loopsAt + 1]) : 10;
const items = (
  JSON.parse(readFileSync(file, 'utf8')) as {
    items: { message: string; history: ChatHistoryItem[] }[];
  }
).items;
const engine = createCoachEngine(parseCoachConfig(process.env));
await engine.chat({ message: 'warm up', history: [], profile: EXPRESSIVE_USER });

const times: number[] = [];
for (let loop = 0; loop < loops; loop += 1) {
  for (const item of items) {
    const started = performance.now();
    await engine.chat({ message: item.message, history: item.history, profile: EXPRESSIVE_USER });
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (share: number): string =>
  (times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0).toFixed(2);
console.log(`chat, ${items.length} questions x ${loops}: p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
