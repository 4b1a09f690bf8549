/**
 * "Your session has ended" (docs/decisions/0036): set when the API refuses the sign-in even with
 * a freshly refreshed token, read by the signed-in layout, cleared when the person signs in again.
 * One flag for the whole app, outside React, so any API client can raise it.
 */
import { useSyncExternalStore } from 'react';

let ended = false;
const listeners = new Set<() => void>();

const publish = (value: boolean) => {
  if (ended === value) return;
  ended = value;
  for (const listener of listeners) listener();
};

export const reportSessionEnded = (): void => publish(true);
export const clearSessionEnded = (): void => publish(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => false,
  );
}
