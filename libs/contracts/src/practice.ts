import { Type, type Static, type TLiteral, type TSchema } from '@sinclair/typebox';
import { SharedPersonIdSchema } from './people.js';
import { Name as NameText, Text } from './text.js';
import { DISC_STYLES, FRAMEWORKS, STRENGTH_DOMAINS, THINKING_STYLES } from './vocabulary.js';

/**
 * Practice (a role-play against a persona built from a person's styles) and "how you come across"
 * (the user's own messages read against their self-assessed profile). Decisions:
 * docs/decisions/0105-practice-persona-engine.md and 0106-how-you-come-across.md.
 */
export const PRACTICE_LIMITS = {
  goalMinChars: 3,
  goalMaxChars: 200,
  /** One line of the role-play, either side. */
  turnMaxChars: 1000,
  /** Lines in one session: twenty exchanges. */
  maxTurns: 40,
  /** Quoted lines of the person that shade the persona. */
  maxQuotes: 12,
  quoteMaxChars: 400,
  nameMaxChars: 60,
  /** Sessions a user keeps; the oldest is refused with a clear message beyond it. */
  maxSessions: 200,
  /** "How you come across": characters of the user's own pasted messages. */
  selfReadMaxChars: 6000,
  /** Below this many words of their own the style is not read (the coach's reading floor). */
  selfReadMinWords: 40,
} as const;

const literalUnion = <T extends readonly string[]>(values: T, description: string) =>
  Type.Union(values.map((value) => Type.Literal(value)) as TLiteral<T[number]>[], { description });

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A persona's styles, any of which may be unknown ("not sure"). */
export const PracticeStylesSchema = Type.Object(
  {
    disc: nullable(literalUnion(DISC_STYLES, 'DiSC style: D, I, S or C (as on a saved person).')),
    mbti: nullable(
      Type.String({ pattern: '^[EI][SN][TF][JP]$', description: 'Four MBTI letters, e.g. ISTJ.' }),
    ),
    thinking: nullable(literalUnion(THINKING_STYLES, 'Emergenetics thinking preference.')),
    strength: nullable(literalUnion(STRENGTH_DOMAINS, 'CliftonStrengths top domain.')),
  },
  { additionalProperties: false },
);
export type PracticeStyles = Static<typeof PracticeStylesSchema>;

