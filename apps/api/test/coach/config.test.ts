import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

/** The coach's settings as the API reads them: libs/coach's parser plus COACH_AUTH and the limit. */
const problemsOf = (environment: Record<string, string>): string[] => {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

const LLM = { COACH_PROVIDER: 'openai', COACH_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: 'sk-test' };

describe('coach configuration', () => {
  it('defaults to the embedded engine, open to anonymous callers at 20 calls a minute', () => {
    expect(loadConfig({}).coach).toEqual({
      engine: { provider: 'embedded', budgetMs: 250 },
      auth: 'optional',
      anonymousPerMinute: 20,
    });
  });

  it('requires sign-in by default once an LLM provider is configured', () => {
    const { coach } = loadConfig(LLM);
    expect(coach.auth).toBe('required');
    expect(coach.engine).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o-mini',
      apiKey: 'sk-test',
    });
  });

  it.each([
    [{}, 'required', 'required'],
    [LLM, 'optional', 'optional'],
  ] as const)('keeps an explicit COACH_AUTH (%j, %s)', (environment, value, expected) => {
    expect(loadConfig({ ...environment, COACH_AUTH: value }).coach.auth).toBe(expected);
  });

  it('reads the anonymous limit; a blank COACH_AUTH means the default', () => {
    const { coach } = loadConfig({ COACH_ANON_RATE_LIMIT_PER_MINUTE: '5', COACH_AUTH: ' ' });
    expect(coach).toMatchObject({ anonymousPerMinute: 5, auth: 'optional' });
  });

  it("lists the coach's problems with every other one, in the one startup message", () => {
    const problems = problemsOf({
      PORT: 'eighty',
      COACH_AUTH: 'sometimes',
      COACH_ANON_RATE_LIMIT_PER_MINUTE: '0',
      COACH_PROVIDER: 'openai',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'COACH_AUTH must be one of required, optional (got "sometimes")',
      'COACH_ANON_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 10000000 (got "0")',
      'COACH_MODEL required when COACH_PROVIDER=openai',
      'COACH_API_KEY required when COACH_PROVIDER=openai (or set OPENAI_API_KEY)',
    ]);
  });

  it('names an unknown provider and what it got', () => {
    const [problem, ...others] = problemsOf({ COACH_PROVIDER: 'skynet' });
    expect(others).toEqual([]);
    expect(problem).toMatch(/^COACH_PROVIDER .*openai-compatible.* \(got "skynet"\)$/);
  });

  it('never repeats a key or a base URL, which may carry credentials', () => {
    const problems = problemsOf({
      COACH_PROVIDER: 'openai-compatible',
      COACH_MODEL: 'llama3',
      COACH_BASE_URL: 'ftp://user:hunter2@models.internal/v1',
      COACH_API_KEY: 'sk-hunter2',
      COACH_TIMEOUT_MS: 'soon',
    });
    expect(problems.length).toBe(2);
    expect(problems[0]).toMatch(/^COACH_BASE_URL /);
    expect(problems[1]).toMatch(/^COACH_TIMEOUT_MS .*\(got "soon"\)$/);
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});
