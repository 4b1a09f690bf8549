/**
 * The one pattern for reading something from the API in a component: load on mount, abort when
 * the component goes away (a late answer never lands in an unmounted screen), `refetch` for the
 * "Try Again" buttons, `mutate` for a screen that changes what it loaded in place (a deleted row
 * leaves the list without loading it again). The last data that arrived is kept while loading
 * again or after a failure (`last`), so a screen that re-checks does not have to blank itself. A hand-written hook, not a
 * query library: two screens read one endpoint, and the /login budget (docs/performance.md)
 * leaves no room for a cache we would not use.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '#web/lib/api-client';
import { useApiClient } from '#web/lib/use-api-client';

export type ResourceState<T> =
  | { status: 'loading'; last: T | null }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown; last: T | null };

export type ApiResource<T> = ResourceState<T> & {
  refetch: () => void;
  /** Changes the loaded data in place; does nothing until data has arrived. */
  mutate: (update: (data: T) => T) => void;
};

/** What a state knows of the data: the data itself, or the last that arrived before it. */
const knownData = <T>(state: ResourceState<T>): T | null =>
  state.status === 'success' ? state.data : state.last;

/**
 * Loads with `load(client, signal)`. `load` must keep its identity between renders (a
 * module-level function such as `fetchMyProfile`, or one wrapped in useCallback): a new one
 * loads again.
 */
export function useApiResource<T>(
  load: (client: ApiClient, signal: AbortSignal) => Promise<T>,
): ApiResource<T> {
  const client = useApiClient();
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading', last: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(client, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ status: 'error', error, last: knownData(previous) }));
      },
    );
    return () => controller.abort();
  }, [client, load, attempt]);

  const refetch = useCallback(() => {
    setState((previous) => ({ status: 'loading', last: knownData(previous) }));
    setAttempt((n) => n + 1);
  }, []);
  const mutate = useCallback((update: (data: T) => T) => {
    setState((previous) =>
      previous.status === 'success' ? { status: 'success', data: update(previous.data) } : previous,
    );
  }, []);
  return useMemo(() => ({ ...state, refetch, mutate }), [state, refetch, mutate]);
}
