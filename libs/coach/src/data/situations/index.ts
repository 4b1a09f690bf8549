import type { SituationCues, SituationKind } from '../types.js';
import { asksMeeting } from './asks-meeting.js';
import { asksStatus } from './asks-status.js';
import { complains } from './complains.js';
import { defers } from './defers.js';
import { ignores } from './ignores.js';
import { slips } from './slips.js';
import { escalates } from './escalates.js';
import { givesFeedback } from './gives-feedback.js';
import { objects } from './objects.js';
import { proposes } from './proposes.js';
import { receivesFeedback } from './receives-feedback.js';
import { silent } from './silent.js';
import { thanks } from './thanks.js';
import { ultimatum } from './ultimatum.js';
import { withdraws } from './withdraws.js';

/** Every situation's cues, one file each. */
export const SITUATION_CUES: Record<SituationKind, SituationCues> = {
  asks_status: asksStatus,
  objects,
  complains,
  asks_meeting: asksMeeting,
  gives_feedback: givesFeedback,
  receives_feedback: receivesFeedback,
  silent,
  withdraws,
  thanks,
  proposes,
  escalates,
  ultimatum,
  defers,
  ignores,
  slips,
};
