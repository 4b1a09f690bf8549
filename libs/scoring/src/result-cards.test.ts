import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '@styleprint/contracts';
import {
  discContent,
  mbtiContent,
  QUESTIONS,
  resultCard,
  strengthsContent,
  thinkingContent,
} from './index.js';
import {
  answersFrom,
  BEHAVIOUR_MODEL,
  PERSONALITY,
  STRENGTHS,
  THINKING,
} from '../test/answering.js';

const [T1, T2, T3] = THINKING;
const [EI, SN, TF, JP] = PERSONALITY;
const [S1, S2, S3] = STRENGTHS;

describe('resultCard', () => {
  it('is null for every framework before anything is answered', () => {
    for (const framework of FRAMEWORKS) expect(resultCard(framework, {})).toBeNull();
  });

  it('appears only with the last answer of its framework', () => {
    const choices = [
      [EI, 'I'],
      [SN, 'N'],
      [TF, 'T'],
      [JP, 'J'],
    ] as const;
    for (let n = 0; n < choices.length; n++)
      expect(resultCard('mbti', answersFrom(choices.slice(0, n)))).toBeNull();
    expect(resultCard('mbti', answersFrom(choices))).toEqual({
      framework: 'mbti',
      ...mbtiContent('INTJ'),
    });
    expect(resultCard('disc', answersFrom(choices))).toBeNull();
  });

  it('follows a changed personality answer', () => {
    const answers = answersFrom([
      [EI, 'I'],
      [SN, 'N'],
      [TF, 'T'],
      [JP, 'J'],
      [EI, 'E'],
      [TF, 'F'],
    ]);
    expect(resultCard('mbti', answers)?.trait).toBe('ENFJ');
  });

  it.each([
    ['a clear top letter', ['D', 'D', 'C'], 'D'],
    ['a three-way tie, broken in D, i, S, C order', ['C', 'S', 'i'], 'I'],
    ['a tie of S and C behind D', ['C', 'S', 'D'], 'D'],
    ['the same letter three times', ['S', 'S', 'S'], 'S'],
    ['two C answers', ['C', 'i', 'C'], 'C'],
  ])('shows the DiSC style for %s', (_name, letters, style) => {
    const answers = answersFrom(BEHAVIOUR_MODEL.map((id, n) => [id, letters[n] ?? ''] as const));
    const card = resultCard('disc', answers);
    expect(card).toEqual({ framework: 'disc', ...discContent(style) });
  });

  it('shows the top thinking style with High for chosen behaviours and Medium for the rest', () => {
    const card = resultCard(
      'emergenetics',
      answersFrom([
        [T1, 'Conceptual'],
        [T2, 'Assertiveness'],
        [T3, 'Conceptual'],
      ]),
    );
    expect(card?.framework).toBe('emergenetics');
    expect(card?.trait).toBe('Conceptual');
    expect(card?.evaluation).toBe(thinkingContent('Conceptual').evaluation);
    expect(card?.behaviourLevels).toEqual([
      { behaviour: 'Expressiveness', level: 'Medium' },
      { behaviour: 'Assertiveness', level: 'High' },
      { behaviour: 'Flexibility', level: 'Medium' },
    ]);
    expect(card).not.toHaveProperty('behaviouralContext');
  });

  it('breaks a thinking tie in the order Analytical, Structural, Social, Conceptual', () => {
    const card = resultCard(
      'emergenetics',
      answersFrom([
        [T1, 'Social'],
        [T2, 'Structural'],
        [T3, 'Flexibility'],
      ]),
    );
    expect(card?.trait).toBe('Structural');
  });

  it('shows no preference as Analytical (the tie order) when only behaviours were chosen, all High', () => {
    const card = resultCard(
      'emergenetics',
      answersFrom([
        [T1, 'Expressiveness'],
        [T2, 'Assertiveness'],
        [T3, 'Flexibility'],
      ]),
    );
    expect(card?.trait).toBe('Analytical');
    expect(card?.behaviourLevels?.map((b) => b.level)).toEqual(['High', 'High', 'High']);
  });

  it.each([
    [['Relationship Building', 'Relationship Building', 'Executing'], 'Relationship'],
    [['Strategic Thinking', 'Influencing', 'Executing'], 'Executing'],
    [['Strategic Thinking', 'Strategic Thinking', 'Strategic Thinking'], 'Thinking'],
  ])('shows the top strengths domain of %j', (values, domain) => {
    const card = resultCard(
      'cliftonStrengths',
      answersFrom([
        [S1, values[0] ?? ''],
        [S2, values[1] ?? ''],
        [S3, values[2] ?? ''],
      ]),
    );
    expect(card).toEqual({ framework: 'cliftonStrengths', ...strengthsContent(domain) });
  });

  it('gives all four cards once every question is answered', () => {
    const answers = answersFrom(QUESTIONS.map((q) => [q.id, q.options[1]?.value ?? ''] as const));
    for (const framework of FRAMEWORKS)
      expect(resultCard(framework, answers)?.framework).toBe(framework);
  });
});
