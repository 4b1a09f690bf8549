import { useLayoutEffect, type RefObject } from 'react';

/**
 * docs/product.md#s4: the chat scrolls to the newest message. Scrolls the panel itself rather than calling
 * scrollIntoView, so the page around it stays where the reader left it.
 */
export function useScrollToNewest(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [ref, trigger]);
}
