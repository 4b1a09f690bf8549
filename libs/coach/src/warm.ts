import { readConversation } from './reading/index.js';
import { warmUp } from './reading/nlp.js';
import { writeAnalysis } from './writing/analysis.js';
import { writeChat } from './writing/chat.js';
import { warmMoments } from './safety/detect.js';
import { warmSituationActs } from './chat/as-asked.js';
import type { Profile } from '@styleprint/contracts';

const WARM_PROFILE = {
  mbti: { Type: 'ISTJ', Confidence: 'High' },
  disc: { Primary: 'C', Secondary: 'S' },
  emergenetics: {
    Analytical: 8,
    Structural: 7,
    Social: 3,
    Conceptual: 2,
    Expressiveness: 'Low',
    Assertiveness: 'Medium',
    Flexibility: 'Medium',
  },
  cliftonStrengths: {
    Executing: 3,
    Influencing: 1,
    Relationship: 1,
    Thinking: 2,
    TopDomain: 'Executing',
  },
} as unknown as Profile;

/**
 * Prepares the embedded engine at server start: loads the NLP model and reads one small
 * conversation, so no request pays the one-time costs. Returns how long each took, for the log.
 */
export function warmCoach(): { loadMs: number; warmMs: number } {
  return warmUp((text) => {
    warmMoments();
    warmSituationActs();
    writeAnalysis(readConversation(text), WARM_PROFILE);
    // A name at a sentence's start: the ordinary-word list that tells names from words is built too.
    writeChat({
      message: 'Sam asked again. How do I say no to my manager?',
      profile: WARM_PROFILE,
      history: [],
    });
    // A second question, so that if a rule comes to answer the first (chat/situation-rules.ts),
    // the situation classifier and the acts of every situation are still built here, not on the
    // first real call: a rule for "say no" once left them there, at 226 ms of a 250 ms budget.
    writeChat({
      message: 'Sam keeps changing the plan at the last minute. What should I do?',
      profile: WARM_PROFILE,
      history: [],
    });
  });
}
