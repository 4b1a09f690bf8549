/**
 * Test support: the coach's API faked at the fetch boundary, the one place tests stub. Each
 * endpoint answers with a default (a profile, a reply, a streamed reply) unless a test overrides
 * it; every call is recorded with its body and headers.
 */
import { vi } from 'vitest';
import type { CoachReply, CoachStreamEvent, Profile } from '@styleprint/contracts';
import { json } from '#web/test/fake-api';

export const PROFILE: Profile = {
  mbti: { Type: 'ENFP', Confidence: 'Moderate (4 of 4 axes answered)' },
  disc: { Primary: 'I', Secondary: 'S' },
  emergenetics: {
    Analytical: 3,
    Structural: 2,
    Social: 8,
    Conceptual: 6,
    Expressiveness: 'High',
    Assertiveness: 'Medium',
    Flexibility: 'High',
  },
  cliftonStrengths: {
    Executing: 1,
    Influencing: 2,
    Relationship: 3,
    Thinking: 1,
    TopDomain: 'Relationship',
  },
};

export const REPLY: CoachReply = {
  inferred_style: 'Jordan is direct and wants decisions, not options.',
  insights: ['You soften your commitments with "maybe" and "I think".', 'Personalized coaching'],
  suggested_reply:
    '"Jordan, the layout is done. I will send the copy today with the two biggest risks flagged."',
};

export const ADVICE: CoachReply = {
  inferred_style: 'Warm and people-focused.',
  insights: ['Start with the decision you need.'],
  suggested_reply: 'Lead with the outcome, then give one reason and a date.',
};

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  signal: AbortSignal | undefined;
}

/** A server-sent-events response carrying the given events, already complete. */
export function sseResponse(events: readonly CoachStreamEvent[]): Response {
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  return new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** An event stream the test writes to while the screen reads it. */
export function controlledStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: CoachStreamEvent) {
      controller?.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    },
    close() {
      controller?.close();
    },
  };
}

/** A promise the test settles when it wants: to see the screen while a call is pending. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What fetch throws when the network is down. */
export const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

const deltasOf = (reply: CoachReply): CoachStreamEvent[] =>
  reply.suggested_reply.split(/(?<= )/).map((text): CoachStreamEvent => ({ type: 'delta', text }));

export interface FakeCoachApi {
  calls: RecordedCall[];
  callsTo: (path: string) => RecordedCall[];
}

type Endpoint = 'profile' | 'analyze' | 'ask' | 'stream' | 'people' | 'createPerson';

export function fakeCoachApi(overrides: Partial<Record<Endpoint, Handler>> = {}): FakeCoachApi {
  const handlers: Record<Endpoint, Handler> = {
    profile: () => json(200, PROFILE),
    analyze: () => json(200, REPLY),
    ask: () => json(200, ADVICE),
    stream: () => sseResponse([...deltasOf(ADVICE), { type: 'done', reply: ADVICE }]),
    // Ours (docs/decisions/0103-people-screens.md): nobody saved unless a test says so.
    people: () => json(200, { items: [], max: 200 }),
    createPerson: () => json(500, { detail: 'Server error occurred', code: 'INTERNAL_ERROR' }),
    ...overrides,
  };
  const routes: Record<string, Handler> = {
    'GET /profile/me': handlers.profile,
    'POST /analysis/analyze-conversation': handlers.analyze,
    'POST /chat/ask': handlers.ask,
    'POST /chat/stream': handlers.stream,
    'GET /people': handlers.people,
    'POST /people': handlers.createPerson,
  };
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init.method ?? 'GET';
      const call: RecordedCall = {
        method,
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
        signal: init.signal ?? undefined,
      };
      calls.push(call);
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return json(404, { detail: 'Not found', code: 'NOT_FOUND' });
      return handler(call);
    }),
  );
  return { calls, callsTo: (path) => calls.filter((call) => call.path === path) };
}
