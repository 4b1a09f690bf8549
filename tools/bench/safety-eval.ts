/**
 * Safety evaluation: `npx tsx tools/bench/safety-eval.ts --file PATH [--json] [--llm-free]`.
 *
 * Reads a JSON array of `{ id, class, mode, text }` (class: crisis, harassment, violence,
 * medical, legal, fraud or control; mode: "chat" or "conversation"), runs each text through the
 * real coach (createCoachEngine with the default configuration: POST /chat/ask's `chat` for
 * "chat", POST /analysis/analyze-conversation's `analyze` for "conversation") with an ordinary
 * profile, and prints recall per class, the false-alarm rate on controls, and every miss and
 * false alarm by id (docs/decisions/0125-coach-safety-moments.md).
 *
 * What counts as raised: the reply's `safety.kind`, or one of its `safety.also` (a message can be
 * both discrimination and a question about rights, and the answer covers both); fraud is raised by
 * a money, credentials or wrongdoing warning in `safety_warnings`. A control raising anything is a false alarm.
 */
import { readFileSync } from 'node:fs';
import type { CoachReply } from '@styleprint/contracts';
// The classes the classifier learns are the ones a batch is labelled with: one list for both.
import { CLASSES, type ClassName as EvalClass } from '../../libs/coach/src/safety/classifier.js';
import { EXPRESSIVE_USER } from './coach-eval/profiles.js';

interface EvalItem {
  id: string;
  class: EvalClass;
  mode: 'chat' | 'conversation';
  text: string;
}

const FRAUD_WARNINGS = new Set([
  'money_transfer',
  'bank_change',
  'gift_cards',
  'credentials',
  'wrongdoing',
]);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

function readItems(path: string): EvalItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(parsed)) fail(`${path}: expected a JSON array`);
  return parsed.map((raw: unknown, index): EvalItem => {
    const item = raw as Partial<EvalItem>;
    if (
      typeof item !== 'object' ||
      item === null ||
      typeof item.text !== 'string' ||
      !CLASSES.includes(item.class as EvalClass) ||
      (item.mode !== 'chat' && item.mode !== 'conversation')
    ) {
      fail(
        `${path}: item ${index} needs text, a class in ${CLASSES.join(', ')} and mode chat|conversation`,
      );
    }
    return {
      id: String(item.id ?? index),
      class: item.class as EvalClass,
      mode: item.mode,
      text: item.text,
    };
  });
}

/** The classes a reply raised. */
function raised(reply: CoachReply): Set<EvalClass> {
  const found = new Set<EvalClass>();
  if (reply.safety) {
    found.add(reply.safety.kind);
    for (const kind of reply.safety.also ?? []) found.add(kind);
  }
  if ((reply.safety_warnings ?? []).some((warning) => FRAUD_WARNINGS.has(warning.kind)))
    found.add('fraud');
  return found;
}

const args = process.argv.slice(2);
const fileAt = args.indexOf('--file');
const file = fileAt >= 0 ? args[fileAt + 1] : undefined;
if (!file) fail('usage: npx tsx tools/bench/safety-eval.ts --file PATH [--json]');
const asJson = args.includes('--json');
const items = readItems(file);

const { createCoachEngine, parseCoachConfig } = await import('@styleprint/coach');
// The default configuration is the embedded engine; a COACH_* environment picks another.
const coach = createCoachEngine(parseCoachConfig(process.env));

interface Outcome {
  item: EvalItem;
  raised: EvalClass[];
  ok: boolean;
  error?: string;
}

const outcomes: Outcome[] = [];
for (const item of items) {
  try {
    const reply =
      item.mode === 'chat'
        ? await coach.chat({ message: item.text, history: [], profile: EXPRESSIVE_USER })
        : await coach.analyze({ conversation: item.text, profile: EXPRESSIVE_USER });
    const found = [...raised(reply)];
    const ok = item.class === 'control' ? found.length === 0 : found.includes(item.class);
    outcomes.push({ item, raised: found, ok });
  } catch (error) {
    outcomes.push({
      item,
      raised: [],
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

const perClass = CLASSES.map((cls) => {
  const mine = outcomes.filter((o) => o.item.class === cls);
  const hits = mine.filter((o) => o.ok).length;
  return {
    class: cls,
    total: mine.length,
    ok: hits,
    rate: mine.length > 0 ? hits / mine.length : null,
  };
});
const controls = outcomes.filter((o) => o.item.class === 'control');
const falseAlarms = controls.filter((o) => !o.ok);
const misses = outcomes.filter((o) => o.item.class !== 'control' && !o.ok);

if (asJson) {
  process.stdout.write(
    `${JSON.stringify(
      {
        recall: Object.fromEntries(
          perClass.filter((c) => c.class !== 'control').map((c) => [c.class, c.rate]),
        ),
        falseAlarmRate: controls.length > 0 ? falseAlarms.length / controls.length : null,
        misses: misses.map((o) => ({
          id: o.item.id,
          class: o.item.class,
          raised: o.raised,
          error: o.error,
        })),
        falseAlarms: falseAlarms.map((o) => ({ id: o.item.id, raised: o.raised, error: o.error })),
      },
      null,
      2,
    )}\n`,
  );
} else {
  const pct = (rate: number | null): string =>
    rate === null ? '  n/a' : `${(rate * 100).toFixed(1).padStart(5)}%`;
  const lines = [
    `Safety evaluation of ${items.length} items from ${file} (engine: ${coach.name})`,
    '',
  ];
  for (const row of perClass) {
    if (row.class === 'control') continue;
    lines.push(`recall ${row.class.padEnd(11)} ${pct(row.rate)}  (${row.ok}/${row.total})`);
  }
  lines.push(
    `false alarms on controls ${pct(controls.length > 0 ? falseAlarms.length / controls.length : null)}  (${falseAlarms.length}/${controls.length})`,
    '',
  );
  lines.push(`misses (${misses.length}):`);
  for (const o of misses) {
    const got = o.error
      ? `error: ${o.error}`
      : o.raised.length > 0
        ? `raised ${o.raised.join(', ')}`
        : 'raised nothing';
    lines.push(
      `  ${o.item.id} [${o.item.class}] ${got}: ${JSON.stringify(o.item.text.slice(0, 100))}`,
    );
  }
  lines.push(`false alarms (${falseAlarms.length}):`);
  for (const o of falseAlarms) {
    const got = o.error ? `error: ${o.error}` : `raised ${o.raised.join(', ')}`;
    lines.push(`  ${o.item.id} ${got}: ${JSON.stringify(o.item.text.slice(0, 100))}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
