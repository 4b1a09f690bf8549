/** The practice routes (docs/decisions/0105-practice-persona-engine.md) and the saved people list. */
import {
  ERROR_CODES,
  PracticeFeedbackSchema,
  PracticeSessionListSchema,
  PracticeSessionSchema,
  PracticeTurnResponseSchema,
  check,
  type PracticeFeedback,
  type PracticeFeedbackRequest,
  type PracticeSession,
  type PracticeSessionCreate,
  type PracticeSessionList,
  type PracticeTurnRequest,
  type PracticeTurnResponse,
} from '@styleprint/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { ApiClient } from '#web/lib/api-client';

const parser =
  <S extends TSchema>(schema: S, what: string) =>
  (json: unknown) =>
    check(schema, json, { message: `Invalid ${what} format`, code: ERROR_CODES.INVALID_RESPONSE });

const parseTurn = parser(PracticeTurnResponseSchema, 'practice reply');
const parseFeedback = parser(PracticeFeedbackSchema, 'practice feedback');
const parseSession = parser(PracticeSessionSchema, 'practice session');
const parseSessions = parser(PracticeSessionListSchema, 'practice sessions');
const sessionAt = (id: string) => `/practice/sessions/${encodeURIComponent(id)}`;

export function sendTurn(
  client: ApiClient,
  request: PracticeTurnRequest,
  signal?: AbortSignal,
): Promise<PracticeTurnResponse> {
  return client.request('/practice/turn', {
    method: 'POST',
    body: request,
    auth: true,
    parse: parseTurn,
    signal,
  });
}

export function fetchFeedback(
  client: ApiClient,
  request: PracticeFeedbackRequest,
  signal?: AbortSignal,
): Promise<PracticeFeedback> {
  return client.request('/practice/feedback', {
    method: 'POST',
    body: request,
    auth: true,
    parse: parseFeedback,
    signal,
  });
}

/**
 * POST /practice/sessions: the conversation only; the server computes the feedback it keeps and
 * answers with it (docs/decisions/0117-kept-practice-feedback-on-the-server.md).
 */
export function keepSession(
  client: ApiClient,
  session: PracticeSessionCreate,
): Promise<PracticeSession> {
  return client.request('/practice/sessions', {
    method: 'POST',
    body: session,
    auth: true,
    parse: parseSession,
  });
}

/** GET /practice/sessions: the kept sessions, newest first, without their turns. */
export function fetchSessions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PracticeSessionList> {
  return client.request('/practice/sessions', { auth: true, parse: parseSessions, signal });
}

/** GET /practice/sessions/:id: one kept session, its turns and feedback. */
export function fetchSession(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<PracticeSession> {
  return client.request(sessionAt(id), { auth: true, parse: parseSession, signal });
}

/** DELETE /practice/sessions/:id */
export function deleteSession(client: ApiClient, id: string): Promise<void> {
  return client.request(sessionAt(id), { method: 'DELETE', auth: true });
}
