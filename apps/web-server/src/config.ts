import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web server's configuration, from the environment. Where a value is the same as the web
 * build's (the API's URL, Firebase's auth domain, the emulator), the build's VITE_* variable is
 * read when the WEB_* one is not set, so `npm start` configures both with one set of values.
 */
export interface WebServerConfig {
  production: boolean;
  host: string;
  port: number;
  /** The built web app (vite build's outDir). */
  distDir: string;
  /** The API's origin, the only other origin the pages may call besides Firebase Auth. */
  apiOrigin: string;
  /** Firebase Auth's domain (the popup/redirect helper pages are framed from it). */
  authDomain: string;
  /** The auth emulator's origin (development builds only), or null. */
  authEmulatorOrigin: string | null;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses (never true). */
  trustProxy: false | number | string;
  /** Strict-Transport-Security: sent on https requests ("auto"), always, or never. */
  hsts: 'auto' | 'always' | 'off';
}

const DEFAULT_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export class WebConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid web server configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'WebConfigError';
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const isProxyEntry = (entry: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
};

export function loadWebConfig(environment: Record<string, string | undefined>): WebServerConfig {
  const env = (name: string): string | undefined => {
    const value = environment[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const problems: string[] = [];
  const production = env('NODE_ENV') === 'production';

  const port = env('WEB_PORT') ?? '4200';
  if (!/^\d+$/.test(port) || Number(port) > 65535) {
    problems.push(`WEB_PORT must be a whole number from 0 to 65535 (got ${JSON.stringify(port)})`);
  }

  const apiVariable = env('WEB_API_ORIGIN') !== undefined ? 'WEB_API_ORIGIN' : 'VITE_API_BASE_URL';
  const apiValue = env(apiVariable);
  if (apiValue === undefined && production) {
    problems.push(
      "WEB_API_ORIGIN must be set when NODE_ENV=production: the API's origin, the only one the pages may call",
    );
  }
  const apiOrigin = originOf(apiValue ?? 'http://127.0.0.1:8080');
  if (apiOrigin === null) {
    problems.push(`${apiVariable} must be an http(s) URL (got ${JSON.stringify(apiValue)})`);
  }

  const authVariable =
    env('WEB_AUTH_DOMAIN') !== undefined ? 'WEB_AUTH_DOMAIN' : 'VITE_FIREBASE_AUTH_DOMAIN';
  const authDomain =
    env(authVariable) ?? (production ? undefined : 'demo-styleprint.firebaseapp.com');
  if (authDomain === undefined) {
    problems.push(
      'WEB_AUTH_DOMAIN must be set when NODE_ENV=production: your Firebase auth domain (PROJECT.firebaseapp.com)',
    );
  } else if (!/^[a-z0-9.-]+(:\d+)?$/i.test(authDomain)) {
    problems.push(`${authVariable} must be a host name (got ${JSON.stringify(authDomain)})`);
  }

  const emulatorVariable =
    environment['WEB_AUTH_EMULATOR_URL'] !== undefined
      ? 'WEB_AUTH_EMULATOR_URL'
      : 'VITE_FIREBASE_AUTH_EMULATOR_URL';
  const emulatorValue = env(emulatorVariable);
  let authEmulatorOrigin: string | null = null;
  if (emulatorValue !== undefined) {
    authEmulatorOrigin = originOf(emulatorValue);
    if (authEmulatorOrigin === null) {
      problems.push(
        `${emulatorVariable} must be an http(s) URL or empty (got ${JSON.stringify(emulatorValue)})`,
      );
    } else if (production) {
      problems.push(
        `${emulatorVariable} must be empty when NODE_ENV=production: the auth emulator accepts any password`,
      );
    }
  }

  const proxy = env('WEB_TRUST_PROXY') ?? 'false';
  let trustProxy: WebServerConfig['trustProxy'] = false;
  if (/^\d+$/.test(proxy)) trustProxy = Number(proxy);
  else if (proxy !== 'false') {
    const entries = proxy.split(',').map((entry) => entry.trim());
    if (proxy === 'true' || !entries.every(isProxyEntry)) {
      problems.push(
        `WEB_TRUST_PROXY must be false, a hop count or a comma list of proxy addresses/CIDR blocks, never true (got ${JSON.stringify(proxy)})`,
      );
    } else trustProxy = entries.join(',');
  }

  const hsts = env('WEB_HSTS') ?? 'auto';
  if (hsts !== 'auto' && hsts !== 'always' && hsts !== 'off') {
    problems.push(`WEB_HSTS must be auto, always or off (got ${JSON.stringify(hsts)})`);
  }

  if (problems.length > 0) throw new WebConfigError(problems);
  return {
    production,
    host: env('WEB_HOST') ?? '127.0.0.1',
    port: Number(port),
    distDir: path.resolve(env('WEB_DIST_DIR') ?? DEFAULT_DIST),
    apiOrigin: apiOrigin ?? '',
    authDomain: authDomain ?? '',
    authEmulatorOrigin,
    trustProxy,
    hsts: hsts as WebServerConfig['hsts'],
  };
}
