import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ProfileSchema, type AssessmentPayload } from '@styleprint/contracts';
import {
  buildPayload,
  deriveProfile,
  dominantThinkingStyle,
  MBTI_CONFIDENCE,
  NO_PREFERENCE_SCORE,
  NOT_MEASURED,
  strengthTieOf,
  thinkingScores,
  tieOrderOf,
} from './index.js';
import { answersFrom, BEHAVIOUR_MODEL, STRENGTHS, THINKING } from '../test/answering.js';

const payload = (overrides: Partial<AssessmentPayload> = {}): AssessmentPayload => ({
  mbti: 'INTJ',
  disc: 'CSD',
  emergenetics: {
    analytical: 2,
    structural: 0,
    social: 1,
    conceptual: 0,
    expressiveness: 'high',
    assertiveness: 'medium',
    flexibility: 'low',
  },
  cliftonStrengths: { executing: 1, influencing: 0, relationship: 0, thinking: 2 },
  ...overrides,
});

const emergenetics = (
  counts: [number, number, number, number],
): AssessmentPayload['emergenetics'] => ({
  analytical: counts[0],
  structural: counts[1],
  social: counts[2],
  conceptual: counts[3],
  expressiveness: 'medium',
  assertiveness: 'medium',
  flexibility: 'medium',
});

const strengths = (
  counts: [number, number, number, number],
): AssessmentPayload['cliftonStrengths'] => ({
  executing: counts[0],
  influencing: counts[1],
  relationship: counts[2],
  thinking: counts[3],
});

describe('deriveProfile', () => {
  it('derives a profile that validates against the Profile contract', () => {
    const profile = deriveProfile(payload());
    expect(Value.Check(ProfileSchema, profile)).toBe(true);
  });

  it('keeps the MBTI type and says in plain words how little it rests on', () => {
    const { mbti } = deriveProfile(payload({ mbti: 'ENFP' }));
    expect(mbti).toEqual({ Type: 'ENFP', Confidence: MBTI_CONFIDENCE });
    expect(MBTI_CONFIDENCE).toBe('Tentative: each letter rests on 1 answer');
  });

  it.each([
    ['CSD', 'C', 'S'],
    ['iDS', 'I', 'D'],
    ['DiS', 'D', 'I'],
    ['SCi', 'S', 'C'],
  ])(
    'without answers, reads DiSC %s as primary %s, secondary %s (upper case)',
    (disc, primary, secondary) => {
      expect(deriveProfile(payload({ disc })).disc).toEqual({
        Primary: primary,
        Secondary: secondary,
      });
    },
  );

  it('turns lower-case wire behaviour levels into the profile words', () => {
    const e = deriveProfile(payload()).emergenetics;
    expect([e.Expressiveness, e.Assertiveness, e.Flexibility]).toEqual(['High', 'Medium', 'Low']);
  });
});

describe('thinking scores on 0–10', () => {
  it.each([
    ['one answer: smoothed, not 10 against 0', [1, 0, 0, 0], [4, 2, 2, 2]],
    ['one style only', [3, 0, 0, 0], [5.7, 1.4, 1.4, 1.4]],
    ['two of one, one of another', [2, 0, 1, 0], [4.3, 1.4, 2.9, 1.4]],
    ['three different styles', [1, 1, 0, 1], [2.9, 2.9, 1.4, 2.9]],
    ['even split of two', [0, 1, 0, 1], [1.7, 3.3, 1.7, 3.3]],
    ['larger hand-made counts', [13, 0, 0, 13], [4.7, 0.3, 0.3, 4.7]],
    ['no preference: the 5/5/5/5 default', [5, 5, 5, 5], [2.5, 2.5, 2.5, 2.5]],
    ['no preference: all zero', [0, 0, 0, 0], [2.5, 2.5, 2.5, 2.5]],
    ['no preference: equal non-zero counts', [2, 2, 2, 2], [2.5, 2.5, 2.5, 2.5]],
  ] as const)('%s', (_name, counts, expected) => {
    const e = deriveProfile(payload({ emergenetics: emergenetics([...counts]) })).emergenetics;
    expect([e.Analytical, e.Structural, e.Social, e.Conceptual]).toEqual(expected);
  });

  it('gives every style an equal share when there is no preference', () => {
    expect(NO_PREFERENCE_SCORE).toBe(2.5);
    expect(thinkingScores({ Analytical: 0, Structural: 0, Social: 0, Conceptual: 0 }).Social).toBe(
      NO_PREFERENCE_SCORE,
    );
  });
});

