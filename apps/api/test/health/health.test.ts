import { describe, expect, it } from 'vitest';
import { READINESS_CACHE_MS } from '../../src/routes/health/index.js';
import { useApp } from '../helpers/app.js';
import { describeEachStore } from '../helpers/stores.js';

describeEachStore((leg) => {
  const context = useApp(leg);

  describe('GET /healthz', () => {
    it('answers that the process is alive', async () => {
      const res = await context.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });
  });

  describe('GET /readyz', () => {
    it('answers ready when the store answers, naming the engine', async () => {
      const res = await context.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        store: leg.title.startsWith('PGlite') ? 'pglite' : 'postgres',
      });
    });

    it('answers a burst of probes from one store check, and checks again after the cache time', async () => {
      const store = context.app.store;
      const ping = store.ping;
      let pings = 0;
      // The app holds the store object itself, so counting its pings counts the app's checks.
      Object.assign(store, { ping: () => ((pings += 1), ping()) });
      try {
        await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS));
        const burst = await Promise.all(
          Array.from({ length: 50 }, () => context.app.inject({ method: 'GET', url: '/readyz' })),
        );
        expect(burst.every((res) => res.statusCode === 200)).toBe(true);
        expect(pings).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS));
        await context.app.inject({ method: 'GET', url: '/readyz' });
        expect(pings).toBe(2);
      } finally {
        Object.assign(store, { ping });
      }
    });
  });

  describe('GET /docs', () => {
    it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
      const res = await context.app.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      const document = res.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/healthz',
          '/readyz',
          '/quiz/submit-assessment',
          '/profile/me',
          '/profile/history',
        ]),
      );
      const submit = document.paths['/quiz/submit-assessment'].post;
      expect(submit.security).toEqual([{ bearerAuth: [] }]);
      expect(submit.requestBody.content['application/json'].schema.required).toEqual([
        'mbti',
        'disc',
        'emergenetics',
        'cliftonStrengths',
      ]);
      expect(Object.keys(submit.responses)).toEqual(
        expect.arrayContaining(['201', '400', '401', '403', '413', '415', '429', '500', '503']),
      );
      expect(document.paths['/profile/me'].delete.responses['204']).toBeDefined();
      expect(document.components.securitySchemes.bearerAuth).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      expect(document.components.schemas.ErrorBody.required).toEqual(['detail', 'code']);
    });

    it('serves the documentation UI from its own files, loading nothing from elsewhere', async () => {
      const page = await context.app.inject({ method: 'GET', url: '/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const html = page.body;
      const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");

      const script = await context.app.inject({
        method: 'GET',
        url: '/docs/static/swagger-ui-bundle.js',
      });
      expect(script.statusCode).toBe(200);
      expect(script.body.length).toBeGreaterThan(100_000);
    });
  });
});
