import { z } from 'zod';

export const COACH_PROVIDERS = [
  'embedded',
  'openai',
  'anthropic',
  'google',
  'openai-compatible',
] as const;
export type CoachProvider = (typeof COACH_PROVIDERS)[number];
export type LlmProvider = Exclude<CoachProvider, 'embedded'>;

/** Settings of an LLM coach. */
export interface LlmCoachConfig {
  provider: LlmProvider;
  model: string;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
  maxOutputTokens: number;
  maxRetries: number;
  temperature: number;
  /** openai-compatible only: send a JSON schema (true) or ask for plain JSON mode (false). */
  structuredOutputs: boolean;
}

/**
 * The embedded engine's settings: its per-call time budget (COACH_BUDGET_MS, default 250 ms);
 * a call that takes longer answers 503 COACH_UNAVAILABLE (docs/decisions/0046).
 */
export interface EmbeddedCoachConfig {
  provider: 'embedded';
  budgetMs: number;
}

export type CoachConfig = EmbeddedCoachConfig | LlmCoachConfig;

/** The standard key variable of each provider, read when COACH_API_KEY is not set. */
const PROVIDER_KEY_VARIABLE: Record<LlmProvider, string | null> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  'openai-compatible': null,
};

/** An unset variable and an empty one mean the same: use the default. */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number().int().min(min).max(max),
  );

const envSchema = z
  .object({
    COACH_PROVIDER: z.preprocess(
      (value) => (value === undefined || value === '' ? 'embedded' : value),
      z.enum(COACH_PROVIDERS),
    ),
    COACH_MODEL: optionalText,
    COACH_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    COACH_API_KEY: optionalText,
    OPENAI_API_KEY: optionalText,
    ANTHROPIC_API_KEY: optionalText,
    GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
    COACH_TIMEOUT_MS: integer(20_000, 100, 300_000),
    COACH_BUDGET_MS: integer(250, 0, 10_000),
    COACH_MAX_OUTPUT_TOKENS: integer(1_200, 100, 8_000),
    COACH_MAX_RETRIES: integer(1, 0, 5),
    COACH_TEMPERATURE: z.preprocess(
      (value) => (value === undefined || value === '' ? 0.3 : value),
      z.coerce.number().min(0).max(2),
    ),
    COACH_STRUCTURED_OUTPUTS: z.preprocess(
      (value) => (value === undefined || value === '' ? 'true' : value),
      z.enum(['true', 'false']),
    ),
  })
  .superRefine((env, context) => {
    if (env.COACH_PROVIDER === 'embedded') return;
    if (!env.COACH_MODEL) {
      context.addIssue({
        code: 'custom',
        path: ['COACH_MODEL'],
        message: `required when COACH_PROVIDER=${env.COACH_PROVIDER}`,
      });
    }
    if (env.COACH_PROVIDER === 'openai-compatible' && !env.COACH_BASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['COACH_BASE_URL'],
        message:
          'required when COACH_PROVIDER=openai-compatible (e.g. http://127.0.0.1:11434/v1 for Ollama)',
      });
    }
    const keyVariable = PROVIDER_KEY_VARIABLE[env.COACH_PROVIDER];
    if (keyVariable && !env.COACH_API_KEY && !env[keyVariable as keyof typeof env]) {
      context.addIssue({
        code: 'custom',
        path: ['COACH_API_KEY'],
        message: `required when COACH_PROVIDER=${env.COACH_PROVIDER} (or set ${keyVariable})`,
      });
    }
  });

/** Every problem found in the coach's environment, one per line. */
export class CoachConfigError extends Error {
  override readonly name = 'CoachConfigError';
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid coach configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.issues = issues;
  }
}

/**
 * Reads the coach's settings from the environment (COACH_* and the provider's key), with a
 * working default for everything: no variables at all means the embedded engine. Throws a
 * CoachConfigError listing every problem at once, so one restart fixes them all.
 */
export function parseCoachConfig(env: Record<string, string | undefined>): CoachConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new CoachConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  if (e.COACH_PROVIDER === 'embedded') return { provider: 'embedded', budgetMs: e.COACH_BUDGET_MS };
  const keyVariable = PROVIDER_KEY_VARIABLE[e.COACH_PROVIDER];
  return {
    provider: e.COACH_PROVIDER,
    model: e.COACH_MODEL ?? '',
    baseUrl: e.COACH_BASE_URL,
    apiKey: e.COACH_API_KEY ?? (keyVariable ? e[keyVariable as 'OPENAI_API_KEY'] : undefined),
    timeoutMs: e.COACH_TIMEOUT_MS,
    maxOutputTokens: e.COACH_MAX_OUTPUT_TOKENS,
    maxRetries: e.COACH_MAX_RETRIES,
    temperature: e.COACH_TEMPERATURE,
    structuredOutputs: e.COACH_STRUCTURED_OUTPUTS === 'true',
  };
}
