/** POST /analysis/analyze-conversation (docs/product.md#s7). */
import { parseAnalysisReply, type AnalysisRequest, type CoachReply } from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';
import { isAbort, toAnalysisError } from './coach-errors';

export async function analyzeConversation(
  client: ApiClient,
  request: AnalysisRequest,
  signal?: AbortSignal,
): Promise<CoachReply> {
  try {
    return await client.request('/analysis/analyze-conversation', {
      method: 'POST',
      body: request,
      // The spec sends no token here; ours sends it when someone is signed in.
      auth: 'ifSignedIn',
      parse: parseAnalysisReply,
      signal,
    });
  } catch (error) {
    if (isAbort(signal)) throw error;
    throw toAnalysisError(error);
  }
}
