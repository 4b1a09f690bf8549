/**
 * Coach samples: `npx tsx tools/bench/coach-samples.ts` writes docs/coach-samples.md.
 * Twenty situations of the evaluation set (tools/bench/coach-eval/cases), chosen across formats and
 * situation kinds, each with the pasted text, its labels, and the embedded engine's full reply
 * (inferred style, insights, suggested reply) for the two opposite user profiles, so a person can
 * read the coach the way a demanding communication coach would. Deterministic: the same
 * engine writes the same file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnalysisRequest, CoachReply } from '@styleprint/contracts';
import { CASES_DIRECTORY, loadCases, type EvalCase } from './coach-eval/case.js';
import { PROFILES } from './coach-eval/profiles.js';
import { findSummariseReading } from './coach-eval/reading.js';

/** The twenty: every format of docs/decisions/0045-coach-reading-formats-speakers-and-situations.md's point 1, and every situation kind of its point 2. */
const SAMPLE_IDS = [
  'slack-asks-status-01',
  'slack-dates-02',
  'whatsapp-asks-status-01',
  'whatsapp-objects-01',
  'teams-silent-01',
  'teams-dates-01',
  'transcript-gives-feedback-01',
  'transcript-receives-feedback-01',
  'email-complains-01',
  'email-asks-meeting-01',
  'email-escalates-01',
  'email-non-native-01',
  'code-review-objects-01',
  'datelines-proposes-01',
  'lines-withdraws-01',
  'email-thanks-01',
  'single-ultimatum-01',
  'draft-email-01',
  'email-safety-injection-01',
  'email-safety-bank-change-01',
];

const OUTPUT = fileURLToPath(new URL('../../docs/coach-samples.md', import.meta.url));

const { cases, errors } = loadCases(CASES_DIRECTORY);
if (errors.length > 0) {
  console.error(`The evaluation set has problems; run tools/bench/coach-eval/self-check.ts`);
  process.exit(1);
}
const byId = new Map(cases.map(({ case: item }) => [item.id, item]));
const samples = SAMPLE_IDS.map((id) => {
  const item = byId.get(id);
  if (!item) throw new Error(`sample ${id} is not in the evaluation set`);
  return item;
});

const coach = await import('@styleprint/coach');
const engine = coach.createEmbeddedEngine();
const summarise = await findSummariseReading();

function requestOf(item: EvalCase, index: number): AnalysisRequest {
  const profile = PROFILES[index]?.profile ?? PROFILES[0].profile;
  return item.userName === undefined
    ? { conversation: item.text, profile }
    : { conversation: item.text, profile, userName: item.userName };
}

function labelsOf(item: EvalCase): string {
  const lines = [
    `- Format: ${item.format}${item.userName ? `; userName "${item.userName}"` : '; no userName'}; the user: ${item.user ?? 'cannot be told (the coach should ask)'}`,
    `- Counterparts: ${item.counterparts.map((c) => `${c.name} (${c.style === 'too_little' ? 'too little to read' : `DiSC ${c.style}`})`).join(', ')}`,
    `- Situation: ${[item.situation, ...(item.alsoAcceptable ?? [])].join(' or ')}`,
  ];
  if (item.userPatterns?.length)
    lines.push(`- The user's own patterns: ${item.userPatterns.join(', ')}`);
  if (item.safety?.length) lines.push(`- Safety: ${item.safety.join(', ')}`);
  if (item.mustInclude.length) lines.push(`- A good reply carries: ${item.mustInclude.join('; ')}`);
  return lines.join('\n');
}

function replyOf(reply: CoachReply): string {
  return [
    `**Inferred style.** ${reply.inferred_style}`,
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
  'Written by `npx tsx tools/bench/coach-samples.ts` (do not edit by hand): twenty situations of the',
  'evaluation set in `tools/bench/coach-eval/cases`, across the formats and situation kinds of',
  'docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, each answered by the embedded engine for two opposite user profiles. Read them with the',
  'rubric of a demanding communication coach; the figures over the whole set come from',
  '`npx tsx tools/bench/coach-eval.ts` (see docs/performance.md).',
  '',
  `Profiles: **${PROFILES[0].label}** (high expressiveness) and **${PROFILES[1].label}** (low expressiveness).`,
  '',
];

for (const [number, item] of samples.entries()) {
  parts.push(
    `## ${number + 1}. ${item.id}`,
    '',
    labelsOf(item),
    '',
    'Pasted text:',
    '',
    '```text',
    item.text,
    '```',
    '',
  );
  if (summarise) {
    const result = summarise(requestOf(item, 0));
    parts.push(
      result.ok
        ? `Reading: format ${result.summary.format}; user ${result.summary.user ?? 'not told (asks)'}; counterparts ${result.summary.counterparts.map((c) => `${c.name} ${c.style ?? 'too little'} (${c.words} words)`).join(', ') || 'none'}; situations ${result.summary.situations.join(', ') || 'none'}; user patterns ${result.summary.userPatterns.join(', ') || 'none'}; safety ${result.summary.safety.join(', ') || 'none'}.`
        : `Reading: summariseReading failed (${result.error}).`,
      '',
    );
  }
  for (const [index, { label }] of PROFILES.entries()) {
    parts.push(`### For the ${label} user`, '');
    try {
      parts.push(replyOf(await engine.analyze(requestOf(item, index))));
    } catch (error) {
      parts.push(`The engine failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    parts.push('');
  }
}

writeFileSync(OUTPUT, parts.join('\n'));
console.log(`wrote ${OUTPUT} (${samples.length} situations x ${PROFILES.length} profiles)`);
