/** How long a new page has to show its h1 before the page itself takes focus. */
const HEADING_WAIT_MS = 3000;

/**
 * Focuses the page's h1 in `main` now or as soon as one appears, follows it once if the page
 * replaces it, and gives up after HEADING_WAIT_MS by focusing `main` itself. Returns the cleanup.
 */
export function focusHeadingWhenReady(main: HTMLElement | null): () => void {
  if (!main) return () => undefined;
  let focused: HTMLElement | null = null;
  const focusHeading = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    // While the next page's code loads, React hides the page being left (display: none) under
    // the spinner; its h1 is still there but cannot take focus. Wait for the new page's.
    if (document.activeElement === heading) focused = heading;
  };
  // A page that swaps its loading heading for its own (the coach while it learns there is no
  // profile) removes the element holding focus, and focus falls to the body: the new h1 takes it.
  // Focus the person moved elsewhere meanwhile is left where they put it.
  const focusLost = () =>
    focused !== null &&
    !focused.isConnected &&
    (document.activeElement === null || document.activeElement === document.body);
  const observer = new MutationObserver(() => {
    if (focused === null || focusLost()) focusHeading();
  });
  observer.observe(main, { childList: true, subtree: true });
  const stop = setTimeout(() => {
    observer.disconnect();
    if (focused === null) main.focus({ preventScroll: true });
  }, HEADING_WAIT_MS);
  focusHeading();
  return () => {
    observer.disconnect();
    clearTimeout(stop);
  };
}
