import * as z from 'zod/mini';

/**
 * The web's configuration: the allow-listed VITE_* variables, read once at build time and parsed
 * here so a wrong value fails at start with a message naming the variable, not later as a
 * confusing network error.
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z.url(),
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  // An empty string means "real Firebase, no emulator".
  VITE_FIREBASE_AUTH_EMULATOR_URL: z.union([z.literal(''), z.url()]),
});

type EnvKey = keyof typeof EnvSchema.shape;

/**
 * The local defaults (`npm start`, `npm run dev`, unit tests). A production bundle carries none
 * of them: Vite replaces import.meta.env.PROD with true and the minifier drops this object, so
 * the emulator's URL never ships, and a production build without its VITE_* values is refused
 * by the build guard (build/production-env-guard.ts) instead of quietly using these.
 */
const LOCAL_DEFAULTS: Partial<Record<EnvKey, string>> = import.meta.env.PROD
  ? {}
  : {
      VITE_API_BASE_URL: 'http://127.0.0.1:8080',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-styleprint.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-styleprint',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    };

export interface WebConfig {
  apiBaseUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The auth emulator's URL, or null to talk to real Firebase. */
  authEmulatorUrl: string | null;
}

type RawEnv = Record<string, string | boolean | undefined>;

/** Parses the raw variables; throws one error listing every bad variable. */
export function parseEnv(raw: RawEnv): WebConfig {
  const picked = Object.fromEntries(
    (Object.keys(EnvSchema.shape) as EnvKey[]).map((key) => [key, raw[key] ?? LOCAL_DEFAULTS[key]]),
  );
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
  };
}

export const config: WebConfig = parseEnv(import.meta.env);
