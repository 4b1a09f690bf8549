import { readFileSync } from 'node:fs';
import { createCoachEngine, parseCoachConfig } from '@styleprint/coach';
import { EXPRESSIVE_USER } from '/work/main/tools/bench/coach-eval/profiles.js';
const [file, ...ids] = process.argv.slice(2);
const d = JSON.parse(readFileSync(file, 'utf8'));
const engine = createCoachEngine(parseCoachConfig(process.env));
for (const it of d.items) {
  if (ids.length && !ids.includes(it.id)) continue;
  const r = await engine.analyze({ conversation: it.conversation.slice(0, 2000), profile: EXPRESSIVE_USER, userName: it.user_name });
  console.log('=====', it.id, '| TRUTH:', it.what_is_going_on);
  console.log('WHO:', r.reading?.who, '\nREAD:', r.reading?.sentence, '\nALT:', r.reading?.alternatives?.map((a) => a.sentence).join(' || '));
  console.log('REPLY:', r.suggested_reply);
  console.log('INS0:', r.insights[0]);
}
