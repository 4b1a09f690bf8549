import {
  Type,
  type Static,
  type TLiteral,
  type TProperties,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';
import { MBTI_PATTERN } from './assessment.js';
import { Name as NameText, Text } from './text.js';
import {
  DISC_STYLES,
  MBTI_AXES,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type FrameworkId,
} from './vocabulary.js';

/**
 * People you work with: the user's private list of colleagues, each with a style read from a
 * conversation or chosen by hand, the pair guide for the user and one person, and the team
 * summary (docs/decisions/0100-people-contract-and-routes.md lists the routes;
 * docs/decisions/0107-one-rule-for-a-read.md the rule that recomputes a read).
 *
 * Field names are camelCase like the API's other own shapes (StoredProfile's createdAt); only
 * the coach reply keeps the spec's snake_case.
 */

/** Limits of the people area (ours). */
export const PEOPLE_LIMITS = {
  /** People one user may keep. */
  maxPeople: 200,
  nameMaxChars: 80,
  noteMaxChars: 500,
  /** Quoted evidence kept with one person. */
  maxEvidence: 40,
  quoteMaxChars: 400,
  /** Largest weight one quote may carry toward a style. */
  maxWeight: 10,
  /** A kept conversation is at most what the coach accepts for analysis (LIMITS.analysisMaxChars). */
  keptConversationMaxChars: 2000,
  evidenceIdMaxChars: 40,
} as const;

/** The four traits a person carries: one per framework. */
export const PERSON_TRAIT_KEYS = ['disc', 'mbti', 'thinking', 'strength'] as const;
export type PersonTraitKey = (typeof PERSON_TRAIT_KEYS)[number];

/** Which framework each trait belongs to (for badges: FRAMEWORK_LABELS[framework]). */
export const PERSON_TRAIT_FRAMEWORK: Record<PersonTraitKey, FrameworkId> = {
  disc: 'disc',
  mbti: 'mbti',
  thinking: 'emergenetics',
  strength: 'cliftonStrengths',
};

/** The sixteen MBTI types, in the order of the axes (ESTJ first). */
export const MBTI_TYPES = MBTI_AXES.reduce<string[]>(
  (types, axis) => types.flatMap((prefix) => axis.map((letter) => prefix + letter)),
  [''],
) as readonly string[];

/** A union of the vocabulary's literals, typed as that vocabulary (not as string). */
const literals = <const T extends readonly string[]>(values: T): TUnion<TLiteral<T[number]>[]> =>
  Type.Union(values.map((value) => Type.Literal(value))) as TUnion<TLiteral<T[number]>[]>;

/** The value each trait takes: the vocabulary of its framework (docs/product.md#s9). */
export const PersonDiscSchema = literals(DISC_STYLES);
export const PersonMbtiSchema = Type.String({
  pattern: MBTI_PATTERN,
  description: 'A four-letter MBTI type, e.g. "ENTP".',
});
export const PersonThinkingSchema = literals(THINKING_STYLES);
export const PersonStrengthSchema = literals(STRENGTH_DOMAINS);

export interface PersonTraitValues {
  disc: (typeof DISC_STYLES)[number];
  mbti: string;
  thinking: (typeof THINKING_STYLES)[number];
  strength: (typeof STRENGTH_DOMAINS)[number];
}

const nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

const Confidence = Type.Number({
  minimum: 0,
  maximum: 1,
  description: 'How sure the read is, 0 to 1.',
});

/** What the evidence alone says about one trait (before anything the user set by hand). */
const readOutcome = <S extends TSchema>(value: S) =>
  Type.Object({
    value: nullable(value),
    confidence: nullable(Confidence),
    /** Words of the non-struck quotes for this trait. */
    words: Type.Integer({ minimum: 0 }),
    /** There is evidence, but too little to read a style (the coach's threshold). */
    tooLittle: Type.Boolean(),
  });

/**
 * One trait as the product uses it. `value` is what every screen and the coach use: a value set
 * by hand wins over the read; null is "not sure". `source` says where it came from: 'user'
 * (set by hand; value null = the user chose "not sure"), 'read' (from the quoted evidence), null
 * (nothing known). `confidence` is the read's, null when set by hand or unread. `read` is what the
 * evidence says, kept even when a hand choice wins, so a screen can show both.
 */
const traitRead = <S extends TSchema>(value: S) =>
  Type.Object({
    value: nullable(value),
    source: Type.Union([Type.Literal('user'), Type.Literal('read'), Type.Null()]),
    confidence: nullable(Confidence),
    read: readOutcome(value),
  });

export const DiscTraitReadSchema = traitRead(PersonDiscSchema);
export const MbtiTraitReadSchema = traitRead(PersonMbtiSchema);
export const ThinkingTraitReadSchema = traitRead(PersonThinkingSchema);
export const StrengthTraitReadSchema = traitRead(PersonStrengthSchema);

export const PersonTraitsSchema = Type.Object({
  disc: DiscTraitReadSchema,
  mbti: MbtiTraitReadSchema,
  thinking: ThinkingTraitReadSchema,
  strength: StrengthTraitReadSchema,
});
export type PersonTraits = Static<typeof PersonTraitsSchema>;
export type TraitRead<K extends PersonTraitKey = PersonTraitKey> = PersonTraits[K];

const Quote = Text({
  minLength: 1,
  maxLength: PEOPLE_LIMITS.quoteMaxChars,
  pattern: '\\S',
  description: 'The words quoted, exactly as written in the conversation.',
});
const Weight = Type.Number({
  exclusiveMinimum: 0,
  maximum: PEOPLE_LIMITS.maxWeight,
  description: 'How strongly this quote speaks for `supports`.',
});
const EvidenceId = Type.String({
  minLength: 1,
  maxLength: PEOPLE_LIMITS.evidenceIdMaxChars,
  pattern: '^[A-Za-z0-9_-]+$',
});

/**
 * What the coach measured in one quoted passage: the sums its style read adds up over every
 * passage that is not struck out (docs/decisions/0107-one-rule-for-a-read.md). Counts of
 * sentences, words and of each kind of sentence or word family; `sentiment` is the sum of the
 * sentences' sentiment (−1 to 1 each), `intensity` the sum of its absolute values.
 */
const Count = Type.Integer({ minimum: 0, maximum: 10_000 });
export const STYLE_SIGNAL_COUNTS = [
  'sentences',
  'words',
  'questions',
  'preciseQuestions',
  'directives',
  'requests',
  'fragments',
  'enumerations',
  'figures',
  'dates',
  'exclamations',
  'emoji',
  'shouting',
  'hedge',
  'booster',
  'gratitude',
  'warmth',
  'apology',
  'positive',
  'negative',
  'data',
  'process',
  'people',
  'idea',
  'result',
  'stability',
] as const;
export type StyleSignalCount = (typeof STYLE_SIGNAL_COUNTS)[number];
export const StyleSignalsSchema = Type.Object(
  {
    ...(Object.fromEntries(STYLE_SIGNAL_COUNTS.map((key) => [key, Count])) as Record<
      StyleSignalCount,
      typeof Count
    >),
    sentiment: Type.Number({ minimum: -10_000, maximum: 10_000 }),
    intensity: Type.Number({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false, title: 'Style signals' },
);
export type StyleSignals = Static<typeof StyleSignalsSchema>;

/**
 * DiSC and thinking-preference quotes are read by the coach's own rule from their `signals`
 * (measured from the quote's words when a row has none); `supports` and `weight` are optional
 * for them and no longer count. MBTI and strengths are not read from text: a quote there speaks
 * for `supports` with its `weight`.
 */
const textEvidence = <K extends PersonTraitKey, S extends TSchema>(trait: K, supports: S) => ({
  id: EvidenceId,
  trait: Type.Literal(trait),
  supports: Type.Optional(supports),
  weight: Type.Optional(Weight),
  quote: Quote,
  signals: Type.Optional(StyleSignalsSchema),
});
const tallyEvidence = <K extends PersonTraitKey, S extends TSchema>(trait: K, supports: S) => ({
  id: EvidenceId,
  trait: Type.Literal(trait),
  supports,
  weight: Weight,
  quote: Quote,
});
/** A quote as stored and sent back: whether the user struck it out is always said. */
const storedEvidence = <P extends TProperties>(fields: P) =>
  Type.Object({
    ...fields,
    struck: Type.Boolean({ description: 'Struck out by the user: no longer counts.' }),
  });

/** One quoted line and the style it speaks for. */
export const EvidenceQuoteSchema = Type.Union(
  [
    storedEvidence(textEvidence('disc', PersonDiscSchema)),
    storedEvidence(tallyEvidence('mbti', PersonMbtiSchema)),
    storedEvidence(textEvidence('thinking', PersonThinkingSchema)),
    storedEvidence(tallyEvidence('strength', PersonStrengthSchema)),
  ],
  { title: 'Quoted evidence' },
);
export type EvidenceQuote = Static<typeof EvidenceQuoteSchema>;

const NAME_DESCRIPTION = `Their name, 1 to ${PEOPLE_LIMITS.nameMaxChars} characters (trimmed).`;
/** A stored name as the API returns it: names kept before the visible-character rule still read. */
const Name = Text({
  minLength: 1,
  maxLength: PEOPLE_LIMITS.nameMaxChars,
  pattern: '\\S',
  description: NAME_DESCRIPTION,
});
/** A name as a request sends it: something a reader can see (docs/decisions/0027). */
const NameIn = NameText({
  minLength: 1,
  maxLength: PEOPLE_LIMITS.nameMaxChars,
  pattern: '\\S',
  description: NAME_DESCRIPTION,
});
const Note = Text({
  maxLength: PEOPLE_LIMITS.noteMaxChars,
  description: `A private note, at most ${PEOPLE_LIMITS.noteMaxChars} characters.`,
});
const KeptConversation = Text({
  maxLength: PEOPLE_LIMITS.keptConversationMaxChars,
  pattern: '\\S',
  description: 'The analysed conversation, only when the user chose to keep it.',
});

export const PersonOriginSchema = Type.Union([Type.Literal('manual'), Type.Literal('analysis')]);
export type PersonOrigin = Static<typeof PersonOriginSchema>;

/** A person as the API returns it. */
export const PersonSchema = Type.Object(
  {
    id: Type.String({ description: 'Identifier of this person (private to the user).' }),
    name: Name,
    note: Type.Optional(Note),
    origin: PersonOriginSchema,
    traits: PersonTraitsSchema,
    evidence: Type.Array(EvidenceQuoteSchema, { maxItems: PEOPLE_LIMITS.maxEvidence }),
    keptConversation: Type.Optional(KeptConversation),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Person', title: 'Person' },
);
export type Person = Static<typeof PersonSchema>;

/** GET /people: the user's people, by name. */
export const PersonListSchema = Type.Object(
  {
    items: Type.Array(PersonSchema),
    max: Type.Integer({ description: 'How many people one user may keep.' }),
  },
  { $id: 'PersonList', title: 'People' },
);
export type PersonList = Static<typeof PersonListSchema>;

/** Values chosen by hand, per trait; null = "not sure". An absent trait is not set by hand. */
export const PersonTraitChoicesSchema = Type.Object(
  {
    disc: Type.Optional(nullable(PersonDiscSchema)),
    mbti: Type.Optional(nullable(PersonMbtiSchema)),
    thinking: Type.Optional(nullable(PersonThinkingSchema)),
    strength: Type.Optional(nullable(PersonStrengthSchema)),
  },
  { additionalProperties: false },
);
export type PersonTraitChoices = Static<typeof PersonTraitChoicesSchema>;

/** Evidence as a client sends it when saving a read: `struck` defaults to false. */
const evidenceIn = <P extends TProperties>(fields: P) =>
  Type.Object(
    { ...fields, struck: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  );
export const EvidenceQuoteInputSchema = Type.Union([
  evidenceIn(textEvidence('disc', PersonDiscSchema)),
  evidenceIn(tallyEvidence('mbti', PersonMbtiSchema)),
  evidenceIn(textEvidence('thinking', PersonThinkingSchema)),
  evidenceIn(tallyEvidence('strength', PersonStrengthSchema)),
]);
export type EvidenceQuoteInput = Static<typeof EvidenceQuoteInputSchema>;

/**
 * POST /people. By hand: `name` and `traits` (values chosen, null = "not sure"). From a coach
 * read: `name` and the read's `evidence` as the reply's `counterparts` gave it (the read and its
 * confidence are recomputed from it by the same rule the coach used), and `keptConversation`
 * only when the user chose to keep the conversation. `origin` defaults to 'analysis' when
 * evidence is given, else 'manual'.
 */
export const PersonCreateSchema = Type.Object(
  {
    name: NameIn,
    note: Type.Optional(Note),
    origin: Type.Optional(PersonOriginSchema),
    traits: Type.Optional(PersonTraitChoicesSchema),
    evidence: Type.Optional(
      Type.Array(EvidenceQuoteInputSchema, { maxItems: PEOPLE_LIMITS.maxEvidence }),
    ),
    keptConversation: Type.Optional(KeptConversation),
  },
  { $id: 'PersonCreate', title: 'New person', additionalProperties: false },
);
export type PersonCreate = Static<typeof PersonCreateSchema>;

/**
 * PATCH /people/:id. Every field optional. `note: null` and `keptConversation: null` remove
 * them. `traits`: per trait, a value (or null = "not sure") sets it by hand; the string 'read'
 * clears the hand choice back to the read. `struck`: evidence id → struck or not.
 */
const choiceOrRead = <S extends TSchema>(value: S) =>
  Type.Optional(Type.Union([value, Type.Null(), Type.Literal('read')]));
export const PersonUpdateSchema = Type.Object(
  {
    name: Type.Optional(NameIn),
    note: Type.Optional(nullable(Note)),
    traits: Type.Optional(
      Type.Object(
        {
          disc: choiceOrRead(PersonDiscSchema),
          mbti: choiceOrRead(PersonMbtiSchema),
          thinking: choiceOrRead(PersonThinkingSchema),
          strength: choiceOrRead(PersonStrengthSchema),
        },
        { additionalProperties: false },
      ),
    ),
    struck: Type.Optional(
      Type.Array(
        Type.Object({ id: EvidenceId, struck: Type.Boolean() }, { additionalProperties: false }),
        { maxItems: PEOPLE_LIMITS.maxEvidence },
      ),
    ),
    keptConversation: Type.Optional(Type.Null()),
  },
  { $id: 'PersonUpdate', title: 'Change a person', additionalProperties: false },
);
export type PersonUpdate = Static<typeof PersonUpdateSchema>;

/** The sections of a pair guide, in reading order. */
export const PAIR_GUIDE_SECTIONS = [
  'meet',
  'clash',
  'open',
  'disagree',
  'feedback',
  'writing',
  'misread',
] as const;
export type PairGuideSectionKey = (typeof PAIR_GUIDE_SECTIONS)[number];

const FrameworkSchema = Type.Union([
  Type.Literal('emergenetics'),
  Type.Literal('mbti'),
  Type.Literal('disc'),
  Type.Literal('cliftonStrengths'),
]);

/** One line of advice and the framework that drove it. */
export const PairGuideLineSchema = Type.Object({
  framework: FrameworkSchema,
  text: Type.String({ minLength: 1 }),
  /** The line works for any style: one side of this framework is "not sure". */
  anyStyle: Type.Boolean(),
});
export type PairGuideLine = Static<typeof PairGuideLineSchema>;

/** A compact view of the traits a guide or a team map used (no evidence). */
export const TraitValuesSchema = Type.Object({
  disc: nullable(PersonDiscSchema),
  mbti: nullable(PersonMbtiSchema),
  thinking: nullable(PersonThinkingSchema),
  strength: nullable(PersonStrengthSchema),
});
export type TraitValues = Static<typeof TraitValuesSchema>;

/** GET /people/:id/guide: you (your latest profile) and one person. */
export const PairGuideSchema = Type.Object(
  {
    person: Type.Object({ id: Type.String(), name: Type.String() }),
    you: TraitValuesSchema,
    them: TraitValuesSchema,
    sections: Type.Array(
      Type.Object({
        key: Type.Union(PAIR_GUIDE_SECTIONS.map((key) => Type.Literal(key))),
        title: Type.String(),
        lines: Type.Array(PairGuideLineSchema, { minItems: 1 }),
      }),
    ),
  },
  { $id: 'PairGuide', title: 'Pair guide' },
);
export type PairGuide = Static<typeof PairGuideSchema>;

/** One observation of a team map, in words. */
export const TeamObservationSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('gap'),
    Type.Literal('concentration'),
    Type.Literal('balance'),
    Type.Literal('unknown'),
  ]),
  framework: FrameworkSchema,
  text: Type.String({ minLength: 1 }),
});
export type TeamObservation = Static<typeof TeamObservationSchema>;

/** GET /people/team: the user and their people on one picture, counted and put into words. */
export const TeamSummarySchema = Type.Object(
  {
    members: Type.Array(
      Type.Object({
        /** null for the user. */
        id: nullable(Type.String()),
        name: Type.String(),
        isYou: Type.Boolean(),
        traits: TraitValuesSchema,
        /**
         * Where the styles come from: the user's own result, the user's guess (a person of
         * the private list), or the person's own results, shared with the user (decision 0104).
         */
        source: Type.Optional(
          Type.Union([Type.Literal('you'), Type.Literal('guess'), Type.Literal('shared')]),
        ),
      }),
    ),
    counts: Type.Object({
      disc: Type.Object({
        D: Type.Integer(),
        I: Type.Integer(),
        S: Type.Integer(),
        C: Type.Integer(),
        unknown: Type.Integer(),
      }),
      thinking: Type.Object({
        Analytical: Type.Integer(),
        Structural: Type.Integer(),
        Social: Type.Integer(),
        Conceptual: Type.Integer(),
        unknown: Type.Integer(),
      }),
    }),
    observations: Type.Array(TeamObservationSchema),
  },
  { $id: 'TeamSummary', title: 'Team summary' },
);
export type TeamSummary = Static<typeof TeamSummarySchema>;

/**
 * The coach's structured read of one counterpart in a conversation (an optional field of the
 * coach reply): the same traits and evidence a saved person carries, ready for POST /people.
 */
export const CounterpartReadSchema = Type.Object(
  {
    name: Type.String(),
    /** Words they wrote that the read rests on. */
    words: Type.Integer({ minimum: 0 }),
    traits: PersonTraitsSchema,
    evidence: Type.Array(EvidenceQuoteSchema, { maxItems: PEOPLE_LIMITS.maxEvidence }),
  },
  { title: 'Counterpart read' },
);
export type CounterpartRead = Static<typeof CounterpartReadSchema>;

/** Optional on analysis and chat requests: a saved person the advice and replies are for. */
export const PersonIdSchema = Text({
  minLength: 1,
  maxLength: 64,
  description: 'Ours: the id of one of your people; the coach answers for that person.',
});

/**
 * Optional on analysis and chat requests, instead of `personId`: someone who shares their own
 * results with me (an id from GET /sharing/people); the coach uses only the results they share
 * (docs/decisions/0104-sharing-with-consent.md).
 */
export const SharedPersonIdSchema = Text({
  minLength: 1,
  maxLength: 64,
  description:
    'Ours: the id of someone who shares their own results with you (GET /sharing/people), ' +
    'instead of personId; the coach answers for them from the results they share. ' +
    '404 SHARE_NOT_FOUND when they do not (or no longer) share with you.',
});
