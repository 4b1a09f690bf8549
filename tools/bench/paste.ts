/**
 * Long-paste benchmark: `npx tsx tools/bench/paste.ts [runs]` (decision 0065).
 * Times `fitPaste` (clean, split, fit to 2000 characters) on 1 MB uploads written to hurt: each
 * must stay under a second on this machine, so only super-linear work (a pattern that backtracks
 * or rescans) shows. Baseline, timed in the same loop: `String.prototype.split('\n')` over the
 * same megabyte, the floor any line-by-line reader pays. Median and max over the runs, the first
 * (warm-up) run left out; the ratio is against the baseline's median for the same input.
 * Correctness on the same shapes is in libs/coach-content/src/paste/hostile.test.ts.
 */
import { performance } from 'node:perf_hooks';
import { fitPaste } from '@styleprint/coach-content';

const runs = Number(process.argv[2] ?? 7);
const MB = 1024 * 1024;
const BUDGET_MS = 1000;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

const INPUTS: ReadonlyArray<readonly [string, string]> = [
  ['one letter', fill('a')],
  ['quote marks', fill('>')],
  ['one quoted line over and over', fill('> the same words quoted again\n')],
  ['line breaks', fill('\n')],
  ['"-- " lines', fill('-- \n')],
  ['contact lines', fill('T: +44 20 7946 0000 | www.x.com\n')],
  ['names over contact lines', fill('Maria Lopez\nT: +44 20 7946 0000\n')],
  ['chat lines', fill('Maria: hello there, how are you?\nMe: fine thanks\n')],
  ['Outlook fields', fill('From: x\nSent: y\n')],
  ['WhatsApp stamps', fill('[12/03/2024, 10:14:05] ')],
  ['subtitle cues', `WEBVTT\n\n${fill('00:00:01.000 --> 00:00:02.000\n<v A>x</v>\n\n')}`],
  ['footer words', fill('confidential intended recipient in error delete ')],
  [
    'quoted attributions and signatures',
    fill(
      '> On Tue, 4 Mar 2025 at 09:12, Maria <m@x.com> wrote:\n>> Maria Lopez\n>> T: +44 20 7946 0000\n\n',
    ),
  ],
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const time = (call: () => unknown): number => {
  const started = performance.now();
  call();
  return performance.now() - started;
};

console.log(
  `fitPaste on 1 MB hostile inputs, ${runs} runs each (first left out); budget ${BUDGET_MS} ms`,
);
console.log(
  'input'.padEnd(38),
  'median'.padStart(10),
  'max'.padStart(10),
  'split floor'.padStart(12),
  'ratio'.padStart(8),
);
let worst = 0;
for (const [name, text] of INPUTS) {
  const fitted: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    // Alternate, so a busy machine slows both alike.
    const a = time(() => fitPaste(text, 2000));
    const b = time(() => text.split('\n'));
    if (run === 0) continue;
    fitted.push(a);
    floor.push(b);
  }
  const mid = median(fitted);
  const max = Math.max(...fitted);
  worst = Math.max(worst, max);
  console.log(
    name.padEnd(38),
    `${mid.toFixed(1)} ms`.padStart(10),
    `${max.toFixed(1)} ms`.padStart(10),
    `${median(floor).toFixed(2)} ms`.padStart(12),
    `×${(mid / Math.max(median(floor), 0.01)).toFixed(0)}`.padStart(8),
  );
}
console.log(
  `slowest run ${worst.toFixed(1)} ms: ${worst <= BUDGET_MS ? 'met' : 'MISSED'} (target <= ${BUDGET_MS} ms)`,
);
