import { ERROR_CODES } from '@styleprint/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { analysisRequest, chatRequest } from '../helpers/coach.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { practiceSessionRequest, practiceTurnRequest } from '../helpers/practice.js';
import { PGLITE_LEG } from '../helpers/stores.js';

/**
 * 10,000 fuzzed requests over every route the API documents (read from its own OpenAPI
 * document, so a new route is fuzzed without editing this file), with no token, a valid token
 * and broken ones: never a 5xx, and no answer carries a stack trace, SQL or a token (docs/decisions/0080-configuration-fails-closed.md).
 */
const REQUESTS = 10_000;
const IN_FLIGHT = 8;

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

/** What must never reach a client: internals that help an attacker, or someone's credential. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at [\w.<>]+ \(|at [\w/.-]+\.(ts|js):\d+/],
  [
    'SQL',
    /\b(SELECT\s+[\w*, ]+\s+FROM|INSERT INTO|DELETE FROM|UPDATE \w+ SET)\b|syntax error at|relation "\w+"/i,
  ],
  ['a token', /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['a file path', /\/(work|home|usr|app)\/[\w.-]+\//],
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

interface Route {
  path: string;
  methods: string[];
}

const suffix = fc.oneof(
  { arbitrary: fc.constant(''), weight: 8 },
  { arbitrary: fc.constantFrom('/', '/x', '/../healthz', '/%00', '/%E0%A4%A', '//'), weight: 1 },
  {
    arbitrary: fc.string({ maxLength: 12 }).map((text) => `/${encodeURIComponent(text)}`),
    weight: 1,
  },
);

const query = fc.oneof(
  { arbitrary: fc.constant(''), weight: 6 },
  {
    arbitrary: fc
      .dictionary(
        fc.constantFrom('limit', 'cursor', 'x', '__proto__'),
        fc.string({ maxLength: 40 }),
        {
          maxKeys: 3,
        },
      )
      .map((entries) => `?${new URLSearchParams(entries).toString()}`),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom('?limit=-1', '?limit=1e9', '?cursor=%27%20OR%201%3D1--', '?&&=='),
    weight: 1,
  },
);

/** Bodies from valid (so handlers really run) through near-valid to junk. */
const body = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  {
    arbitrary: fc
      .constantFrom<object>(
        validPayload(),
        analysisRequest(),
        chatRequest(),
        practiceTurnRequest(),
        practiceSessionRequest(),
      )
      .map((value) => JSON.stringify(value)),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(validPayload(), analysisRequest(), chatRequest()),
        fc.string({ maxLength: 8 }),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([value, key, junk]) => JSON.stringify({ ...value, [key]: junk })),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(analysisRequest(), chatRequest()), fc.string({ maxLength: 300 }))
      .map(([value, text]) => JSON.stringify({ ...value, conversation: text, message: text })),
    weight: 2,
  },
  {
    arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 120 }), weight: 1 },
);

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ),
    weight: 1,
  },
);

/**
 * The valid body of each route that creates something: with many routes sharing a few bodies, a
 * share of samples sends a route its own, so every handler is reached often enough for the
 * status floor at the end.
 */
const ROUTE_BODIES: Record<string, object> = {
  '/quiz/submit-assessment': validPayload(),
  '/analysis/analyze-conversation': analysisRequest(),
  '/chat/ask': chatRequest(),
  '/people': { name: 'Fuzz Person' },
  '/practice/turn': practiceTurnRequest(),
  '/practice/feedback': practiceTurnRequest(),
  '/practice/sessions': practiceSessionRequest(),
  '/ratings/requests': { name: 'Fuzz Person' },
  '/ratings/invitation': { token: 'fuzz-token' },
};
const ownBody = fc.oneof(
  { arbitrary: fc.constant(true), weight: 1 },
  { arbitrary: fc.constant(false), weight: 4 },
);

const ENDS_THE_ACCOUNT = new Set(['/account', '/account/', '/account/sign-out-everywhere']);

type Credential = 'none' | 'valid' | 'garbage' | 'tampered';
const credential = fc.constantFrom<Credential>('none', 'valid', 'valid', 'garbage', 'tampered');

