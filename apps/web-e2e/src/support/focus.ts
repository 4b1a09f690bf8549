/**
 * What a sighted keyboard user sees of the focused control: whether it shows a focus ring,
 * whether the sticky header or the phone's bottom bar paints over it, and whether it lies in
 * the window (docs/decisions/0039-keyboard-walk-of-every-screen.md).
 */
import type { Page } from 'playwright-core';

export interface FocusReport {
  tag: string;
  /** The accessible label or the start of the text, for messages. */
  name: string;
  /** Where the element sits in the document (tag and position of each ancestor): the same
   * control has the same place even if the app drew it again. */
  place: string;
  /** An outline of 2 px or more on the control or a wrapper up to two levels up. */
  ring: boolean;
  /** "header" or "bottom bar" when one paints over the control, else "". */
  covered: string;
  /** Not fully inside the window (or, for a control taller than it, not on screen at all). */
  outside: boolean;
  /** Where the control and the window were, for a message that says why it is outside. */
  where: string;
  /** In the Tab order: false for an element only the app focuses (a page's h1, tabindex -1). */
  tabbable: boolean;
}

/** The report for the focused element, or null when nothing (or the body) has focus. */
export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const steps: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const index = node.parentElement ? Array.from(node.parentElement.children).indexOf(node) : 0;
      steps.unshift(`${node.tagName}:${index}`);
    }
    const place = steps.join('>');

    // The ring may be drawn by the control or by a wrapper (a radio's option, the upload label).
    let ring = false;
    let node: HTMLElement | null = element;
    for (let up = 0; node && up < 3 && !ring; up += 1, node = node.parentElement) {
      const style = getComputedStyle(node);
      ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    }

    const box = element.getBoundingClientRect();
    const header = document.querySelector<HTMLElement>('.header');
    const bar = document.querySelector<HTMLElement>('.bottom-bar');
    // What is painted on top at the box's corners and centre: a bar that paints over any of
    // them covers the control (a skip link drawn over the header does not count).
    const points = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ];
    let covered = '';
    for (const [x = 0, y = 0] of points) {
      if (y < 0 || y >= window.innerHeight || x < 0 || x >= window.innerWidth) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || element.contains(top)) continue;
      if (header?.contains(top) && !header.contains(element)) covered = 'header';
      if (bar?.contains(top) && !bar.contains(element)) covered = 'bottom bar';
    }
    const outside =
      box.height <= window.innerHeight
        ? box.top < -1 || box.bottom > window.innerHeight + 1
        : box.bottom <= 0 || box.top >= window.innerHeight;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return {
      tag: element.tagName,
      name: name.replace(/\s+/g, ' ').slice(0, 40),
      place,
      ring,
      covered,
      outside,
      where: `box ${Math.round(box.top)}..${Math.round(box.bottom)}, window 0..${window.innerHeight}, scrolled ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}`,
      tabbable: element.tabIndex >= 0,
    };
  });
}
