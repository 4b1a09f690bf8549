import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ERROR_CODES, ERROR_MESSAGES, type ContractResult } from './errors.js';
import { listIssues } from './validate.js';
import { SubmittedAnswersSchema } from './assessment.js';
import { UNKNOWN_DOMAIN } from './vocabulary.js';
import { LIMITS } from './limits.js';

const Score = (max: number) => Type.Number({ minimum: 0, maximum: max });

export const MbtiResultSchema = Type.Object({
  Type: Type.String({ description: 'Four-letter personality type.' }),
  Confidence: Type.String({
    description: 'How clear the answers were, e.g. "Moderate (4 of 4 axes answered)".',
  }),
});

export const DiscResultSchema = Type.Object({
  Primary: Type.String({ description: 'Primary DiSC style: D, I, S or C.' }),
  Secondary: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const EmergeneticsResultSchema = Type.Object({
  Analytical: Score(10),
  Structural: Score(10),
  Social: Score(10),
  Conceptual: Score(10),
  Expressiveness: Type.String({ description: 'High, Medium or Low.' }),
  Assertiveness: Type.String({ description: 'High, Medium or Low.' }),
  Flexibility: Type.String({ description: 'High, Medium or Low.' }),
});

export const StrengthsResultSchema = Type.Object({
  Executing: Score(3),
  Influencing: Score(3),
  Relationship: Score(3),
  Thinking: Score(3),
  TopDomain: Type.String({
    description: 'Executing, Influencing, Relationship, Thinking or Unknown.',
  }),
});

/** A profile as the product uses it everywhere: the canonical shape (docs/product.md#s3). */
export const ProfileSchema = Type.Object(
  {
    mbti: MbtiResultSchema,
    disc: DiscResultSchema,
    emergenetics: EmergeneticsResultSchema,
    cliftonStrengths: StrengthsResultSchema,
  },
  { $id: 'Profile', title: 'Communication profile' },
);
export type Profile = Static<typeof ProfileSchema>;
export type MbtiResult = Static<typeof MbtiResultSchema>;
export type DiscResult = Static<typeof DiscResultSchema>;
export type EmergeneticsResult = Static<typeof EmergeneticsResultSchema>;
export type StrengthsResult = Static<typeof StrengthsResultSchema>;

/** A profile as the API stores and returns it: the canonical shape plus its id and time. */
export const StoredProfileSchema = Type.Composite(
  [
    ProfileSchema,
    Type.Object({
      id: Type.String({ description: 'Identifier of the assessment this profile came from.' }),
      createdAt: Type.String({
        format: 'date-time',
        description: 'When it was submitted (ISO 8601).',
      }),
      answers: Type.Optional(SubmittedAnswersSchema),
    }),
  ],
  { $id: 'StoredProfile', title: 'Stored profile' },
);
export type StoredProfile = Static<typeof StoredProfileSchema>;

/** One page of the user's past results, newest first. */
export const ProfileHistorySchema = Type.Object(
  {
    items: Type.Array(StoredProfileSchema),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `cursor` for the next page; null on the last page.',
    }),
  },
  { $id: 'ProfileHistory', title: 'Profile history page' },
);
export type ProfileHistory = Static<typeof ProfileHistorySchema>;

/**
 * What a client accepts from a server (docs/product.md#s3, #s5): `clifton` or `cliftonStrengths`, strengths
 * numbers defaulting to 0 and TopDomain to "Unknown", and behaviour levels given as strings or
 * numbers (the spec's two readings). Scores outside the chart axes are accepted (the spec asks
 * only for numbers) and brought onto them, so the result always satisfies ProfileSchema.
 */
const LenientStrengths = Type.Object({
  Executing: Type.Optional(Type.Number()),
  Influencing: Type.Optional(Type.Number()),
  Relationship: Type.Optional(Type.Number()),
  Thinking: Type.Optional(Type.Number()),
  TopDomain: Type.Optional(Type.String()),
});
const LevelIn = Type.Union([Type.String(), Type.Number()]);
const LenientProfileSchema = Type.Object({
  mbti: MbtiResultSchema,
  disc: Type.Object({
    Primary: Type.String(),
    Secondary: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
  emergenetics: Type.Object({
    Analytical: Type.Number(),
    Structural: Type.Number(),
    Social: Type.Number(),
    Conceptual: Type.Number(),
    Expressiveness: LevelIn,
    Assertiveness: LevelIn,
    Flexibility: LevelIn,
  }),
  cliftonStrengths: Type.Optional(LenientStrengths),
  clifton: Type.Optional(LenientStrengths),
});

/** A behaviour level given as a number on the 0–10 scale becomes the word a person reads. */
export function levelFromNumber(score: number): string {
  if (score >= 7) return 'High';
  if (score >= 4) return 'Medium';
  return 'Low';
}

const asLevel = (value: string | number): string =>
  typeof value === 'number' ? levelFromNumber(value) : value;

/** A score brought onto its chart axis (0 to max), as the Profile contract requires. */
const onAxis = (score: number, max: number): number => Math.min(Math.max(score, 0), max);
const thinkingScore = (score: number): number => onAxis(score, LIMITS.thinkingAxisMax);
const domainScore = (score: number | undefined): number => onAxis(score ?? 0, LIMITS.domainAxisMax);

/** Validates a server's profile and normalises it to the canonical shape, or says why not. */
export function parseProfile(input: unknown): ContractResult<Profile> {
  const failure = { message: ERROR_MESSAGES.invalidProfile, code: ERROR_CODES.VALIDATION_ERROR };
  if (!Value.Check(LenientProfileSchema, input)) {
    return { ok: false, error: { ...failure, issues: listIssues(LenientProfileSchema, input) } };
  }
  const strengths = input.cliftonStrengths ?? input.clifton ?? {};
  const e = input.emergenetics;
  return {
    ok: true,
    value: {
      mbti: { Type: input.mbti.Type, Confidence: input.mbti.Confidence },
      disc: { Primary: input.disc.Primary, Secondary: input.disc.Secondary ?? null },
      emergenetics: {
        Analytical: thinkingScore(e.Analytical),
        Structural: thinkingScore(e.Structural),
        Social: thinkingScore(e.Social),
        Conceptual: thinkingScore(e.Conceptual),
        Expressiveness: asLevel(e.Expressiveness),
        Assertiveness: asLevel(e.Assertiveness),
        Flexibility: asLevel(e.Flexibility),
      },
      cliftonStrengths: {
        Executing: domainScore(strengths.Executing),
        Influencing: domainScore(strengths.Influencing),
        Relationship: domainScore(strengths.Relationship),
        Thinking: domainScore(strengths.Thinking),
        TopDomain: strengths.TopDomain ?? UNKNOWN_DOMAIN,
      },
    },
  };
}
