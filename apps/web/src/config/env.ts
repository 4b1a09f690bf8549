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
// One @, something on each side and a dot in the domain: enough to catch a typo in a setting.
const isEmail: Check = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Invalid email address';

interface Variable {
  check: Check;
  /** Empty or unset means "none"; unset takes the local default first, where there is one. */
  optional?: true;
}

const VARIABLES = {
  VITE_API_BASE_URL: { check: isUrl },
  VITE_FIREBASE_API_KEY: { check: nonEmpty },
  VITE_FIREBASE_AUTH_DOMAIN: { check: nonEmpty },
  VITE_FIREBASE_PROJECT_ID: { check: nonEmpty },
  // None means "real Firebase, no emulator": a production bundle fails safe.
  VITE_FIREBASE_AUTH_EMULATOR_URL: { check: isUrl, optional: true },
  // Where people write for help: the footer, the legal pages and the coach's "contact support".
  // None hides the address and shows the pages' text only.
  VITE_SUPPORT_EMAIL: { check: isEmail, optional: true },
} satisfies Record<string, Variable>;

type VariableName = keyof typeof VARIABLES;

/**
 * The local defaults (`npm start`, `npm run dev`, unit tests). A production bundle carries none
 * of them: Vite replaces import.meta.env.PROD with true and the minifier drops this object, so
 * the emulator's URL never ships, and a production build without its VITE_* values is refused
 * by the build guard (build/production-env-guard.ts) instead of quietly using these.
 */
const LOCAL_DEFAULTS: Partial<Record<VariableName, string>> = import.meta.env.PROD
  ? {}
  : {
      VITE_API_BASE_URL: 'http://127.0.0.1:8080',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-styleprint.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-styleprint',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      VITE_SUPPORT_EMAIL: 'support@styleprint.example',
    };

export interface WebConfig {
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The auth emulator's URL, or null to talk to real Firebase. */
  authEmulatorUrl: string | null;
  /** The support contact's email address, or null when none is configured. */
  supportEmail: string | null;
}

type RawEnv = Record<string, string | boolean | undefined>;

/** Parses the raw variables; throws one error listing every bad variable. */
export function parseEnv(raw: RawEnv): WebConfig {
  const env = {} as Record<VariableName, string>;
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(VARIABLES) as [VariableName, Variable][]) {
    const given = raw[name] ?? LOCAL_DEFAULTS[name] ?? (variable.optional ? '' : undefined);
    // Unset with no local default is missing; a non-string (Vite's booleans) is a mistake.
    if (given === undefined) problems.push(`${name}: is required`);
    else if (typeof given !== 'string') problems.push(`${name}: must be text`);
    else {
      const problem = given === '' && variable.optional ? null : variable.check(given);
      if (problem) problems.push(`${name}: ${problem}`);
      else env[name] = given;
    }
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
    supportEmail: env.VITE_SUPPORT_EMAIL || null,
  };
}

export const config: WebConfig = parseEnv(import.meta.env);
