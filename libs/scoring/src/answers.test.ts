import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '@styleprint/contracts';
import {
  QUESTIONS,
  answerQuestion,
  chosenValue,
  isFrameworkComplete,
  questionsOf,
} from './index.js';
import { answer, answersFrom, PERSONALITY } from '../test/answering.js';

describe('answerQuestion', () => {
  it('records an answer without changing the earlier answers object', () => {
    const before = {};
    const after = answerQuestion(before, answer('mbti-ei', 'I'));
    expect(after['mbti-ei']?.value).toBe('I');
    expect(before).toEqual({});
  });

  it('replaces the earlier answer when a question is answered again, back and forth', () => {
    const answers = answersFrom([
      ['mbti-ei', 'E'],
      ['mbti-ei', 'I'],
      ['disc-1', 'D'],
      ['mbti-ei', 'E'],
      ['mbti-ei', 'I'],
    ]);
    expect(Object.keys(answers).sort()).toEqual(['disc-1', 'mbti-ei']);
    expect(answers['mbti-ei']?.value).toBe('I');
  });

  it.each([
    ['an unknown question', { questionId: 'nope', framework: 'mbti', value: 'E' }],
    ['a value that is not an option', { questionId: 'mbti-ei', framework: 'mbti', value: 'S' }],
    ['the wrong framework', { questionId: 'mbti-ei', framework: 'disc', value: 'E' }],
    ['a lower-case letter', { questionId: 'mbti-ei', framework: 'mbti', value: 'e' }],
  ] as const)('ignores %s', (_name, bad) => {
    const answers = answersFrom([['mbti-ei', 'E']]);
    expect(answerQuestion(answers, bad)).toBe(answers);
  });
});

describe('chosenValue', () => {
  it('reads only entries that fit the bank, even in a hand-built answers map', () => {
    const [first] = questionsOf('mbti');
    if (first === undefined) throw new Error('bank has mbti questions');
    expect(
      chosenValue({ [first.id]: { questionId: first.id, framework: 'mbti', value: 'I' } }, first),
    ).toBe('I');
    expect(
      chosenValue({ [first.id]: { questionId: 'mbti-sn', framework: 'mbti', value: 'I' } }, first),
    ).toBeUndefined();
    expect(
      chosenValue({ [first.id]: { questionId: first.id, framework: 'mbti', value: 'X' } }, first),
    ).toBeUndefined();
    expect(chosenValue({}, first)).toBeUndefined();
  });
});

describe('isFrameworkComplete', () => {
  it('is false for every framework with no answers', () => {
    for (const framework of FRAMEWORKS) expect(isFrameworkComplete({}, framework)).toBe(false);
  });

  it('turns true only with the last question of that framework, and only for that framework', () => {
    const choices = PERSONALITY.map((id, i) => [id, ['E', 'N', 'F', 'P'][i] ?? ''] as const);
    for (let n = 0; n < choices.length; n++) {
      expect(isFrameworkComplete(answersFrom(choices.slice(0, n)), 'mbti')).toBe(false);
    }
    const all = answersFrom(choices);
    expect(isFrameworkComplete(all, 'mbti')).toBe(true);
    for (const other of FRAMEWORKS.filter((f) => f !== 'mbti')) {
      expect(isFrameworkComplete(all, other)).toBe(false);
    }
  });

  it('stays complete when an answer is changed', () => {
    const all = answersFrom(QUESTIONS.map((q) => [q.id, q.options[0]?.value ?? ''] as const));
    const changed = answerQuestion(all, answer('disc-2', 'i'));
    for (const framework of FRAMEWORKS) expect(isFrameworkComplete(changed, framework)).toBe(true);
  });
});
