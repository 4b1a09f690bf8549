/**
 * The main story of docs/decisions/0050-end-to-end-suite-harness.md, on the real stack: sign up, land on the new-user welcome, take the
 * assessment (a result card per completed framework), see the results in the profile's cards and
 * charts, read the suggestions, sign out, find every signed-in route closed, sign back in and find
 * the profile still there.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newAccount } from '../support/accounts.js';
import {
  INTJ_ANALYTICAL_PLAN,
  answer,
  optionLabel,
  optionNamed,
  planQuestions,
  type PlannedQuestion,
  resultCardHeadings,
} from '../support/assessment.js';
import { chunkOfUrl, readBuiltChunks, type BuiltChunk } from '../support/built-chunks.js';
import { PATHS } from '../support/config.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { openSession, type Session } from '../support/session.js';
import {
  expectCount,
  expectEnabled,
  expectHidden,
  expectPath,
  expectVisible,
} from '../support/ui.js';

const account = newAccount('lifecycle', 'Avery Quinn');
const questions = planQuestions(INTJ_ANALYTICAL_PLAN);

/** What the plan's answers make of each framework, as the result cards and profile name them. */
const EXPECTED_CARDS: Record<string, string> = {
  emergenetics: 'Your Analytical Profile',
  mbti: 'Your INTJ Profile',
  disc: 'Your Dominance Profile',
  cliftonStrengths: 'Your Strategic Thinking Profile',
};

let session: Session;
let page: Page;
let chunks: Map<string, BuiltChunk>;

beforeAll(async () => {
  chunks = readBuiltChunks(PATHS.webBuild);
  session = await openSession();
  page = session.page;
});

/** Scripts the page has requested so far that hold chart code (visx, d3). */
const chartScripts = (): string[] =>
  session.scripts.filter((url) => chunkOfUrl(chunks, url)?.holdsCharts);

afterAll(async () => {
  await session?.close();
});

/** docs/product.md#s2: what every result card holds; the thinking card also shows the behaviour levels. */
async function expectResultCardContent(card: Locator, framework: string): Promise<void> {
  for (const text of [
    'Your Communication Superpower',
    'Natural Strengths',
    'Growth Opportunities',
    "Use these insights to enhance your communication in today's interactions",
  ]) {
    await expectVisible(
      card.getByText(text, { exact: true }),
      `"${text}" on the ${framework} card`,
    );
  }
  if (framework === 'emergenetics') {
    // Analytical, Analytical, Social: no behaviour chosen, so none of the three is measured.
    for (const behaviour of ['Expressiveness', 'Assertiveness', 'Flexibility']) {
      await expectVisible(card.getByText(`${behaviour}: Not measured`), `the ${behaviour} level`);
    }
  }
}

/** Answers E, moves on, comes back: the earlier answer is kept, and can then be replaced. */
async function changeOfMind(question: PlannedQuestion): Promise<void> {
  const extravert = optionLabel(question.id, 'E');
  await answer(page, question, extravert);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expectVisible(page.getByText(question.text, { exact: true }), 'the previous question');
  expect(await optionNamed(page, extravert).isChecked(), 'the earlier answer is kept').toBe(true);
}

