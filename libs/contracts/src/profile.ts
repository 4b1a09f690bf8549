import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ERROR_CODES, ERROR_MESSAGES, type ContractResult } from './errors.js';
import { listIssues } from './validate.js';
import { SubmittedAnswersSchema } from './assessment.js';
import {
  DISC_STYLES,
  STRENGTH_DOMAINS,
  UNKNOWN_DOMAIN,
  type DiscStyle,
  type StrengthDomain,
} from './vocabulary.js';
import { LIMITS } from './limits.js';

const Score = (max: number) => Type.Number({ minimum: 0, maximum: max });

export const MbtiResultSchema = Type.Object({
  Type: Type.String({ description: 'Four-letter personality type.' }),
  Confidence: Type.String({
    description: 'How much the type rests on, e.g. "Tentative: each letter rests on 1 answer".',
  }),
});

const DiscStyleSchema = Type.Union(DISC_STYLES.map((style) => Type.Literal(style)));
const StrengthDomainSchema = Type.Union(STRENGTH_DOMAINS.map((domain) => Type.Literal(domain)));

/** The tied DiSC styles (decision 0018): added beside Primary, whose range the spec states. */
export const DiscTieSchema = Type.Array(DiscStyleSchema, {
  minItems: 2,
  maxItems: DISC_STYLES.length,
  uniqueItems: true,
  description:
    'Present only when two or more DiSC styles share the most answers: the tied styles, upper ' +
    'case, in tie-break order (the style of the earliest answer first). Primary is the first ' +
    'of them and Secondary is null.',
});

/** The tied strengths domains (decision 0018): added beside TopDomain. */
export const TopTieSchema = Type.Array(StrengthDomainSchema, {
  minItems: 2,
  maxItems: STRENGTH_DOMAINS.length,
  uniqueItems: true,
  description:
    'Present only when two or more domains share the highest count: the tied domains in ' +
    'tie-break order (the domain of the earliest answer first, else list order). TopDomain is ' +
    'the first of them.',
});

const SECONDARY_DESCRIPTION =
  'Secondary DiSC style (D, I, S or C) when one was chosen next to the primary; null when none ' +
  'was, and always null when styles tie.';

/**
 * DiSC as a client may send it (the coach's requests). Primary stays a free string here so a
 * client still writing a tie the older way ("I/S/C") is accepted; every reader maps that form
 * to Primary plus Tie (`profileWithTies`).
 */
export const DiscResultSchema = Type.Object({
  Primary: Type.String({
    description:
      'Primary DiSC style: D, I, S or C. A tie sent the older way, as the tied styles joined by ' +
      '"/" ("I/S/C"), is read as Tie with its first style as Primary.',
  }),
  Secondary: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: SECONDARY_DESCRIPTION }),
  ),
  Tie: Type.Optional(DiscTieSchema),
});

const LEVEL_DESCRIPTION =
  'High, Medium or Low as sent; "Not measured" when the answers show the behaviour was not chosen.';

export const EmergeneticsResultSchema = Type.Object({
  Analytical: Score(10),
  Structural: Score(10),
  Social: Score(10),
  Conceptual: Score(10),
  Expressiveness: Type.String({ description: LEVEL_DESCRIPTION }),
  Assertiveness: Type.String({ description: LEVEL_DESCRIPTION }),
  Flexibility: Type.String({ description: LEVEL_DESCRIPTION }),
});

/** Strengths as a client may send them: TopDomain free, so the older "A/B" tie form is read. */
export const StrengthsResultSchema = Type.Object({
  Executing: Score(3),
  Influencing: Score(3),
  Relationship: Score(3),
  Thinking: Score(3),
  TopDomain: Type.String({
    description:
      'Executing, Influencing, Relationship, Thinking or Unknown. A tie sent the older way ' +
      '("Executing/Thinking") is read as TopTie with its first domain as TopDomain.',
  }),
  TopTie: Type.Optional(TopTieSchema),
});

