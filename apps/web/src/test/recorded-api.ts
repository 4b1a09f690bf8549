/**
 * Test support: routes of the one fake API of the component tests (fake-api.ts) whose every
 * call is recorded with its parsed body, for tests that check what a screen sent. Routes are
 * "METHOD /path"; a request to any other route fails the test.
 */
import { recordRoutes, type CallHandler, type Route } from './fake-api';

export type { RecordedCall } from './fake-api';

export function recordedApi(routes: Partial<Record<Route, CallHandler>>) {
  const calls = recordRoutes(routes);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
