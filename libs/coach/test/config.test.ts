import { describe, expect, it } from 'vitest';
import { CoachConfigError, createCoachEngine, parseCoachConfig } from '../src/index.js';

describe('parseCoachConfig', () => {
  it('defaults to the embedded engine with no variables at all', () => {
    expect(parseCoachConfig({})).toEqual({ provider: 'embedded', budgetMs: 250 });
    expect(createCoachEngine(parseCoachConfig({})).name).toBe('embedded');
  });

  it('reads an LLM provider with its defaults and the provider key variable', () => {
    expect(
      parseCoachConfig({
        COACH_PROVIDER: 'openai',
        COACH_MODEL: 'gpt-4o-mini',
        OPENAI_API_KEY: 'sk-test',
      }),
    ).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      baseUrl: undefined,
      apiKey: 'sk-test',
      timeoutMs: 20000,
      maxOutputTokens: 1200,
      maxRetries: 1,
      temperature: 0.3,
      structuredOutputs: true,
    });
  });

  it('lets COACH_API_KEY win and accepts an OpenAI-compatible server without a key', () => {
    const config = parseCoachConfig({
      COACH_PROVIDER: 'openai-compatible',
      COACH_MODEL: 'llama3.1',
      COACH_BASE_URL: 'http://127.0.0.1:11434/v1',
      COACH_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      provider: 'openai-compatible',
      apiKey: undefined,
      timeoutMs: 5000,
    });
    expect(createCoachEngine(config).name).toBe('openai-compatible:llama3.1');
  });

  it('lists every problem at once', () => {
    try {
      parseCoachConfig({
        COACH_PROVIDER: 'openai-compatible',
        COACH_TIMEOUT_MS: 'soon',
        COACH_MAX_RETRIES: '9',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CoachConfigError);
      const issues = (error as CoachConfigError).issues.join('\n');
      expect(issues).toMatch(/COACH_TIMEOUT_MS/);
      expect(issues).toMatch(/COACH_MAX_RETRIES/);
    }
    try {
      parseCoachConfig({ COACH_PROVIDER: 'anthropic' });
      expect.unreachable();
    } catch (error) {
      const issues = (error as CoachConfigError).issues;
      expect(issues.some((i) => i.startsWith('COACH_MODEL'))).toBe(true);
      expect(
        issues.some((i) => i.startsWith('COACH_API_KEY') && i.includes('ANTHROPIC_API_KEY')),
      ).toBe(true);
    }
  });

  it('refuses an unknown provider and a base URL that is not http(s)', () => {
    expect(() => parseCoachConfig({ COACH_PROVIDER: 'skynet' })).toThrow(/COACH_PROVIDER/);
    expect(() =>
      parseCoachConfig({
        COACH_PROVIDER: 'openai-compatible',
        COACH_MODEL: 'x',
        COACH_BASE_URL: 'file:///etc',
      }),
    ).toThrow(/COACH_BASE_URL/);
  });
});
