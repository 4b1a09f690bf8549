import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { APICallError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { createLlmEngine, type LlmEngineSettings } from '../../src/index.js';

/** The AI SDK mock model's side of the tests: canned answers and what the model was sent. */

/** The delimiter nonce the engines use in these tests, so prompts can be compared. */
export const TEST_NONCE = '0123456789abcdef';

export const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** A whole answer of the model: this text, finished normally. */
export const answer = (text: string): LanguageModelV3GenerateResult => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: undefined },
  usage,
  warnings: [],
});

type PromptMessage = LanguageModelV3CallOptions['prompt'][number];

/** The text of one prompt message (its text parts joined). */
export const contentOf = (message: PromptMessage | undefined): string =>
  message === undefined
    ? ''
    : typeof message.content === 'string'
      ? message.content
      : message.content.map((part) => ('text' in part ? part.text : '')).join('');

/** Everything one role was sent in a call, message after message. */
export const textOf = (
  call: LanguageModelV3CallOptions | undefined,
  role: 'system' | 'user',
): string =>
  (call?.prompt ?? [])
    .filter((m) => m.role === role)
    .map(contentOf)
    .join('\n');

/** The settings the LLM engines get in these tests: the mock model, no retries, a fixed nonce. */
export const mockSettings = (
  model: MockLanguageModelV3,
  changes: Partial<LlmEngineSettings> = {},
): LlmEngineSettings => ({
  model,
  name: 'mock:model',
  timeoutMs: 2000,
  maxOutputTokens: 500,
  maxRetries: 0,
  temperature: 0,
  nonce: () => TEST_NONCE,
  ...changes,
});

/** The coach's LLM engine on the mock model. */
export const mockCoach = (model: MockLanguageModelV3, timeoutMs = 2000) =>
  createLlmEngine(mockSettings(model, { timeoutMs }));

/** A model whose provider answers this HTTP status. */
export const failingModel = (statusCode: number) =>
  new MockLanguageModelV3({
    doGenerate: async () => {
      throw new APICallError({
        message: 'upstream',
        url: 'http://provider/v1',
        requestBodyValues: {},
        statusCode,
        isRetryable: false,
      });
    },
  });

/** A model that never answers; `onAbort` runs when the call is cancelled. */
export const hangingModel = (onAbort: () => void = () => undefined) =>
  new MockLanguageModelV3({
    doGenerate: ({ abortSignal }) =>
      new Promise((_, reject) =>
        abortSignal?.addEventListener(
          'abort',
          () => {
            onAbort();
            reject(abortSignal.reason);
          },
          { once: true },
        ),
      ),
  });
