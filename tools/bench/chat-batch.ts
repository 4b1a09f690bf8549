/**
 * Answers a fresh chat batch with the real coach, unchanged, for a second reader to score:
 * `npx tsx tools/bench/chat-batch.ts --file BATCH.json --out ANSWERS.json`.
 *
 * The batch is `{ items: [{ id, message, history, good_answer, kind }] }` (docs/coach-quality.md).
 * Each item is answered by the default engine for `EXPRESSIVE_USER`, and for `RESERVED_USER` too,
 * so a reader can see whether two opposite profiles get different advice. When the coach asks a
 * clarifying question, the answer after each choice is kept as well: the rubric scores the
 * question and the answer that follows the right click.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createCoachEngine, parseCoachConfig } from '@styleprint/coach';
import type { ChatHistoryItem, CoachReply, Profile } from '@styleprint/contracts';
import { EXPRESSIVE_USER, RESERVED_USER } from './coach-eval/profiles.js';
import { requiredArgument } from './lib/required-argument.js';

interface BatchItem {
  id: string;
  message: string;
  history: ChatHistoryItem[];
  kind?: string;
  good_answer?: string;
}

const argument = (name: string): string =>
  requiredArgument(name, 'chat-batch.ts --file BATCH.json --out ANSWERS.json');

/** The reply as a reader sees it, without the structured extras. */
const shown = (reply: CoachReply) => ({
  inferred_style: reply.inferred_style,
  insights: reply.insights,
  suggested_reply: reply.suggested_reply,
  safety: reply.safety ?? null,
  // The screen shows fraud and wrongdoing warnings above the answer: a reader must see them too.
  safety_warnings: reply.safety_warnings ?? [],
  clarify: reply.clarify ?? null,
});

/** A reply as the chat's history carries it. */
const asHistory = (reply: CoachReply): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].filter(Boolean).join('\n');

const batch = JSON.parse(readFileSync(argument('file'), 'utf8')) as { items: BatchItem[] };
const engine = createCoachEngine(parseCoachConfig(process.env));

async function answer(item: BatchItem, profile: Profile) {
  const reply = await engine.chat({ message: item.message, history: item.history, profile });
  const afterChoice = [];
  for (const choice of reply.clarify?.choices ?? []) {
    const history: ChatHistoryItem[] = [
      ...item.history,
      { role: 'user', content: item.message },
      { role: 'assistant', content: asHistory(reply) },
    ];
    const next = await engine.chat({ message: choice.message, history, profile });
    afterChoice.push({ choice: choice.label, reply: shown(next) });
  }
  return { ...shown(reply), ...(afterChoice.length > 0 ? { after_choice: afterChoice } : {}) };
}

const answers = [];
for (const item of batch.items) {
  answers.push({
    id: item.id,
    kind: item.kind ?? null,
    message: item.message,
    history: item.history,
    good_answer: item.good_answer ?? null,
    answer: await answer(item, EXPRESSIVE_USER),
    answer_for_opposite_profile: await answer(item, RESERVED_USER),
  });
}
writeFileSync(
  argument('out'),
  JSON.stringify({ profile: EXPRESSIVE_USER, opposite_profile: RESERVED_USER, answers }, null, 2),
);
const clarified = answers.filter((a) => a.answer.clarify).length;
process.stdout.write(
  `${answers.length} answered (${clarified} with a clarifying question) → ${argument('out')}\n`,
);
