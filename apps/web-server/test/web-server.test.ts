import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebConfig } from '../src/config.js';
import { buildWebServer } from '../src/server.js';

/** A build as vite writes it, with the prerendered pages and shell the perf build adds. */
async function writeBuild(root: string, options: { prerendered: boolean }): Promise<void> {
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>home page</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  await writeFile(
    path.join(root, 'assets', 'index-abc123.js'),
    `export const x = "${'x'.repeat(4000)}";`,
  );
  await writeFile(path.join(root, 'assets', 'index-abc123.js.map'), '{"version":3}');
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, '.env'), 'SECRET=1');
  if (options.prerendered) {
    await mkdir(path.join(root, 'login'), { recursive: true });
    await writeFile(
      path.join(root, 'login', 'index.html'),
      '<!doctype html><title>login page</title>',
    );
    await writeFile(path.join(root, '200.html'), '<!doctype html><title>spa shell</title>');
  }
}

const BASE_ENV = {
  WEB_API_ORIGIN: 'https://api.styleprint.example',
  WEB_AUTH_DOMAIN: 'styleprint-prod.firebaseapp.com',
};

describe('the production web server', () => {
  let root: string;
  let prerendered: FastifyInstance;
  let plain: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'styleprint-web-server-'));
    await writeBuild(path.join(root, 'prerendered'), { prerendered: true });
    await writeBuild(path.join(root, 'plain'), { prerendered: false });
    prerendered = await buildWebServer(
      loadWebConfig({ ...BASE_ENV, WEB_DIST_DIR: path.join(root, 'prerendered') }),
    );
    plain = await buildWebServer(
      loadWebConfig({ ...BASE_ENV, WEB_DIST_DIR: path.join(root, 'plain') }),
    );
  });
  afterAll(async () => {
    await prerendered?.close();
    await plain?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('security headers, on every response', () => {
    it.each(['/', '/assets/index-abc123.js', '/assets/missing.js', '/dashboard'])(
      'on %s',
      async (url) => {
        const res = await get(prerendered, url);
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'self'; script-src 'self' https://apis.google.com; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
            "connect-src 'self' https://api.styleprint.example https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; " +
            "frame-src https://styleprint-prod.firebaseapp.com; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        expect(res.headers['x-frame-options']).toBe('DENY');
        // Plain http: HSTS would be ignored by browsers, and must not pin a development host.
        expect(res.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('lets the auth emulator in (connect and frame) for development builds only', async () => {
      const dev = await buildWebServer(
        loadWebConfig({
          ...BASE_ENV,
          WEB_DIST_DIR: path.join(root, 'plain'),
          VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
        }),
      );
      const csp = String((await get(dev, '/')).headers['content-security-policy']);
      expect(csp).toContain(
        "connect-src 'self' https://api.styleprint.example https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099;",
      );
      expect(csp).toContain(
        'frame-src https://styleprint-prod.firebaseapp.com http://127.0.0.1:9099;',
      );
      await dev.close();
      expect(() =>
        loadWebConfig({
          ...BASE_ENV,
          NODE_ENV: 'production',
          VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
        }),
      ).toThrow(/VITE_FIREBASE_AUTH_EMULATOR_URL must be empty when NODE_ENV=production/);
    });

    it('sends HSTS behind a trusted TLS proxy, and not for a spoofed header from an untrusted one', async () => {
      const behindProxy = await buildWebServer(
        loadWebConfig({
          ...BASE_ENV,
          WEB_DIST_DIR: path.join(root, 'plain'),
          WEB_TRUST_PROXY: '1',
        }),
      );
      const tls = await get(behindProxy, '/', { 'x-forwarded-proto': 'https' });
      expect(tls.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      const spoofed = await get(plain, '/', { 'x-forwarded-proto': 'https' });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
      await behindProxy.close();
    });
  });

  describe('files and pages', () => {
    it('serves hashed assets compressed and cached for a year, immutable', async () => {
      const res = await get(prerendered, '/assets/index-abc123.js', {
        'accept-encoding': 'br, gzip',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^export const x/);
      const gzip = await get(prerendered, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzip.rawPayload).toString()).toMatch(/^export const x/);
    });

    it.each(['/assets/missing.js', '/assets/index-abc123.css', '/missing.png', '/assets/'])(
      'answers 404 for a missing file (%s), never the page',
      async (url) => {
        const res = await get(prerendered, url);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe('Not found');
      },
    );

    it('never serves a source map or a dotfile, even when the build has one', async () => {
      expect((await get(prerendered, '/assets/index-abc123.js.map')).statusCode).toBe(404);
      expect((await get(prerendered, '/.env')).statusCode).toBe(404);
      expect((await get(prerendered, '/assets/..%2f.env')).statusCode).toBe(404);
    });

    it('serves a prerendered page as its own file, and every other page the SPA shell', async () => {
      const home = await get(prerendered, '/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('home page');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect((await get(prerendered, '/login')).body).toContain('login page');
      expect((await get(prerendered, '/login/')).body).toContain('login page');
      const route = await get(prerendered, '/dashboard?tab=1');
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('spa shell');
      // However the path is spelled, nothing outside the build is read.
      for (const url of ['/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e%2f%2e%2e%2fpackage.json']) {
        expect((await get(prerendered, url)).body).not.toMatch(/root:|"name"/);
      }
    });

    it('falls back to index.html when the build has no 200.html', async () => {
      expect((await get(plain, '/login')).body).toContain('home page');
      expect((await get(plain, '/coach/chat')).body).toContain('home page');
    });

    it('answers 405 to methods other than GET and HEAD', async () => {
      const res = await prerendered.inject({ method: 'POST', url: '/login', payload: {} });
      expect(res.statusCode).toBe(405);
      expect(res.headers['allow']).toBe('GET, HEAD');
    });
  });

  describe('configuration fails closed in production', () => {
    it.each([
      [
        { WEB_AUTH_DOMAIN: 'x.firebaseapp.com' },
        /^ {2}- WEB_API_ORIGIN must be set when NODE_ENV=production/m,
      ],
      [
        { WEB_API_ORIGIN: 'https://api.example' },
        /^ {2}- WEB_AUTH_DOMAIN must be set when NODE_ENV=production/m,
      ],
      [
        { ...BASE_ENV, WEB_TRUST_PROXY: 'true' },
        /^ {2}- WEB_TRUST_PROXY must be false, a hop count/m,
      ],
    ])('refuses %j', (env, message) => {
      expect(() => loadWebConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
    });
  });
});
