import type { CoachReply, Profile } from '@styleprint/contracts';
import type { ConversationReading } from '../reading/index.js';
import { inferredStyleText } from './inferred-style.js';
import { writeInsights } from './insights.js';
import { readProfile } from './profile-lens.js';
import { planReply } from './reply.js';
import { readingCard } from './reading-card.js';
import { withChosenSituation } from '../reading/choose.js';
import type { SituationKind } from '../data/types.js';
import { warningsFor } from '../safety/moment.js';

/** The question the coach screen shows when it cannot tell which speaker is the user. */
const SPEAKER_QUESTION = 'Which of these is you?';

/**
 * The coach reply for an analysed conversation, with our optional fields when they apply.
 * `chosen` is the reading the person picked under "Not right?": the answer is written for it.
 */
export function writeAnalysis(
  read: ConversationReading,
  profile: Profile,
  chosen?: SituationKind,
): CoachReply {
  const lens = readProfile(profile);
  const reading = withChosenSituation(read, chosen);
  const plan = planReply(reading, lens);
  const reply: CoachReply = {
    inferred_style: inferredStyleText(reading),
    insights: writeInsights(reading, lens, plan),
    suggested_reply: plan.text,
  };
  // Fraud and injected instructions: a warning first, then the coaching (the one safety layer,
  // docs/decisions/0125-coach-safety-moments.md).
  if (reading.safety.length > 0) reply.safety_warnings = warningsFor(reading.safety);
  const { participants } = reading;
  if (participants.userReason === 'ambiguous' && participants.speakers.length >= 2) {
    reply.speaker_choice = { question: SPEAKER_QUESTION, speakers: participants.speakers };
  }
  const tooLittle = participants.counterparts.filter(
    // Someone whose whole message was a flagged request is not "too little": it is all flagged.
    (name) => !reading.styles.has(name) && (reading.words.get(name) ?? 0) > 0,
  );
  if (tooLittle.length > 0) reply.too_little_to_read = tooLittle;
  if (plan.situation) {
    reply.reading = readingCard(
      reading,
      read.situations,
      plan.situation,
      plan.move,
      chosen === plan.situation,
    );
  }
  return reply;
}
