import type { SituationKind } from '../data/types.js';
import type { ConversationReading, SituationRead } from './index.js';

/**
 * The reading with the chosen situation first, so every stage after it (the move, the reply, the
 * insights, an LLM's facts) is written for what the person said is going on.
 */
export function withChosenSituation(
  reading: ConversationReading,
  chosen: SituationKind | undefined,
): ConversationReading {
  if (!chosen || reading.situations[0]?.kind === chosen) return reading;
  const found = reading.situations.find((read) => read.kind === chosen);
  const first: SituationRead = found ?? {
    kind: chosen,
    score: 0,
    quote: null,
    speaker: reading.participants.counterparts[0] ?? null,
  };
  return {
    ...reading,
    situations: [first, ...reading.situations.filter((read) => read.kind !== chosen)],
    chosen: true,
  };
}