/*
 * The same results as the API answers them: Primary and TopDomain in the spec's range. The range
 * is an `enum` on a string rather than a union of literals: the OpenAPI document states it, and
 * fast-json-stringify writes a plain string without running a validator on every response (a
 * union would, on the hottest read). The derivation and `profileWithTies` keep the values in it.
 */
const DiscResultOutSchema = Type.Object({
  Primary: Type.String({
    enum: [...DISC_STYLES],
    description:
      'Primary DiSC style: always one of D, I, S, C. When styles tie, the tie-break winner ' +
      '(the style of the earliest answer); the tie itself is in Tie.',
  }),
  Secondary: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: SECONDARY_DESCRIPTION }),
  ),
  Tie: Type.Optional(DiscTieSchema),
});

const StrengthsResultOutSchema = Type.Object({
  Executing: Score(3),
  Influencing: Score(3),
  Relationship: Score(3),
  Thinking: Score(3),
  TopDomain: Type.String({
    enum: [...STRENGTH_DOMAINS, UNKNOWN_DOMAIN],
    description:
      'Always one of Executing, Influencing, Relationship, Thinking or Unknown (no strengths ' +
      'answer counted). When domains tie, the tie-break winner; the tie itself is in TopTie.',
  }),
  TopTie: Type.Optional(TopTieSchema),
});

