import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept current as it resizes, so a chart can be drawn at the
 * width it is shown at (readable 11 px labels, fewer ticks on a phone) instead of a fixed
 * drawing scaled down (docs/decisions/0037-history-on-narrow-screens.md). `fallback` is used
 * until the first measurement, and where ResizeObserver is missing (tests, old browsers).
 */
export function useMeasuredWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (next: number) => {
      // Sub-pixel jitter would redraw the chart for nothing.
      if (next > 0) setWidth((previous) => (Math.abs(previous - next) < 1 ? previous : next));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width] as const;
}
