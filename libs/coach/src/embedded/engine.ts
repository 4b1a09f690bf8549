import type { AnalysisRequest, ChatRequest, CoachReply } from '@styleprint/contracts';
import type { CoachCallOptions, CoachEngine, CoachStreamEvent } from '../engine.js';
import { CoachError } from '../errors.js';
import { warmCoach } from '../warm.js';
import { replyAsText, textPieces } from '../stream.js';
import { readConversation } from '../reading/index.js';
import { withCounterparts, withSavedCounterpart } from '../people/counterparts.js';
import { writeAnalysis } from '../writing/analysis.js';
import { writeChat } from '../writing/chat.js';
import { withSafety } from '../safety/guard.js';

function checkNotAborted(options: CoachCallOptions | undefined, call: 'analysis' | 'chat'): void {
  if (options?.signal?.aborted) throw new CoachError('aborted', call, 'The request was cancelled.');
}

/** The default per-call time budget (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 8). */
const DEFAULT_BUDGET_MS = 250;

export interface EmbeddedEngineOptions {
  /** A call that takes longer fails with a timeout (503 COACH_UNAVAILABLE). */
  budgetMs?: number;
}

/**
 * Runs one call's pure, synchronous work within the time budget. Every stage is linear in the
 * text (bounded at 2000 characters; no super-linear regular expression, enforced by lint), so a
 * call takes milliseconds and cannot hold the event loop; the budget is the backstop: checked
 * between stages, it turns an unexpectedly slow call into a 503 instead of a late answer. A
 * budget of 0 fails every call (tests use it to see the 503).
 */
function withinBudget<T>(
  budgetMs: number,
  call: 'analysis' | 'chat',
  stages: readonly (() => unknown)[],
  finish: () => T,
): T {
  // CPU time, not wall time: a call that waits for a busy machine's core has not done too much
  // work; one that computes for 250 ms has.
  const started = process.cpuUsage();
  const check = (): void => {
    const used = process.cpuUsage(started);
    if (budgetMs === 0 || (used.user + used.system) / 1000 > budgetMs) {
      throw new CoachError('timeout', call, `the embedded coach took over ${budgetMs} ms`);
    }
  };
  for (const stage of stages) {
    stage();
    check();
  }
  const result = finish();
  check();
  return result;
}

/** Lets other requests run before a call starts its synchronous work. */
const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The default coach: deterministic (same input, same reply), offline (wink-nlp's model ships in
 * its npm package), and fast (a few milliseconds once the model is loaded).
 */
export function createEmbeddedEngine(options: EmbeddedEngineOptions = {}): CoachEngine {
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  // The one-time model load and word-list compilation never count against a call's budget
  // (the API warms up at start; a library user's first call does it here, before the clock).
  let warm = false;
  const warmOnce = (): void => {
    if (!warm) warmCoach();
    warm = true;
  };
  // The safety check runs before any of this (docs/decisions/0125-coach-safety-moments.md).
  return withSafety({
    name: 'embedded',
    async analyze(request: AnalysisRequest, options?: CoachCallOptions): Promise<CoachReply> {
      await yieldToOthers();
      warmOnce();
      checkNotAborted(options, 'analysis');
      let reading: ReturnType<typeof readConversation> | null = null;
      return withinBudget(
        budgetMs,
        'analysis',
        [
          () => {
            const read = readConversation(request.conversation, {
              ...(request.userName ? { userName: request.userName } : {}),
              ...(request.speaker ? { speaker: request.speaker } : {}),
            });
            reading = options?.counterpart ? withSavedCounterpart(read, options.counterpart) : read;
          },
        ],
        () => {
          const read = reading as NonNullable<typeof reading>;
          return withCounterparts(
            writeAnalysis(read, request.profile, request.reading?.situation),
            read,
          );
        },
      );
    },
    async chat(request: ChatRequest, options?: CoachCallOptions): Promise<CoachReply> {
      await yieldToOthers();
      warmOnce();
      checkNotAborted(options, 'chat');
      return withinBudget(budgetMs, 'chat', [], () => writeChat(request, options?.counterpart));
    },
    async *chatStream(
      request: ChatRequest,
      options?: CoachCallOptions,
    ): AsyncIterable<CoachStreamEvent> {
      await yieldToOthers();
      warmOnce();
      checkNotAborted(options, 'chat');
      const reply = withinBudget(budgetMs, 'chat', [], () =>
        writeChat(request, options?.counterpart),
      );
      for (const text of textPieces(replyAsText(reply))) {
        checkNotAborted(options, 'chat');
        yield { type: 'delta', text };
      }
      yield { type: 'done', reply };
    },
  });
}
