import type { LanguageModel } from 'ai';
import type { CoachConfig } from './config.js';
import type { CoachEngine } from './engine.js';
import { createEmbeddedEngine } from './embedded/engine.js';
import { createLlmEngine } from './llm/engine.js';
import { languageModelFor } from './llm/model.js';

/**
 * The coach a configuration asks for. `model` replaces the provider's model (tests pass the AI
 * SDK's mock model here); the rest of the configuration still applies.
 */
export function createCoachEngine(
  config: CoachConfig,
  overrides?: { model?: LanguageModel },
): CoachEngine {
  if (config.provider === 'embedded') return createEmbeddedEngine({ budgetMs: config.budgetMs });
  return createLlmEngine({
    model: overrides?.model ?? languageModelFor(config),
    name: `${config.provider}:${config.model}`,
    timeoutMs: config.timeoutMs,
    maxOutputTokens: config.maxOutputTokens,
    maxRetries: config.maxRetries,
    temperature: config.temperature,
  });
}
