/** The practice routes (docs/decisions/0105-practice-persona-engine.md) and the saved people list. */
import {
  ERROR_CODES,
  PersonListSchema,
  PracticeFeedbackSchema,
  PracticeSessionSchema,
  PracticeTurnResponseSchema,
  check,
  type Person,
  type PracticeFeedback,
  type PracticeFeedbackRequest,
  type PracticeSession,
  type PracticeSessionCreate,
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
const parsePeople = parser(PersonListSchema, 'people list');

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

/** The user's saved people; an empty list when the People routes answer nothing usable. */
export async function fetchPeople(client: ApiClient, signal?: AbortSignal): Promise<Person[]> {
  const list = await client.request('/people', { auth: true, parse: parsePeople, signal });
  return list.items;
}
