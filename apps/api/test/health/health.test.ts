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

    // docs/decisions/0018-ties-in-added-fields-and-levels-in-any-case.md
    it('states the range of Primary and TopDomain, the added tie fields and levels in any case', async () => {
      const document: unknown = (
        await context.app.inject({ method: 'GET', url: '/docs/json' })
      ).json();
      /** The node at a path of the document, following any `$ref` on the way. */
      const at = (node: unknown, ...path: string[]): unknown => {
        const object = (value: unknown): Record<string, unknown> =>
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
        let here = node;
        for (const key of path) {
          const ref = object(here).$ref;
          if (typeof ref === 'string') {
            here = object(object(object(document).components).schemas)[ref.split('/').at(-1) ?? ''];
          }
          here = object(here)[key];
        }
        return here;
      };
      const profile = at(document, 'paths', '/profile/me', 'get', 'responses', '200', 'content');
      const out = at(profile, 'application/json', 'schema', 'properties');
      expect(at(out, 'disc', 'properties', 'Primary', 'enum')).toEqual(['D', 'I', 'S', 'C']);
      expect(at(out, 'disc', 'properties', 'Primary', 'description')).toContain(
        'always one of D, I, S, C',
      );
      expect(at(out, 'disc', 'properties', 'Tie', 'type')).toBe('array');
      expect(at(out, 'disc', 'properties', 'Tie', 'description')).toContain('Present only when');
      expect(at(out, 'disc', 'required')).not.toContain('Tie');
      expect(at(out, 'cliftonStrengths', 'properties', 'TopDomain', 'enum')).toEqual([
        'Executing',
        'Influencing',
        'Relationship',
        'Thinking',
        'Unknown',
      ]);
      expect(at(out, 'cliftonStrengths', 'properties', 'TopTie', 'type')).toBe('array');
      expect(at(out, 'cliftonStrengths', 'required')).not.toContain('TopTie');
      const submit = at(document, 'paths', '/quiz/submit-assessment', 'post', 'requestBody');
      const level = at(
        submit,
        'content',
        'application/json',
        'schema',
        'properties',
        'emergenetics',
        'properties',
        'expressiveness',
      );
      expect(new RegExp(String(at(level, 'pattern'))).test('High')).toBe(true);
      expect(at(level, 'description')).toContain('in any case');
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
