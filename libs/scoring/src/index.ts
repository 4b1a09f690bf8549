/**
 * Public API of libs/scoring: the assessment's question bank, tallies, submit payload, profile
 * derivation, canned content and insights. Pure functions; nothing here does I/O.
 */
export { QUESTIONS, questionsOf, questionById, type OptionValueOf } from './questions.js';
export { answerQuestion, isFrameworkComplete, chosenValue, type Answers } from './answers.js';
export { tally, type Tallies } from './tally.js';
export { buildPayload, discLetters, PAYLOAD_DEFAULTS } from './payload.js';
export { deriveProfile, thinkingScores, MBTI_CONFIDENCE, NO_PREFERENCE_SCORE } from './profile.js';
export {
  dominantThinkingStyle,
  discStyleOf,
  strengthDomainOf,
  behaviourLevelOf,
} from './profile-reading.js';
export { rankByCount, topByCount } from './ranking.js';
export type { TraitContent, ThinkingContent } from './content/types.js';
export { mbtiContent, MBTI_TYPES_WITH_CONTENT, type MbtiType } from './content/mbti.js';
export { discContent } from './content/disc.js';
export { thinkingContent, behaviouralContext } from './content/thinking.js';
export { strengthsContent } from './content/strengths.js';
export { resultCard, behaviourLevels, type ResultCard } from './result-cards.js';
export { suggestionsFor, type Suggestion } from './suggestions.js';
export { keyInsights, type KeyInsights } from './insights.js';
