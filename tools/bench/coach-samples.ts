/**
 * Coach samples: `npx tsx tools/bench/coach-samples.ts` writes docs/coach-samples.md from the
 * latest fresh batch of pasted conversations kept in libs/coach/test/fresh-batches (written by
 * someone who never read the coach, and not chosen by anyone who tunes it): every conversation as
 * it was pasted, what was right according to its writer, and what the embedded engine shows today
 * (the reading above the answer, the style, the insights and the suggested reply) for two opposite
 * user profiles. Deterministic: the same engine and batch write the same file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fitPaste } from '@styleprint/coach-content';
import { LIMITS, type AnalysisRequest, type CoachReply } from '@styleprint/contracts';
import { PROFILES } from './coach-eval/profiles.js';

interface KeptItem {
  id: string;
  format: string;
  user_name?: string;
  conversation: string;
  what_is_going_on: string;
  who_is_the_user: string;
  good_answer: string;
  kind: string;
  score?: { scores?: { overall?: number } };
}

const BATCHES = fileURLToPath(new URL('../../libs/coach/test/fresh-batches/', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../../docs/coach-samples.md', import.meta.url));

const latest = readdirSync(BATCHES)
  .filter((name) => name.includes('-analysis-') && name.endsWith('.json'))
  .sort()
  .at(-1);
if (!latest) throw new Error(`no analysis batch in ${BATCHES}`);
const batch = JSON.parse(readFileSync(`${BATCHES}${latest}`, 'utf8')) as {
  commit: string;
  items: KeptItem[];
};

const coach = await import('@styleprint/coach');
const engine = coach.createEmbeddedEngine();

/** What the screen sends: a paste over the limit cleaned and fitted first (decision 0065). */
function sent(item: KeptItem): { text: string; note: string | null } {
  if (item.conversation.length <= LIMITS.analysisMaxChars) {
    return { text: item.conversation, note: null };
  }
  const fit = fitPaste(item.conversation, LIMITS.analysisMaxChars);
  return {
    text: fit.text,
    note: `Pasted ${item.conversation.length} characters; the screen sent ${fit.text.length} (cleaned, then the latest part that fits).`,
  };
}

function requestOf(item: KeptItem, text: string, index: number): AnalysisRequest {
  const profile = PROFILES[index]?.profile ?? PROFILES[0].profile;
  return item.user_name
    ? { conversation: text, profile, userName: item.user_name }
    : { conversation: text, profile };
}

function replyOf(reply: CoachReply): string {
  const reading = reply.reading;
  return [
    ...(reading
      ? [
          `**What's going on.** ${reading.who} ${reading.sure ? '' : '(not sure) '}${reading.sentence} *What the answer helps you do:* ${reading.goal}`,
          '',
          `*Not right? offers:* ${reading.alternatives.map((alternative) => alternative.sentence).join(' / ') || 'nothing'}`,
          '',
        ]
      : []),
    `**Communication style.** ${reply.inferred_style}`,
    '',
    '**Insights.**',
    '',
    ...reply.insights.map((insight, index) => `${index + 1}. ${insight}`),
    '',
    '**Suggested reply.**',
    '',
    ...reply.suggested_reply.split('\n').map((line) => `> ${line}`),
  ].join('\n');
}

const parts: string[] = [
  '# Coach samples',
  '',
  'Written by `npx tsx tools/bench/coach-samples.ts` (do not edit by hand) from the latest fresh',
  `batch of pasted conversations, \`libs/coach/test/fresh-batches/${latest}\`: written by`,
  'someone who never read the coach, scored once by a second reader at the commit it names',
  '(docs/coach-quality.md), and shown here as the embedded engine answers it today, for two',
  'opposite user profiles. Nothing here was chosen to look good.',
  '',
  `Profiles: **${PROFILES[0].label}** (high expressiveness) and **${PROFILES[1].label}** (low expressiveness).`,
  '',
];

for (const [number, item] of batch.items.entries()) {
  const { text, note } = sent(item);
  const scored = item.score?.scores?.overall;
  parts.push(
    `## ${number + 1}. ${item.id}: ${item.format}`,
    '',
    `- Kind: ${item.kind}; the user: ${item.who_is_the_user}${item.user_name ? ` (account name "${item.user_name}")` : ''}`,
    `- What is going on, per its writer: ${item.what_is_going_on}`,
    `- A good answer: ${item.good_answer}`,
    ...(scored !== undefined
      ? [`- Scored ${scored} of 5 overall when the batch was first run (${batch.commit}).`]
      : []),
    '',
    ...(note ? [note, ''] : []),
    'Pasted text:',
    '',
    '```text',
    item.conversation,
    '```',
    '',
  );
  for (const [index, { label }] of PROFILES.entries()) {
    parts.push(`### For the ${label} user`, '');
    try {
      parts.push(replyOf(await engine.analyze(requestOf(item, text, index))));
    } catch (error) {
      parts.push(`The engine failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    parts.push('');
  }
}

writeFileSync(OUTPUT, parts.join('\n'));
console.log(`wrote ${OUTPUT} (${batch.items.length} conversations x ${PROFILES.length} profiles)`);
