/**
 * The main story of issue 4, on the real stack: sign up, land on the new-user welcome, take the
 * assessment (a result card per completed framework), see the results in the profile's cards and
 * charts, read the suggestions, sign out, find every signed-in route closed, sign back in and find
 * the profile still there.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
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
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { openSession, type Session } from '../support/session.js';
import { expectCount, expectEnabled, expectPath, expectVisible } from '../support/ui.js';

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

beforeAll(async () => {
  session = await openSession();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

/** Answers E, moves on, comes back: the earlier answer is kept, and can then be replaced. */
async function changeOfMind(question: PlannedQuestion): Promise<void> {
  const extravert = optionLabel(question.id, 'E');
  await answer(page, question, extravert);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expectVisible(page.getByText(question.text, { exact: true }), 'the previous question');
  expect(await optionNamed(page, extravert).isChecked(), 'the earlier answer is kept').toBe(true);
}

async function expectProfileResults(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expectVisible(main.getByText('INTJ', { exact: true }), 'the MBTI type INTJ');
  await expectVisible(
    page.getByRole('heading', { name: 'Key Communication Insights' }),
    'the Key Communication Insights section',
  );
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
      await expectVisible(page.getByText('Passwords match', { exact: true }), '"Passwords match"');
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

    let cards = 0;
    for (const question of questions) {
      await expectVisible(
        page.getByText(`${question.index + 1} of 13`),
        `progress for Q${question.index + 1}`,
      );
      if (question.id === 'mbti-ei') await changeOfMind(question);
      await answer(page, question);
      if (question.completesFramework) {
        cards += 1;
        const expected = EXPECTED_CARDS[question.framework] ?? '';
        await expectVisible(
          page.getByRole('heading', { name: expected }),
          `the result card "${expected}"`,
        );
        await expectCount(resultCardHeadings(page), cards, 'result cards');
        if (cards === 1) await checkScreen(page, '06-quiz-result-card');
      }
      const isLast = question.index === questions.length - 1;
      if (!isLast) {
        await expectEnabled(next, `Next after answering Q${question.index + 1}`);
        await next.click();
      }
    }

    await checkScreen(page, '07-quiz-all-result-cards');
    const complete = page.getByRole('button', { name: 'Complete Assessment' });
    await expectEnabled(complete, 'Complete Assessment on the last question');
    await complete.click();
    await expectPath(page, '/profile/me');
  });

  step('the profile shows the submitted results in its cards and both charts', async () => {
    await expectProfileResults(page);
    await checkScreen(page, '08-profile');
  });

  step('suggestions show one expandable card per framework', async () => {
    await page.getByRole('link', { name: 'Suggestions' }).first().click();
    await expectPath(page, '/suggestions');
    for (const framework of ['MBTI', 'DiSC', 'Emergenetics', 'CliftonStrengths']) {
      await expectVisible(page.getByText(framework, { exact: true }), `the ${framework} card`);
    }
    await checkScreen(page, '09-suggestions');
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