export const PracticeTurnSchema = Type.Object(
  {
    role: Type.Union([Type.Literal('user'), Type.Literal('persona')]),
    text: Text({ minLength: 1, maxLength: PRACTICE_LIMITS.turnMaxChars, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type PracticeTurn = Static<typeof PracticeTurnSchema>;

const Goal = Text({
  minLength: PRACTICE_LIMITS.goalMinChars,
  maxLength: PRACTICE_LIMITS.goalMaxChars,
  pattern: '\\S',
  description: 'What the user wants from the conversation, e.g. "ask for the deadline to move".',
});
const Turns = Type.Array(PracticeTurnSchema, { maxItems: PRACTICE_LIMITS.maxTurns });
/** The persona's name as a request gives it: something a reader can see (docs/decisions/0027). */
const Name = NameText({ minLength: 1, maxLength: PRACTICE_LIMITS.nameMaxChars, pattern: '\\S' });
const Quotes = Type.Array(Text({ minLength: 1, maxLength: PRACTICE_LIMITS.quoteMaxChars }), {
  maxItems: PRACTICE_LIMITS.maxQuotes,
});

/**
 * Who the persona is: a saved person by id, someone who shares their own results with me by id,
 * or styles given by hand (with an optional name).
 */
const PersonaSource = {
  personId: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
  /** Ours: someone who shares their own results with me, instead (decision 0104). */
  sharedPersonId: Type.Optional(SharedPersonIdSchema),
  styles: Type.Optional(PracticeStylesSchema),
  name: Type.Optional(Name),
  quotes: Type.Optional(Quotes),
};

export const PracticeTurnRequestSchema = Type.Object(
  { ...PersonaSource, goal: Goal, turns: Turns },
  { $id: 'PracticeTurnRequest', additionalProperties: false },
);
export type PracticeTurnRequest = Static<typeof PracticeTurnRequestSchema>;

export const PracticePersonaSchema = Type.Object({
  name: Type.String(),
  personId: Type.Union([Type.String(), Type.Null()]),
  styles: PracticeStylesSchema,
  /** One sentence on how this persona answers, shown above the chat. */
  manner: Type.String(),
  /**
   * Ours: where the styles came from: the person's own results, shared with me by consent, my
   * guess (a person in People), or styles given by hand (decision 0104).
   */
  source: Type.Optional(
    Type.Union([Type.Literal('shared'), Type.Literal('guess'), Type.Literal('hand')]),
  ),
});
export type PracticePersona = Static<typeof PracticePersonaSchema>;

export const PracticeTurnResponseSchema = Type.Object(
  {
    reply: Type.String({ minLength: 1 }),
    persona: PracticePersonaSchema,
    /** "embedded" or "<provider>:<model>". */
    engine: Type.String(),
  },
  { $id: 'PracticeTurnResponse' },
);
export type PracticeTurnResponse = Static<typeof PracticeTurnResponseSchema>;

export const PRACTICE_CRITERIA = ['clearAsk', 'reason', 'adapted', 'nextStep'] as const;
export type PracticeCriterion = (typeof PRACTICE_CRITERIA)[number];

/** The stated rubric: four criteria, each scored 0 to 5. */
export const PRACTICE_RUBRIC: Record<PracticeCriterion, { label: string; question: string }> = {
  clearAsk: { label: 'Clear ask', question: 'Did you say plainly what you want, and by when?' },
  reason: { label: 'Reason given', question: 'Did you give a reason they can weigh?' },
  adapted: {
    label: 'Adapted to their style',
    question: 'Did you speak the way this person listens?',
  },
  nextStep: { label: 'Next step agreed', question: 'Did you leave with a concrete next step?' },
};
export const PRACTICE_CRITERION_MAX = 5;

export const PracticeScoreSchema = Type.Object({
  criterion: literalUnion(PRACTICE_CRITERIA, 'Which rubric line.'),
  label: Type.String(),
  score: Type.Integer({ minimum: 0, maximum: PRACTICE_CRITERION_MAX }),
  max: Type.Literal(PRACTICE_CRITERION_MAX),
  /** Why this score, in one or two sentences. */
  because: Type.String({ minLength: 1 }),
  /** The user's line the score rests on; null when no line of theirs did it. */
  quote: Type.Union([Type.String(), Type.Null()]),
});
export type PracticeScore = Static<typeof PracticeScoreSchema>;

export const PracticeFeedbackSchema = Type.Object(
  {
    scores: Type.Array(PracticeScoreSchema),
    total: Type.Integer({ minimum: 0 }),
    max: Type.Integer({ minimum: 1 }),
    worked: Type.Array(Type.Object({ quote: Type.String(), why: Type.String() })),
    change: Type.Array(
      Type.Object({ quote: Type.Union([Type.String(), Type.Null()]), instead: Type.String() }),
    ),
    summary: Type.String({ minLength: 1 }),
  },
  { $id: 'PracticeFeedback' },
);
export type PracticeFeedback = Static<typeof PracticeFeedbackSchema>;

/** A finished conversation: who it was with, the goal and every turn (at least one). */
const Conversation = {
  ...PersonaSource,
  goal: Goal,
  turns: Type.Array(PracticeTurnSchema, { minItems: 1, maxItems: PRACTICE_LIMITS.maxTurns }),
};

export const PracticeFeedbackRequestSchema = Type.Object(Conversation, {
  $id: 'PracticeFeedbackRequest',
  additionalProperties: false,
});
export type PracticeFeedbackRequest = Static<typeof PracticeFeedbackRequestSchema>;

/**
 * Keeping a session sends the conversation, never a score: the server finds the person (by id,
 * a snapshot of their name and styles is stored) and computes the feedback itself with the same
 * rubric as POST /practice/feedback (docs/decisions/0117-kept-practice-feedback-on-the-server.md).
 */
export const PracticeSessionCreateSchema = Type.Object(Conversation, {
  $id: 'PracticeSessionCreate',
  additionalProperties: false,
});
export type PracticeSessionCreate = Static<typeof PracticeSessionCreateSchema>;

export const PracticeSessionSchema = Type.Object(
  {
    id: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    goal: Type.String(),
    /** The saved person it was with, as they were then (they may since be edited or gone). */
    personId: Type.Union([Type.String(), Type.Null()]),
    personName: Type.Union([Type.String(), Type.Null()]),
    styles: PracticeStylesSchema,
    turns: Type.Array(PracticeTurnSchema),
    /** The server's own feedback; null only for sessions kept before it computed one. */
    feedback: Type.Union([PracticeFeedbackSchema, Type.Null()]),
  },
  { $id: 'PracticeSession' },
);
export type PracticeSession = Static<typeof PracticeSessionSchema>;

export const PracticeSessionListSchema = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        id: Type.String(),
        createdAt: Type.String({ format: 'date-time' }),
        goal: Type.String(),
        personName: Type.Union([Type.String(), Type.Null()]),
        turns: Type.Integer({ minimum: 0 }),
        total: Type.Union([Type.Integer(), Type.Null()]),
        max: Type.Union([Type.Integer(), Type.Null()]),
      }),
    ),
  },
  { $id: 'PracticeSessionList' },
);
export type PracticeSessionList = Static<typeof PracticeSessionListSchema>;

export const SelfReadRequestSchema = Type.Object(
  {
    text: Text({
      minLength: 1,
      maxLength: PRACTICE_LIMITS.selfReadMaxChars,
      pattern: '\\S',
      description: 'Your own side of a few threads: one message per paragraph.',
    }),
  },
  { $id: 'SelfReadRequest', additionalProperties: false },
);
export type SelfReadRequest = Static<typeof SelfReadRequestSchema>;

export const SelfReadFrameworkSchema = Type.Object({
  framework: literalUnion(FRAMEWORKS, 'Which framework.'),
  label: Type.String(),
  /** What the user's latest assessment says, in words; null without one. */
  self: Type.Union([Type.String(), Type.Null()]),
  /** What the messages show; null when they do not show it. */
  shown: Type.Union([Type.String(), Type.Null()]),
  agreement: Type.Union([
    Type.Literal('matches'),
    Type.Literal('differs'),
    Type.Literal('unknown'),
  ]),
  /** The comparison in a sentence or two, with counts. */
  summary: Type.String({ minLength: 1 }),
  examples: Type.Array(Type.Object({ quote: Type.String(), shows: Type.String() })),
});
export type SelfReadFramework = Static<typeof SelfReadFrameworkSchema>;

export const SelfReadResultSchema = Type.Object(
  {
    enough: Type.Boolean(),
    messages: Type.Integer({ minimum: 0 }),
    words: Type.Integer({ minimum: 0 }),
    /** What the messages show overall, or why there is too little to say. */
    headline: Type.String({ minLength: 1 }),
    hasProfile: Type.Boolean(),
    frameworks: Type.Array(SelfReadFrameworkSchema),
  },
  { $id: 'SelfReadResult' },
);
export type SelfReadResult = Static<typeof SelfReadResultSchema>;
