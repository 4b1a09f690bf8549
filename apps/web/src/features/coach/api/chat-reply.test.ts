import { describe, expect, it } from 'vitest';
import type { ChatRequest } from '@styleprint/contracts';
import { config } from '#web/config/env';
import { ApiError, createApiClient, type ApiClient } from '#web/lib/api-client';
import { answer, json, networkFailure } from '#web/test/fake-api';
import { ADVICE, PROFILE, REPLY, sseResponse } from '../testing/coach-api';
import { analyzeConversation } from './analyze-conversation';
import { askChat } from './ask-chat';
import { replyToChat, shouldFallBack } from './chat-reply';
import { ChatStreamError } from './stream-chat';

const REQUEST: ChatRequest = { message: 'Hello', profile: PROFILE, history: [] };

/** The app's API client, its requests answered by the fake API's routes. */
const clientAs = (token: string | null = 'tok') =>
  createApiClient({ baseUrl: config.apiBaseUrl, getToken: async () => token });

const streamOf = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });

describe('replyToChat', () => {
  it('streams: passes each piece of text on and resolves with the final reply', async () => {
    const streamed = answer(
      'POST /chat/stream',
      sseResponse([
        { type: 'delta', text: 'Lead ' },
        { type: 'delta', text: 'with it.' },
        { type: 'done', reply: REPLY },
      ]),
    );
    const asked = answer('POST /chat/ask', json(200, ADVICE));
    const deltas: string[] = [];
    await expect(
      replyToChat(clientAs(), REQUEST, { onDelta: (text) => deltas.push(text) }),
    ).resolves.toEqual(REPLY);
    expect(deltas).toEqual(['Lead ', 'with it.']);
    expect(streamed).toHaveLength(1);
    expect(streamed[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(streamed[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(asked).toHaveLength(0);
  });

  it('sends no token when nobody is signed in (the spec sends none on these calls)', async () => {
    const streamed = answer('POST /chat/stream', sseResponse([{ type: 'done', reply: ADVICE }]));
    await replyToChat(clientAs(null), REQUEST, { onDelta: () => {} });
    expect(streamed[0]?.headers.has('Authorization')).toBe(false);
  });

  it('falls back to /chat/ask when the stream ends before any byte', async () => {
    const streamed = answer('POST /chat/stream', streamOf(''));
    const asked = answer('POST /chat/ask', json(200, ADVICE));
    await expect(replyToChat(clientAs(), REQUEST, { onDelta: () => {} })).resolves.toEqual(ADVICE);
    expect(streamed).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });

  it('rejects a malformed event as an invalid chat reply, without falling back', async () => {
    answer('POST /chat/stream', streamOf('data: {"type":"delta"}\n\n'));
    const asked = answer('POST /chat/ask', json(200, ADVICE));
    await expect(replyToChat(clientAs(), REQUEST, { onDelta: () => {} })).rejects.toMatchObject({
      message: 'Invalid chat response format',
      code: 'INVALID_RESPONSE',
    });
    expect(asked).toHaveLength(0);
  });

  it('says the network failed during chat when neither call gets through', async () => {
    answer('POST /chat/stream', networkFailure());
    answer('POST /chat/ask', networkFailure());
    await expect(replyToChat(clientAs(), REQUEST, { onDelta: () => {} })).rejects.toMatchObject({
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
    answer('POST /analysis/analyze-conversation', networkFailure());
    await expect(analyzeConversation(clientAs(), analysis)).rejects.toMatchObject({
      message: 'Network connection failed during conversation analysis',
      code: 'NETWORK_ERROR',
    });
    await expect(analyzeConversation(buggyClient, analysis)).rejects.toMatchObject({
      message: 'Failed to analyze conversation',
      code: 'ANALYSIS_ERROR',
    });
  });

  it('analysis: an invalid reply', async () => {
    answer('POST /analysis/analyze-conversation', json(200, { suggested_reply: 'x' }));
    await expect(analyzeConversation(clientAs(), analysis)).rejects.toMatchObject({
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
