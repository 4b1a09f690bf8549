import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const app = await buildApp({ logLevel: 'silent' });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
