/** POST /coach/self-read (docs/decisions/0106-how-you-come-across.md). */
import {
  ERROR_CODES,
  SelfReadResultSchema,
  check,
  type SelfReadResult,
} from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';

const parseResult = (json: unknown) =>
  check(SelfReadResultSchema, json, {
    message: 'Invalid self-read format',
    code: ERROR_CODES.INVALID_RESPONSE,
  });

export function readSelf(
  client: ApiClient,
  text: string,
  signal?: AbortSignal,
): Promise<SelfReadResult> {
  return client.request('/coach/self-read', {
    method: 'POST',
    body: { text },
    auth: true,
    parse: parseResult,
    signal,
  });
}
