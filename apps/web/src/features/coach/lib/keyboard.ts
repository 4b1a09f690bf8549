import type { KeyboardEvent } from 'react';

/**
 * docs/product.md#s5: Enter without Shift submits in the current mode; Shift+Enter keeps the browser's new
 * line. Enter that confirms an input-method composition (Japanese, Chinese...) is not a submit.
 */
export function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
}
