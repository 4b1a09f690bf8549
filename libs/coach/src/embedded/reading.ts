import {
  findParticipants,
  parseConversation,
  type ConversationFormat,
  type Participants,
} from './parse/index.js';
import { measureSpeaker, measureTurns, type SpeakerMeasures } from './measure/speakers.js';
import { inferStyle, type StyleReading } from './infer/style.js';
import { nlp } from './nlp.js';

/** Everything the embedded engine learns from a conversation before it writes a word. */
export interface ConversationReading {
  format: ConversationFormat;
  participants: Participants;
  /** Who a one-writer text or the newest email greets, when it does. */
  addressee: string | null;
  measures: Map<string, SpeakerMeasures>;
  styles: Map<string, StyleReading>;
}

/** Parses, measures and infers: the deterministic core shared by analysis, chat and the LLM's facts. */
export function readConversation(text: string, userName?: string): ConversationReading {
  const parsed = parseConversation(text);
  const participants = findParticipants(parsed, userName);
  const pipeline = nlp();
  const readings = measureTurns(pipeline, participants.turns);
  const measures = new Map<string, SpeakerMeasures>();
  const styles = new Map<string, StyleReading>();
  for (const speaker of participants.speakers) {
    const measured = measureSpeaker(speaker, participants.turns, readings);
    measures.set(speaker, measured);
    styles.set(speaker, inferStyle(measured));
  }
  return { format: parsed.format, participants, addressee: parsed.addressee, measures, styles };
}