describe('10,000 fuzzed requests over every route', () => {
  const context = useApp(PGLITE_LEG, { COACH_ANON_RATE_LIMIT_PER_MINUTE: '10000000' });
  let account: TestAccount;
  let routes: Route[];

  beforeAll(async () => {
    account = await createEmailAccount('fuzz-routes');
    const document = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(document.paths).map(([path, operations]) => ({
      path,
      methods: Object.keys(operations).map((method) => method.toUpperCase()),
    }));
  });

  const authorization = (kind: Credential): Record<string, string> => {
    const [head = '', claims = '', signature = ''] = account.idToken.split('.');
    switch (kind) {
      case 'none':
        return {};
      case 'valid':
        return bearer(account.idToken);
      case 'garbage':
        return { authorization: 'Bearer not.a.token' };
      case 'tampered':
        return bearer(`${head}.${claims.slice(0, -4)}AAAA.${signature}`);
    }
  };

  function expectSafe(res: LightMyRequestResponse, what: string): void {
    expect(res.statusCode, `${what} → ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(
      500,
    );
    for (const [name, pattern] of LEAKS) {
      expect(
        pattern.test(res.body),
        `${what} answered with ${name}: ${res.body.slice(0, 300)}`,
      ).toBe(false);
    }
    if (res.statusCode >= 400 && res.body !== '') {
      let error: Record<string, unknown> = {};
      try {
        error = res.json<Record<string, unknown>>();
      } catch {
        expect.fail(
          `${what} → ${res.statusCode} answered with a body that is not JSON: ${res.body.slice(0, 200)}`,
        );
      }
      expect(Object.keys(error).sort(), what).toEqual(['code', 'detail']);
      expect(KNOWN_CODES.has(String(error['code'])), what).toBe(true);
    }
  }

  it(`answers ${REQUESTS} requests without a 5xx or a leak`, async () => {
    const request = fc.record({
      route: fc.nat(),
      known: fc.oneof(
        { arbitrary: fc.constant(true), weight: 9 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      otherMethod: fc.constantFrom(...METHODS),
      suffix,
      query,
      body,
      ownBody,
      contentType,
      credential,
    });
    const samples = fc.sample(request, { numRuns: REQUESTS, seed: 20_261_123 });
    const statuses = new Map<number, number>();
    for (let start = 0; start < samples.length; start += IN_FLIGHT) {
      await Promise.all(
        samples.slice(start, start + IN_FLIGHT).map(async (sample) => {
          const route = routes[sample.route % routes.length] as Route;
          // Deleting the account or revoking its sessions would end the fuzzing account for the
          // rest of the run (every later "valid" request a 401): those routes get only the
          // other credentials here; their own tests cover them signed in.
          const credential =
            sample.credential === 'valid' && ENDS_THE_ACCOUNT.has(route.path)
              ? 'tampered'
              : sample.credential;
          const method = sample.known
            ? (route.methods[sample.route % route.methods.length] ?? 'GET')
            : sample.otherMethod;
          const url = `${route.path}${sample.suffix}${sample.query}`;
          const own = ROUTE_BODIES[route.path];
          const payload = sample.ownBody && own ? JSON.stringify(own) : sample.body;
          const sendsBody = method !== 'GET' && method !== 'HEAD' && payload !== undefined;
          const res = await context.app.inject({
            method: method as InjectOptions['method'],
            url,
            headers: {
              ...authorization(credential),
              ...(sendsBody && sample.contentType !== ''
                ? { 'content-type': sample.contentType }
                : {}),
            },
            ...(sendsBody ? { payload } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expectSafe(res, `${method} ${url} (${credential} token)`);
        }),
      );
    }
    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBe(REQUESTS);
    const counts = JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    console.info(`fuzzed statuses: ${counts}`);
    // The fuzz must reach the handlers, not only the validators and the sign-in check. A stored
    // submission (201) is the rarest: its body must also pass the answers-match-counts rule.
    for (const status of [200, 201, 400, 401, 404]) {
      expect(statuses.get(status) ?? 0, counts).toBeGreaterThan(REQUESTS / 1000);
    }
  }, 600_000);
});
