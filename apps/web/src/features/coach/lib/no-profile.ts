/**
 * When a failed profile load means "this user has no profile yet" (the coach then asks for the
 * assessment) rather than "the service could not be reached". docs/product.md#s8 counts auth and not-found
 * answers, and statuses 401 and 404, as no profile.
 */
import { isApiError } from '#web/lib/api-client';

export function meansNoProfile(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.type === 'auth' ||
    error.type === 'not_found' ||
    error.status === 401 ||
    error.status === 404
  );
}
