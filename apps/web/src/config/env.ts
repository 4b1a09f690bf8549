import * as z from 'zod/mini';

/**
 * The web's configuration: the allow-listed VITE_* variables, read once at build time and parsed
 * here so a wrong value fails at start with a message naming the variable, not later as a
 * confusing network error.
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z._default(z.url(), 'http://127.0.0.1:8080'),
  VITE_FIREBASE_API_KEY: z._default(z.string().check(z.minLength(1)), 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z._default(
    z.string().check(z.minLength(1)),
    'demo-styleprint.firebaseapp.com',
  ),
  VITE_FIREBASE_PROJECT_ID: z._default(z.string().check(z.minLength(1)), 'demo-styleprint'),
  // An empty string means "real Firebase, no emulator".
  VITE_FIREBASE_AUTH_EMULATOR_URL: z._default(
    z.union([z.literal(''), z.url()]),
    'http://127.0.0.1:9099',
  ),
  // Where people write for help (issue 13): shown in the footer, the legal pages and the coach's
  // "contact support". Empty hides the address and shows the pages' text only.
  VITE_SUPPORT_EMAIL: z._default(z.union([z.literal(''), z.email()]), 'support@styleprint.example'),
});

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
  const picked = Object.fromEntries(Object.keys(EnvSchema.shape).map((key) => [key, raw[key]]));
  const result = EnvSchema.safeParse(picked);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid web configuration (VITE_* variables): ${problems}`);
  }
  const env = result.data;
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
