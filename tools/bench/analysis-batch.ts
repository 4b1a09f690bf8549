/**
 * Answers a fresh batch of pasted conversations with the real coach, unchanged, for a second
 * reader to score: `npx tsx tools/bench/analysis-batch.ts --file BATCH.json --out ANSWERS.json`.
 *
 * The batch is `{ items: [{ id, conversation, user_name, kind, good_answer, … }] }`
 * (docs/coach-quality.md). Each conversation goes the way the coach screen sends it: a paste over
 * the 2000-character limit is cleaned and fitted first (`fitPaste`, what the web does), then
 * analysed by the default engine for `EXPRESSIVE_USER`. The reading shown above the answer is
 * kept with it, and so is the answer after each alternative reading ("Not right?"), so the reader
 * can score the first answer and, where the right reading was offered, the answer after that one
 * correction (decision 0127).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createCoachEngine, parseCoachConfig } from '@styleprint/coach';
import { fitPaste } from '@styleprint/coach-content';
import { LIMITS, type CoachReply, type Profile } from '@styleprint/contracts';
import { EXPRESSIVE_USER } from './coach-eval/profiles.js';
import { requiredArgument } from './lib/required-argument.js';

interface BatchItem {
  id: string;
  conversation: string;
  user_name?: string;
  kind?: string;
  good_answer?: string;
}

const argument = (name: string): string =>
  requiredArgument(name, 'analysis-batch.ts --file BATCH.json --out ANSWERS.json');

/** The reply as a reader sees it on the screen. */
const shown = (reply: CoachReply) => ({
  reading: reply.reading
    ? {
        who: reply.reading.who,
        sentence: reply.reading.sentence,
        goal: reply.reading.goal,
        sure: reply.reading.sure,
      }
    : null,
  inferred_style: reply.inferred_style,
  insights: reply.insights,
  suggested_reply: reply.suggested_reply,
  safety: reply.safety ?? null,
  safety_warnings: reply.safety_warnings?.map((warning) => warning.text) ?? null,
  speaker_choice: reply.speaker_choice ?? null,
  too_little_to_read: reply.too_little_to_read ?? null,
});

const batch = JSON.parse(readFileSync(argument('file'), 'utf8')) as { items: BatchItem[] };
const engine = createCoachEngine(parseCoachConfig(process.env));

async function answer(item: BatchItem, profile: Profile) {
  const fitted =
    item.conversation.length > LIMITS.analysisMaxChars
      ? fitPaste(item.conversation, LIMITS.analysisMaxChars)
      : null;
  const conversation = fitted ? fitted.text : item.conversation;
  const request = {
    conversation,
    profile,
    ...(item.user_name ? { userName: item.user_name } : {}),
  };
  const reply = await engine.analyze(request);
  const corrections = [];
  for (const alternative of reply.reading?.alternatives ?? []) {
    const next = await engine.analyze({
      ...request,
      reading: { situation: alternative.situation },
    });
    corrections.push({ offered_as: alternative.sentence, reply: shown(next) });
  }
  return {
    sent_to_coach: fitted
      ? { characters: conversation.length, pasted: item.conversation.length, kept: fitted.kept }
      : null,
    first: shown(reply),
    not_right_offers: corrections,
  };
}

const answers = [];
for (const item of batch.items) {
  answers.push({
    id: item.id,
    kind: item.kind ?? null,
    user_name: item.user_name ?? null,
    conversation: item.conversation,
    good_answer: item.good_answer ?? null,
    answer: await answer(item, EXPRESSIVE_USER),
  });
}
writeFileSync(argument('out'), JSON.stringify({ profile: EXPRESSIVE_USER, answers }, null, 2));
const unsure = answers.filter((a) => a.answer.first.reading && !a.answer.first.reading.sure).length;
process.stdout.write(
  `${answers.length} answered (${unsure} unsure readings) → ${argument('out')}\n`,
);
