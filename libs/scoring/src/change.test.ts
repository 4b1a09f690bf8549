import { describe, expect, it } from 'vitest';
import { answersFrom, BEHAVIOUR_MODEL, PERSONALITY } from '../test/answering.js';
import { differentAnswers } from './index.js';

const disc = (letters: readonly string[]) =>
  answersFrom(BEHAVIOUR_MODEL.map((id, i) => [id, letters[i] ?? ''] as const));

describe('differentAnswers', () => {
  it('names the questions of one framework answered differently, by quiz number', () => {
    expect(differentAnswers(disc(['S', 'S', 'D']), disc(['S', 'C', 'D']), 'disc')).toEqual([9]);
    expect(differentAnswers(disc(['S', 'S', 'D']), disc(['C', 'C', 'D']), 'disc')).toEqual([8, 9]);
    expect(differentAnswers(disc(['S', 'S', 'D']), disc(['S', 'S', 'D']), 'disc')).toEqual([]);
  });

  it('is null when either result lacks one of the answers', () => {
    expect(differentAnswers(disc(['S', 'S']), disc(['S', 'S', 'D']), 'disc')).toBeNull();
    const mbti = answersFrom(PERSONALITY.map((id, i) => [id, ['E', 'S', 'T', 'J'][i] ?? '']));
    expect(differentAnswers(mbti, {}, 'mbti')).toBeNull();
  });
});
