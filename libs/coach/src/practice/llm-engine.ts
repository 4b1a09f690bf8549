import { generateText } from 'ai';
import { CoachError } from '../errors.js';
import { toCoachError } from '../llm/errors.js';
import { deadline, randomNonce, type LlmEngineSettings } from '../llm/engine.js';
import type { PracticeEngine, PracticeReply } from './types.js';
import { personaLineProblem, tidyModelLine, unknownLinks } from './line-rules.js';
import { personaInput, personaMessages, personaSystemPrompt } from './llm-prompt.js';
import { personaReply } from './reply.js';

/** The same settings as the coach's LLM engine: one model configuration plays both. */
export type LlmPracticeSettings = LlmEngineSettings;

/**
 * The configured LLM plays the persona (docs/decisions/0109-llm-plays-the-practice-persona.md).
 * The embedded plan decides what the persona does this turn (the same user lines give the same
 * move, whichever engine played before, so the model cannot be talked into agreeing sooner than
 * the rubric allows); the model writes the line itself, in the person's manner. Its line is held
 * to the embedded line's rules; one that breaks them (empty, a blank, too long, unfinished, a
 * repeat, a link the user never wrote) is replaced by the embedded line for the same move, and
 * the reply says so. A provider that fails, times out or is unreachable is the coach's error.
 */
export function createLlmPracticeEngine(settings: LlmPracticeSettings): PracticeEngine {
  const nonce = settings.nonce ?? randomNonce;
  return {
    name: settings.name,
    async turn(input, callOptions): Promise<PracticeReply> {
      const planned = personaReply(input.persona, input.goal, input.turns);
      const embedded = (reason: string): PracticeReply => {
        if (personaLineProblem(planned.reply, []) !== null) {
          throw new CoachError('invalid_response', 'chat', reason);
        }
        return {
          reply: planned.reply,
          move: planned.move,
          writtenBy: 'embedded',
          fallback: reason,
        };
      };
      const key = nonce();
      const limit = deadline(settings.timeoutMs, callOptions?.signal);
      let text: string;
      try {
        ({ text } = await generateText({
          model: settings.model,
          maxOutputTokens: settings.maxOutputTokens,
          maxRetries: settings.maxRetries,
          temperature: settings.temperature,
          system: personaSystemPrompt(input.persona, planned.move, key),
          messages: personaMessages(input, key),
          abortSignal: limit.signal,
        }));
      } catch (error) {
        const failure = toCoachError(error, 'chat', limit.state);
        // An answer the SDK could not read is a bad line, not an unavailable provider.
        if (failure.kind === 'invalid_response') return embedded(failure.message);
        throw failure;
      } finally {
        limit.done();
      }
      const line = tidyModelLine(text, input.persona.name);
      const earlier = input.turns.filter((t) => t.role === 'persona').map((t) => t.text);
      const problem =
        personaLineProblem(line, earlier) ??
        (unknownLinks(line, personaInput(input)).length > 0
          ? 'the persona line has a link the user never wrote'
          : null);
      if (problem) return embedded(problem);
      return { reply: line, move: planned.move, writtenBy: settings.name };
    },
  };
}
