import type { AnalysisRequest, ChatRequest, CoachReply } from '@styleprint/contracts';
import type { SavedCounterpart } from './people/counterparts.js';

/** Options of one call. */
export interface CoachCallOptions {
  /** Aborts the call (for example when the HTTP client goes away). */
  signal?: AbortSignal;
  /**
   * The saved person the request names (`personId`, resolved by the API): their styles are the
   * counterpart's (docs/decisions/0100-people-contract-and-routes.md).
   */
  counterpart?: SavedCounterpart;
}

/**
 * What POST /chat/stream sends, one server-sent event each: `delta` pieces of readable text as they
 * are written (concatenated, they form the reply as plain text), then one `done` with the validated
 * reply, which the browser renders in place of the text.
 */
export type CoachStreamEvent =
  { type: 'delta'; text: string } | { type: 'done'; reply: CoachReply };

/** A coach: the embedded engine or an LLM. Every method rejects only with a CoachError. */
export interface CoachEngine {
  /** "embedded" or "<provider>:<model>", for logs and the health route. */
  readonly name: string;
  analyze(request: AnalysisRequest, options?: CoachCallOptions): Promise<CoachReply>;
  chat(request: ChatRequest, options?: CoachCallOptions): Promise<CoachReply>;
  chatStream(request: ChatRequest, options?: CoachCallOptions): AsyncIterable<CoachStreamEvent>;
}
