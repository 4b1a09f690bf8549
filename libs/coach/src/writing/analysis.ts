import type { CoachReply, Profile } from '@styleprint/contracts';
import { SAFETY_CUES } from '../data/safety/index.js';
import type { ConversationReading } from '../reading/index.js';
import { inferredStyleText } from './inferred-style.js';
import { writeInsights } from './insights.js';
import { readProfile } from './profile-lens.js';
import { planReply } from './reply.js';

/** The question the coach screen shows when it cannot tell which speaker is the user. */
export const SPEAKER_QUESTION = 'Which of these is you?';

/** The coach reply for an analysed conversation, with our optional fields when they apply. */
export function writeAnalysis(reading: ConversationReading, profile: Profile): CoachReply {
  const lens = readProfile(profile);
  const plan = planReply(reading, lens);
  const reply: CoachReply = {
    inferred_style: inferredStyleText(reading),
    insights: writeInsights(reading, lens, plan),
    suggested_reply: plan.text,
  };
  if (reading.safety.length > 0) {
    // A bank change already says "send money to a new account": one warning, not two.
    const kinds = new Set(reading.safety.map((flag) => flag.kind));
    const shown = reading.safety.filter(
      (flag) => !(flag.kind === 'money_transfer' && kinds.has('bank_change')),
    );
    reply.safety_warnings = shown.map((flag) => ({
      kind: flag.kind,
      text: SAFETY_CUES[flag.kind].warning,
    }));
  }
  const { participants } = reading;
  if (participants.userReason === 'ambiguous' && participants.speakers.length >= 2) {
    reply.speaker_choice = { question: SPEAKER_QUESTION, speakers: participants.speakers };
  }
  const tooLittle = participants.counterparts.filter(
    // Someone whose whole message was a flagged request is not "too little": it is all flagged.
    (name) => !reading.styles.has(name) && (reading.words.get(name) ?? 0) > 0,
  );
  if (tooLittle.length > 0) reply.too_little_to_read = tooLittle;
  return reply;
}
