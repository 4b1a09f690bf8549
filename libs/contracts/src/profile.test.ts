import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Value } from '@sinclair/typebox/value';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  levelFromNumber,
  parseProfile,
  profileWithTies,
  ProfileHistorySchema,
  ProfileSchema,
  StoredProfileSchema,
  type Profile,
  type StrengthDomain,
  type TieOrder,
} from './index.js';

const canonical = (): Profile => ({
  mbti: { Type: 'ENFP', Confidence: 'Indicative (1 answer per axis)' },
  disc: { Primary: 'I', Secondary: 'S' },
  emergenetics: {
    Analytical: 0,
    Structural: 3.3,
    Social: 6.7,
    Conceptual: 0,
    Expressiveness: 'High',
    Assertiveness: 'Medium',
    Flexibility: 'Low',
  },
  cliftonStrengths: {
    Executing: 0,
    Influencing: 2,
    Relationship: 1,
    Thinking: 0,
    TopDomain: 'Influencing',
  },
});

/** A server body built from the canonical profile with some parts replaced or removed. */
const body = (changes: Record<string, unknown>): Record<string, unknown> => {
  const result: Record<string, unknown> = { ...canonical(), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete result[key];
  return result;
};

const expectInvalid = (input: unknown): void => {
  const result = parseProfile(input);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.message).toBe('Invalid profile data format');
  expect(result.error.code).toBe('VALIDATION_ERROR');
  expect(result.error.issues.length).toBeGreaterThan(0);
};