describe('strengths domains on 0–3 (no answers sent: list order breaks a tie)', () => {
  it.each([
    ['counts within the axis', [1, 0, 0, 2], [1, 0, 0, 2], 'Thinking', undefined],
    ['a clear winner', [3, 0, 0, 0], [3, 0, 0, 0], 'Executing', undefined],
    [
      'a three-way tie: the first in list order on top, the tie beside it',
      [0, 1, 1, 1],
      [0, 1, 1, 1],
      'Influencing',
      ['Influencing', 'Relationship', 'Thinking'],
    ],
    [
      'a tie of the last two',
      [0, 0, 1, 1],
      [0, 0, 1, 1],
      'Relationship',
      ['Relationship', 'Thinking'],
    ],
    ['all zero is Unknown, with no tie', [0, 0, 0, 0], [0, 0, 0, 0], 'Unknown', undefined],
    ['clamped to 3, ranked on raw counts', [4, 5, 0, 0], [3, 3, 0, 0], 'Influencing', undefined],
    [
      'the contract maximum: a four-way tie',
      [13, 13, 13, 13],
      [3, 3, 3, 3],
      'Executing',
      ['Executing', 'Influencing', 'Relationship', 'Thinking'],
    ],
  ] as const)('%s', (_name, counts, expected, top, tie) => {
    const c = deriveProfile(payload({ cliftonStrengths: strengths([...counts]) })).cliftonStrengths;
    expect([c.Executing, c.Influencing, c.Relationship, c.Thinking]).toEqual(expected);
    expect(c.TopDomain).toBe(top);
    expect(c.TopTie).toEqual(tie);
  });
});

describe('dominantThinkingStyle', () => {
  it.each([
    [[3, 0, 0, 0], 'Analytical'],
    [[0, 1, 0, 2], 'Conceptual'],
    [[0, 1, 1, 0], 'Structural'],
    [[0, 0, 1, 1], 'Social'],
    [[5, 5, 5, 5], 'Analytical'],
  ] as const)('picks the top of %j, ties in style order', (counts, expected) => {
    expect(
      dominantThinkingStyle(deriveProfile(payload({ emergenetics: emergenetics([...counts]) }))),
    ).toBe(expected);
  });
});

describe('the empty assessment end to end', () => {
  it('derives ESTJ, D with I, no thinking preference and an Unknown top domain', () => {
    // No framework is complete, so nothing is read from the (empty) answers: the spec's defaults.
    const profile = deriveProfile(buildPayload({}));
    expect(profile).toEqual({
      mbti: { Type: 'ESTJ', Confidence: MBTI_CONFIDENCE },
      disc: { Primary: 'D', Secondary: 'I' },
      emergenetics: {
        Analytical: 2.5,
        Structural: 2.5,
        Social: 2.5,
        Conceptual: 2.5,
        Expressiveness: 'Medium',
        Assertiveness: 'Medium',
        Flexibility: 'Medium',
      },
      cliftonStrengths: {
        Executing: 0,
        Influencing: 0,
        Relationship: 0,
        Thinking: 0,
        TopDomain: 'Unknown',
      },
    });
  });
});

