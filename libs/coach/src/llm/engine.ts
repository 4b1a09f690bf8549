import {
  CoachReplySchema,
  parseAnalysisReply,
  parseChatReply,
  type AnalysisRequest,
  type ChatRequest,
  type CoachReply,
  type ContractResult,
} from '@styleprint/contracts';
import {
  generateText,
  jsonSchema,
  Output,
  streamText,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import type { JSONSchema7 } from 'ai';
import type { CoachCallOptions, CoachEngine, CoachStreamEvent } from '../engine.js';
import { CoachError } from '../errors.js';
import { readConversation } from '../reading/index.js';
import {
  withCounterparts,
  withSavedCounterpart,
  type SavedCounterpart,
} from '../people/counterparts.js';
import { createDeltaTracker, replyAsText } from '../stream.js';
import { analysisMessages, chatMessages, savedPersonMessage, systemPrompt } from './prompt.js';
import { applyReplyRules } from './rules.js';
import type { ConversationReading } from '../reading/index.js';
import { withChosenSituation } from '../reading/choose.js';
import { readingCard } from '../writing/reading-card.js';
import { planReply } from '../writing/reply.js';
import { readProfile } from '../writing/profile-lens.js';
import { toCoachError } from './errors.js';
import { withSafety, type MomentCallOptions } from '../safety/guard.js';
import { momentRule } from './prompt.js';

export interface LlmEngineSettings {
  model: LanguageModel;
  /** For logs: "<provider>:<model>". */
  name: string;
  timeoutMs: number;
  maxOutputTokens: number;
  maxRetries: number;
  temperature: number;
  /** A fresh random delimiter for each request (tests pass a fixed one). */
  nonce?: () => string;
}

/** 16 random hex characters: a delimiter no pasted text can guess. */
export function randomNonce(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 16);
}

type Call = 'analysis' | 'chat';

/**
 * The reply contract as the model sees it: libs/contracts' CoachReply schema, closed to extra
 * fields (strict structured-output modes require it), validated again by the contract on return.
 */
const { $id: _id, ...contractSchema } = JSON.parse(
  JSON.stringify(CoachReplySchema),
) as JSONSchema7 & { $id?: string };
const {
  safety_warnings: _s,
  safety: _m,
  speaker_choice: _c,
  clarify: _q,
  too_little_to_read: _t,
  // Whose results were used is the API's to say, from the person it chose (decision 0104).
  about: _a,
  ...coreProperties
} = (contractSchema.properties ?? {}) as Record<string, JSONSchema7>;
const replySchema: JSONSchema7 = {
  ...contractSchema,
  // Our optional additions are the embedded engine's; strict structured outputs need every
  // property required, so the model sees the spec's three fields only.
  properties: coreProperties,
  additionalProperties: false,
  required: ['inferred_style', 'insights', 'suggested_reply'],
};

const validators: Record<Call, (value: unknown) => ContractResult<CoachReply>> = {
  analysis: parseAnalysisReply,
  chat: parseChatReply,
};

function replyOutput(call: Call) {
  return Output.object({
    name: 'coach_reply',
    description: 'The coach reply: inferred style, 3-6 insights, suggested reply.',
    schema: jsonSchema<CoachReply>(replySchema, {
      validate: (value) => {
        const result = validators[call](value);
        return result.ok
          ? { success: true, value: result.value }
          : {
              success: false,
              error: new Error(result.error.issues.map((i) => `${i.path} ${i.message}`).join('; ')),
            };
      },
    }),
  });
}

/** Everything the user sent in a chat call: links in it may appear in the reply. */
function chatInput(request: ChatRequest): string {
  return [request.message, ...request.history.map((h) => h.content)].join('\n');
}

