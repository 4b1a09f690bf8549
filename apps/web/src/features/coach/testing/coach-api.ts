/**
 * Test support: the coach's routes on the one fake API of the component tests
 * (#web/test/fake-api, Mock Service Worker, keyed by route). Each route answers with a default
 * (a profile, a reply, a streamed reply) unless a test overrides it; every request is recorded
 * with its parsed body and headers.
 */
import type { CoachReply, CoachStreamEvent, Profile } from '@styleprint/contracts';
import { HttpResponse } from 'msw';
import {
  json,
  recordRoutes,
  type CallHandler,
  type RecordedCall,
  type Route,
} from '#web/test/fake-api';

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

/** The network is down: the app's `fetch` rejects with a TypeError, as a browser's does. */
export const networkDown = (): Response => HttpResponse.error();

export const deltasOf = (reply: CoachReply): CoachStreamEvent[] =>
  reply.suggested_reply.split(/(?<= )/).map((text): CoachStreamEvent => ({ type: 'delta', text }));

export interface FakeCoachApi {
  calls: RecordedCall[];
  callsTo: (path: string) => RecordedCall[];
}

type Endpoint = 'profile' | 'analyze' | 'ask' | 'stream' | 'people' | 'createPerson' | 'sharing';

export function fakeCoachApi(overrides: Partial<Record<Endpoint, CallHandler>> = {}): FakeCoachApi {
  const handlers: Record<Endpoint, CallHandler> = {
    profile: () => json(200, PROFILE),
    analyze: () => json(200, REPLY),
    ask: () => json(200, ADVICE),
    stream: () => sseResponse([...deltasOf(ADVICE), { type: 'done', reply: ADVICE }]),
    // Ours (docs/decisions/0103-people-screens.md): nobody saved unless a test says so.
    people: () => json(200, { items: [], max: 200 }),
    createPerson: () => json(500, { detail: 'Server error occurred', code: 'INTERNAL_ERROR' }),
    // Ours (docs/decisions/0104-sharing-with-consent.md): nobody shares unless a test says so.
    sharing: () => json(200, { items: [] }),
    ...overrides,
  };
  const routes: Record<Route, CallHandler> = {
    'GET /profile/me': handlers.profile,
    'POST /analysis/analyze-conversation': handlers.analyze,
    'POST /chat/ask': handlers.ask,
    'POST /chat/stream': handlers.stream,
    'GET /people': handlers.people,
    'POST /people': handlers.createPerson,
    'GET /sharing/people': handlers.sharing,
  };
  const calls = recordRoutes(routes);
  return { calls, callsTo: (path) => calls.filter((call) => call.path === path) };
}
