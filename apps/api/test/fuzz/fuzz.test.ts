import { AssessmentPayloadSchema, ERROR_CODES, StoredProfileSchema } from '@styleprint/contracts';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { describeEachStore, PGLITE_LEG } from '../helpers/stores.js';

/** Runs per property: enough to find the odd shape, small enough for a 2-core machine. */
const RUNS = 100;

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

/** Whatever was sent, the answer is never a 5xx, and every error is `{detail, code}`. */
function expectWellFormed(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['code', 'detail']);
    expect(typeof body['detail']).toBe('string');
    // A sentence a person can read, not an empty placeholder.
    expect(String(body['detail']).trim()).not.toBe('');
    expect(KNOWN_CODES.has(String(body['code']))).toBe(true);
  }
}

// Near-valid payloads: each field is usually right and sometimes anything at all; keys may be
// missing or extra. Weighted so that both valid and invalid payloads come up often.
const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 14 }, { arbitrary: invalid, weight: 1 });
const count = mostly(
  fc.integer({ min: 0, max: 13 }),
  fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), fc.jsonValue()),
);
// Levels are accepted in any case (decision 0018), so the valid side mixes the spellings.
const level = mostly(
  fc.constantFrom('low', 'medium', 'high', 'High', 'MEDIUM', 'Low'),
  fc.oneof(fc.constantFrom('very high', ' high', 'highs', ''), fc.jsonValue()),
);
const mbti = mostly(
  fc
    .tuple(
      fc.constantFrom('E', 'I'),
      fc.constantFrom('S', 'N'),
      fc.constantFrom('T', 'F'),
      fc.constantFrom('J', 'P'),
    )
    .map((letters) => letters.join('')),
  fc.oneof(fc.string({ maxLength: 6 }), fc.jsonValue()),
);
const disc = mostly(
  fc
    .shuffledSubarray(['D', 'i', 'S', 'C'], { minLength: 3, maxLength: 3 })
    .map((letters) => letters.join('')),
  fc.oneof(fc.stringMatching(/^[DiSCdsc]{0,4}$/), fc.jsonValue()),
);
/** Usually nothing extra; sometimes an unknown key or two, which the contract rejects. */
const withExtras = <T extends Record<string, unknown>>(record: fc.Arbitrary<T>) =>
  fc
    .tuple(
      record,
      mostly(
        fc.constant({}),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue(), {
          minKeys: 1,
          maxKeys: 2,
        }),
      ),
    )
    .map(([value, extras]) => ({ ...extras, ...value }));
const emergenetics = mostly(
  withExtras(
    fc.record({
      analytical: count,
      structural: count,
      social: count,
      conceptual: count,
      expressiveness: level,
      assertiveness: level,
      flexibility: level,
    }),
  ),
  fc.oneof(
    fc.record({ analytical: count, social: count, flexibility: level }, { requiredKeys: [] }),
    fc.jsonValue(),
  ),
);
const strengths = mostly(
  withExtras(
    fc.record({ executing: count, influencing: count, relationship: count, thinking: count }),
  ),
  fc.oneof(fc.record({ executing: count, thinking: count }, { requiredKeys: [] }), fc.jsonValue()),
);
const nearValidPayload = mostly(
  withExtras(fc.record({ mbti, disc, emergenetics, cliftonStrengths: strengths })),
  fc.record({ mbti, disc, emergenetics, cliftonStrengths: strengths }, { requiredKeys: [] }),
);

describeEachStore((leg) => {
  const context = useApp(leg);
  let account: TestAccount;

  beforeAll(async () => {
    account = await createEmailAccount('fuzz');
  });

  const submitRaw = (payload: string, contentType = 'application/json') =>
    context.app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: { ...bearer(account.idToken), 'content-type': contentType },
      payload,
    });

  describe('fuzzed bodies never produce a 5xx and always get {detail, code}', () => {
    it('near-valid payloads: accepted exactly when the contract accepts them', async () => {
      const outcomes = { accepted: 0, rejected: 0 };
      await fc.assert(
        fc.asyncProperty(nearValidPayload, async (value) => {
          const text = JSON.stringify(value);
          const res = await submitRaw(text);
          expectWellFormed(res);
          const valid = Value.Check(AssessmentPayloadSchema, JSON.parse(text));
          expect(res.statusCode).toBe(valid ? 201 : 400);
          if (valid) expect(Value.Check(StoredProfileSchema, res.json())).toBe(true);
          outcomes[valid ? 'accepted' : 'rejected'] += 1;
        }),
        { numRuns: RUNS },
      );
      // The generator must reach both sides of the contract, or the property proves little.
      expect(outcomes.accepted).toBeGreaterThan(RUNS / 20);
      expect(outcomes.rejected).toBeGreaterThan(RUNS / 20);
    });

    // Storage plays no part in rejecting these: one engine is enough.
    if (leg !== PGLITE_LEG) return;

    it('arbitrary JSON', async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) => {
          const res = await submitRaw(JSON.stringify(value) ?? 'null');
          expectWellFormed(res);
        }),
        { numRuns: RUNS },
      );
    });

    it('arbitrary text sent as JSON', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (text) => {
          expectWellFormed(await submitRaw(text));
        }),
        { numRuns: RUNS },
      );
    });

    it('arbitrary content types', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,12}(; ?charset=[a-z0-9-]{1,8})?$/),
          async (contentType) => {
            expectWellFormed(await submitRaw('{"mbti":"INTJ"}', contentType));
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('arbitrary Authorization headers get 401, never more', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 300 }).map((token) => `Bearer ${token}`),
            fc
              .tuple(fc.base64String(), fc.base64String(), fc.base64String())
              .map((parts) => `Bearer ${parts.join('.')}`),
            fc.string({ maxLength: 100 }),
          ),
          async (authorization) => {
            // Header values must be printable ASCII to be sent at all.
            if (!/^[\x20-\x7e]*$/.test(authorization)) return;
            const res = await context.app.inject({
              method: 'GET',
              url: '/profile/me',
              headers: { authorization },
            });
            expectWellFormed(res);
            expect(res.statusCode).toBe(401);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('arbitrary history query strings', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom('limit', 'cursor', 'x'), fc.string({ maxLength: 40 }), {
            maxKeys: 3,
          }),
          async (query) => {
            const res = await context.app.inject({
              method: 'GET',
              url: `/profile/history?${new URLSearchParams(query).toString()}`,
              headers: bearer(account.idToken),
            });
            expectWellFormed(res);
            expect([200, 400]).toContain(res.statusCode);
          },
        ),
        { numRuns: RUNS },
      );
    });
  });
});
