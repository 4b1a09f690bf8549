import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { check, ERROR_CODES, ErrorBodySchema, isDateTime, listIssues } from './index.js';
import { Value } from '@sinclair/typebox/value';

const Pair = Type.Object({ a: Type.String(), b: Type.Number() });

describe('check', () => {
  it('returns the same value when it fits', () => {
    const value = { a: 'x', b: 1 };
    const result = check(Pair, value, { message: 'Bad', code: ERROR_CODES.VALIDATION_ERROR });
    expect(result.ok && result.value).toBe(value);
  });

  it('returns the given message and code with one issue per wrong field', () => {
    const result = check(
      Pair,
      { a: 1 },
      { message: 'Bad pair', code: ERROR_CODES.INVALID_RESPONSE },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe('Bad pair');
    expect(result.error.code).toBe('INVALID_RESPONSE');
    expect(result.error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['/a', '/b']));
  });
});

describe('listIssues', () => {
  it('names the root as "/" and stops at the maximum', () => {
    expect(listIssues(Pair, 'nope')[0]?.path).toBe('/');
    const Many = Type.Object(
      Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`k${n}`, Type.String()])),
    );
    expect(listIssues(Many, {}, 3)).toHaveLength(3);
    expect(listIssues(Pair, { a: 'x', b: 2 })).toEqual([]);
  });
});

describe('isDateTime', () => {
  it.each([
    ['2025-03-01T09:30:00Z', true],
    ['2025-03-01T09:30:00.123Z', true],
    ['2025-03-01t09:30:00z', true],
    ['2025-03-01 09:30:00+01:00', true],
    ['2024-02-29T00:00:00Z', true],
    ['2025-02-29T00:00:00Z', false],
    ['2025-04-31T00:00:00Z', false],
    ['2025-13-01T00:00:00Z', false],
    ['2025-03-01T24:00:00Z', false],
    ['2025-03-01T09:60:00Z', false],
    ['2025-03-01T09:30:00', false],
    ['2025-03-01', false],
    ['', false],
  ])('%j is %s', (value, expected) => {
    expect(isDateTime(value)).toBe(expected);
  });
});

describe('error body', () => {
  it('is {detail, code}', () => {
    expect(
      Value.Check(ErrorBodySchema, { detail: 'Profile not found', code: 'PROFILE_NOT_FOUND' }),
    ).toBe(true);
    expect(Value.Check(ErrorBodySchema, { message: 'x', code: 'y' })).toBe(false);
  });
});
