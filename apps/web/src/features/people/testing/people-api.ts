/**
 * Test support: the People API faked at the fetch boundary (the pattern the coach's tests use),
 * with every call recorded. Routes are "METHOD /path"; anything else is a 404.
 */
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function fakePeopleApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const call: RecordedCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      if (!handler) return jsonResponse(404, { detail: 'Not found', code: 'NOT_FOUND' });
      return handler(call);
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
