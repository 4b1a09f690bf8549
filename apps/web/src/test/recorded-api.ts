/**
 * Test support: routes of the one fake API of the component tests (fake-api.ts) whose every
 * call is recorded with its parsed body, for tests that check what a screen sent. Routes are
 * "METHOD /path"; a request to any other route fails the test.
 */
import { answer, type Route } from './fake-api';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function recordedApi(routes: Partial<Record<Route, Handler>>) {
  const calls: RecordedCall[] = [];
  for (const [route, handler] of Object.entries(routes) as [Route, Handler][]) {
    answer(route, async (request) => {
      const text = await request.text();
      const call: RecordedCall = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      calls.push(call);
      return handler(call);
    });
  }
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
