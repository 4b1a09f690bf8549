import type { AnalysisRequest, ChatRequest, CoachReply } from '@styleprint/contracts';
import type { CoachCallOptions, CoachEngine, CoachStreamEvent } from '../engine.js';
import { CoachError } from '../errors.js';
import { replyAsText, textPieces } from '../stream.js';
import { readConversation } from '../reading/index.js';
import { writeAnalysis } from '../writing/analysis.js';
import { writeChat } from '../writing/chat.js';

function checkNotAborted(options: CoachCallOptions | undefined, call: 'analysis' | 'chat'): void {
  if (options?.signal?.aborted) throw new CoachError('aborted', call, 'The request was cancelled.');
}

/**
 * The default coach: deterministic (same input, same reply), offline (wink-nlp's model ships in
 * its npm package), and fast (a few milliseconds once the model is loaded).
 */
export function createEmbeddedEngine(): CoachEngine {
  return {
    name: 'embedded',
    async analyze(request: AnalysisRequest, options?: CoachCallOptions): Promise<CoachReply> {
      checkNotAborted(options, 'analysis');
      return writeAnalysis(
        readConversation(request.conversation, {
          ...(request.userName ? { userName: request.userName } : {}),
          ...(request.speaker ? { speaker: request.speaker } : {}),
        }),
        request.profile,
      );
    },
    async chat(request: ChatRequest, options?: CoachCallOptions): Promise<CoachReply> {
      checkNotAborted(options, 'chat');
      return writeChat(request);
    },
    async *chatStream(
      request: ChatRequest,
      options?: CoachCallOptions,
    ): AsyncIterable<CoachStreamEvent> {
      checkNotAborted(options, 'chat');
      const reply = writeChat(request);
      for (const text of textPieces(replyAsText(reply))) {
        checkNotAborted(options, 'chat');
        yield { type: 'delta', text };
      }
      yield { type: 'done', reply };
    },
  };
}
