/**
 * How much of what the user means to say reaches the suggested reply:
 * `npx tsx tools/bench/chat-points.ts [--file POINTS.json] [--out REPORT.txt]`.
 *
 * The file (default `coach-eval/points-dev.json`, 200 questions written on 2026-11-29 by a helper
 * who never read the coach) gives per question the one sentence a good reply must say (`point`),
 * the facts it must carry and what the user told the coach only (`coach_only`). It is a
 * development set: the reply code is tuned against it, so its figures overstate the coach; the
 * fresh chat batches measure it (docs/coach-quality.md). Prints the share of the point's content
 * words found in the reply, the facts carried, and the replies that leak a coach-only phrase.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createCoachEngine, parseCoachConfig } from '@styleprint/coach';
import { EXPRESSIVE_USER } from './coach-eval/profiles.js';

interface PointItem {
  id: string;
  message: string;
  act: string;
  to: string;
  point: string;
  facts: string[];
  coach_only: string[];
}

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const file = option('--file') ?? new URL('./coach-eval/points-dev.json', import.meta.url).pathname;
const items = JSON.parse(readFileSync(file, 'utf8')) as PointItem[];
const engine = createCoachEngine(parseCoachConfig({}));

/** Words that carry no content of the point. */
const STOP = new Set(
  'i you me my your we our to the a an of and or for in on at is it that this be will would can could with as by from about so but if not do have has are was am please just'.split(
    ' ',
  ),
);
const contentWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}€$£%.,:–-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/[.,:]+$/, ''))
    .filter((word) => word !== '' && !STOP.has(word));

let pointShare = 0;
let factsFound = 0;
let factsAll = 0;
let leaking = 0;
const byAct = new Map<string, number[]>();
const report: string[] = [];
for (const item of items) {
  const reply = await engine.chat({ message: item.message, history: [], profile: EXPRESSIVE_USER });
  const sent = (reply.suggested_reply ?? '').toLowerCase();
  const found = item.facts.filter((fact) => sent.includes(fact.toLowerCase())).length;
  factsFound += found;
  factsAll += item.facts.length;
  const leaks = item.coach_only.filter((aside) => sent.includes(aside.toLowerCase()));
  if (leaks.length > 0) leaking += 1;
  const wanted = [...new Set(contentWords(item.point))];
  const present = new Set(contentWords(sent));
  const share =
    wanted.length > 0 ? wanted.filter((word) => present.has(word)).length / wanted.length : 1;
  pointShare += share;
  byAct.set(item.act, [...(byAct.get(item.act) ?? []), share]);
  report.push(
    `${item.id} [${item.act}] point ${share.toFixed(2)} facts ${found}/${item.facts.length}${leaks.length > 0 ? ` LEAK ${JSON.stringify(leaks)}` : ''}${reply.safety ? ` SAFETY ${reply.safety.kind}` : ''}\n  Q: ${item.message}\n  WANT: ${item.point}\n  GOT: ${reply.suggested_reply}\n`,
  );
}
const out = option('--out');
if (out) writeFileSync(out, report.join('\n'));
const mean = (values: number[]): string =>
  (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2);
console.log(
  `${items.length} questions: point words in the reply ${(pointShare / items.length).toFixed(3)}, facts carried ${factsFound}/${factsAll}, replies leaking a coach-only phrase ${leaking}`,
);
console.log(
  [...byAct].map(([act, shares]) => `${act} ${mean(shares)} (${shares.length})`).join(', '),
);
