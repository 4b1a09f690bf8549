import { useCallback, useEffect, useState } from 'react';
import type { Person, PersonUpdate } from '@styleprint/contracts';
import { isApiError, type ApiClient } from '#web/lib/api-client';
import { fetchPerson, updatePerson } from '../api/people-api';
import { failureText } from '#web/lib/failure-text';

export type PersonQuery =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; person: Person };

/**
 * One person, and changes to them: each change shows the person the PATCH answers with, so a
 * struck quote's new read appears at once and is the server's own (docs/decisions/0101-people-read-from-evidence.md).
 */
export function usePerson(client: ApiClient, id: string) {
  const [query, setQuery] = useState<PersonQuery>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPerson(client, id, controller.signal).then(
      (person) => {
        if (!controller.signal.aborted) setQuery({ status: 'ready', person });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setQuery(
          isApiError(error) && error.status === 404
            ? { status: 'notFound' }
            : { status: 'error', message: failureText(error) },
        );
      },
    );
    return () => controller.abort();
  }, [client, id, attempt]);

  const retry = useCallback(() => {
    setQuery({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** Sends a change; resolves with an error message, or null when the person is updated. */
  const update = useCallback(
    async (change: PersonUpdate): Promise<string | null> => {
      setSaving(true);
      try {
        const person = await updatePerson(client, id, change);
        setQuery({ status: 'ready', person });
        return null;
      } catch (error) {
        return failureText(error);
      } finally {
        setSaving(false);
      }
    },
    [client, id],
  );

  return { query, retry, update, saving };
}
