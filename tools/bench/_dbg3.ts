import { SAMPLE_CONVERSATIONS } from '@styleprint/coach-content';
import { createEmbeddedEngine } from '../../libs/coach/src/index.js';
import { EXPRESSIVE_USER } from './coach-eval/profiles.js';
const c = SAMPLE_CONVERSATIONS.find((s) => s.id === process.argv[2]);
const r = await createEmbeddedEngine().analyze({ conversation: c!.text, profile: EXPRESSIVE_USER });
console.log(JSON.stringify(r.reading, null, 1), r.suggested_reply);
