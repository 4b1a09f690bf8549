import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, securityHeaders } from '../src/headers.js';
import { loadWebConfig } from '../src/config.js';

/**
 * firebase.hosting.json (for deploying the web to Firebase Hosting) must send the headers the
 * web server sends. Its CSP names the example origins of docs/operations.md, which a deployment
 * replaces with its own.
 */
interface HostingRule {
  source: string;
  headers: { key: string; value: string }[];
}
const hosting = JSON.parse(
  readFileSync(new URL('../../../firebase.hosting.json', import.meta.url), 'utf8'),
) as { hosting: { headers: HostingRule[]; ignore: string[]; rewrites: { regex: string }[] } };

describe('firebase.hosting.json', () => {
  const rule = (source: string) => {
    const found = hosting.hosting.headers.find((entry) => entry.source === source);
    if (!found) throw new Error(`no header rule for ${source}`);
    return Object.fromEntries(found.headers.map(({ key, value }) => [key, value]));
  };

  it("sends every one of the web server's security headers, and HSTS (Hosting is always TLS)", () => {
    const expected = securityHeaders(
      loadWebConfig({
        WEB_API_ORIGIN: 'https://api.styleprint.example',
        WEB_AUTH_DOMAIN: 'styleprint-prod.firebaseapp.com',
      }),
    );
    expect(rule('**')).toEqual({
      ...expected,
      'strict-transport-security': HSTS_VALUE,
      'cache-control': 'no-cache',
    });
  });

  it('caches hashed assets for a year, publishes no source map, and rewrites pages only', () => {
    expect(rule('/assets/**')).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(hosting.hosting.ignore).toContain('**/*.map');
    const pages = new RegExp(hosting.hosting.rewrites[0]?.regex ?? '$^');
    expect(pages.test('/dashboard')).toBe(true);
    expect(pages.test('/assets/missing.js')).toBe(false);
  });
});
