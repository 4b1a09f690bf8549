/** Practice: a persona built from a person's styles answers the user, then feedback on a rubric. */
export {
  buildPersona,
  describePersona,
  personaInputOf,
  type Persona,
  type PersonaInput,
} from './persona.js';
export { personaReply } from './reply.js';
export { practiceFeedback } from './feedback.js';
export { type PracticeMove, type Manner } from './phrases.js';
export {
  createPracticeEngine,
  createEmbeddedPracticeEngine,
  createLlmPracticeEngine,
  personaLineProblem,
  type PracticeEngine,
  type PracticeReply,
  type PracticeTurnInput,
} from './engine.js';
