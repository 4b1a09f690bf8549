/**
 * Public API of libs/scoring: the assessment's question bank, tallies, submit payload, profile
 * derivation, canned content and insights. Pure functions; nothing here does I/O.
 */
export { QUESTIONS, questionsOf, questionById, type OptionValueOf } from './questions.js';
export {
  answerQuestion,
  isFrameworkComplete,
  chosenValue,
  answersToList,
  answersFromList,
  questionNumber,
  isFollowUp,
  followUpsOf,
  followUpCount,
  withoutFollowUps,
  type Answers,
} from './answers.js';
export { FOLLOW_UP_QUESTIONS } from './follow-up-bank.js';
export { nextFollowUp, undecided, candidatesOf, SHARPEN_LIMITS } from './sharpen.js';
export { tally, type Tallies } from './tally.js';
export { buildPayload, discLetters, PAYLOAD_DEFAULTS } from './payload.js';
export {
  deriveProfile,
  thinkingScores,
  MBTI_CONFIDENCE,
  NO_PREFERENCE_SCORE,
  NOT_MEASURED,
  tieOrderOf,
} from './profile.js';
export {
  dominantThinkingStyle,
  discStyleOf,
  strengthDomainOf,
  behaviourLevelOf,
  discTieOf,
  strengthTieOf,
  thinkingLeaders,
} from './profile-reading.js';
export {
  chosenAnswers,
  discOutcome,
  strengthsOutcome,
  thinkingOutcome,
  isDiscBlend,
  type ChosenAnswer,
  type CountOutcome,
  type DiscOutcome,
  type ThinkingOutcome,
} from './outcomes.js';
export { explainResult, answerSentence, type ResultExplanation } from './explain.js';
export {
  countCertainty,
  leadCertainty,
  letterCertainty,
  CLEAR_LEAD,
  type Certainty,
  type CertaintyLevel,
} from './certainty.js';
export { differentAnswers } from './change.js';
export { mergeRetake, canRetakeOnly, answersMismatch } from './retake.js';
export {
  FRAMEWORK_STYLE_LABELS,
  STRENGTH_DOMAIN_LABELS,
  DISC_STYLE_NAMES,
  INDEPENDENCE_NOTICE,
  listInWords,
} from './labels.js';
export { rankByCount, topByCount } from './ranking.js';
export type { TraitContent, ThinkingContent } from './content/types.js';
export { mbtiContent, MBTI_TYPES_WITH_CONTENT, type MbtiType } from './content/mbti.js';
export { discContent } from './content/disc.js';
export { thinkingContent, behaviouralContext } from './content/thinking.js';
export { strengthsContent } from './content/strengths.js';
export {
  discResult,
  mbtiResult,
  strengthsResult,
  thinkingResult,
  thinkingBehaviouralContext,
} from './content/results.js';
export { TIP_THEMES, themeOf, withoutRepeatedThemes } from './content/themes.js';
export {
  resultCard,
  behaviourLevels,
  frameworkContent,
  type ResultCard,
  type ShownBehaviourLevel,
} from './result-cards.js';
export { suggestionsFor, type Suggestion } from './suggestions.js';
export { keyInsights, type KeyInsights } from './insights.js';
export { RATING_QUESTIONS, ratingQuestionText, type RatingQuestion } from './rating-questions.js';
export { aggregateRatings, ratingLean } from './rating-aggregate.js';
