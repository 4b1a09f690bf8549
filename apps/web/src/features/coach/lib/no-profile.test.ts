import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { meansNoProfile } from './no-profile';

const apiError = (status: number, type: ApiError['type']) =>
  new ApiError('x', { status, code: 'X', type });

describe('meansNoProfile', () => {
  it.each([
    ['404 not found', apiError(404, 'not_found'), true],
    ['401 from the API', apiError(401, 'auth'), true],
    ['403', apiError(403, 'auth'), true],
    ['a network failure', apiError(0, 'network'), false],
    ['a server error', apiError(503, 'server'), false],
    ['an invalid profile', apiError(200, 'unknown'), false],
    ['something that is not an API error', new Error('boom'), false],
  ])('%s', (_case, error, expected) => {
    expect(meansNoProfile(error)).toBe(expected);
  });
});
