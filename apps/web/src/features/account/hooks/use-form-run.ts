import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isRateLimited } from '#web/lib/api-client';
import { failureCode } from '../account-service';
import { accountErrorMessage } from '../lib/account-rules';
import { ACCOUNT_TEXT } from '../texts';

/**
 * A form's submit cycle: pending while it runs, then a status message or an error. The error box
 * takes focus when it appears (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md: focus to the alert after a failed submit).
 */
export function useFormRun() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const run = useCallback(async (work: () => Promise<void>, done: string): Promise<boolean> => {
    setPending(true);
    setError(null);
    setStatus('');
    try {
      await work();
      setStatus(done);
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, error, setError, status, setStatus, errorRef, run };
}

function messageOf(failure: unknown): string {
  if (isRateLimited(failure) && failure.retryAfterSeconds !== null) {
    return ACCOUNT_TEXT.errors.rateLimited(failure.retryAfterSeconds);
  }
  if (isApiError(failure)) {
    if (failure.code === 'RECENT_SIGN_IN_REQUIRED' || failure.type === 'network') {
      return accountErrorMessage(failure.code);
    }
    return failure.message;
  }
  return accountErrorMessage(failureCode(failure));
}
