import { describe, expect, it, vi } from 'vitest';
import type { ChatRequest } from '@styleprint/contracts';
import { ApiError, createApiClient, type ApiClient } from '#web/lib/api-client';
import { json } from '#web/test/fake-api';
import { ADVICE, PROFILE, REPLY, sseResponse } from '../testing/coach-api';
import { analyzeConversation } from './analyze-conversation';
import { askChat } from './ask-chat';
import { replyToChat, shouldFallBack } from './chat-reply';
import { ChatStreamError } from './stream-chat';

const REQUEST: ChatRequest = { message: 'Hello', profile: PROFILE, history: [] };

/** An API client over a fetch stub that answers by path. */
function clientFor(answers: Record<string, () => Response>, token: string | null = 'tok') {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const answer = answers[path];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: async () => token,
    fetch,
  });
  return { client, fetch };
}

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('replyToChat', () => {
  it('streams: passes each piece of text on and resolves with the final reply', async () => {
    const { client, fetch } = clientFor({
      '/chat/stream': () =>
        sseResponse([
          { type: 'delta', text: 'Lead ' },
          { type: 'delta', text: 'with it.' },
          { type: 'done', reply: REPLY },
        ]),
    });
    const deltas: string[] = [];
    await expect(
      replyToChat(client, REQUEST, { onDelta: (text) => deltas.push(text) }),
    ).resolves.toEqual(REPLY);
    expect(deltas).toEqual(['Lead ', 'with it.']);
    const init = fetch.mock.calls[0]?.[1];
    expect(headersOf(init).get('Accept')).toBe('text/event-stream');
    expect(headersOf(init).get('Authorization')).toBe('Bearer tok');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends no token when nobody is signed in (the spec sends none on these calls)', async () => {
    const { client, fetch } = clientFor(
      { '/chat/stream': () => sseResponse([{ type: 'done', reply: ADVICE }]) },
      null,
    );
    await replyToChat(client, REQUEST, { onDelta: () => {} });
    expect(headersOf(fetch.mock.calls[0]?.[1]).has('Authorization')).toBe(false);
  });

  it('falls back to /chat/ask when the stream ends before any byte', async () => {
    const { client, fetch } = clientFor({
      '/chat/stream': () => new Response('', { headers: { 'Content-Type': 'text/event-stream' } }),
      '/chat/ask': () => json(200, ADVICE),
    });
    await expect(replyToChat(client, REQUEST, { onDelta: () => {} })).resolves.toEqual(ADVICE);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects a malformed event as an invalid chat reply, without falling back', async () => {
    const { client, fetch } = clientFor({
      '/chat/stream': () =>
        new Response('data: {"type":"delta"}\n\n', {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    });
    await expect(replyToChat(client, REQUEST, { onDelta: () => {} })).rejects.toMatchObject({
      message: 'Invalid chat response format',
      code: 'INVALID_RESPONSE',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the network failed during chat when neither call gets through', async () => {
    const { client } = clientFor({});
    await expect(replyToChat(client, REQUEST, { onDelta: () => {} })).rejects.toMatchObject({
      message: 'Network connection failed during chat',
      code: 'NETWORK_ERROR',
      type: 'network',
    });
  });
});

describe('shouldFallBack', () => {
  const failure = (status: number, started = false) =>
    new ChatStreamError(new ApiError('x', { status, code: 'X', type: 'server' }), started);

  it.each([
    [0, true],
    [404, true],
    [502, true],
    [503, true],
    [400, false],
    [401, false],
    [413, false],
    [429, false],
  ])('status %i before any byte: %s', (status, expected) => {
    expect(shouldFallBack(failure(status))).toBe(expected);
  });

  it('never falls back once the stream has started', () => {
    expect(shouldFallBack(failure(0, true))).toBe(false);
  });
});

/** A client whose calls fail with something that is not an ApiError (a bug, not the network). */
const buggyClient: ApiClient = {
  request: () => Promise.reject(new Error('bug')),
  openEventStream: () => Promise.reject(new Error('bug')),
};

describe('the spec messages of the two calls', () => {
  const analysis = { conversation: 'Alex: hi', profile: PROFILE };

  it('analysis: network failure and unexpected failure', async () => {
    await expect(analyzeConversation(clientFor({}).client, analysis)).rejects.toMatchObject({
      message: 'Network connection failed during conversation analysis',
      code: 'NETWORK_ERROR',
    });
    await expect(analyzeConversation(buggyClient, analysis)).rejects.toMatchObject({
      message: 'Failed to analyze conversation',
      code: 'ANALYSIS_ERROR',
    });
  });

  it('analysis: an invalid reply', async () => {
    const { client } = clientFor({
      '/analysis/analyze-conversation': () => json(200, { suggested_reply: 'x' }),
    });
    await expect(analyzeConversation(client, analysis)).rejects.toMatchObject({
      message: 'Invalid analysis response format',
      code: 'INVALID_RESPONSE',
    });
  });

  it('chat: unexpected failure', async () => {
    await expect(askChat(buggyClient, REQUEST)).rejects.toMatchObject({
      message: 'Failed to send chat message',
      code: 'CHAT_ERROR',
    });
  });
});