describe('parseProfile: accepted shapes', () => {
  it('returns a canonical profile unchanged', () => {
    expect(parseProfile(canonical())).toEqual({ ok: true, value: canonical() });
  });

  it('reads strengths named clifton the same as cliftonStrengths', () => {
    const { cliftonStrengths, ...rest } = canonical();
    expect(parseProfile({ ...rest, clifton: cliftonStrengths })).toEqual({
      ok: true,
      value: canonical(),
    });
  });

  it('prefers cliftonStrengths when a server sends both names', () => {
    const result = parseProfile(
      body({
        clifton: {
          Executing: 3,
          Influencing: 0,
          Relationship: 0,
          Thinking: 0,
          TopDomain: 'Executing',
        },
      }),
    );
    expect(result.ok && result.value.cliftonStrengths).toEqual(canonical().cliftonStrengths);
  });

  it('defaults every strengths number to 0 and TopDomain to "Unknown" when strengths are missing', () => {
    const result = parseProfile(body({ cliftonStrengths: undefined }));
    expect(result.ok && result.value.cliftonStrengths).toEqual({
      Executing: 0,
      Influencing: 0,
      Relationship: 0,
      Thinking: 0,
      TopDomain: 'Unknown',
    });
  });

  it('defaults only the strengths fields that are missing', () => {
    const result = parseProfile(body({ cliftonStrengths: undefined, clifton: { Thinking: 2 } }));
    expect(result.ok && result.value.cliftonStrengths).toEqual({
      Executing: 0,
      Influencing: 0,
      Relationship: 0,
      Thinking: 2,
      TopDomain: 'Unknown',
    });
  });

  it('makes a missing DiSC secondary null and keeps a null one', () => {
    for (const disc of [{ Primary: 'D' }, { Primary: 'D', Secondary: null }]) {
      const result = parseProfile(body({ disc }));
      expect(result.ok && result.value.disc).toEqual({ Primary: 'D', Secondary: null });
    }
  });

  it('turns numeric behaviour levels (the profile screen reading) into words', () => {
    const result = parseProfile(
      body({
        emergenetics: {
          ...canonical().emergenetics,
          Expressiveness: 9,
          Assertiveness: 5,
          Flexibility: 1,
        },
      }),
    );
    expect(result.ok && result.value.emergenetics).toMatchObject({
      Expressiveness: 'High',
      Assertiveness: 'Medium',
      Flexibility: 'Low',
    });
  });

  it.each([
    [10, 'High'],
    [7, 'High'],
    [6.9, 'Medium'],
    [4, 'Medium'],
    [3.9, 'Low'],
    [0, 'Low'],
  ])('reads the level %d as %s', (score, level) => {
    expect(levelFromNumber(score)).toBe(level);
  });

  it('leaves out fields the product does not use', () => {
    const result = parseProfile({ ...canonical(), id: 'abc', extra: true });
    expect(result).toEqual({ ok: true, value: canonical() });
  });

  it('brings scores outside the chart axes onto them, so the result is a valid Profile', () => {
    const result = parseProfile(
      body({
        emergenetics: { ...canonical().emergenetics, Analytical: 14, Social: -2 },
        cliftonStrengths: { Executing: 7, Influencing: -1, TopDomain: 'Executing' },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.emergenetics).toMatchObject({ Analytical: 10, Social: 0 });
    expect(result.value.cliftonStrengths).toMatchObject({ Executing: 3, Influencing: 0 });
    expect(Value.Check(ProfileSchema, result.value)).toBe(true);
  });
});

describe('parseProfile: rejected shapes', () => {
  it.each([[null], [undefined], ['profile'], [[]], [{}], [42]])('rejects %j', (input) => {
    expectInvalid(input);
  });

  it.each([
    ['mbti missing', { mbti: undefined }],
    ['mbti.Type missing', { mbti: { Confidence: 'x' } }],
    ['mbti.Confidence missing', { mbti: { Type: 'INTJ' } }],
    ['mbti.Type a number', { mbti: { Type: 4, Confidence: 'x' } }],
    ['disc missing', { disc: undefined }],
    ['disc.Primary missing', { disc: { Secondary: 'S' } }],
    ['disc.Primary null', { disc: { Primary: null } }],
    ['disc.Secondary a number', { disc: { Primary: 'D', Secondary: 2 } }],
    ['emergenetics missing', { emergenetics: undefined }],
    ['a thinking score as text', { emergenetics: { ...canonical().emergenetics, Social: '6.7' } }],
    [
      'a thinking score missing',
      { emergenetics: { ...canonical().emergenetics, Conceptual: undefined } },
    ],
    [
      'a behaviour level missing',
      { emergenetics: { ...canonical().emergenetics, Flexibility: undefined } },
    ],
    [
      'a behaviour level as a boolean',
      { emergenetics: { ...canonical().emergenetics, Flexibility: true } },
    ],
    ['a strengths score as text', { cliftonStrengths: { Executing: '3' } }],
    ['TopDomain as a number', { cliftonStrengths: { TopDomain: 1 } }],
    ['strengths as a list', { cliftonStrengths: [1, 2, 3, 4] }],
    ['clifton as null', { cliftonStrengths: undefined, clifton: null }],
  ])('rejects a profile with %s', (_name, changes) => {
    const input = body(changes);
    expectInvalid(input);
  });

  it('uses the spec texts and codes', () => {
    expect(ERROR_MESSAGES.invalidProfile).toBe('Invalid profile data format');
    expect(ERROR_CODES.VALIDATION_ERROR).toBe('VALIDATION_ERROR');
  });
});

describe('parseProfile: properties', () => {
  const score = (max: number) => fc.double({ min: -50, max: 50 + max, noNaN: true });
  const level = fc.oneof(fc.string(), fc.double({ min: -5, max: 15, noNaN: true }));
  const strengths = fc.record(
    {
      Executing: score(3),
      Influencing: score(3),
      Relationship: score(3),
      Thinking: score(3),
      TopDomain: fc.string(),
    },
    { requiredKeys: [] },
  );
  const serverBody = fc.record(
    {
      mbti: fc.record({ Type: fc.string(), Confidence: fc.string() }),
      disc: fc.record(
        { Primary: fc.string(), Secondary: fc.option(fc.string(), { nil: null }) },
        { requiredKeys: ['Primary'] },
      ),
      emergenetics: fc.record({
        Analytical: score(10),
        Structural: score(10),
        Social: score(10),
        Conceptual: score(10),
        Expressiveness: level,
        Assertiveness: level,
        Flexibility: level,
      }),
      cliftonStrengths: strengths,
      clifton: strengths,
    },
    { requiredKeys: ['mbti', 'disc', 'emergenetics'] },
  );

  it('turns anything a server may send in the accepted shape into a valid Profile', () => {
    fc.assert(
      fc.property(serverBody, (input) => {
        const result = parseProfile(input);
        expect(result.ok).toBe(true);
        if (result.ok) expect(Value.Errors(ProfileSchema, result.value).First()).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});

describe('stored profiles', () => {
  const stored = { ...canonical(), id: 'a1', createdAt: '2025-03-01T09:30:00.000Z' };

  it('accepts a stored profile with an RFC 3339 date-time', () => {
    expect(Value.Errors(StoredProfileSchema, stored).First()).toBeUndefined();
    expect(
      Value.Check(StoredProfileSchema, { ...stored, createdAt: '2025-03-01T11:30:00+02:00' }),
    ).toBe(true);
  });

  it.each([
    ['2025-02-30T09:30:00Z'],
    ['2025-03-01'],
    ['yesterday'],
    ['2025-03-01T25:00:00Z'],
    [''],
  ])('rejects the createdAt %j', (createdAt) => {
    expect(Value.Check(StoredProfileSchema, { ...stored, createdAt })).toBe(false);
  });

  it('pages history with a cursor that is null on the last page', () => {
    expect(Value.Check(ProfileHistorySchema, { items: [stored], nextCursor: null })).toBe(true);
    expect(Value.Check(ProfileHistorySchema, { items: [], nextCursor: 'c2' })).toBe(true);
    expect(Value.Check(ProfileHistorySchema, { items: [stored] })).toBe(false);
  });

  it('keeps the profile contract on the chart axes', () => {
    const p = canonical();
    expect(
      Value.Check(ProfileSchema, { ...p, emergenetics: { ...p.emergenetics, Social: 10.1 } }),
    ).toBe(false);
    expect(
      Value.Check(ProfileSchema, {
        ...p,
        cliftonStrengths: { ...p.cliftonStrengths, Thinking: 3.5 },
      }),
    ).toBe(false);
  });
});

// docs/decisions/0018-ties-in-added-fields-and-levels-in-any-case.md
describe('ties in added fields: profileWithTies and parseProfile', () => {
  const withDisc = (disc: Profile['disc']): Profile => ({ ...canonical(), disc });
  const withTop = (TopDomain: string, TopTie?: Profile['cliftonStrengths']['TopTie']): Profile => {
    const c = canonical().cliftonStrengths;
    return {
      ...canonical(),
      cliftonStrengths: TopTie ? { ...c, TopDomain, TopTie } : { ...c, TopDomain },
    };
  };

  const discRows: [string, Profile['disc'], TieOrder, Profile['disc']][] = [
    [
      'an older tie, no order known: the first tied style',
      { Primary: 'I/S/C', Secondary: null },
      {},
      { Primary: 'I', Secondary: null, Tie: ['I', 'S', 'C'] },
    ],
    [
      'an older tie with the payload order: the earliest answer first',
      { Primary: 'I/S/C', Secondary: null },
      { disc: ['S', 'C', 'I'] },
      { Primary: 'S', Secondary: null, Tie: ['S', 'C', 'I'] },
    ],
    [
      'an older tie in lower case, with a stray secondary',
      { Primary: 'd/i', Secondary: 'S' },
      {},
      { Primary: 'D', Secondary: null, Tie: ['D', 'I'] },
    ],
    [
      'the new form keeps its own tie-break',
      { Primary: 'C', Secondary: null, Tie: ['C', 'S', 'I'] },
      { disc: ['I', 'S', 'C'] },
      { Primary: 'C', Secondary: null, Tie: ['C', 'S', 'I'] },
    ],
    [
      'a Primary outside its Tie takes the first tied style',
      { Primary: 'D', Secondary: 'I', Tie: ['S', 'C'] },
      {},
      { Primary: 'S', Secondary: null, Tie: ['S', 'C'] },
    ],
    [
      'one style is untouched',
      { Primary: 'D', Secondary: 'I' },
      {},
      { Primary: 'D', Secondary: 'I' },
    ],
    [
      'junk is untouched',
      { Primary: 'X/Y', Secondary: null },
      {},
      { Primary: 'X/Y', Secondary: null },
    ],
  ];
  it.each(discRows)('DiSC: %s', (_name, disc, order, expected) => {
    expect(profileWithTies(withDisc(disc), order).disc).toEqual(expected);
  });

  const strengthRows: [string, Profile, TieOrder, string, StrengthDomain[] | undefined][] = [
    [
      'an older tie, no order known',
      withTop('Executing/Thinking'),
      {},
      'Executing',
      ['Executing', 'Thinking'],
    ],
    [
      'an older tie with the answers order',
      withTop('Executing/Influencing/Thinking'),
      { strengths: ['Thinking', 'Executing', 'Influencing', 'Relationship'] },
      'Thinking',
      ['Thinking', 'Executing', 'Influencing'],
    ],
    [
      'an older tie by the long names',
      withTop('Relationship Building/Strategic Thinking'),
      {},
      'Relationship',
      ['Relationship', 'Thinking'],
    ],
    [
      'the new form is kept',
      withTop('Thinking', ['Thinking', 'Executing']),
      {},
      'Thinking',
      ['Thinking', 'Executing'],
    ],
    ['Unknown stays Unknown', withTop('Unknown'), {}, 'Unknown', undefined],
  ];
  it.each(strengthRows)('strengths: %s', (_name, profile, order, top, tie) => {
    const read = profileWithTies(profile, order);
    expect(read.cliftonStrengths.TopDomain).toBe(top);
    expect(read.cliftonStrengths.TopTie).toEqual(tie);
  });

  it('parseProfile maps an older server body to the new form, so readers see one shape', () => {
    const result = parseProfile(
      body({
        disc: { Primary: 'I/S/C', Secondary: null },
        cliftonStrengths: { ...canonical().cliftonStrengths, TopDomain: 'Executing/Thinking' },
      }),
    );
    expect(result.ok && result.value.disc).toEqual({
      Primary: 'I',
      Secondary: null,
      Tie: ['I', 'S', 'C'],
    });
    expect(result.ok && result.value.cliftonStrengths.TopDomain).toBe('Executing');
    expect(result.ok && result.value.cliftonStrengths.TopTie).toEqual(['Executing', 'Thinking']);
  });

  it('parseProfile keeps Tie and TopTie, in any case, and drops a tie it cannot read', () => {
    const read = (disc: unknown, TopTie: unknown) =>
      parseProfile(body({ disc, cliftonStrengths: { ...canonical().cliftonStrengths, TopTie } }));
    const kept = read({ Primary: 'S', Tie: ['s', 'i'] }, ['Influencing', 'Relationship']);
    expect(kept.ok && kept.value.disc).toEqual({ Primary: 'S', Secondary: null, Tie: ['S', 'I'] });
    expect(kept.ok && kept.value.cliftonStrengths.TopDomain).toBe('Influencing');
    const dropped = read({ Primary: 'S', Tie: ['S', 'Q'] }, ['Influencing', 'Nope']);
    expect(dropped.ok && dropped.value.disc).toEqual({ Primary: 'S', Secondary: null });
    expect(dropped.ok && 'TopTie' in dropped.value.cliftonStrengths).toBe(false);
  });

  it('states the range of Primary and TopDomain in the response schema', () => {
    const props = StoredProfileSchema.properties;
    expect(props.disc.properties.Primary.enum).toEqual(['D', 'I', 'S', 'C']);
    expect(props.cliftonStrengths.properties.TopDomain.enum).toEqual([
      'Executing',
      'Influencing',
      'Relationship',
      'Thinking',
      'Unknown',
    ]);
    expect(
      Value.Check(StoredProfileSchema.properties.disc, {
        Primary: 'S',
        Secondary: null,
        Tie: ['S', 'I'],
      }),
    ).toBe(true);
    expect(Value.Check(StoredProfileSchema.properties.disc, { Primary: 'S', Tie: ['S'] })).toBe(
      false,
    );
    expect(
      Value.Check(StoredProfileSchema.properties.disc, { Primary: 'S', Tie: ['S', 'S'] }),
    ).toBe(false);
  });
});
