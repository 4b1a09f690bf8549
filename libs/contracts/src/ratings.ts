import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { Name, Text } from './text.js';
import { FRAMEWORKS } from './vocabulary.js';

/**
 * How others see you (docs/decisions/0108-how-others-see-you.md): a person asks colleagues for a
 * short rating by link; the answers are combined and shown only once enough people answered.
 */
export const RATING_LIMITS = {
  /** Results appear only when at least this many different people have answered. */
  minRaters: 3,
  /** A link stays open this many days. */
  linkDays: 14,
  /** Links a person may create in an hour. */
  requestsPerHour: 10,
  /** Open links a person may hold at once. */
  maxOpenRequests: 20,
  /** Bytes of randomness in a link's token (256 bits). */
  tokenBytes: 32,
  nameMaxChars: 80,
} as const;

/** The questions' ids, one per axis the answers measure (libs/scoring ratings). */
export const RATING_AXES = ['pace', 'focus', 'assertiveness', 'feedback', 'plans'] as const;
export type RatingAxis = (typeof RATING_AXES)[number];

/** A position on a question's line: -2 and -1 lean to its first end, 1 and 2 to its second. */
export const RATING_POSITIONS = [-2, -1, 1, 2] as const;
export type RatingPosition = (typeof RATING_POSITIONS)[number];

const Position = Type.Union(
  RATING_POSITIONS.map((value) => Type.Literal(value)) as TLiteral<RatingPosition>[],
  {
    description: '-2 clearly the first end, -1 a bit more the first, 1 and 2 likewise the second.',
  },
);

/** One rater's answers: every question answered. */
export const RatingAnswersSchema = Type.Object(
  {
    pace: Position,
    focus: Position,
    assertiveness: Position,
    feedback: Position,
    plans: Position,
  },
  { $id: 'RatingAnswers', additionalProperties: false },
);
export type RatingAnswers = Static<typeof RatingAnswersSchema>;

const Token = Text({
  minLength: 1,
  maxLength: 200,
  description: 'The token from the rating link (/rate/<token>).',
});

/** POST /ratings/requests. */
export const RatingRequestCreateSchema = Type.Object(
  {
    name: Name({
      minLength: 1,
      maxLength: RATING_LIMITS.nameMaxChars,
      pattern: '\\S',
      description: 'Your name as colleagues know you: the link shows it to whoever opens it.',
    }),
  },
  { $id: 'RatingRequestCreate', additionalProperties: false },
);
export type RatingRequestCreate = Static<typeof RatingRequestCreateSchema>;

export const RatingRequestStates = ['open', 'expired', 'revoked'] as const;

/** A link as its owner sees it. The token is never stored, so it is only in the creation answer. */
export const RatingRequestSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String({ description: 'The name the link shows.' }),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
    state: Type.Union(RatingRequestStates.map((state) => Type.Literal(state))),
  },
  { $id: 'RatingRequest' },
);
export type RatingRequest = Static<typeof RatingRequestSchema>;

export const RatingRequestCreatedSchema = Type.Composite(
  [
    RatingRequestSchema,
    Type.Object({
      token: Type.String({ description: 'Shown once: put it in the link /rate/<token>.' }),
    }),
  ],
  { $id: 'RatingRequestCreated' },
);
export type RatingRequestCreated = Static<typeof RatingRequestCreatedSchema>;

/** Where the colleagues' answers sit on one question's line, averaged. */
export const RatingAxisResultSchema = Type.Object({
  axis: Type.Union(RATING_AXES.map((axis) => Type.Literal(axis))),
  /** The two ends in a few words, as the question put them. */
  first: Type.String(),
  second: Type.String(),
  /** The average position, -2 to 2, to one decimal. */
  average: Type.Number({ minimum: -2, maximum: 2 }),
  /** True when some answers leaned one way and some the other. */
  split: Type.Boolean(),
});
export type RatingAxisResult = Static<typeof RatingAxisResultSchema>;

/** One framework: what you said of yourself beside what colleagues see. */
export const RatingFrameworkSchema = Type.Object({
  framework: Type.Union(FRAMEWORKS.map((framework) => Type.Literal(framework))),
  label: Type.String(),
  self: Type.Union([Type.String(), Type.Null()]),
  seen: Type.Union([Type.String(), Type.Null()]),
  agreement: Type.Union([
    Type.Literal('matches'),
    Type.Literal('differs'),
    Type.Literal('unknown'),
  ]),
  summary: Type.String({ minLength: 1 }),
});
export type RatingFramework = Static<typeof RatingFrameworkSchema>;

/** Combined answers: only ever built from at least RATING_LIMITS.minRaters people. */
export const RatingAggregateSchema = Type.Object(
  {
    raters: Type.Integer({ minimum: RATING_LIMITS.minRaters }),
    axes: Type.Array(RatingAxisResultSchema),
    frameworks: Type.Array(RatingFrameworkSchema),
  },
  { $id: 'RatingAggregate' },
);
export type RatingAggregate = Static<typeof RatingAggregateSchema>;

/** GET /ratings/mine: my links, how many have answered, and the combined view once enough did. */
export const MyRatingsSchema = Type.Object(
  {
    requests: Type.Array(RatingRequestSchema, { description: 'Newest first.' }),
    raters: Type.Integer({
      minimum: 0,
      description: 'How many different people have answered, across all my links.',
    }),
    needed: Type.Integer({ description: 'How many must answer before results appear.' }),
    aggregate: Type.Union([RatingAggregateSchema, Type.Null()], {
      description: 'Null until `needed` people have answered. Never who said what.',
    }),
  },
  { $id: 'MyRatings' },
);
export type MyRatings = Static<typeof MyRatingsSchema>;

/** POST /ratings/invitation and /ratings/invitation/answer take the link's token. */
export const RatingTokenSchema = Type.Object(
  { token: Token },
  { $id: 'RatingToken', additionalProperties: false },
);
export type RatingToken = Static<typeof RatingTokenSchema>;

export const RatingAnswerRequestSchema = Type.Object(
  { token: Token, answers: RatingAnswersSchema },
  { $id: 'RatingAnswerRequest', additionalProperties: false },
);
export type RatingAnswerRequest = Static<typeof RatingAnswerRequestSchema>;

/** What a rater sees when they open a link: whom they rate, and their own answers if any. */
export const RatingInvitationSchema = Type.Object(
  {
    name: Type.String(),
    expiresAt: Type.String({ format: 'date-time' }),
    answers: Type.Union([RatingAnswersSchema, Type.Null()], {
      description: 'Your own earlier answers on this link, which you may change until it closes.',
    }),
  },
  { $id: 'RatingInvitation' },
);
export type RatingInvitation = Static<typeof RatingInvitationSchema>;

/** A rating I gave, as my data export lists it: only my own answers. */
export const GivenRatingSchema = Type.Object({
  name: Type.String({ description: 'The name the link showed.' }),
  answers: RatingAnswersSchema,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type GivenRating = Static<typeof GivenRatingSchema>;
