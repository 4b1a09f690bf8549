import type { AnalysisRequest, ChatRequest, CoachReply } from '@styleprint/contracts';
import type { CoachCallOptions, CoachEngine, CoachStreamEvent } from '../engine.js';
import { CoachError } from '../errors.js';
import { readChat } from '../reading/parse/chat.js';
import { looksLikeEmail } from '../reading/parse/email.js';
import { replyAsText, textPieces } from '../stream.js';
import {
  FIXED_ONLY,
  fraudWarnings,
  momentAnswer,
  momentInChat,
  momentInConversation,
  momentLead,
  withMomentFirst,
  type SafetyMoment,
} from './moment.js';

/** What an engine gets when a medical or legal moment leads and coaching still follows. */
export interface MomentCallOptions extends CoachCallOptions {
  moment?: SafetyMoment;
}

/** An engine whose calls may carry the moment the guard found. */
export interface GuardedEngine {
  readonly name: string;
  analyze(request: AnalysisRequest, options?: MomentCallOptions): Promise<CoachReply>;
  chat(request: ChatRequest, options?: MomentCallOptions): Promise<CoachReply>;
  chatStream(request: ChatRequest, options?: MomentCallOptions): AsyncIterable<CoachStreamEvent>;
}

function checkNotAborted(options: CoachCallOptions | undefined, call: 'analysis' | 'chat'): void {
  if (options?.signal?.aborted) throw new CoachError('aborted', call, 'The request was cancelled.');
}

/** A pasted conversation in the chat box is answered as an analysis, in the analysis's words. */
function chatMode(message: string): 'chat' | 'conversation' {
  const text = message.trim();
  return readChat(text) || looksLikeEmail(text) ? 'conversation' : 'chat';
}

/** Adds the fraud warnings a chat message raises, when the engine's reply has none. */
function withFraudWarnings(reply: CoachReply, text: string): CoachReply {
  if (reply.safety_warnings && reply.safety_warnings.length > 0) return reply;
  const warnings = fraudWarnings(text);
  return warnings.length > 0 ? { ...reply, safety_warnings: warnings } : reply;
}

/** The stream of a reply written in one piece (a fixed answer). */
async function* streamed(reply: CoachReply): AsyncIterable<CoachStreamEvent> {
  for (const text of textPieces(replyAsText(reply))) yield { type: 'delta', text };
  yield { type: 'done', reply };
}

/**
 * The safety check before any coaching, the same for both engines
 * (docs/decisions/0125-coach-safety-moments.md). Crisis, harassment and violence get their fixed
 * answer and the engine is never called; a medical or legal question gets its fixed answer, or,
 * when it also asks how to tell someone, the engine's coaching with the fixed text first (the
 * engine receives the moment, so an LLM is told not to advise on it). Fraud keeps its warnings.
 */
export function withSafety(engine: GuardedEngine): CoachEngine {
  return {
    name: engine.name,
    async analyze(request, options) {
      checkNotAborted(options, 'analysis');
      const moment = momentInConversation(request.conversation);
      if (!moment) return engine.analyze(request, options);
      if (FIXED_ONLY.has(moment.kind) || !moment.communication) {
        return momentAnswer(moment, 'conversation');
      }
      return withMomentFirst(moment, await engine.analyze(request, { ...options, moment }));
    },
    async chat(request, options) {
      checkNotAborted(options, 'chat');
      const moment = momentInChat(request);
      if (!moment) return withFraudWarnings(await engine.chat(request, options), request.message);
      if (FIXED_ONLY.has(moment.kind) || !moment.communication) {
        return momentAnswer(moment, chatMode(request.message));
      }
      return withMomentFirst(moment, await engine.chat(request, { ...options, moment }));
    },
    async *chatStream(request, options) {
      checkNotAborted(options, 'chat');
      const moment = momentInChat(request);
      if (moment && (FIXED_ONLY.has(moment.kind) || !moment.communication)) {
        yield* streamed(momentAnswer(moment, chatMode(request.message)));
        return;
      }
      // The safety text is on screen before the first word of coaching.
      if (moment) yield { type: 'delta', text: momentLead(moment) };
      for await (const event of engine.chatStream(
        request,
        moment ? { ...options, moment } : options,
      )) {
        if (event.type !== 'done') {
          yield event;
          continue;
        }
        const reply = moment
          ? withMomentFirst(moment, event.reply)
          : withFraudWarnings(event.reply, request.message);
        yield { type: 'done', reply };
      }
    },
  };
}
