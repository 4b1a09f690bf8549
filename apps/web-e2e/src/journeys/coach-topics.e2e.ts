/**
 * The coaching-topic shortcuts by keyboard (docs/decisions/0066-coach-topics-wrap-on-phones.md):
 * at 390 and 1280 px, Tab goes through the ten topics in order and each one, with its focus
 * ring, lies fully inside the window and inside every box that clips it, and the page never
 * scrolls sideways. The screen with a topic focused passes axe at both widths, with screenshots.
 */
import { COACHING_TOPICS } from '@styleprint/coach-content';
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { focusReport } from '../support/focus.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { chatMode } from '../support/coach-chat.js';
import { VIEWPORTS, type ViewportName } from '../support/viewports.js';

const account = newAccount('coach-topics', 'Kit Tabber');
const LABELS = COACHING_TOPICS.map((topic) => topic.label);

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;

/** Where the focused control and its ring are, against the window and the boxes that clip it. */
function focusedPlacement() {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const ring =
      style.outlineStyle === 'none'
        ? 0
        : Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const ringLeft = box.left - ring;
    const ringRight = box.right + ring;
    // Any ancestor that clips its overflow (a scrolling row, a card with overflow: hidden) must
    // hold the whole ring, or part of the control or its ring is cut off.
    const clippedBy: string[] = [];
    let node = element.parentElement;
    while (node && node !== document.body) {
      const clip = getComputedStyle(node);
      if (clip.overflowX !== 'visible' || clip.overflowY !== 'visible') {
        const frame = node.getBoundingClientRect();
        const inside =
          ringLeft >= frame.left &&
          ringRight <= frame.right &&
          box.top - ring >= frame.top &&
          box.bottom + ring <= frame.bottom;
        if (!inside) clippedBy.push(`${node.tagName.toLowerCase()}.${node.className}`);
      }
      node = node.parentElement;
    }
    return {
      name: element.textContent?.trim() ?? '',
      left: Math.round(box.left),
      right: Math.round(box.right),
      ringInWindow: ringLeft >= 0 && ringRight <= window.innerWidth,
      clippedBy,
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
      width: window.innerWidth,
    };
  });
}

/**
 * Tabs from the selected mode tab through the ten topics and returns what is wrong at each stop,
 * so a failure lists every topic that is cut off, not only the first.
 */
async function tabThroughTopics(viewport: ViewportName): Promise<string[]> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('tab', { name: 'Chat Mode' }).focus();
  const problems: string[] = [];
  for (const label of LABELS) {
    await page.keyboard.press('Tab');
    const placement = await focusedPlacement();
    expect(placement.name, `${viewport}: Tab reaches the topics in order`).toBe(label);
    const report = await focusReport(page);
    const where = `"${label}" at x ${placement.left}–${placement.right} of ${placement.width}`;
    if (placement.left < 0 || placement.right > placement.width) {
      problems.push(`${where}: not fully inside the window's width`);
    }
    if (!placement.ringInWindow) problems.push(`${where}: its focus ring leaves the window`);
    if (placement.clippedBy.length > 0) {
      problems.push(`${where}: it or its ring is cut off by ${placement.clippedBy.join(', ')}`);
    }
    if (placement.pageScrollsSideways) problems.push(`${where}: the page scrolls sideways`);
    if (!report?.ring) problems.push(`${where}: no focus ring`);
    if (report?.outside) problems.push(`${where}: not inside the window's height`);
    if (report?.covered) problems.push(`${where}: under the ${report.covered}`);
  }
  return problems;
}

describe('the coaching topics by keyboard', () => {
  const { step } = journey();

  step('signing in and opening Chat Mode', async () => {
    await chatMode(page).open(account);
  });

  step('at 390 px every topic, focused by Tab, is fully on screen', async () => {
    expect(await tabThroughTopics('phone')).toEqual([]);
  });

  step('at 1280 px every topic, focused by Tab, is fully on screen', async () => {
    expect(await tabThroughTopics('desktop')).toEqual([]);
  });

  step('the screen with a topic focused', async () => {
    // By keyboard, as a person would, so the ring shows: the sixth topic, "Delegating work".
    await page.getByRole('tab', { name: 'Chat Mode' }).focus();
    for (let stop = 0; stop < 6; stop += 1) await page.keyboard.press('Tab');
    expect(await focusedPlacement().then((placement) => placement.name)).toBe(LABELS[5]);
    await checkScreen(page, '44-coach-topics-focused');
  });
});
