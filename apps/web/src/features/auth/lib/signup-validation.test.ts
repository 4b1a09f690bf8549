import { describe, expect, it } from 'vitest';
import { SIGNUP_VALIDATION } from '../signup-texts';
import { allSignupFieldsFilled, firstSignupProblem, type SignupValues } from './signup-validation';

const valid: SignupValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('firstSignupProblem', () => {
  it.each<[string, Partial<SignupValues>, string | null]>([
    ['valid values pass', {}, null],
    ['a blank name', { name: '   ' }, SIGNUP_VALIDATION.nameRequired],
    ['a blank email', { email: ' ' }, SIGNUP_VALIDATION.emailRequired],
    [
      'a 5-character password',
      { password: '12345', confirmPassword: '12345' },
      SIGNUP_VALIDATION.passwordTooShort,
    ],
    ['exactly 6 characters is enough', { password: '123456', confirmPassword: '123456' }, null],
    ['different passwords', { confirmPassword: 'secret2' }, SIGNUP_VALIDATION.passwordsDiffer],
    // Order of docs/product.md#s5: the earlier rule wins whenever several are broken.
    ['name before email', { name: '', email: '' }, SIGNUP_VALIDATION.nameRequired],
    ['email before password', { email: '', password: '1' }, SIGNUP_VALIDATION.emailRequired],
    [
      'length before mismatch',
      { password: '1', confirmPassword: '2' },
      SIGNUP_VALIDATION.passwordTooShort,
    ],
    [
      'name before everything',
      { name: ' ', email: ' ', password: '1', confirmPassword: '2' },
      SIGNUP_VALIDATION.nameRequired,
    ],
  ])('%s', (_, change, expected) => {
    expect(firstSignupProblem({ ...valid, ...change })).toBe(expected);
  });
});

describe('allSignupFieldsFilled', () => {
  it('needs all four fields', () => {
    expect(allSignupFieldsFilled(valid)).toBe(true);
    expect(allSignupFieldsFilled({ ...valid, confirmPassword: '' })).toBe(false);
  });
});