/** A profile as the API answers it (export included): the spec's fields in the spec's range. */
export const ProfileOutSchema = Type.Object({
  mbti: MbtiResultSchema,
  disc: DiscResultOutSchema,
  emergenetics: EmergeneticsResultSchema,
  cliftonStrengths: StrengthsResultOutSchema,
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
    ProfileOutSchema,
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
  TopTie: Type.Optional(Type.Array(Type.String())),
});
const LevelIn = Type.Union([Type.String(), Type.Number()]);
const LenientProfileSchema = Type.Object({
  mbti: MbtiResultSchema,
  disc: Type.Object({
    Primary: Type.String(),
    Secondary: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    Tie: Type.Optional(Type.Array(Type.String())),
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
    value: profileWithTies({
      mbti: { Type: input.mbti.Type, Confidence: input.mbti.Confidence },
      disc: withTie(
        { Primary: input.disc.Primary, Secondary: input.disc.Secondary ?? null },
        knownOnly(input.disc.Tie, discStyleNamed),
      ),
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
        ...topTieField(knownOnly(strengths.TopTie, strengthDomainNamed)),
      },
    }),
  };
}

/*
 * Ties (decision 0018). The spec's Primary and TopDomain always hold one value in the spec's
 * range; a tie travels beside them in Tie and TopTie. Profiles written before that (stored rows,
 * older clients) held the tie in the field itself, joined by "/"; `profileWithTies` is the one
 * place that reads both forms and writes the new one.
 */

/** The DiSC style a letter names, in either case (`i` or `I`), else null. */
export function discStyleNamed(letter: string | null | undefined): DiscStyle | null {
  const upper = (letter ?? '').trim().toUpperCase();
  return DISC_STYLES.find((style) => style === upper) ?? null;
}

/** CliftonStrengths' own long names for two domains, which another server may send. */
const DOMAIN_LONG_NAMES: ReadonlyMap<string, StrengthDomain> = new Map([
  ['relationship building', 'Relationship'],
  ['strategic thinking', 'Thinking'],
]);

/**
 * The strengths domain a name gives, in any case and by its short or long name ("Thinking",
 * "Strategic Thinking"), else null ("Unknown" or anything unexpected).
 */
export function strengthDomainNamed(name: string | null | undefined): StrengthDomain | null {
  const wanted = (name ?? '').trim().toLowerCase();
  return (
    STRENGTH_DOMAINS.find((domain) => domain.toLowerCase() === wanted) ??
    DOMAIN_LONG_NAMES.get(wanted) ??
    null
  );
}

/** The preferred order of tied values, earliest answer first, when the answers are known. */
export interface TieOrder {
  disc?: readonly DiscStyle[];
  strengths?: readonly StrengthDomain[];
}

/** Each name read by `named`, once, in order; null unless every name is known and two differ. */
function knownOnly<T extends string>(
  names: readonly string[] | undefined,
  named: (name: string) => T | null,
): T[] | null {
  if (names === undefined) return null;
  const read = names.map(named);
  if (!read.every((value): value is T => value !== null)) return null;
  const distinct = [...new Set(read)];
  return distinct.length >= 2 ? distinct : null;
}

/** The parts of an older tie ("I/S/C"), read by `named`; null for one value or any unknown part. */
const slashTie = <T extends string>(
  value: string,
  named: (name: string) => T | null,
): T[] | null => (value.includes('/') ? knownOnly(value.split('/'), named) : null);

/** Tied values in the preferred order first (earliest answer), the rest as they were listed. */
function inOrder<T extends string>(tied: readonly T[], preferred: readonly T[] | undefined): T[] {
  const rank = (value: T): number => {
    const at = preferred?.indexOf(value) ?? -1;
    return at === -1 ? Infinity : at;
  };
  return tied
    .map((value, position) => ({ value, position }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.position - b.position)
    .map(({ value }) => value);
}

/** The DiSC tie a result carries, in either form, or null when there is none. */
export function discTieIn(disc: Pick<DiscResult, 'Primary' | 'Tie'>): DiscStyle[] | null {
  return knownOnly(disc.Tie, discStyleNamed) ?? slashTie(disc.Primary, discStyleNamed);
}

/** The strengths tie a result carries, in either form, or null when there is none. */
export function strengthTieIn(
  strengths: Pick<StrengthsResult, 'TopDomain' | 'TopTie'>,
): StrengthDomain[] | null {
  return (
    knownOnly(strengths.TopTie, strengthDomainNamed) ??
    slashTie(strengths.TopDomain, strengthDomainNamed)
  );
}

function withTie(disc: DiscResult, tie: DiscStyle[] | null): DiscResult {
  const { Tie: _old, ...rest } = disc;
  return tie === null ? rest : { ...rest, Tie: tie };
}

const topTieField = (tie: StrengthDomain[] | null): { TopTie?: StrengthDomain[] } =>
  tie === null ? {} : { TopTie: tie };

/**
 * A profile with its ties in the added fields (decision 0018), whichever form it came in: a tie
 * written the older way ("I/S/C" in Primary) becomes Tie, with Primary its first style in the
 * preferred order (the earliest answer, when known; else as listed) and Secondary null. A profile
 * already in the new form comes back with Primary and TopDomain taken from the tie when they are
 * not part of it. Anything else is returned unchanged.
 */
export function profileWithTies(profile: Profile, order: TieOrder = {}): Profile {
  const discTie = discTieIn(profile.disc);
  const strengthTie = strengthTieIn(profile.cliftonStrengths);
  if (discTie === null && strengthTie === null) return profile;
  let disc = profile.disc;
  if (discTie !== null) {
    const stated = discStyleNamed(disc.Primary);
    // A stated Primary inside the tie is the sender's tie-break; keep it first.
    const tie = inOrder(
      discTie,
      stated !== null && discTie.includes(stated) ? [stated] : order.disc,
    );
    disc = withTie({ Primary: tie[0] ?? disc.Primary, Secondary: null }, tie);
  }
  let strengths = profile.cliftonStrengths;
  if (strengthTie !== null) {
    const stated = strengthDomainNamed(strengths.TopDomain);
    const tie = inOrder(
      strengthTie,
      stated !== null && strengthTie.includes(stated) ? [stated] : order.strengths,
    );
    strengths = { ...strengths, TopDomain: tie[0] ?? strengths.TopDomain, TopTie: tie };
  }
  return { ...profile, disc, cliftonStrengths: strengths };
}
