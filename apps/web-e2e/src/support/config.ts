/**
 * Where the e2e stack lives. The ports are the team's agreed e2e ports, apart from `npm start`'s
 * (web 4200, API 8080, emulator 9099), so the suite can run while a developer's stack is up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const HOST = '127.0.0.1';
export const API_PORT = 18080;
export const WEB_PORT = 14200;
export const FIREBASE_PROJECT_ID = 'demo-styleprint-test';
/** The emulator accepts any key; the web's config requires one. */
export const FIREBASE_API_KEY = 'demo-api-key';

export const API_URL = `http://${HOST}:${API_PORT}`;
export const WEB_URL = `http://${HOST}:${WEB_PORT}`;

export const PATHS = {
  root: path.resolve(here, '../../../..'),
  webApp: path.resolve(here, '../../../web'),
  /** `dist/` is ignored by git, prettier and eslint alike. */
  webBuild: path.resolve(here, '../../dist/web'),
  artifacts: path.resolve(here, '../../artifacts'),
} as const;

export const ARTIFACTS = {
  logs: path.join(PATHS.artifacts, 'logs'),
  screenshots: path.join(PATHS.artifacts, 'screenshots'),
  axe: path.join(PATHS.artifacts, 'axe'),
} as const;

export const bin = (name: string): string => path.join(PATHS.root, 'node_modules/.bin', name);

/**
 * The `VITE_*` build configuration of the web for a given API. `authEmulatorUrl: null` builds for
 * real Firebase (the web reads an empty emulator URL as "no emulator"), as production does.
 */
export function webBuildEnv(options: {
  apiUrl: string;
  authEmulatorUrl: string | null;
}): Record<string, string> {
  return {
    VITE_API_BASE_URL: options.apiUrl,
    VITE_FIREBASE_API_KEY: FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_EMULATOR_URL: options.authEmulatorUrl ?? '',
  };
}
