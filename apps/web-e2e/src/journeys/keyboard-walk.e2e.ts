/**
 * A keyboard-only walk of every screen at 390×844 and 1280×800
 * (docs/decisions/0039-keyboard-walk-of-every-screen.md): Tab through each screen from its
 * top and, at every stop, the focused control shows a focus ring (an outline on it or on the
 * control that draws it), lies inside the window, and is not covered by the sticky header or the
 * phone's bottom bar. Signed out: home, sign in, sign up, privacy, terms; signed in: dashboard,
 * profile, history, account, quiz, coach, suggestions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { ARTIFACTS } from '../support/config.js';
import { focusReport } from '../support/focus.js';
import { journey } from '../support/journey.js';
import { journeySession } from '../support/session.js';
import { signInWithForm, signOutWithMenu } from '../support/sign-in.js';
import { expectPath, expectVisible } from '../support/ui.js';
import { VIEWPORTS } from '../support/viewports.js';

const account = newAccount('keyboard-walk', 'Tabitha Keys');
/** More stops than the longest screen has: the walk ends when focus comes round again. */
const MAX_STOPS = 120;

const SIGNED_OUT = ['/', '/login', '/signup', '/privacy', '/terms', '/about-results'];
const SIGNED_IN = [
  '/dashboard',
  '/profile/me',
  '/profile/history',
  '/account',
  '/quiz',
  '/quiz/sharpen',
  '/chat',
  '/suggestions',
  '/people',
  '/people/team',
  '/practice',
  '/come-across',
];

const session = await journeySession({
  account,
  prepare: async (idToken) => {
    // Two results, so the history shows its charts and the comparison.
    await submitIntjAssessment(idToken);
    await submitIntjAssessment(idToken);
  },
});
const page = session.page;

/** Focus stops seen per screen and viewport, saved for the report. */
const summary: Record<string, number> = {};

/**
 * Tabs through the screen at `path` from its top; returns every problem seen. `prepare` runs
 * once the screen is shown (the self-check uses it to break the screen on purpose).
 */
async function walk(
  path: string,
  prepare?: () => Promise<unknown>,
): Promise<{ stops: number; problems: string[] }> {
  // As a person does, start once the screen has stopped loading: content that arrives after a
  // control took focus can push it out of the window (a CI run once saw the coach's text box so).
  await page.goto(path, { waitUntil: 'networkidle' });
  await expectPath(page, path);
  await expectVisible(page.getByRole('heading', { level: 1 }), `the h1 of ${path}`);
  await prepare?.();
  // Start from the top of the document, as a person arriving on the page does.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  let stops = 0;
  let outOfPage = 0;
  let firstPlace: string | undefined;
  let cameRound = false;
  for (let i = 0; i < MAX_STOPS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusReport(page);
    // Past the last control focus leaves the page, and the next Tab starts again from its top:
    // the walk goes once round, whatever the browser took as its starting point.
    if (!stop) {
      outOfPage += 1;
      if (outOfPage > 2) break;
      continue;
    }
    outOfPage = 0;
    // The app moves focus to the new page's h1 after a route change (tabindex -1); when that
    // lands after the walk's blur, it is where the walk starts, not a stop of its own.
    if (!stop.tabbable) continue;
    if (stop.place === firstPlace) {
      cameRound = true;
      break;
    }
    firstPlace ??= stop.place;
    stops += 1;
    const label = `${path}: ${stop.tag.toLowerCase()} "${stop.name}"`;
    if (!stop.ring) problems.push(`${label} has no visible focus ring`);
    if (stop.covered) problems.push(`${label} is under the ${stop.covered}`);
    if (stop.outside) problems.push(`${label} is not fully in the window (${stop.where})`);
  }
  // A walk that never came back to its first stop missed part of the page, or is trapped.
  if (!cameRound) problems.push(`${path}: focus did not come round in ${MAX_STOPS} presses of Tab`);
  return { stops, problems };
}

/** Walks each screen in turn, noting its stops in the summary; returns every problem seen. */
async function walkAll(
  paths: readonly string[],
  viewport: { width: number; height: number },
): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const result = await walk(path);
    summary[`${path} ${viewport.width}×${viewport.height}`] = result.stops;
    expect(result.stops, `focus stops on ${path}`).toBeGreaterThan(2);
    problems.push(...result.problems);
  }
  return problems;
}

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  describe(`every screen by keyboard at ${viewport.width}×${viewport.height}`, () => {
    const { step } = journey();

    step('signed out: home, sign in, sign up, privacy and terms', async () => {
      await page.setViewportSize(viewport);
      expect(await walkAll(SIGNED_OUT, viewport)).toEqual([]);
    });

    step('signed in: every screen of the app', async () => {
      await page.goto('/login');
      await signInWithForm(page, account);
      await expectPath(page, '/profile/me');
      const problems = await walkAll(SIGNED_IN, viewport);
      await signOutWithMenu(page);
      await expectPath(page, '/login');
      expect(problems).toEqual([]);
    });
  });
}

describe('the walk itself', () => {
  const { step } = journey();

  step('notices a hidden focus ring and a control under the bottom bar', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    // Through the CSSOM: the app's CSP refuses added style elements.
    const noRings = await walk('/privacy', () =>
      page.evaluate(() => {
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
          element.style.setProperty('outline', 'none', 'important');
        }
      }),
    );
    expect(noRings.problems.some((problem) => problem.includes('no visible focus ring'))).toBe(
      true,
    );
    // A control pinned to the window's foot, where the bottom bar is on signed-in screens.
    await page.goto('/login');
    await signInWithForm(page, account);
    await expectPath(page, '/profile/me');
    const underBar = await walk('/account', () =>
      page.evaluate(() => {
        const controls = document.querySelectorAll<HTMLElement>('.app__main a, .app__main button');
        for (const element of Array.from(controls)) {
          element.style.setProperty('position', 'fixed', 'important');
          element.style.setProperty('bottom', '4px');
          element.style.setProperty('left', '8px');
        }
      }),
    );
    expect(underBar.problems.some((problem) => problem.includes('under the bottom bar'))).toBe(
      true,
    );
    mkdirSync(ARTIFACTS.logs, { recursive: true });
    writeFileSync(
      join(ARTIFACTS.logs, 'keyboard-walk.json'),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
  });
});