/** A deadline for one call, combined with the caller's signal, remembering which one fired. */
export function deadline(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const state = { timedOut: false, callerAborted: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort(new Error('coach timeout'));
  }, timeoutMs);
  const onCallerAbort = (): void => {
    state.callerAborted = true;
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    state,
    done: (): void => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** The chat messages, led by the saved person the user asks about (`personId`), if any. */
function chatMessagesFor(
  request: ChatRequest,
  key: string,
  saved: SavedCounterpart | undefined,
): ModelMessage[] {
  const messages = chatMessages(request, key);
  return saved ? [savedPersonMessage(saved, key), ...messages] : messages;
}

/** The coach backed by any AI SDK language model. */
export function createLlmEngine(settings: LlmEngineSettings): CoachEngine {
  const callSettings = {
    model: settings.model,
    maxOutputTokens: settings.maxOutputTokens,
    maxRetries: settings.maxRetries,
    temperature: settings.temperature,
  };

  const nonce = settings.nonce ?? randomNonce;

  async function generate(
    call: Call,
    system: string,
    messages: ModelMessage[],
    input: string,
    reading: ConversationReading | null,
    options?: CoachCallOptions,
  ): Promise<CoachReply> {
    const limit = deadline(settings.timeoutMs, options?.signal);
    try {
      const { output } = await generateText({
        ...callSettings,
        system,
        messages,
        output: replyOutput(call),
        abortSignal: limit.signal,
      });
      const checked = validators[call](output);
      if (!checked.ok) throw new CoachError('invalid_response', call, checked.error.message);
      const ruled = applyReplyRules(checked.value, input, reading);
      if (ruled.problem) throw new CoachError('invalid_response', call, ruled.problem);
      return ruled.reply;
    } catch (error) {
      throw toCoachError(error, call, limit.state);
    } finally {
      limit.done();
    }
  }

  /** The system prompt, with the medical or legal rule when the safety check found one. */
  const system = (profile: AnalysisRequest['profile'], key: string, options?: MomentCallOptions) =>
    options?.moment
      ? `${systemPrompt(profile, key)}\n\n${momentRule(options.moment.kind)}`
      : systemPrompt(profile, key);

  // The safety check runs first: crisis, harassment and violence never reach the provider
  // (docs/decisions/0125-coach-safety-moments.md).
  return withSafety({
    name: settings.name,
    async analyze(request: AnalysisRequest, options?: MomentCallOptions): Promise<CoachReply> {
      const read = readConversation(request.conversation, {
        ...(request.userName ? { userName: request.userName } : {}),
        ...(request.speaker ? { speaker: request.speaker } : {}),
      });
      // A saved person's styles stand in for the local read the prompt gives the model; the
      // reading the person chose ("Not right?") comes first, as a confirmed fact.
      const chosen = request.reading?.situation;
      const reading = withChosenSituation(
        options?.counterpart ? withSavedCounterpart(read, options.counterpart) : read,
        chosen,
      );
      const key = nonce();
      const saved = options?.counterpart;
      const reply = await generate(
        'analysis',
        system(request.profile, key, options),
        [
          ...(saved ? [savedPersonMessage(saved, key)] : []),
          ...analysisMessages(request, reading, key),
        ],
        request.conversation,
        reading,
        options,
      );
      // The structured read and the reading shown come from the same local reading, never from
      // the model's words.
      const situation = reading.situations[0]?.kind;
      const shown = situation
        ? {
            reading: readingCard(
              reading,
              read.situations,
              situation,
              planReply(reading, readProfile(request.profile)).move,
              chosen === situation,
            ),
          }
        : {};
      return withCounterparts({ ...reply, ...shown }, read);
    },
    chat(request: ChatRequest, options?: MomentCallOptions): Promise<CoachReply> {
      const key = nonce();
      return generate(
        'chat',
        system(request.profile, key, options),
        chatMessagesFor(request, key, options?.counterpart),
        chatInput(request),
        null,
        options,
      );
    },
    async *chatStream(
      request: ChatRequest,
      options?: MomentCallOptions,
    ): AsyncIterable<CoachStreamEvent> {
      const limit = deadline(settings.timeoutMs, options?.signal);
      let streamError: unknown = null;
      const key = nonce();
      try {
        const result = streamText({
          ...callSettings,
          system: system(request.profile, key, options),
          messages: chatMessagesFor(request, key, options?.counterpart),
          output: replyOutput('chat'),
          abortSignal: limit.signal,
          onError: ({ error }) => {
            streamError = error;
          },
        });
        const track = createDeltaTracker();
        for await (const partial of result.partialOutputStream) {
          const text = track(replyAsText(partial as Partial<CoachReply>));
          if (text) yield { type: 'delta', text };
        }
        if (streamError) throw streamError;
        const output = await result.output;
        const checked = parseChatReply(output);
        if (!checked.ok) throw new CoachError('invalid_response', 'chat', checked.error.message);
        const ruled = applyReplyRules(checked.value, chatInput(request), null);
        if (ruled.problem) throw new CoachError('invalid_response', 'chat', ruled.problem);
        yield { type: 'done', reply: ruled.reply };
      } catch (error) {
        throw toCoachError(streamError ?? error, 'chat', limit.state);
      } finally {
        limit.done();
      }
    },
  });
}
