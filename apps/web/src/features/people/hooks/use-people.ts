import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { Person } from '@styleprint/contracts';
import type { ApiClient } from '#web/lib/api-client';
import { fetchPeople } from '../api/people-api';
import { failureText } from '#web/lib/failure-text';

export type PeopleQuery =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; people: Person[] };

/** The saved people, loaded once per visit, with a way to change the list in place after a save. */
export function usePeople(client: ApiClient): {
  query: PeopleQuery;
  retry: () => void;
  setPeople: Dispatch<SetStateAction<Person[]>>;
} {
  const [query, setQuery] = useState<PeopleQuery>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPeople(client, controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setQuery({ status: 'ready', people: list.items });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setQuery({ status: 'error', message: failureText(error) });
      },
    );
    return () => controller.abort();
  }, [client, attempt]);

  const retry = useCallback(() => {
    setQuery({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const setPeople = useCallback((change: SetStateAction<Person[]>) => {
    setQuery((previous) => {
      if (previous.status !== 'ready') return previous;
      const people = typeof change === 'function' ? change(previous.people) : change;
      return { status: 'ready', people };
    });
  }, []);

  return { query, retry, setPeople };
}
