import {
  ERROR_CODES,
  findUnstorableText,
  SHARING_LIMITS,
  type Person,
} from '@styleprint/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { analysisRequest, chatRequest } from '../helpers/coach.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { practiceSessionRequest, practiceTurnRequest } from '../helpers/practice.js';
import { describeEachStore } from '../helpers/stores.js';
import { byHand, fromRead } from '../people/fixtures.js';

/**
 * Hostile text in every string of every route, signed in with a real token, on both stores
 * (docs/decisions/0027-hostile-text-late-writes-and-revocation.md): a NUL, halves of surrogate
 * pairs, bidirectional controls and invisible characters, in each string field of a valid body,
 * in path parameters and in query strings. Never a 5xx, every refusal in `{detail, code}`, and
 * text the store cannot keep is always a 400. The routes come from the API's own OpenAPI
 * document, so a new route is swept without editing this file; a new route with a body fails
 * the sweep until it has a valid body below.
 */

/** Values put in place of a string, and appended to it (so the rest of the body stays valid). */
const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '\u202E',
  '\u202Egnp.exe',
  '\u2066\u2069',
  '\u200B\u200C\u200D',
  '\uFEFF',
];

/** The same hostility as a URL can carry it: a surrogate has no UTF-8 form but these bytes. */
const HOSTILE_IN_URL = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E2%80%AE',
  '%E2%81%A6x',
  '%E2%80%8B',
  '%EF%BB%BF',
];

const SHARE_TERMS = { traits: ['disc', 'mbti'], suggestions: true };

/** A valid body per route (and method) that takes one. */
const VALID_BODIES: Record<string, () => object> = {
  'POST /quiz/submit-assessment': validPayload,
  'POST /analysis/analyze-conversation': analysisRequest,
  'POST /chat/ask': chatRequest,
  'POST /chat/stream': chatRequest,
  'POST /people': fromRead,
  'POST /people/': fromRead,
  'PATCH /people/{id}': () => ({ name: 'Marta Ruiz', note: 'Prefers mornings.' }),
  'POST /practice/turn': practiceTurnRequest,
  'POST /practice/feedback': practiceTurnRequest,
  'POST /practice/sessions': practiceSessionRequest,
  'POST /coach/self-read': () => ({
    text: 'Could we move the review to Friday? I need two more days for the numbers.',
  }),
  // How others see you (docs/decisions/0108-how-others-see-you.md).
  'POST /ratings/requests': () => ({ name: 'Marta Ruiz' }),
  'POST /ratings/invitation': () => ({ token: 'a'.repeat(43) }),
  'POST /ratings/invitation/answer': () => ({
    token: 'a'.repeat(43),
    answers: { pace: -2, focus: 1, assertiveness: 2, feedback: -1, plans: 1 },
  }),
  // Sharing with consent (docs/decisions/0104-sharing-with-consent.md).
  'POST /sharing/invites/': () => ({ offer: SHARE_TERMS }),
  'POST /sharing/invites/open': () => ({ token: 'a'.repeat(SHARING_LIMITS.tokenChars) }),
  'POST /sharing/invites/accept': () => ({
    token: 'a'.repeat(SHARING_LIMITS.tokenChars),
    share: SHARE_TERMS,
  }),
  'POST /sharing/invites/decline': () => ({ token: 'a'.repeat(SHARING_LIMITS.tokenChars) }),
  'PUT /sharing/people/{id}/mine': () => ({ share: SHARE_TERMS }),
  'PUT /sharing/people/{id}/note': () => ({ note: 'Prefers the numbers first.' }),
  'PUT /sharing/people/{id}/link': () => ({ personId: '7d9f3c2a-1b4e-4c8a-9f0d-2e6b5a1c3d4f' }),
  'POST /sharing/teams/': () => ({ name: 'Platform team', share: SHARE_TERMS }),
};

