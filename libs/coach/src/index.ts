/**
 * Public API of libs/coach: one interface, two engines (embedded and LLM), chosen by configuration.
 * The screen's pure data (topics, sample conversations) is the separate lib `@styleprint/coach-content`.
 */
export type { CoachEngine, CoachCallOptions, CoachStreamEvent } from './engine.js';
export { CoachError, isCoachError, type CoachErrorKind, type CoachHttpError } from './errors.js';
export {
  parseCoachConfig,
  CoachConfigError,
  COACH_PROVIDERS,
  type CoachConfig,
  type CoachProvider,
  type LlmCoachConfig,
} from './config.js';
export { createCoachEngine } from './create.js';
export { createEmbeddedEngine } from './embedded/engine.js';
export { createLlmEngine, type LlmEngineSettings } from './llm/engine.js';
export { replyAsText, sseFrame, type CoachStreamErrorEvent } from './stream.js';
export { loadNlp } from './reading/nlp.js';
export { warmCoach } from './warm.js';
export {
  summariseReading,
  SITUATION_KINDS,
  USER_PATTERN_KINDS,
  SAFETY_FLAG_KINDS,
} from './reading/summary.js';
export type {
  CoachReadingSummary,
  StyleLetter,
  SituationKind,
  UserPatternKind,
  SafetyFlagKind,
} from './reading/summary.js';
export {
  personTraits,
  readTrait,
  pairGuide,
  PAIR_GUIDE_TITLES,
  teamSummary,
  traitsOfProfile,
  traitValues,
  type TeamMemberInput,
  type SavedCounterpart,
  withAbout,
} from './people/index.js';
// Practice role-plays and "how you come across" (docs/decisions/0105-practice-persona-engine.md, 0106).
export {
  buildPersona,
  describePersona,
  personaInputOf,
  personaReply,
  practiceFeedback,
  createPracticeEngine,
  createEmbeddedPracticeEngine,
  createLlmPracticeEngine,
  personaLineProblem,
  type Persona,
  type PracticeEngine,
  type PracticeReply,
} from './practice/index.js';
export { readHowYouComeAcross, splitMessages } from './self-read/index.js';
