import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusHeadingWhenReady } from './focus-heading';

const heading = (text: string) => {
  const h1 = document.createElement('h1');
  h1.textContent = text;
  return h1;
};

/** MutationObserver callbacks run as microtasks. */
const mutationsSeen = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('focusHeadingWhenReady', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  const main = () => {
    const element = document.createElement('main');
    element.tabIndex = -1;
    document.body.append(element);
    return element;
  };

  it('focuses the h1 at once when the page already shows it', () => {
    const page = main();
    page.append(heading('Dashboard'));
    stop = focusHeadingWhenReady(page);
    expect(document.activeElement).toHaveTextContent('Dashboard');
  });

  it('waits for an h1 that arrives later', async () => {
    const page = main();
    stop = focusHeadingWhenReady(page);
    page.append(heading('People'));
    await mutationsSeen();
    expect(document.activeElement).toHaveTextContent('People');
  });

  it('moves focus to the page heading that replaces a loading one', async () => {
    const page = main();
    const loading = heading('AI Coach');
    page.append(loading);
    stop = focusHeadingWhenReady(page);
    expect(document.activeElement).toBe(loading);

    loading.replaceWith(heading('Complete your assessment first'));
    await mutationsSeen();
    expect(document.activeElement).toHaveTextContent('Complete your assessment first');
  });

  it('waits for the new page when the h1 still in the page is the hidden one being left', async () => {
    const page = main();
    const link = document.createElement('a');
    link.href = '/suggestions';
    document.body.append(link);
    link.focus();
    // The page being left stays in the DOM under the spinner, hidden: a browser refuses it focus.
    const leaving = heading('Dashboard');
    // Defined, not assigned: user-event patches HTMLElement.prototype.focus with a getter only, so
    // an assignment throws once any test in the same worker has set user-event up.
    Object.defineProperty(leaving, 'focus', { value: () => undefined });
    page.append(leaving);
    stop = focusHeadingWhenReady(page);
    expect(document.activeElement).toBe(link);

    leaving.replaceWith(heading('Suggestions'));
    await mutationsSeen();
    expect(document.activeElement).toHaveTextContent('Suggestions');
  });

  it('leaves focus where the person moved it', async () => {
    const page = main();
    const loading = heading('AI Coach');
    const button = document.createElement('button');
    page.append(loading, button);
    stop = focusHeadingWhenReady(page);
    button.focus();

    loading.replaceWith(heading('Complete your assessment first'));
    await mutationsSeen();
    expect(document.activeElement).toBe(button);
  });

  it('focuses the page itself when no h1 comes in time', () => {
    vi.useFakeTimers();
    const page = main();
    stop = focusHeadingWhenReady(page);
    vi.advanceTimersByTime(3001);
    expect(document.activeElement).toBe(page);
  });
});
