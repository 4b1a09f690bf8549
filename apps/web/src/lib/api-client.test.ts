import { parseProfile } from '@styleprint/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  errorFromResponse,
  isRateLimited,
  isUnreadableResponse,
  retryAfterOf,
} from './api-client';
import { storedProfile } from '#web/test/profiles';

const PROFILE = storedProfile();

function clientWith(response: Response | Error, token: string | null = 'tok') {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: async () => token,
    fetch,
  });
  return { client, fetch };
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClient', () => {
  it('sends the bearer token on calls that need it and validates the body', async () => {
    const { client, fetch } = clientWith(json(200, PROFILE));
    const profile = await client.request('/profile/me', { auth: true, parse: parseProfile });
    expect(profile.mbti.Type).toBe('INTJ');
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/profile/me',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ Authorization: 'Bearer tok' }),
      }),
    );
  });

  it('sends no Authorization header on calls that do not need one', async () => {
    const { client, fetch } = clientWith(new Response(null, { status: 204 }));
    await client.request('/anything', { method: 'POST', body: { a: 1 } });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.body).toBe('{"a":1}');
  });

  it('fails with AUTH_REQUIRED, without calling the API, when signed out', async () => {
    const { client, fetch } = clientWith(json(200, PROFILE), null);
    const error = await failure(client.request('/profile/me', { auth: true, parse: parseProfile }));
    expect(error).toMatchObject({
      message: 'Authentication required. Please log in again.',
      code: 'AUTH_REQUIRED',
      type: 'auth',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      401,
      { detail: 'Token expired', code: 'TOKEN_EXPIRED' },
      'Token expired',
      'TOKEN_EXPIRED',
      'auth',
    ],
    [403, 'Forbidden', 'Access denied', 'HTTP_403', 'auth'],
    [
      404,
      { detail: 'Profile not found', code: 'PROFILE_NOT_FOUND' },
      'Profile not found',
      'PROFILE_NOT_FOUND',
      'not_found',
    ],
    [404, '', 'Profile not found', 'HTTP_404', 'not_found'],
    [401, '', 'Authentication required', 'HTTP_401', 'auth'],
    [
      422,
      { detail: 'Bad payload', code: 'VALIDATION_ERROR' },
      'Bad payload',
      'VALIDATION_ERROR',
      'client',
    ],
    [409, '', 'API request failed: 409 Conflict', 'HTTP_409', 'client'],
    [
      503,
      { detail: 'Store unavailable', code: 'STORE_UNAVAILABLE' },
      'Store unavailable',
      'STORE_UNAVAILABLE',
      'server',
    ],
    [502, '<html>Bad gateway</html>', 'Server error occurred', 'HTTP_502', 'server'],
  ])('types a %i response (body %j)', async (status, body, message, code, type) => {
    const statusText = status === 409 ? 'Conflict' : '';
    const response =
      typeof body === 'string'
        ? new Response(body || null, { status, statusText })
        : json(status, body, statusText);
    const { client } = clientWith(response);
    const error = await failure(client.request('/x', { auth: true }));
    expect(error).toMatchObject({ status, message, code, type });
  });

  it('reports a network failure with the spec message', async () => {
    const { client } = clientWith(new TypeError('Failed to fetch'));
    const error = await failure(client.request('/x'));
    expect(error).toMatchObject({
      message: 'Network connection failed. Please check your internet connection.',
      code: 'NETWORK_ERROR',
      type: 'network',
    });
  });

  it('reports a request that hangs past the timeout as a network failure', async () => {
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout'))),
        ),
    );
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => 'tok',
      fetch: hanging,
      timeoutMs: 20,
    });
    const error = await failure(client.request('/x'));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', type: 'network' });
  });

  it("passes the caller's own abort through without reporting it", async () => {
    const controller = new AbortController();
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => 'tok',
      fetch: hanging,
    });
    const pending = client.request('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a body that breaks the contract', async () => {
    const { client } = clientWith(json(200, { mbti: { Type: 'INTJ' } }));
    const error = await failure(client.request('/profile/me', { auth: true, parse: parseProfile }));
    expect(error).toMatchObject({
      message: 'Invalid profile data format',
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('session refresh, 429 and unreadable bodies (docs/decisions/0036)', () => {
  const refused = () =>
    new Response(JSON.stringify({ detail: 'Authentication required', code: 'TOKEN_EXPIRED' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });

  it('refreshes the token once on a 401 and retries with the new one', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    const getToken = vi.fn(async (force?: boolean) => (force ? 'fresh' : 'stale'));
    const onSessionEnded = vi.fn();
    const client = createApiClient({ baseUrl: 'http://api', getToken, fetch, onSessionEnded });
    await client.request('/x', { auth: true });
    expect(getToken).toHaveBeenLastCalledWith(true);
    const headers = fetch.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer fresh');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('reports the session ended when the fresh token is refused too', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => refused());
    const onSessionEnded = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://api',
      getToken: async (force) => (force ? 'fresh' : 'stale'),
      fetch,
      onSessionEnded,
    });
    await expect(client.request('/x', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('reads Retry-After on a 429, in seconds or as a date', async () => {
    const tooMany = (retryAfter: string) =>
      new Response(JSON.stringify({ detail: 'Too many requests', code: 'RATE_LIMITED' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      });
    const error = await errorFromResponse(tooMany('12'));
    expect(error.retryAfterSeconds).toBe(12);
    expect(isRateLimited(error)).toBe(true);
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfterOf(tooMany('Mon, 23 Nov 2026 12:00:30 GMT'), now)).toBe(30);
  });

  it('marks a 2xx whose body breaks the contract as unreadable', async () => {
    const client = createApiClient({
      baseUrl: 'http://api',
      getToken: async () => 't',
      fetch: async () => new Response('not json', { status: 200 }),
    });
    const failure = await client
      .request('/x', {
        parse: () => ({
          ok: false,
          error: { message: 'Invalid', code: 'INVALID_RESPONSE', issues: [] },
        }),
      })
      .catch((error: unknown) => error);
    expect(isUnreadableResponse(failure)).toBe(true);
  });
});
