import type { AssessmentPayload } from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';

/** POST /quiz/submit-assessment (docs/product.md#s7). The reply body is not read. */
export function submitAssessment(client: ApiClient, payload: AssessmentPayload): Promise<void> {
  return client.request('/quiz/submit-assessment', { method: 'POST', auth: true, body: payload });
}
