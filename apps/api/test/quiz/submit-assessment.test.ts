import { StoredProfileSchema, type StoredProfile } from '@styleprint/contracts';
import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_BODY_LIMIT_BYTES } from '../../src/routes/quiz/index.js';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, createGoogleAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

describeEachStore((leg) => {
  const context = useApp(leg);
  let alice: TestAccount;

  beforeAll(async () => {
    alice = await createEmailAccount('alice');
  });

  const submit = (body: unknown, headers: Record<string, string> = bearer(alice.idToken)) =>
    context.app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers,
      payload: body as object,
    });

  describe('POST /quiz/submit-assessment', () => {
    it('derives the profile, stores it, and answers 201 with the stored profile', async () => {
      const before = Date.now();
      const res = await submit(validPayload());

      expect(res.statusCode).toBe(201);
      const body = res.json<StoredProfile>();
      expect(Value.Check(StoredProfileSchema, body)).toBe(true);
      expect(body).toMatchObject({
        mbti: { Type: 'INTJ' },
        disc: { Primary: 'D', Secondary: 'I' },
        emergenetics: {
          // Smoothed (decision 0014): 10 × (count + 1) / (3 + 4) for the counts 2, 1, 0, 0.
          Analytical: 4.3,
          Structural: 2.9,
          Social: 1.4,
          Conceptual: 1.4,
          Expressiveness: 'High',
          Assertiveness: 'Medium',
          Flexibility: 'Medium',
        },
        cliftonStrengths: {
          Executing: 1,
          Influencing: 0,
          Relationship: 2,
          Thinking: 0,
          TopDomain: 'Relationship',
        },
      });
      expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(res.headers['cache-control']).toBe('no-store');

      const me = await context.app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(alice.idToken),
      });
      expect(me.json()).toEqual(body);
    });

    // docs/decisions/0018-ties-in-added-fields-and-levels-in-any-case.md
    it('accepts behaviour levels in any case and stores them in lower case', async () => {
      const sent = {
        ...validPayload(),
        emergenetics: {
          ...validPayload().emergenetics,
          expressiveness: 'High',
          assertiveness: 'MEDIUM',
          flexibility: 'Low',
        },
      };
      const res = await submit(sent);
      expect(res.statusCode).toBe(201);
      expect(res.json<StoredProfile>().emergenetics).toMatchObject({
        Expressiveness: 'High',
        Assertiveness: 'Medium',
        Flexibility: 'Low',
      });
      const rows = await context.store.sql.query<{ levels: unknown }>(
        "SELECT payload -> 'emergenetics' AS levels FROM assessments",
      );
      expect(rows[0]?.levels).toMatchObject({
        expressiveness: 'high',
        assertiveness: 'medium',
        flexibility: 'low',
      });
    });

    it('keeps every submission and shows the latest', async () => {
      const first = (await submit(validPayload())).json<StoredProfile>();
      const second = (await submit({ ...validPayload(), mbti: 'ESFP' })).json<StoredProfile>();
      expect(second.id).not.toBe(first.id);

      const me = await context.app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(alice.idToken),
      });
      expect(me.json<StoredProfile>().mbti.Type).toBe('ESFP');
      const rows = await context.store.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM assessments',
      );
      expect(rows[0]?.n).toBe(2);
    });

    it('stores the submission exactly as sent, beside the profile', async () => {
      const created = (await submit(validPayload())).json<StoredProfile>();
      const [row] = await context.store.sql.query<{ user_id: string; payload: unknown }>(
        'SELECT user_id, payload FROM assessments WHERE id = $1',
        [created.id],
      );
      expect(row).toEqual({ user_id: alice.uid, payload: validPayload() });
    });

    it('serves a Google-provider account like any other', async () => {
      const google = await createGoogleAccount();
      const created = await submit(validPayload(), bearer(google.idToken));
      expect(created.statusCode).toBe(201);
      const me = await context.app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(google.idToken),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(created.json());
      const [row] = await context.store.sql.query<{ user_id: string }>(
        'SELECT user_id FROM assessments WHERE id = $1',
        [created.json<StoredProfile>().id],
      );
      expect(row?.user_id).toBe(google.uid);
    });
  });

  describe('validation (400 naming the field, nothing stored)', () => {
    const cases: [string, unknown, RegExp][] = [
      [
        'a number sent as a string is not coerced',
        { ...validPayload(), emergenetics: { ...validPayload().emergenetics, analytical: '2' } },
        /emergenetics\.analytical/,
      ],
      ['a missing field', (({ disc: _disc, ...rest }) => rest)(validPayload()), /disc/],
      ['an unknown field is not silently dropped', { ...validPayload(), admin: true }, /admin/],
      [
        'an unknown nested field',
        { ...validPayload(), cliftonStrengths: { ...validPayload().cliftonStrengths, extra: 1 } },
        /cliftonStrengths\.extra/,
      ],
      ['an impossible type', { ...validPayload(), mbti: 'ABCD' }, /mbti/],
      ['repeated DiSC letters', { ...validPayload(), disc: 'DDi' }, /disc/],
      [
        'a level outside low/medium/high',
        {
          ...validPayload(),
          emergenetics: { ...validPayload().emergenetics, flexibility: 'extreme' },
        },
        /emergenetics\.flexibility/,
      ],
      [
        'a count above the number of questions',
        {
          ...validPayload(),
          cliftonStrengths: { ...validPayload().cliftonStrengths, executing: 14 },
        },
        /cliftonStrengths\.executing/,
      ],
      [
        'a negative count',
        { ...validPayload(), emergenetics: { ...validPayload().emergenetics, social: -1 } },
        /emergenetics\.social/,
      ],
      [
        'a fractional count',
        { ...validPayload(), emergenetics: { ...validPayload().emergenetics, social: 1.5 } },
        /emergenetics\.social/,
      ],
      ['an array instead of an object', [validPayload()], /request body/],
      ['null', null, /request body/],
    ];

    it.each(cases)('%s', async (_label, body, field) => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: { ...bearer(alice.idToken), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: expect.stringMatching(field),
        code: 'VALIDATION_ERROR',
      });
      const rows = await context.store.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM assessments',
      );
      expect(rows[0]?.n).toBe(0);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: { ...bearer(alice.idToken), 'content-type': 'application/json' },
        payload: '{"mbti": "INTJ",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'Invalid request body: it is not JSON',
        code: 'VALIDATION_ERROR',
      });
    });

    it('answers 400 for a missing body', async () => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: bearer(alice.idToken),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });

    it('answers 400 for __proto__ keys', async () => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: { ...bearer(alice.idToken), 'content-type': 'application/json' },
        payload: `{"__proto__": {"admin": true}, "mbti": "INTJ"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  });

  describe('body limits and content types', () => {
    it('answers 413 for a body over the route limit, before validating it', async () => {
      const res = await submit({
        ...validPayload(),
        padding: 'x'.repeat(SUBMISSION_BODY_LIMIT_BYTES),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        detail: `Request body is too large (this route accepts at most ${SUBMISSION_BODY_LIMIT_BYTES} bytes)`,
        code: 'PAYLOAD_TOO_LARGE',
      });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'answers 415 for %s',
      async (contentType) => {
        const res = await context.app.inject({
          method: 'POST',
          url: '/quiz/submit-assessment',
          headers: { ...bearer(alice.idToken), 'content-type': contentType },
          payload: JSON.stringify(validPayload()),
        });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({
          detail: 'Unsupported content type: send the body as application/json',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      },
    );

    it('accepts application/json with a charset', async () => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: { ...bearer(alice.idToken), 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify(validPayload()),
      });
      expect(res.statusCode).toBe(201);
    });
  });

  it('asks for sign-in before reading the body', async () => {
    const res = await submit(validPayload(), {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication required', code: 'AUTH_REQUIRED' });
  });
});
