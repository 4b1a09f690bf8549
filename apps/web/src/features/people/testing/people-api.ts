/**
 * Test support: the People API on the one fake API of the component tests (test/fake-api.ts),
 * with every call recorded with its parsed body. Routes are "METHOD /path"; a request to any
 * other route fails the test.
 */
import { answer, type Route } from '#web/test/fake-api';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function fakePeopleApi(routes: Partial<Record<Route, Handler>>) {
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
