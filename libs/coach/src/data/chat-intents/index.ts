import type { ChatIntentEntry } from '../types.js';
import { ASYNC_INTENTS } from './async.js';
import { CAREER_INTENTS } from './career.js';
import { COLLEAGUE_INTENTS } from './colleagues.js';
import { CONFLICT_INTENTS } from './conflict.js';
import { LANGUAGE_INTENTS } from './language.js';
import { PEOPLE_INTENTS } from './people.js';
import { WORKLOAD_INTENTS } from './workload.js';

/** Every chat intent beyond the spec's ten topics, one file per family. */
export const CHAT_INTENTS: readonly ChatIntentEntry[] = [
  ...WORKLOAD_INTENTS,
  ...CONFLICT_INTENTS,
  ...CAREER_INTENTS,
  ...ASYNC_INTENTS,
  ...PEOPLE_INTENTS,
  ...COLLEAGUE_INTENTS,
  ...LANGUAGE_INTENTS,
];
