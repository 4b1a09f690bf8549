import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  canonicalAssessmentPayload,
  canonicalBehaviourLevel,
  AnswerSchema,
  AssessmentPayloadSchema,
  DISC_LETTERS,
  DISC_PATTERN,
  LIMITS,
  MBTI_AXES,
  MBTI_PATTERN,
  parseAssessmentPayload,
  QuestionSchema,
  StoredProfileSchema,
  type AssessmentPayload,
} from './index.js';

const valid = (): AssessmentPayload => ({
  mbti: 'INTJ',
  disc: 'DiS',
  emergenetics: {
    analytical: 2,
    structural: 0,
    social: 1,
    conceptual: 0,
    expressiveness: 'high',
    assertiveness: 'medium',
    flexibility: 'low',
  },
  cliftonStrengths: { executing: 1, influencing: 0, relationship: 2, thinking: 0 },
});

/** A copy of the valid payload with one value at a path replaced, or removed when `undefined`. */
function withValue(path: string[], value: unknown): unknown {
  const copy: Record<string, unknown> = structuredClone(valid());
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const accepts = (input: unknown): boolean => Value.Check(AssessmentPayloadSchema, input);

const ALL_TYPES = MBTI_AXES.reduce<string[]>(
  (prefixes, axis) => prefixes.flatMap((prefix) => axis.map((letter) => prefix + letter)),
  [''],
);

describe('AssessmentPayload: personality type', () => {
  it('accepts each of the 16 types', () => {
    expect(ALL_TYPES).toHaveLength(16);
    for (const mbti of ALL_TYPES) expect(accepts(withValue(['mbti'], mbti))).toBe(true);
  });

  it.each([['intj'], ['INT'], ['INTJX'], ['XNTJ'], ['EITJ'], ['INTJ '], [''], ['ENFJ\n']])(
    'rejects %j',
    (mbti) => {
      expect(accepts(withValue(['mbti'], mbti))).toBe(false);
    },
  );

  it('exposes the pattern it uses', () => {
    expect(new RegExp(MBTI_PATTERN).test('ESTJ')).toBe(true);
  });
});

describe('AssessmentPayload: DiSC letters', () => {
  it('accepts every ordering of three distinct letters of D, i, S, C', () => {
    let count = 0;
    for (const a of DISC_LETTERS)
      for (const b of DISC_LETTERS)
        for (const c of DISC_LETTERS) {
          const disc = a + b + c;
          const distinct = new Set(disc).size === 3;
          expect(accepts(withValue(['disc'], disc))).toBe(distinct);
          if (distinct) count += 1;
        }
    expect(count).toBe(24);
  });

  it.each([['DIS'], ['dis'], ['Di'], ['DiSC'], [''], ['DxS'], ['D i']])('rejects %j', (disc) => {
    expect(accepts(withValue(['disc'], disc))).toBe(false);
  });

  it('exposes the pattern it uses', () => {
    expect(new RegExp(DISC_PATTERN).test('CSD')).toBe(true);
    expect(new RegExp(DISC_PATTERN).test('CSC')).toBe(false);
  });
});

describe('AssessmentPayload: counts and levels', () => {
  const countPaths = [
    ['emergenetics', 'analytical'],
    ['emergenetics', 'structural'],
    ['emergenetics', 'social'],
    ['emergenetics', 'conceptual'],
    ['cliftonStrengths', 'executing'],
    ['cliftonStrengths', 'influencing'],
    ['cliftonStrengths', 'relationship'],
    ['cliftonStrengths', 'thinking'],
  ];

  it.each(countPaths)('bounds %s.%s to whole numbers from 0 to the tally maximum', (...path) => {
    expect(accepts(withValue(path, 0))).toBe(true);
    expect(accepts(withValue(path, LIMITS.tallyMax))).toBe(true);
    expect(accepts(withValue(path, LIMITS.tallyMax + 1))).toBe(false);
    expect(accepts(withValue(path, -1))).toBe(false);
    expect(accepts(withValue(path, 1.5))).toBe(false);
    expect(accepts(withValue(path, '1'))).toBe(false);
    expect(accepts(withValue(path, null))).toBe(false);
  });

  // The spec's tally sets a behaviour "to High" and defaults it to "medium": both are the spec's
  // own spellings (docs/decisions/0018-ties-in-added-fields-and-levels-in-any-case.md).
  it.each([['expressiveness'], ['assertiveness'], ['flexibility']])(
    'takes %s as low, medium or high in any case, and nothing else',
    (behaviour) => {
      for (const level of [
        'low',
        'medium',
        'high',
        'High',
        'HIGH',
        'Medium',
        'MEDIUM',
        'Low',
        'hIgH',
      ]) {
        expect(accepts(withValue(['emergenetics', behaviour], level))).toBe(true);
      }
      for (const level of [
        '',
        'very high',
        ' high',
        'high ',
        'hi',
        'highh',
        'Not measured',
        7,
        null,
      ]) {
        expect(accepts(withValue(['emergenetics', behaviour], level))).toBe(false);
      }
    },
  );

  it.each([
    ['high', 'high'],
    ['High', 'high'],
    ['HIGH', 'high'],
    ['Medium', 'medium'],
    ['LOW', 'low'],
    ['sky-high', null],
  ])('canonicalBehaviourLevel(%j) is %j', (sent, canonical) => {
    expect(canonicalBehaviourLevel(sent)).toBe(canonical);
  });

  it('canonicalAssessmentPayload lowers the levels and keeps everything else as sent', () => {
    const sent = valid();
    const mixed = {
      ...sent,
      emergenetics: {
        ...sent.emergenetics,
        expressiveness: 'High',
        assertiveness: 'MEDIUM',
        flexibility: 'low',
      },
    };
    expect(canonicalAssessmentPayload(mixed)).toEqual({
      ...mixed,
      emergenetics: {
        ...mixed.emergenetics,
        expressiveness: 'high',
        assertiveness: 'medium',
        flexibility: 'low',
      },
    });
  });
});

describe('AssessmentPayload: shape', () => {
  it('accepts a complete payload', () => {
    expect(accepts(valid())).toBe(true);
  });

  it.each([
    [['mbti']],
    [['disc']],
    [['emergenetics']],
    [['cliftonStrengths']],
    [['emergenetics', 'social']],
    [['emergenetics', 'flexibility']],
    [['cliftonStrengths', 'thinking']],
  ])('rejects a payload missing %j', (path) => {
    expect(accepts(withValue(path, undefined))).toBe(false);
  });

  it.each([[['extra']], [['emergenetics', 'Analytical']], [['cliftonStrengths', 'strategic']]])(
    'rejects an extra field at %j',
    (path) => {
      expect(accepts(withValue(path, 1))).toBe(false);
    },
  );

  it.each([[null], ['INTJ'], [[]], [42], [{}]])('rejects %j', (input) => {
    expect(accepts(input)).toBe(false);
  });

  it.each([
    [['mbti'], 4],
    [['disc'], ['D', 'i', 'S']],
    [['emergenetics'], 'lots'],
    [['cliftonStrengths'], [1, 2, 3, 4]],
  ])('rejects %j of the wrong type', (path, value) => {
    expect(accepts(withValue(path, value))).toBe(false);
  });
});

describe('parseAssessmentPayload', () => {
  it('returns the payload itself when valid', () => {
    const payload = valid();
    expect(parseAssessmentPayload(payload)).toEqual({ ok: true, value: payload });
  });

  it('names each field that is wrong', () => {
    const result = parseAssessmentPayload({ ...valid(), mbti: 'XXXX', disc: 'DDD' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe('Invalid assessment payload');
    expect(result.error.code).toBe('VALIDATION_ERROR');
    const paths = result.error.issues.map((issue) => issue.path);
    expect(paths).toContain('/mbti');
    expect(paths).toContain('/disc');
  });
});

describe('Question and Answer', () => {
  it('needs an id, a known framework, text and at least two options', () => {
    const question = {
      id: 'q',
      framework: 'mbti',
      text: 'Which?',
      options: [
        { label: 'A', value: 'E' },
        { label: 'B', value: 'I' },
      ],
    };
    expect(Value.Check(QuestionSchema, question)).toBe(true);
    expect(Value.Check(QuestionSchema, { ...question, framework: 'clifton' })).toBe(false);
    expect(
      Value.Check(QuestionSchema, { ...question, options: question.options.slice(0, 1) }),
    ).toBe(false);
    expect(Value.Check(QuestionSchema, { ...question, text: '' })).toBe(false);
  });

  it('needs a question id, a known framework and a value', () => {
    const answer = { questionId: 'q', framework: 'disc', value: 'i' };
    expect(Value.Check(AnswerSchema, answer)).toBe(true);
    expect(Value.Check(AnswerSchema, { ...answer, value: '' })).toBe(false);
    expect(Value.Check(AnswerSchema, { ...answer, framework: 'DiSC' })).toBe(false);
    expect(Value.Check(AnswerSchema, { questionId: 'q', value: 'i' })).toBe(false);
  });
});

describe('AssessmentPayload: the optional answers (decision 0013)', () => {
  const answer = { questionId: 'disc-1', framework: 'disc', value: 'S' };

  it('accepts the spec payload without answers, and with up to one answer per question', () => {
    expect(accepts(valid())).toBe(true);
    expect(accepts({ ...valid(), answers: [] })).toBe(true);
    expect(
      accepts({
        ...valid(),
        answers: Array(LIMITS.questionCount + LIMITS.followUpMax).fill(answer),
      }),
    ).toBe(true);
  });

  it.each([
    [
      'more answers than questions and follow-ups',
      Array(LIMITS.questionCount + LIMITS.followUpMax + 1).fill(answer),
    ],
    ['an answer with an unknown framework', [{ ...answer, framework: 'zodiac' }]],
    ['an answer with an extra field', [{ ...answer, note: 'x' }]],
    ['an answer with an empty value', [{ ...answer, value: '' }]],
    ['answers that are not a list', { 'disc-1': 'S' }],
  ])('refuses %s', (_name, answers) => {
    expect(accepts({ ...valid(), answers })).toBe(false);
  });
});

describe('StoredProfile: the optional answers', () => {
  it('carries the answers a profile came from, and stays valid without them', () => {
    const stored = {
      mbti: { Type: 'INTJ', Confidence: 'Tentative' },
      disc: { Primary: 'S', Secondary: null },
      emergenetics: {
        Analytical: 1,
        Structural: 1,
        Social: 1,
        Conceptual: 1,
        Expressiveness: 'Not measured',
        Assertiveness: 'High',
        Flexibility: 'Not measured',
      },
      cliftonStrengths: {
        Executing: 1,
        Influencing: 1,
        Relationship: 1,
        Thinking: 0,
        TopDomain: 'Influencing',
        TopTie: ['Influencing', 'Executing', 'Relationship'],
      },
      id: 'a',
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    expect(Value.Check(StoredProfileSchema, stored)).toBe(true);
    expect(Value.Check(StoredProfileSchema, { ...stored, answers: [answerOf('disc-1')] })).toBe(
      true,
    );
    expect(Value.Check(StoredProfileSchema, { ...stored, answers: 'S' })).toBe(false);
  });
});

const answerOf = (questionId: string) => ({ questionId, framework: 'disc', value: 'S' });
