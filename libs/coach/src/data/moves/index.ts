import type { MoveSet, SituationKind } from '../types.js';
import { asksMeetingMoves } from './asks-meeting.js';
import { asksStatusMoves } from './asks-status.js';
import { complainsMoves } from './complains.js';
import { defersMoves } from './defers.js';
import { ignoresMoves } from './ignores.js';
import { slipsMoves } from './slips.js';
import { escalatesMoves } from './escalates.js';
import { givesFeedbackMoves } from './gives-feedback.js';
import { objectsMoves } from './objects.js';
import { proposesMoves } from './proposes.js';
import { receivesFeedbackMoves } from './receives-feedback.js';
import { silentMoves } from './silent.js';
import { thanksMoves } from './thanks.js';
import { ultimatumMoves } from './ultimatum.js';
import { withdrawsMoves } from './withdraws.js';

export const MOVES: Record<SituationKind, MoveSet> = {
  asks_status: asksStatusMoves,
  objects: objectsMoves,
  complains: complainsMoves,
  asks_meeting: asksMeetingMoves,
  gives_feedback: givesFeedbackMoves,
  receives_feedback: receivesFeedbackMoves,
  silent: silentMoves,
  withdraws: withdrawsMoves,
  thanks: thanksMoves,
  proposes: proposesMoves,
  escalates: escalatesMoves,
  ultimatum: ultimatumMoves,
  defers: defersMoves,
  ignores: ignoresMoves,
  slips: slipsMoves,
};