/** The profile of INTJ_ANALYTICAL_PLAN, as the summary cards, the charts and the sections show it. */
async function expectProfileResults(page: Page): Promise<void> {
  const summary = page.getByRole('region', { name: 'Profile summary' });
  await expectVisible(summary.getByText('INTJ', { exact: true }), 'the MBTI type INTJ');
  await expectVisible(summary.getByText('D', { exact: true }), 'DiSC primary D');
  await expectVisible(summary.getByText('Secondary style: C'), 'DiSC secondary C');
  await expectVisible(
    summary.getByText('Analytical', { exact: true }),
    'thinking style Analytical',
  );
  await expectVisible(
    summary.getByText('Strategic Thinking', { exact: true }),
    'top domain Strategic Thinking',
  );

  // Each chart: a visible heading and its data as one list (the drawing itself is hidden from
  // assistive technology). Smoothed scores with the answer count in brackets (docs/assessment.md).
  await expectVisible(
    page.getByRole('heading', { name: 'Emergenetics-style Thinking Preferences' }),
    'the radar chart heading',
  );
  const radar = page.getByRole('list', { name: /^Smoothed score from 0 to 10/ });
  expect(await radar.ariaSnapshot()).toContain('Analytical: 4.3 (2)');
  expect(await radar.ariaSnapshot()).toContain('Conceptual: 1.4 (0)');
  await expectVisible(
    page.getByRole('heading', { name: 'CliftonStrengths-style Domains' }),
    'the bar chart heading',
  );
  const bars = page.getByRole('list', { name: 'Score (0–3) by domain' });
  expect(await bars.ariaSnapshot()).toContain('Strategic Thinking: 2 of 3');

  const behaviours = page.getByRole('region', { name: 'Behavioural Attributes' });
  for (const behaviour of ['Expressiveness', 'Assertiveness', 'Flexibility']) {
    await expectVisible(behaviours.getByText(behaviour, { exact: true }), behaviour);
  }
  await expectCount(
    behaviours.getByText('Not measured', { exact: true }),
    3,
    'Not measured levels',
  );

  const insights = page.getByRole('region', { name: 'Key Communication Insights' });
  await expectVisible(insights, 'the Key Communication Insights section');
  await expectVisible(insights.getByText('Your Strengths'), 'the strengths list');
  await expectVisible(insights.getByText('Growth Areas'), 'the growth areas list');
}

