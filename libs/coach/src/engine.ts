import type {
  AnalysisRequest,
  ChatRequest,
  CoachReply,
  CoachStreamEvent as WireStreamEvent,
} from '@styleprint/contracts';
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
 * What an engine's stream yields: `delta` pieces of readable text as they are written
 * (concatenated, they form the reply as plain text), then one `done` with the validated reply,
 * which the browser renders in place of the text. Derived from the contract's
 * CoachStreamEventSchema (one definition of the wire shape); the contract's third variant,
 * `error`, is sent by the route when an engine throws, never yielded by an engine.
 */
export type CoachStreamEvent = Exclude<WireStreamEvent, { type: 'error' }>;

/** A coach: the embedded engine or an LLM. Every method rejects only with a CoachError. */
export interface CoachEngine {
  /** "embedded" or "<provider>:<model>", for logs and the health route. */
  readonly name: string;
  analyze(request: AnalysisRequest, options?: CoachCallOptions): Promise<CoachReply>;
  chat(request: ChatRequest, options?: CoachCallOptions): Promise<CoachReply>;
  chatStream(request: ChatRequest, options?: CoachCallOptions): AsyncIterable<CoachStreamEvent>;
}
