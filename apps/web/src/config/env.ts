/**
 * The web's configuration: the allow-listed VITE_* variables, read once at build time and checked
 * here so a wrong value fails at start with a message naming the variable, not later as a
 * confusing network error. Checked by hand rather than with zod: this module is in the script
 * every page loads first, and zod's parser cost 6 KB gzip of the /login budget
 * (docs/decisions/0093).
 */

type Check = (value: string) => string | null;

const isUrl: Check = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'Invalid URL';
  } catch {
    return 'Invalid URL';
  }
};
const nonEmpty: Check = (value) => (value.length > 0 ? null : 'must not be empty');
// An empty string means "real Firebase, no emulator".
const emptyOrUrl: Check = (value) => (value === '' ? null : isUrl(value));

const VARIABLES = {
  VITE_API_BASE_URL: { fallback: 'http://127.0.0.1:8080', check: isUrl },
  VITE_FIREBASE_API_KEY: { fallback: 'demo-api-key', check: nonEmpty },
  VITE_FIREBASE_AUTH_DOMAIN: { fallback: 'demo-styleprint.firebaseapp.com', check: nonEmpty },
  VITE_FIREBASE_PROJECT_ID: { fallback: 'demo-styleprint', check: nonEmpty },
  VITE_FIREBASE_AUTH_EMULATOR_URL: { fallback: 'http://127.0.0.1:9099', check: emptyOrUrl },
} satisfies Record<string, { fallback: string; check: Check }>;

type VariableName = keyof typeof VARIABLES;

export interface WebConfig {
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The auth emulator's URL, or null to talk to real Firebase. */
  authEmulatorUrl: string | null;
}

type RawEnv = Record<string, string | boolean | undefined>;

/** Parses the raw variables; throws one error listing every bad variable. */
export function parseEnv(raw: RawEnv): WebConfig {
  const env = {} as Record<VariableName, string>;
  const problems: string[] = [];
  for (const [name, { fallback, check }] of Object.entries(VARIABLES) as [
    VariableName,
    (typeof VARIABLES)[VariableName],
  ][]) {
    const given = raw[name];
    // Unset means the default; a non-string (Vite's booleans) is a mistake worth naming.
    const value = given === undefined ? fallback : typeof given === 'string' ? given : null;
    const problem = value === null ? 'must be text' : check(value);
    if (problem) problems.push(`${name}: ${problem}`);
    else env[name] = value ?? fallback;
  }
  if (problems.length > 0) {
    throw new Error(`Invalid web configuration (VITE_* variables): ${problems.join('; ')}`);
  }
  return {
    apiBaseUrl: env.VITE_API_BASE_URL.replace(/\/+$/, ''),
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
    },
    authEmulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL || null,
  };
}

export const config: WebConfig = parseEnv(import.meta.env);
