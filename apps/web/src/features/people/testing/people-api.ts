/**
 * Test support: the People API on the one fake API of the component tests (test/fake-api.ts),
 * with every call recorded with its parsed body. Routes are "METHOD /path"; a request to any
 * other route fails the test.
 */
import { recordRoutes, type CallHandler, type Route } from '#web/test/fake-api';

export function fakePeopleApi(routes: Partial<Record<Route, CallHandler>>) {
  const calls = recordRoutes(routes);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
