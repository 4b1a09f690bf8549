import type { UserPatternCues, UserPatternKind } from '../types.js';
import { absolute } from './absolute.js';
import { blame } from './blame.js';
import { clippedQuestion } from './clipped-question.js';
import { dismissal } from './dismissal.js';
import { unansweredPings } from './unanswered-pings.js';
import { vagueLabel } from './vague-label.js';

export const USER_PATTERN_CUES: Record<UserPatternKind, UserPatternCues> = {
  absolute,
  blame,
  vague_label: vagueLabel,
  dismissal,
  unanswered_pings: unansweredPings,
  clipped_question: clippedQuestion,
};
