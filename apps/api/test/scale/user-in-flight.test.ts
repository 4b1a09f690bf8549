import { PassThrough } from 'node:stream';
import { ERROR_CODES } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, useAppFactory } from '../helpers/app.js';
import { validPayload } from '../helpers/payloads.js';

/**
 * Fairness (docs/decisions/0094): a user at their cap of requests in flight gets 429 with
 * Retry-After before the body is read, while other users, and the same user's reads, go on.
 */
describe('per-user caps on requests in flight', () => {
  const factory = useAppFactory();

  /** A submission whose body arrives only when `finish` is called: it stays in flight. */
  const heldSubmission = (app: Awaited<ReturnType<typeof factory.build>>, token: string) => {
    const body = new PassThrough();
    const response = app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: body,
    });
    return { response, finish: () => body.end(JSON.stringify(validPayload())) };
  };

  const submit = (app: Awaited<ReturnType<typeof factory.build>>, token: string) =>
    app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: bearer(token),
      payload: validPayload(),
    });

  /** Lets the held requests get through sign-in to their body before the next one is sent. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('answers a user with too many writes in flight 429 at once, without reading the body', async () => {
    const app = await factory.build({ RATE_LIMIT_USER_WRITES_IN_FLIGHT: '2' });
    const held = [
      heldSubmission(app, factory.alice.idToken),
      heldSubmission(app, factory.alice.idToken),
    ];
    await settle();

    const refused = await submit(app, factory.alice.idToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ detail: expect.any(String), code: ERROR_CODES.RATE_LIMITED });

    // Another user's write, and the same user's read, are not held up by the cap.
    expect((await submit(app, factory.bob.idToken)).statusCode).toBe(201);
    const read = await app.inject({
      method: 'GET',
      url: '/profile/me',
      headers: bearer(factory.alice.idToken),
    });
    expect(read.statusCode).toBe(404);

    for (const request of held) request.finish();
    expect(
      (await Promise.all(held.map((request) => request.response))).map((r) => r.statusCode),
    ).toEqual([201, 201]);
    // The slots came back with the responses.
    expect((await submit(app, factory.alice.idToken)).statusCode).toBe(201);
  });

  it('caps all of one user’s requests in flight, reads included', async () => {
    const app = await factory.build({
      RATE_LIMIT_USER_IN_FLIGHT: '2',
      RATE_LIMIT_USER_WRITES_IN_FLIGHT: '2',
    });
    const held = [
      heldSubmission(app, factory.alice.idToken),
      heldSubmission(app, factory.alice.idToken),
    ];
    await settle();
    const read = await app.inject({
      method: 'GET',
      url: '/profile/me',
      headers: bearer(factory.alice.idToken),
    });
    expect(read.statusCode).toBe(429);
    for (const request of held) request.finish();
    await Promise.all(held.map((request) => request.response));
  });

  it('gives every slot back: many requests one after another all succeed', async () => {
    const app = await factory.build({
      RATE_LIMIT_USER_IN_FLIGHT: '1',
      RATE_LIMIT_USER_WRITES_IN_FLIGHT: '1',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await submit(app, factory.alice.idToken)).statusCode);
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(factory.alice.idToken),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 200, 200, 200, 200, 200]);
  });
});
