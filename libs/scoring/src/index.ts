/**
 * Public API of libs/scoring. The signatures are fixed; libs/scoring's implementer fills the bodies
 * (one file per concept) and keeps these names, so apps/web and apps/api can build against them.
 */
import type {
  Answer,
  AssessmentPayload,
  Behaviour,
  FrameworkId,
  Profile,
  ProfileBehaviourLevel,
  Question,
  ThinkingStyle,
} from '@styleprint/contracts';

const pending = (name: string): never => {
  throw new Error(`libs/scoring: ${name} is not implemented yet`);
};

/** The 13 questions in quiz order: 3 thinking-model, 4 personality-type, 3 behaviour-model, 3 strengths. */
export const QUESTIONS: readonly Question[] = [];

/** The questions of one framework, in quiz order. */
export function questionsOf(_framework: FrameworkId): readonly Question[] {
  return pending('questionsOf');
}

/** Answers given so far, keyed by question id. */
export type Answers = Readonly<Record<string, Answer>>;

/** Records an answer; a later answer to the same question replaces the earlier one. */
export function answerQuestion(_answers: Answers, _answer: Answer): Answers {
  return pending('answerQuestion');
}

/** True when every question of the framework has an answer. */
export function isFrameworkComplete(_answers: Answers, _framework: FrameworkId): boolean {
  return pending('isFrameworkComplete');
}

/** The tallies of spec §4. */
export interface Tallies {
  thinking: Record<ThinkingStyle, number>;
  /** Behaviours chosen at least once are High; the others are absent. */
  behaviours: Partial<Record<Behaviour, 'High'>>;
  /** The four letters joined in order once all four personality questions are answered. */
  mbti: string | null;
  disc: Record<'D' | 'i' | 'S' | 'C', number>;
  strengths: Record<
    'Executing' | 'Influencing' | 'Relationship Building' | 'Strategic Thinking',
    number
  >;
}

export function tally(_answers: Answers): Tallies {
  return pending('tally');
}

/** The submission payload with every default of spec §9. */
export function buildPayload(_answers: Answers): AssessmentPayload {
  return pending('buildPayload');
}

/** The profile the server derives from a payload (rules in docs/decisions). */
export function deriveProfile(_payload: AssessmentPayload): Profile {
  return pending('deriveProfile');
}

/** Canned content for one trait of one framework. */
export interface TraitContent {
  trait: string;
  evaluation: string;
  superpower: string;
  strengths: string[];
  growth: string[];
}

/** Emergenetics content also carries its behavioural context. */
export interface ThinkingContent extends TraitContent {
  behaviouralContext: { expressiveness: string; assertiveness: string; flexibility: string };
}

/** A result card shown in the quiz once a framework is complete (spec §2). */
export interface ResultCard extends TraitContent {
  framework: FrameworkId;
  /** Only for the thinking-and-behaviour framework. */
  behaviourLevels?: { behaviour: Behaviour; level: ProfileBehaviourLevel }[];
}

/** The result card for a framework, or null until that framework is complete. */
export function resultCard(_framework: FrameworkId, _answers: Answers): ResultCard | null {
  return pending('resultCard');
}

/** A suggestion card (spec §3 "Suggestion item"). */
export interface Suggestion extends TraitContent {
  category: FrameworkId;
  behaviouralContext?: ThinkingContent['behaviouralContext'];
}

/** One suggestion per framework, in the order MBTI, DiSC, Emergenetics, CliftonStrengths. */
export function suggestionsFor(_profile: Profile): Suggestion[] {
  return pending('suggestionsFor');
}

/** The highest-scoring thinking style (ties broken in the order Analytical, Structural, Social, Conceptual). */
export function dominantThinkingStyle(_profile: Profile): ThinkingStyle {
  return pending('dominantThinkingStyle');
}

/** "Key Communication Insights" of spec §2. */
export interface KeyInsights {
  strengths: string[];
  growthAreas: string[];
}

export function keyInsights(_profile: Profile): KeyInsights {
  return pending('keyInsights');
}
