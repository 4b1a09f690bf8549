/**
 * The one fake API of the component tests: Mock Service Worker answers the app's real `fetch`
 * calls by route ("GET /profile/me"), so a test says what each route answers and a request to a
 * route it did not declare fails the test (setup.ts: onUnhandledRequest 'error') instead of
 * silently getting some other route's answer. Bodies are typed by libs/contracts.
 */
import type { ErrorBody } from '@styleprint/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { config } from '#web/config/env';

export const apiServer = setupServer();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A route as the API documents it: method, space, path (path parameters as `:name`). */
export type Route = `${Method} /${string}`;

/** One answer: a response, a network failure (any Error), or a function of the request. */
export type Reply = Response | Error | ((request: Request) => Response | Promise<Response>);

const HANDLERS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/**
 * Makes `route` answer with `replies` in order, the last one repeating. Returns the requests it
 * received (clones, so a test can read their bodies), in order.
 */
export function answer(route: Route, ...replies: [Reply, ...Reply[]]): Request[] {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as Method;
  const path = route.slice(space + 1);
  const received: Request[] = [];
  const queue = [...replies];
  apiServer.use(
    HANDLERS[method](`${config.apiBaseUrl}${path}`, async ({ request }) => {
      received.push(request.clone());
      const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (reply instanceof Error) return HttpResponse.error();
      if (typeof reply === 'function') return reply(request);
      return reply.clone();
    }),
  );
  return received;
}

/** One request a faked route received, its JSON body parsed. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** A route's answer computed from the request it received. */
export type CallHandler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Makes each route answer through its handler and records every request they receive, in
 * order, in the returned array (shared by all the routes, so a test can check their order).
 */
export function recordRoutes(routes: Partial<Record<Route, CallHandler>>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  for (const [route, handler] of Object.entries(routes) as [Route, CallHandler][]) {
    answer(route, async (request) => {
      const text = await request.clone().text();
      const call: RecordedCall = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        headers: request.headers,
      };
      calls.push(call);
      return handler(call);
    });
  }
  return calls;
}

/** A JSON response. */
export function json<T>(status: number, body: T, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/** An error response in the API's `{detail, code}` shape. */
export const apiError = (status: number, body: ErrorBody, headers: Record<string, string> = {}) =>
  json(status, body, headers);

/** GET /profile/me for someone who has not taken the assessment yet. */
export const profileNotFound = (): Response =>
  apiError(404, { detail: 'Profile not found', code: 'PROFILE_NOT_FOUND' });

/** A network failure (what `fetch` rejects with when the server cannot be reached). */
export const networkFailure = (): Error => new TypeError('Failed to fetch');
