import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '@styleprint/contracts';
import {
  discContent,
  mbtiContent,
  QUESTIONS,
  resultCard,
  thinkingContent,
  themeOf,
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
    const card = resultCard('mbti', answersFrom(choices));
    expect(card).toMatchObject({ framework: 'mbti', ...mbtiContent('INTJ') });
    expect(card?.explanation.basis).toBe(
      'Each of the 4 letters rests on 1 answer, so treat the type as a starting point to check against your experience.',
    );
    expect(card?.explanation.answers).toHaveLength(4);
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

  const discCard = (letters: readonly string[]) =>
    resultCard(
      'disc',
      answersFrom(BEHAVIOUR_MODEL.map((id, n) => [id, letters[n] ?? ''] as const)),
    );

  it.each([
    [
      'a clear top letter',
      ['D', 'D', 'C'],
      'D',
      '2 of 3 answers pointed to D (Dominance); 1 to C (Conscientiousness). Secondary style: C (Conscientiousness).',
    ],
    [
      'the same letter three times',
      ['S', 'S', 'S'],
      'S',
      '3 of 3 answers pointed to S (Steadiness). No secondary style was chosen.',
    ],
    [
      'two C answers',
      ['C', 'i', 'C'],
      'C',
      '2 of 3 answers pointed to C (Conscientiousness); 1 to I (Influence). No secondary style is shown: I (Influence) sits opposite C (Conscientiousness) on the DiSC-style circle, so the two do not form a blend.',
    ],
  ])(
    'shows the DiSC style for %s and how many answers it rests on',
    (_name, letters, style, basis) => {
      const card = discCard(letters);
      expect(card?.trait).toBe(discContent(style).trait);
      expect(card?.explanation.basis).toBe(basis);
      expect(card?.explanation.tie).toBeNull();
    },
  );

  it('says why an opposite letter is not shown as a secondary style', () => {
    expect(discCard(['D', 'S', 'D'])?.explanation.basis).toContain(
      'No secondary style is shown: S (Steadiness) sits opposite D (Dominance)',
    );
  });

  it('shows a three-way DiSC split as a split, and states the tie-break the submission uses', () => {
    const card = discCard(['C', 'S', 'i']);
    expect(card?.trait).toBe('Influence (I), Steadiness (S) and Conscientiousness (C)');
    expect(card?.explanation.tie).toBe(
      'Even split: I (Influence), S (Steadiness) and C (Conscientiousness)',
    );
    expect(card?.explanation.tieBreak).toBe(
      'Your submission has to list one style first; it lists C (Conscientiousness), the style of your earliest answer (question 8). Your results show the even split.',
    );
    expect(card?.explanation.answers[2]).toMatch(
      /^You chose “In a friendly chat.*” \(question 10\): I \(Influence\)\.$/,
    );
  });

  it('shows the top thinking style with High for chosen behaviours and Not measured for the rest', () => {
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
      { behaviour: 'Expressiveness', level: 'Not measured' },
      { behaviour: 'Assertiveness', level: 'High' },
      { behaviour: 'Flexibility', level: 'Not measured' },
    ]);
    expect(card?.explanation.basis).toBe(
      '2 of 3 answers pointed to Conceptual. 1 answer described a behaviour (Assertiveness) instead; the other behaviours are not measured.',
    );
    expect(card).not.toHaveProperty('behaviouralContext');
  });

  it('shows a thinking tie as an even split, not as the first style in a list', () => {
    const card = resultCard(
      'emergenetics',
      answersFrom([
        [T1, 'Social'],
        [T2, 'Structural'],
        [T3, 'Conceptual'],
      ]),
    );
    expect(card?.trait).toBe('Structural, Social and Conceptual');
    expect(card?.explanation.tie).toBe('Even split: Structural, Social and Conceptual');
  });

  it('measures no thinking style when only behaviours were chosen, and says so', () => {
    const card = resultCard(
      'emergenetics',
      answersFrom([
        [T1, 'Expressiveness'],
        [T2, 'Assertiveness'],
        [T3, 'Flexibility'],
      ]),
    );
    expect(card?.trait).toBe('Behaviour-Led');
    expect(card?.trait).not.toBe('Analytical');
    expect(card?.explanation.basis).toMatch(/^None of your 3 answers chose a thinking style/);
    expect(card?.behaviourLevels?.map((b) => b.level)).toEqual(['High', 'High', 'High']);
  });

  it.each([
    [['Relationship Building', 'Relationship Building', 'Executing'], 'Relationship Building'],
    [['Strategic Thinking', 'Strategic Thinking', 'Strategic Thinking'], 'Strategic Thinking'],
    [
      ['Strategic Thinking', 'Influencing', 'Executing'],
      'Executing, Influencing and Strategic Thinking',
    ],
  ])('shows the strengths result of %j as %s', (values, trait) => {
    const card = resultCard(
      'cliftonStrengths',
      answersFrom([
        [S1, values[0] ?? ''],
        [S2, values[1] ?? ''],
        [S3, values[2] ?? ''],
      ]),
    );
    expect(card?.trait).toBe(trait);
  });

  it('leaves out a tip whose theme an earlier card in the quiz already showed', () => {
    const answers = answersFrom(QUESTIONS.map((q) => [q.id, q.options[0]?.value ?? ''] as const));
    const cards = FRAMEWORKS.map((f) => resultCard(f, answers));
    const themes = cards.flatMap((c) =>
      [...(c?.strengths ?? []), ...(c?.growth ?? [])].map(themeOf),
    );
    expect(new Set(themes).size).toBe(themes.length);
  });

  it('gives all four cards once every question is answered', () => {
    const answers = answersFrom(QUESTIONS.map((q) => [q.id, q.options[1]?.value ?? ''] as const));
    for (const framework of FRAMEWORKS)
      expect(resultCard(framework, answers)?.framework).toBe(framework);
  });
});