describe('an account from sign-up to sign-in again', () => {
  const { step } = journey();

  step('the public screens pass axe at phone and desktop width', async () => {
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the welcome page heading');
    await checkScreen(page, '01-home');
    await page.goto('/login');
    await expectVisible(page.getByRole('button', { name: 'Sign In' }), 'the Sign In button');
    await checkScreen(page, '02-login');
    await page.goto('/signup');
    await expectVisible(
      page.getByRole('button', { name: 'Create Account' }),
      'the Create Account button',
    );
    await checkScreen(page, '03-signup');
    expect(chartScripts(), 'chart code loaded by the public screens').toEqual([]);
  });

  step(
    'signing up leads to the profile’s new-user welcome, greeting the user by name',
    async () => {
      await page.goto('/signup');
      const create = page.getByRole('button', { name: 'Create Account' });
      await expectEnabled(create, 'Create Account with empty fields', false);
      await page.getByLabel('Full Name').fill(account.name);
      await page.getByLabel('Email Address').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await expectEnabled(create, 'Create Account with Confirm Password empty', false);
      await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
      await expectVisible(page.getByText(/Passwords match$/), '"Passwords match"');
      await create.click();

      await expectPath(page, '/profile/me');
      await expectVisible(page.getByText(account.name), `a greeting naming ${account.name}`);
      await expectVisible(
        page
          .getByRole('button', { name: 'Start Assessment Now' })
          .or(page.getByRole('link', { name: 'Start Assessment Now' })),
        '"Start Assessment Now"',
      );
      await checkScreen(page, '04-profile-new-user');
    },
  );

  step('taking the assessment shows a result card as each framework completes', async () => {
    await page
      .getByRole('button', { name: 'Start Assessment Now' })
      .or(page.getByRole('link', { name: 'Start Assessment Now' }))
      .click();
    await expectPath(page, '/quiz');
    await expectVisible(
      page.getByRole('heading', { name: 'Communication Assessment' }),
      'the assessment title',
    );
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    await expectVisible(page.getByText('1 of 13'), 'progress "1 of 13"');
    await expectEnabled(previous, 'Previous on the first question', false);
    await expectEnabled(next, 'Next before answering', false);
    await checkScreen(page, '05-quiz-first-question');

    for (const question of questions) {
      await expectVisible(
        page.getByText(`${question.index + 1} of 13`, { exact: true }),
        `progress "${question.index + 1} of 13"`,
      );
      // No card until the framework's last question is answered.
      await expectCount(resultCardHeadings(page), 0, 'result cards before answering');
      if (question.id === 'mbti-ei') await changeOfMind(question);
      await answer(page, question);
      if (question.completesFramework) {
        const heading = EXPECTED_CARDS[question.framework] ?? '';
        const card = page.getByRole('region', { name: heading });
        await expectVisible(card, `the result card "${heading}"`);
        await expectCount(resultCardHeadings(page), 1, 'result cards');
        await expectResultCardContent(card, question.framework);
        if (question.framework === 'emergenetics') await checkScreen(page, '06-quiz-result-card');
      }
      const isLast = question.index === questions.length - 1;
      if (!isLast) {
        await expectEnabled(next, `Next after answering Q${question.index + 1}`);
        await next.click();
      }
    }

    await checkScreen(page, '07-quiz-last-question');
    expect(chartScripts(), 'chart code loaded before a profile was shown').toEqual([]);
    const complete = page.getByRole('button', { name: 'Complete Assessment' });
    await expectEnabled(complete, 'Complete Assessment on the last question');
    await complete.click();
    await expectPath(page, '/profile/me');
  });

  step('the profile shows the submitted results in its cards and both charts', async () => {
    await expectProfileResults(page);
    expect(
      [...chunks.values()].filter((chunk) => chunk.holdsCharts),
      'chart chunks in the build',
    ).not.toHaveLength(0);
    expect(chartScripts(), 'chart code loaded with the profile').not.toHaveLength(0);
    await checkScreen(page, '08-profile');
  });

  step('suggestions show one expandable card per framework', async () => {
    await page.getByRole('link', { name: 'Suggestions' }).first().click();
    await expectPath(page, '/suggestions');
    await expectVisible(
      page.getByRole('heading', { name: 'Your Communication Suggestions' }),
      'the suggestions title',
    );
    const cards: [framework: string, trait: string][] = [
      ['MBTI-style', 'INTJ'],
      ['DiSC-style', 'Dominance'],
      ['Emergenetics-style', 'Analytical'],
      ['CliftonStrengths-style', 'Strategic Thinking'],
    ];
    for (const [framework, trait] of cards) {
      const card = page.getByRole('article', { name: trait });
      await expectVisible(card, `the ${framework} card "${trait}"`);
      await expectHidden(
        card.getByText('Natural Strengths'),
        `${framework} details before opening`,
      );
      await card.getByRole('button', { name: `Show details for ${framework}` }).click();
      await expectVisible(card.getByText('Natural Strengths'), `${framework} natural strengths`);
      await expectVisible(card.getByText('Growth Opportunities'), `${framework} growth`);
    }
    await expectVisible(
      page.getByRole('heading', { name: 'Put It Into Practice' }),
      'practice card',
    );
    await checkScreen(page, '09-suggestions-expanded');
    await page.getByRole('button', { name: 'Hide details for MBTI-style' }).click();
    await expectHidden(
      page.getByRole('article', { name: 'INTJ' }).getByText('Natural Strengths'),
      'MBTI details after closing',
    );
  });

  step('signing out goes to /login', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectPath(page, '/login');
  });

  step('signed out, every signed-in route and any unknown path redirects to /login', async () => {
    for (const path of [
      '/dashboard',
      '/quiz',
      '/profile/me',
      '/chat',
      '/suggestions',
      '/nowhere',
    ]) {
      await page.goto(path);
      await expectPath(page, '/login');
    }
  });

  step('signing in again shows the same profile', async () => {
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expectEnabled(signIn, 'Sign In with empty fields', false);
    await page.getByLabel('Email Address').fill(account.email);
    await expectEnabled(signIn, 'Sign In without a password', false);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await signIn.click();
    await expectPath(page, '/profile/me');
    await expectProfileResults(page);
  });
});
