import { CAREER_SITUATIONS } from './career.js';
import { COLLEAGUE_SITUATIONS } from './colleagues.js';
import career from './corpus/career.json' with { type: 'json' };
import colleagues from './corpus/colleagues.json' with { type: 'json' };
import managing from './corpus/managing.json' with { type: 'json' };
import moreFirst from './corpus/more-1.json' with { type: 'json' };
import moreSecond from './corpus/more-2.json' with { type: 'json' };
import workload from './corpus/workload.json' with { type: 'json' };
import { ASK_MORE_TIME } from './example.js';
import { MANAGING_SITUATIONS } from './managing.js';
import type { ChatSituation, SituationExample } from './types.js';
import { WORKLOAD_SITUATIONS } from './workload.js';

export type { ChatSituation, FactSlot, Sentence, SituationExample } from './types.js';

/** Every situation the chat answers (docs/decisions/0126-coach-chat-situations.md). */
export const CHAT_SITUATIONS: readonly ChatSituation[] = [
  ASK_MORE_TIME,
  ...WORKLOAD_SITUATIONS,
  ...COLLEAGUE_SITUATIONS,
  ...MANAGING_SITUATIONS,
  ...CAREER_SITUATIONS,
];

/**
 * The questions the situation classifier is trained on, written for training: 70 a situation by
 * the content's writers, then 75 more a situation by two other writers (`more-*`), whose every
 * sixth question went to `corpus/heldout.json` instead, never trained or tuned on.
 */
export const SITUATION_EXAMPLES: readonly SituationExample[] = [
  ...workload,
  ...colleagues,
  ...managing,
  ...career,
  ...moreFirst,
  ...moreSecond,
];
