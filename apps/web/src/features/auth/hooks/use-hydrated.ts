import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React draws a prerendered page on the server and while it hydrates it in the
 * browser, true from the first render after that (and always in a page drawn afresh). Controls
 * that only work with the script are disabled until then, so a click or keystroke before the
 * app has loaded is not silently lost (docs/decisions/0092).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
