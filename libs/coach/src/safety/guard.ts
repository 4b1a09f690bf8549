import { cleanPaste } from '@styleprint/coach-content';
import type { AnalysisRequest, ChatRequest, CoachReply } from '@styleprint/contracts';
import type { CoachCallOptions, CoachEngine, CoachStreamEvent } from '../engine.js';
import { CoachError } from '../errors.js';
import { readChat } from '../reading/parse/chat.js';
import { looksLikeEmail } from '../reading/parse/email.js';
import { replyAsText, textPieces } from '../stream.js';
import {
  isFixed,
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
function withFraudWarnings(
  reply: CoachReply,
  text: string,
  mode: 'chat' | 'conversation' = 'chat',
): CoachReply {
  if (reply.safety_warnings && reply.safety_warnings.length > 0) return reply;
  const warnings = fraudWarnings(text, mode);
  return warnings.length > 0 ? { ...reply, safety_warnings: warnings } : reply;
}

/**
 * A moment's fixed answer, with a fraud or wrongdoing warning when the text carries one too ("my
 * boss asked me to backdate invoices; can they fire me if I refuse?" is a rights question and a
 * request to falsify records). A crisis answer carries nothing else: care comes first and alone.
 */
function fixedAnswer(
  moment: SafetyMoment,
  mode: 'chat' | 'conversation',
  text: string,
): CoachReply {
  const answer = momentAnswer(moment, mode);
  return moment.kind === 'crisis' ? answer : withFraudWarnings(answer, text, mode);
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
      // Read as the engine reads it: a legal footer's "we will never change our bank details"
      // is nobody's request (decision 0065).
      const conversation = cleanPaste(request.conversation).text;
      const moment = momentInConversation(conversation);
      if (!moment) {
        const reply = await engine.analyze(request, options);
        return withFraudWarnings(reply, conversation, 'conversation');
      }
      if (isFixed(moment) || !moment.communication) {
        return fixedAnswer(moment, 'conversation', conversation);
      }
      // A rights question can come with a request to falsify records: both are answered.
      const coached = await engine.analyze(request, { ...options, moment });
      return withFraudWarnings(withMomentFirst(moment, coached), conversation, 'conversation');
    },
    async chat(request, options) {
      checkNotAborted(options, 'chat');
      const moment = momentInChat(request);
      if (!moment) return withFraudWarnings(await engine.chat(request, options), request.message);
      if (isFixed(moment) || !moment.communication) {
        return fixedAnswer(moment, chatMode(request.message), request.message);
      }
      const coached = await engine.chat(request, { ...options, moment });
      return withFraudWarnings(withMomentFirst(moment, coached), request.message);
    },
    async *chatStream(request, options) {
      checkNotAborted(options, 'chat');
      const moment = momentInChat(request);
      if (moment && (isFixed(moment) || !moment.communication)) {
        yield* streamed(fixedAnswer(moment, chatMode(request.message), request.message));
        return;
      }
      if (!moment) {
        for await (const event of engine.chatStream(request, options)) {
          yield event.type === 'done'
            ? { type: 'done', reply: withFraudWarnings(event.reply, request.message) }
            : event;
        }
        return;
      }
      // A medical or legal note with coaching after it: the note's first words are on screen at
      // once; the coaching is gathered, then sent in pieces, so the deltas still add up to the
      // reply's text with the note first.
      const lead = momentLead(moment);
      yield { type: 'delta', text: lead };
      let coached: CoachReply | null = null;
      for await (const event of engine.chatStream(request, { ...options, moment })) {
        if (event.type === 'done') coached = event.reply;
      }
      if (!coached) throw new CoachError('invalid_response', 'chat', 'the stream ended early');
      const reply = withFraudWarnings(withMomentFirst(moment, coached), request.message);
      const rest = replyAsText(reply).slice(lead.length);
      const trimmed = rest.trimStart();
      // The space or line break after the lead: textPieces starts at the first word.
      if (trimmed.length < rest.length)
        yield { type: 'delta', text: rest.slice(0, rest.length - trimmed.length) };
      for (const text of textPieces(trimmed)) yield { type: 'delta', text };
      yield { type: 'done', reply };
    },
  };
}
