import type { AnalysisRequest } from '@styleprint/contracts';
import { readConversation, summarise, type CoachReadingSummary } from './index.js';

export type { CoachReadingSummary, StyleLetter } from './index.js';
export type { SituationKind, UserPatternKind, SafetyFlagKind } from '../data/types.js';
/** The kinds a reading names, as values: the evaluation set validates its labels against them. */
export { SITUATION_KINDS, USER_PATTERN_KINDS, SAFETY_FLAG_KINDS } from '../data/types.js';

/**
 * What the coach read from an analysis request (agreed interface with the evaluation set):
 * format, speakers, the user (null when it cannot be told), each counterpart's style (null =
 * too little to read), situations, the user's patterns and safety flags. Pure and synchronous.
 */
export function summariseReading(request: AnalysisRequest): CoachReadingSummary {
  return summarise(
    readConversation(request.conversation, {
      ...(request.userName ? { userName: request.userName } : {}),
      ...(request.speaker ? { speaker: request.speaker } : {}),
    }),
  );
}
