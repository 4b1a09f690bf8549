import type { LanguageModel } from 'ai';
import type { CoachConfig } from '../config.js';
import { CoachError } from '../errors.js';
import { languageModelFor } from '../llm/model.js';
import { personaLineProblem } from './line-rules.js';
import { createLlmPracticeEngine } from './llm-engine.js';
import { personaReply } from './reply.js';

import type { PracticeEngine } from './types.js';

export type { PracticeEngine, PracticeReply, PracticeTurnInput } from './types.js';

export { personaLineProblem } from './line-rules.js';
export { createLlmPracticeEngine, type LlmPracticeSettings } from './llm-engine.js';

const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The embedded persona: deterministic and offline, within the coach's CPU time budget. */
export function createEmbeddedPracticeEngine(options: { budgetMs?: number } = {}): PracticeEngine {
  const budgetMs = options.budgetMs ?? 250;
  return {
    name: 'embedded',
    async turn(input, callOptions) {
      await yieldToOthers();
      if (callOptions?.signal?.aborted) {
        throw new CoachError('aborted', 'chat', 'The request was cancelled.');
      }
      const started = process.cpuUsage();
      const result = personaReply(input.persona, input.goal, input.turns);
      const used = process.cpuUsage(started);
      if (budgetMs === 0 || (used.user + used.system) / 1000 > budgetMs) {
        throw new CoachError('timeout', 'chat', `the practice persona took over ${budgetMs} ms`);
      }
      // Repeats are already avoided while any variant is unused; past that (a very long
      // session) a repeat beats no answer, so only the other rules are checked here.
      const problem = personaLineProblem(result.reply, []);
      if (problem) throw new CoachError('invalid_response', 'chat', problem);
      return { ...result, writtenBy: 'embedded' };
    },
  };
}

/**
 * Output tokens a persona line may use: a line is at most 600 characters (about 150 tokens), so
 * a model that runs on past this is cut off, and its unfinished line is not shown.
 */
const PERSONA_MAX_OUTPUT_TOKENS = 400;

/** The persona engine the coach configuration asks for: embedded by default. */
export function createPracticeEngine(
  config: CoachConfig,
  overrides?: { model?: LanguageModel },
): PracticeEngine {
  if (config.provider === 'embedded') {
    return createEmbeddedPracticeEngine({ budgetMs: config.budgetMs });
  }
  return createLlmPracticeEngine({
    model: overrides?.model ?? languageModelFor(config),
    name: `${config.provider}:${config.model}`,
    timeoutMs: config.timeoutMs,
    maxOutputTokens: Math.min(config.maxOutputTokens, PERSONA_MAX_OUTPUT_TOKENS),
    maxRetries: config.maxRetries,
    temperature: config.temperature,
  });
}