/** Routes that would end the fuzzing account: their own tests cover them. */
const ENDS_THE_ACCOUNT = new Set(['DELETE /account', 'POST /account/sign-out-everywhere']);

interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
}

/** Every path to a string in a JSON value. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A deep copy of `value` with the string at `path` replaced by `replace(old)`. */
function withString(value: object, path: (string | number)[], replace: (old: string) => string) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  parent[last] = replace(parent[last] as string);
  return copy;
}

describeEachStore((leg) => {
  const context = useApp(leg, { COACH_ANON_RATE_LIMIT_PER_MINUTE: '10000000' });
  let account: TestAccount;
  let operations: Operation[];

  beforeAll(async () => {
    account = await createEmailAccount('fuzz-text');
    const document = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        hasBody: operation.requestBody !== undefined,
      })),
    );
  });

  const statuses = new Map<number, number>();

  async function send(
    what: string,
    method: string,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    const res = await context.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: bearer(account.idToken),
      ...(payload === undefined ? {} : { payload }),
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    expect(res.statusCode, `${what} → ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(
      500,
    );
    if (res.statusCode >= 400) {
      const body = res.json<Record<string, unknown>>();
      expect(Object.keys(body).sort(), what).toEqual(['code', 'detail']);
    }
    return res;
  }

  /** A URL for the route with its path parameters filled: `{id}` by a real person's id. */
  const urlOf = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

  it('never answers 5xx, and refuses unstorable text with a 400 naming where it is', async () => {
    const person = (
      await context.app.inject({
        method: 'POST',
        url: '/people',
        headers: bearer(account.idToken),
        payload: byHand('Marta Ruiz'),
      })
    ).json<Person>();
    const swept = operations.filter(
      (op) => !ENDS_THE_ACCOUNT.has(`${op.method} ${op.path.replace(/(.)\/$/, '$1')}`),
    );
    const missing = swept
      .filter((op) => op.hasBody && VALID_BODIES[`${op.method} ${op.path}`] === undefined)
      .map((op) => `${op.method} ${op.path}`);
    expect(missing, 'routes with a body and no valid body to sweep').toEqual([]);

    for (const op of swept) {
      const key = `${op.method} ${op.path}`;
      const valid = VALID_BODIES[key]?.();
      const url = urlOf(op.path, person.id);

      // Every string field of the body, replaced and appended to.
      for (const path of valid === undefined ? [] : stringPaths(valid)) {
        for (const hostile of HOSTILE) {
          for (const body of [
            withString(valid as object, path, () => hostile),
            withString(valid as object, path, (old) => `${old}${hostile}`),
          ]) {
            const what = `${key} with ${JSON.stringify(hostile)} in ${path.join('.')}`;
            const res = await send(what, op.method, url, body);
            if (findUnstorableText(body) !== undefined) {
              expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
              expect(res.json<{ code: string }>().code, what).toBe(ERROR_CODES.VALIDATION_ERROR);
              expect(res.body, what).toContain(String(path[path.length - 1]));
            }
          }
        }
      }

      // Path parameters and query strings, with a valid body where the route takes one.
      const urls = HOSTILE_IN_URL.flatMap((hostile) => [
        ...(op.path.includes('{')
          ? [urlOf(op.path, hostile), urlOf(op.path, `${person.id}${hostile}`)]
          : []),
        `${url}?cursor=${hostile}&limit=${hostile}&x=${hostile}`,
        `${url}?${hostile}=1`,
      ]);
      for (const hostileUrl of urls) {
        await send(`${op.method} ${hostileUrl}`, op.method, hostileUrl, valid);
      }
    }

    const counts = JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    console.info(`${leg.title}: hostile-text statuses ${counts}`);
    // The sweep reached the handlers (a bidirectional control is kept), not only the validators.
    expect(statuses.get(400) ?? 0, counts).toBeGreaterThan(100);
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0), counts).toBeGreaterThan(50);
  }, 600_000);
});