describe('a profile read from the answers (docs/decisions/0014-ties-uncertainty-and-measured-facts.md)', () => {
  const disc = (letters: readonly [string, string, string]) =>
    deriveProfile(
      buildPayload(
        answersFrom(letters.map((letter, n) => [BEHAVIOUR_MODEL[n] ?? '', letter] as const)),
      ),
    ).disc;

  it.each([
    ['three of one: no secondary, not a padding letter', ['S', 'S', 'S'], 'S', null],
    ['two and one neighbour: a real blend', ['D', 'i', 'D'], 'D', 'I'],
    ['two and one opposite: not a blend the model describes', ['D', 'S', 'D'], 'D', null],
  ] as const)('DiSC %s', (_name, letters, primary, secondary) => {
    expect(disc(letters)).toEqual({ Primary: primary, Secondary: secondary });
  });

  // docs/decisions/0018-ties-in-added-fields-and-levels-in-any-case.md
  it.each([
    ['C, S, i', ['C', 'S', 'i'], ['C', 'S', 'I']],
    ['i, S, C', ['i', 'S', 'C'], ['I', 'S', 'C']],
    ['S, D, C', ['S', 'D', 'C'], ['S', 'D', 'C']],
    ['D, C, i', ['D', 'C', 'i'], ['D', 'C', 'I']],
  ] as const)(
    'a DiSC even split (%s) keeps one style in Primary, the earliest answer, and the tie in Tie',
    (_name, letters, tie) => {
      const payloadFirst = buildPayload(
        answersFrom(letters.map((letter, n) => [BEHAVIOUR_MODEL[n] ?? '', letter] as const)),
      ).disc.charAt(0);
      expect(disc(letters)).toEqual({ Primary: tie[0], Secondary: null, Tie: tie });
      // The payload's first letter and the profile's Primary are the same tie-break.
      expect(payloadFirst.toUpperCase()).toBe(tie[0]);
    },
  );

  it('marks behaviours nobody chose as not measured, and chosen ones High', () => {
    const e = deriveProfile(
      buildPayload(
        answersFrom([
          [THINKING[0], 'Social'],
          [THINKING[1], 'Assertiveness'],
          [THINKING[2], 'Social'],
        ]),
      ),
    ).emergenetics;
    expect([e.Expressiveness, e.Assertiveness, e.Flexibility]).toEqual([
      NOT_MEASURED,
      'High',
      NOT_MEASURED,
    ]);
  });

  it.each([
    [
      'Strategic Thinking, Executing, Influencing',
      ['Strategic Thinking', 'Executing', 'Influencing'],
      ['Thinking', 'Executing', 'Influencing'],
    ],
    [
      'Influencing, Relationship Building, Executing',
      ['Influencing', 'Relationship Building', 'Executing'],
      ['Influencing', 'Relationship', 'Executing'],
    ],
  ] as const)(
    'a strengths even split (%s) keeps one domain on top, the earliest answer, and the tie in TopTie',
    (_name, values, tie) => {
      const result = deriveProfile(
        buildPayload(answersFrom(values.map((value, n) => [STRENGTHS[n] ?? '', value] as const))),
      ).cliftonStrengths;
      expect(result.TopDomain).toBe(tie[0]);
      expect(result.TopTie).toEqual(tie);
      // Texts read the split in list order, so one split always reads the same.
      expect(strengthTieOf(result)).toEqual(
        ['Executing', 'Influencing', 'Relationship', 'Thinking'].filter((d) =>
          (tie as readonly string[]).includes(d),
        ),
      );
    },
  );

  it.each([['High'], ['HIGH'], ['high'], ['hIgH']])(
    'reads a behaviour level sent as %s as High (no answers sent)',
    (level) => {
      const e = deriveProfile(
        payload({
          emergenetics: { ...payload().emergenetics, expressiveness: level },
        }),
      ).emergenetics;
      expect(e.Expressiveness).toBe('High');
    },
  );
});

describe('tieOrderOf: the tie-break of a profile stored before Tie and TopTie', () => {
  it.each([
    ['the payload letters, upper case', { disc: 'SiC' }, { disc: ['S', 'I', 'C'] }],
    ['no payload letters', {}, { disc: [] }],
  ] as const)('DiSC from %s', (_name, stored, expected) => {
    expect(tieOrderOf(stored)).toEqual(expected);
  });

  it('strengths by the earliest answer, when the answers were kept', () => {
    const sent = buildPayload(
      answersFrom([
        [STRENGTHS[0], 'Influencing'],
        [STRENGTHS[1], 'Strategic Thinking'],
        [STRENGTHS[2], 'Executing'],
      ]),
    );
    expect(tieOrderOf(sent).strengths?.slice(0, 3)).toEqual([
      'Influencing',
      'Thinking',
      'Executing',
    ]);
  });
});
