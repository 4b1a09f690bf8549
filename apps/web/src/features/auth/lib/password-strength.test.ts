import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength (docs/product.md#s4)', () => {
  it.each([
    ['', null],
    ['a', { label: 'Weak', score: 1 }],
    ['abcde', { label: 'Weak', score: 1 }],
    ['abcdef', { label: 'Fair', score: 2 }],
    ['Abc1234', { label: 'Fair', score: 2 }],
    ['abcdefgh', { label: 'Good', score: 2 }],
    ['abcdefg1', { label: 'Good', score: 2 }],
    ['ABCDEFG1', { label: 'Good', score: 2 }],
    ['Abcdefgh', { label: 'Good', score: 2 }],
    ['Abcdefg1', { label: 'Strong', score: 3 }],
    ['Zz9!Zz9!Zz9!', { label: 'Strong', score: 3 }],
  ])('%j is %j', (password, expected) => {
    expect(passwordStrength(password)).toEqual(expected);
  });
});
