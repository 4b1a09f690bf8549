import type { CoachReply, Profile } from '@styleprint/contracts';
import type { ConversationReading } from '../reading.js';
import { inferredStyleText } from './inferred-style.js';
import { conversationInsights, draftInsights } from './insights.js';
import { readProfile } from './profile-lens.js';
import { suggestedReply } from './reply.js';

/** The coach reply for an analysed conversation. */
export function writeAnalysis(reading: ConversationReading, profile: Profile): CoachReply {
  const lens = readProfile(profile);
  return {
    inferred_style: inferredStyleText(reading),
    insights: conversationInsights(reading, lens) ?? draftInsights(reading, lens),
    suggested_reply: suggestedReply(reading, lens),
  };
}
