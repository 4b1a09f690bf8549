import { describe, expect, it } from 'vitest';
import { tally } from './index.js';
import {
  answersFrom,
  BEHAVIOUR_MODEL,
  PERSONALITY,
  STRENGTHS,
  THINKING,
} from '../test/answering.js';

const [T1, T2, T3] = THINKING;
const [EI, SN, TF, JP] = PERSONALITY;
const [D1, D2, D3] = BEHAVIOUR_MODEL;
const [S1, S2, S3] = STRENGTHS;

describe('tally (docs/product.md#s4)', () => {
  it('starts with every count at zero, no behaviour High and no type', () => {
    expect(tally({})).toEqual({
      thinking: { Analytical: 0, Structural: 0, Social: 0, Conceptual: 0 },
      behaviours: {},
      mbti: null,
      disc: { D: 0, i: 0, S: 0, C: 0 },
      strengths: {
        Executing: 0,
        Influencing: 0,
        'Relationship Building': 0,
        'Strategic Thinking': 0,
      },
    });
  });

  it('adds one per thinking-style choice', () => {
    const t = tally(
      answersFrom([
        [T1, 'Analytical'],
        [T2, 'Analytical'],
        [T3, 'Social'],
      ]),
    );
    expect(t.thinking).toEqual({ Analytical: 2, Structural: 0, Social: 1, Conceptual: 0 });
    expect(t.behaviours).toEqual({});
  });

  it.each([
    [T1, 'Expressiveness'],
    [T2, 'Assertiveness'],
    [T3, 'Flexibility'],
  ] as const)('sets %s behaviour choice %s to High without counting a style', (id, behaviour) => {
    const t = tally(answersFrom([[id, behaviour]]));
    expect(t.behaviours).toEqual({ [behaviour]: 'High' });
    expect(Object.values(t.thinking)).toEqual([0, 0, 0, 0]);
  });

  it('takes the behaviour back when that answer is changed to a style, and again back', () => {
    const toStyle = answersFrom([
      [T2, 'Assertiveness'],
      [T2, 'Structural'],
    ]);
    expect(tally(toStyle).behaviours).toEqual({});
    expect(tally(toStyle).thinking.Structural).toBe(1);
    const backAgain = answersFrom([
      [T2, 'Assertiveness'],
      [T2, 'Structural'],
      [T2, 'Assertiveness'],
    ]);
    expect(tally(backAgain).behaviours).toEqual({ Assertiveness: 'High' });
    expect(tally(backAgain).thinking.Structural).toBe(0);
  });

  it('joins the personality letters in axis order only once the fourth is answered', () => {
    const three = answersFrom([
      [JP, 'P'],
      [EI, 'I'],
      [TF, 'F'],
    ]);
    expect(tally(three).mbti).toBeNull();
    const four = answersFrom([
      [JP, 'P'],
      [EI, 'I'],
      [TF, 'F'],
      [SN, 'N'],
    ]);
    expect(tally(four).mbti).toBe('INFP');
  });

  it('uses the latest letter after changes back and forth', () => {
    const answers = answersFrom([
      [EI, 'E'],
      [SN, 'S'],
      [TF, 'T'],
      [JP, 'J'],
      [EI, 'I'],
      [TF, 'F'],
      [EI, 'E'],
    ]);
    expect(tally(answers).mbti).toBe('ESFJ');
  });

  it('counts behaviour-model answers per letter', () => {
    const t = tally(
      answersFrom([
        [D1, 'i'],
        [D2, 'i'],
        [D3, 'C'],
      ]),
    );
    expect(t.disc).toEqual({ D: 0, i: 2, S: 0, C: 1 });
  });

  it('counts strengths answers per value, replacing changed answers', () => {
    const t = tally(
      answersFrom([
        [S1, 'Relationship Building'],
        [S2, 'Strategic Thinking'],
        [S3, 'Executing'],
        [S3, 'Relationship Building'],
      ]),
    );
    expect(t.strengths).toEqual({
      Executing: 0,
      Influencing: 0,
      'Relationship Building': 2,
      'Strategic Thinking': 1,
    });
  });

  it('ignores entries of a hand-built answers map that do not fit the bank', () => {
    const t = tally({
      stray: { questionId: 'stray', framework: 'disc', value: 'D' },
      [D1]: { questionId: D1, framework: 'disc', value: 'X' },
      [D2]: { questionId: D2, framework: 'mbti', value: 'D' },
    });
    expect(t.disc).toEqual({ D: 0, i: 0, S: 0, C: 0 });
  });
});
