import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmCoachConfig } from '../config.js';

/** The AI SDK model for a configuration. Nothing is contacted until the first call. */
export function languageModelFor(config: LlmCoachConfig): LanguageModel {
  const baseURL = config.baseUrl;
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, ...(baseURL ? { baseURL } : {}) })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, ...(baseURL ? { baseURL } : {}) })(
        config.model,
      );
    case 'google':
      return createGoogleGenerativeAI({ apiKey: config.apiKey, ...(baseURL ? { baseURL } : {}) })(
        config.model,
      );
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? 'http://127.0.0.1:11434/v1',
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        supportsStructuredOutputs: config.structuredOutputs,
      }).chatModel(config.model);
  }
}
