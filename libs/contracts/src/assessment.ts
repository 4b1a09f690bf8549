import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ERROR_CODES, type ContractResult } from './errors.js';
import { check } from './validate.js';
import { BEHAVIOUR_LEVELS, FRAMEWORKS, type BehaviourLevel } from './vocabulary.js';
import { LIMITS } from './limits.js';

const Count = (description: string) =>
  Type.Integer({ minimum: 0, maximum: LIMITS.tallyMax, description });

/** Every case of a word as a pattern ("high" → "[hH][iI][gG][hH]"); Node 20 has no inline `(?i)`. */
const anyCase = (word: string): string =>
  [...word].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');

/**
 * A behaviour level as a client may send it: low, medium or high in any case. The spec's tally
 * sets a chosen behaviour "to High" and its defaults say "medium", so both spellings are the
 * spec's own (decision 0018). `canonicalAssessmentPayload` turns it into the stored lower case.
 */
export const BEHAVIOUR_LEVEL_PATTERN = `^(?:${BEHAVIOUR_LEVELS.map(anyCase).join('|')})$`;

const Level = (description: string) =>
  Type.String({
    pattern: BEHAVIOUR_LEVEL_PATTERN,
    description: `${description} low, medium or high, in any case ("High", "HIGH" and "high" are the same level); stored and returned in lower case.`,
  });

/** Four letters, one from each pair E/I, S/N, T/F, J/P. */
export const MBTI_PATTERN = '^[EI][SN][TF][JP]$';
/** Three distinct letters from D, i, S, C, strongest first. */
export const DISC_PATTERN = '^(?!.*(.).*\\1)[DiSC]{3}$';

export const FrameworkIdSchema = Type.Union(FRAMEWORKS.map((id) => Type.Literal(id)));

/** One answer given in the assessment (docs/product.md#s3). */
export const AnswerSchema = Type.Object(
  {
    questionId: Type.String({ minLength: 1, maxLength: 64 }),
    framework: FrameworkIdSchema,
    value: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type Answer = Static<typeof AnswerSchema>;

/**
 * The answers behind a submission (ours, decision 0013): optional, so the spec's payload stays
 * valid without them; at most one per question.
 */
export const SubmittedAnswersSchema = Type.Array(AnswerSchema, {
  maxItems: LIMITS.questionCount + LIMITS.followUpMax,
  description:
    'Optional: the answers the counts came from, so the profile can say which answers produced ' +
    'each result; then any answers to the follow-up questions of "Sharpen my result" (ids ' +
    '`sharpen-…`), which decide ties and close results in the profile but never change the counts.',
});

/** What the web sends to POST /quiz/submit-assessment (docs/product.md#s3). */
export const AssessmentPayloadSchema = Type.Object(
  {
    mbti: Type.String({ pattern: MBTI_PATTERN, description: 'Personality type, e.g. INTJ.' }),
    disc: Type.String({
      pattern: DISC_PATTERN,
      description: 'Top three DiSC letters by count, e.g. DiS.',
    }),
    emergenetics: Type.Object(
      {
        analytical: Count('Answers that chose the Analytical style (5 when none were given).'),
        structural: Count('Answers that chose the Structural style.'),
        social: Count('Answers that chose the Social style.'),
        conceptual: Count('Answers that chose the Conceptual style.'),
        expressiveness: Level('Expressiveness level.'),
        assertiveness: Level('Assertiveness level.'),
        flexibility: Level('Flexibility level.'),
      },
      { additionalProperties: false },
    ),
    cliftonStrengths: Type.Object(
      {
        executing: Count('Answers that chose Executing.'),
        influencing: Count('Answers that chose Influencing.'),
        relationship: Count('Answers that chose Relationship Building.'),
        thinking: Count('Answers that chose Strategic Thinking.'),
      },
      { additionalProperties: false },
    ),
    answers: Type.Optional(SubmittedAnswersSchema),
  },
  { $id: 'AssessmentPayload', title: 'Assessment submission', additionalProperties: false },
);
export type AssessmentPayload = Static<typeof AssessmentPayloadSchema>;

export const QuestionOptionSchema = Type.Object({
  label: Type.String({ minLength: 1 }),
  value: Type.String({ minLength: 1 }),
});
export type QuestionOption = Static<typeof QuestionOptionSchema>;

/** One question of the assessment (docs/product.md#s3). */
export const QuestionSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  framework: FrameworkIdSchema,
  text: Type.String({ minLength: 1 }),
  options: Type.Array(QuestionOptionSchema, { minItems: 2 }),
});
export type Question = Static<typeof QuestionSchema>;

/** The canonical (lower-case) level of a level written in any case, or null for anything else. */
export function canonicalBehaviourLevel(level: string): BehaviourLevel | null {
  const wanted = level.toLowerCase();
  return BEHAVIOUR_LEVELS.find((known) => known === wanted) ?? null;
}

/** A payload whose behaviour levels are in the canonical lower case, as it is stored. */
export type CanonicalAssessmentPayload = AssessmentPayload & {
  emergenetics: AssessmentPayload['emergenetics'] & {
    expressiveness: BehaviourLevel;
    assertiveness: BehaviourLevel;
    flexibility: BehaviourLevel;
  };
};

/**
 * The one normalisation a valid payload gets before it is scored or stored: behaviour levels in
 * lower case (decision 0018). Everything else is kept exactly as sent (decision 0021). A level
 * the contract would refuse stays "medium", the spec's default, so the function is total.
 */
export function canonicalAssessmentPayload(payload: AssessmentPayload): CanonicalAssessmentPayload {
  const e = payload.emergenetics;
  const level = (sent: string): BehaviourLevel => canonicalBehaviourLevel(sent) ?? 'medium';
  return {
    ...payload,
    emergenetics: {
      ...e,
      expressiveness: level(e.expressiveness),
      assertiveness: level(e.assertiveness),
      flexibility: level(e.flexibility),
    },
  };
}

/** Validates an assessment payload, naming each field that is wrong. */
export function parseAssessmentPayload(input: unknown): ContractResult<AssessmentPayload> {
  return check(AssessmentPayloadSchema, input, {
    message: 'Invalid assessment payload',
    code: ERROR_CODES.VALIDATION_ERROR,
  });
}

/** Answers sent back with a profile, or null when absent or malformed (they only explain it). */
export function parseSubmittedAnswers(input: unknown): Answer[] | null {
  return Value.Check(SubmittedAnswersSchema, input) ? input : null;
}
