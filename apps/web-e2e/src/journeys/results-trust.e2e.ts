/**
 * docs/decisions/0014-ties-uncertainty-and-measured-facts.md on the real stack: results people can trust. A tie is shown as a tie, a DiSC style
 * with no second choice has no secondary, unchosen behaviours read "Not measured", the result
 * cards and the profile show the answers behind each result, one framework can be retaken alone
 * and merged into the latest answers, unsubmitted answers survive a reload (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md), and the
 * independence notice is on the quiz, profile, suggestions and coach screens, once each.
 */
import { describe, expect } from 'vitest';
import { INDEPENDENCE_NOTICE } from '@styleprint/scoring';
import { newAccount } from '../support/accounts.js';
import { optionLabel, optionNamed } from '../support/assessment.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectCount, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('trust', 'Robin Vale');

const session = await journeySession({ account });
const page = session.page;

const next = () => page.getByRole('button', { name: 'Next', exact: true });
const complete = () => page.getByRole('button', { name: 'Complete Assessment', exact: true });

/** Chooses the option with this value in this question, as a person reading its label would. */
async function choose(questionId: string, value: string): Promise<void> {
  const option = optionNamed(page, optionLabel(questionId, value));
  await expectVisible(option, `the option "${optionLabel(questionId, value)}"`);
  await option.check();
}

/**
 * The notice once, on the screen itself, and not again in the signed-in footer
 * (docs/decisions/0038-independence-notice-once-per-screen.md).
 */
async function expectNotice(where: string): Promise<void> {
  const notices = page.getByText(INDEPENDENCE_NOTICE, { exact: true });
  await expectVisible(page.locator('main').getByText(INDEPENDENCE_NOTICE), `the notice ${where}`);
  await expect
    .poll(() => notices.evaluateAll((all) => all.filter((n) => n.checkVisibility()).length), {
      message: `notices shown ${where}`,
    })
    .toBe(1);
  // Hidden from screen readers too, not only from sight.
  await expectCount(
    page.getByRole('paragraph').filter({ hasText: INDEPENDENCE_NOTICE }),
    1,
    `notices read ${where}`,
  );
}

const card = () => page.locator('section.result-card');

describe('results people can trust', () => {
  const { step } = journey();

  step('signing in without a profile lands on the welcome', async () => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/profile/me');
  });

  step('the quiz says to answer as you usually act, and shows the notice', async () => {
    await page.goto('/quiz');
    await expectVisible(
      page.getByText(/Answer for how you usually act, not how you would like to be seen/),
      'the intro',
    );
    await expectNotice('on the quiz');
  });

  step('a three-way thinking tie is shown as a tie, with Not measured behaviours', async () => {
    await choose('emergenetics-1', 'Analytical');
    await next().click();
    await choose('emergenetics-2', 'Structural');
    await next().click();
    await choose('emergenetics-3', 'Social');
    await expectVisible(
      page.getByRole('heading', { name: 'Your Analytical, Structural and Social Profile' }),
      'the tie heading',
    );
    await expectVisible(
      card().getByText('Even split: Analytical, Structural and Social', { exact: true }),
      'the tie in words',
    );
    for (const behaviour of ['Expressiveness', 'Assertiveness', 'Flexibility'])
      await expectVisible(card().getByText(`${behaviour}: Not measured`), `${behaviour} level`);
    await expectVisible(
      card().getByText(
        `You chose “${optionLabel('emergenetics-2', 'Structural')}” (question 2): Structural.`,
      ),
      'the answer behind the result',
    );
    await checkScreen(page, '21-quiz-thinking-tie');
  });

  step('unsubmitted answers survive a reload', async () => {
    await next().click();
    await choose('mbti-ei', 'I');
    await next().click();
    await choose('mbti-sn', 'N');
    await page.reload();
    await expectVisible(page.getByText('5 of 13', { exact: true }), 'the same question');
    expect(await optionNamed(page, optionLabel('mbti-sn', 'N')).isChecked()).toBe(true);
    await expectVisible(
      page.getByRole('button', { name: 'Discard answers and start over' }),
      'the discard button',
    );
  });

  step('in forced colours the progress fill and the chosen option stay visible', async () => {
    await page.emulateMedia({ forcedColors: 'active' });
    const styles = await page.evaluate(() => {
      const fill = document.querySelector('.quiz .progress__fill');
      const chosen = document.querySelector('.option:has(input:checked)');
      if (!fill || !chosen) return null;
      const f = getComputedStyle(fill);
      const c = getComputedStyle(chosen);
      return {
        fillAdjust: f.forcedColorAdjust,
        fillBackground: f.backgroundColor,
        chosenOutline: c.outlineStyle,
        chosenOutlineWidth: c.outlineWidth,
      };
    });
    expect(styles).not.toBeNull();
    expect(styles?.fillAdjust).toBe('none');
    expect(styles?.fillBackground).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(styles?.chosenOutline).toBe('solid');
    expect(styles?.chosenOutlineWidth).toBe('3px');
    await checkScreen(page, '27-quiz-forced-colours');
    await page.emulateMedia({ forcedColors: 'none' });
  });

  step('DiSC S, S, S has no secondary style; a strengths tie is a tie', async () => {
    await next().click();
    await choose('mbti-tf', 'F');
    await next().click();
    await choose('mbti-jp', 'J');
    await expectVisible(
      card().getByText(/^Each of the 4 letters rests on 1 answer/),
      'what the type rests on',
    );
    for (const id of ['disc-1', 'disc-2', 'disc-3']) {
      await next().click();
      await choose(id, 'S');
    }
    await expectVisible(
      card().getByText('3 of 3 answers pointed to S (Steadiness). No secondary style was chosen.'),
      'no secondary style',
    );
    await checkScreen(page, '22-quiz-disc-basis');
    await next().click();
    await choose('strengths-1', 'Executing');
    await next().click();
    await choose('strengths-2', 'Influencing');
    await next().click();
    await choose('strengths-3', 'Strategic Thinking');
    await expectVisible(
      card().getByText('Even split: Executing, Influencing and Strategic Thinking', {
        exact: true,
      }),
      'the strengths tie',
    );
    await complete().click();
    await expectPath(page, '/profile/me');
  });

  step(
    'the profile shows ties, no invented secondary, and the answers behind each result',
    async () => {
      const summary = page.getByRole('region', { name: 'Profile summary' });
      await expectVisible(summary.getByText('No secondary style', { exact: true }), 'no secondary');
      await expectCount(summary.getByText('Even split', { exact: true }), 2, 'two even splits');
      const behaviours = page.getByRole('region', { name: 'Behavioural Attributes' });
      await expectCount(behaviours.getByText('Not measured', { exact: true }), 3, 'Not measured');
      const explained = page.getByRole('region', { name: 'How your results were worked out' });
      const disc = explained.getByRole('article', { name: 'DiSC-style' });
      await expectVisible(
        disc.getByText(`You chose “${optionLabel('disc-3', 'S')}” (question 10): S (Steadiness).`),
        'the answer behind the DiSC result',
      );
      await expectVisible(
        page.getByText('Even split: Analytical, Structural and Social').first(),
        'the thinking tie',
      );
      await expectNotice('on the profile');
      await checkScreen(page, '23-profile-explained');
    },
  );

  step('retaking only DiSC merges the new answers into the latest result', async () => {
    await page.getByRole('link', { name: 'Retake only DiSC-style (3 questions)' }).click();
    await expectPath(page, '/quiz');
    await expectVisible(page.getByText('1 of 3', { exact: true }), 'three questions');
    await choose('disc-1', 'D');
    await next().click();
    await choose('disc-2', 'D');
    await next().click();
    await choose('disc-3', 'i');
    await expectVisible(
      page.getByRole('heading', { name: 'Your Dominance Profile' }),
      'the new card',
    );
    await checkScreen(page, '24-quiz-retake-disc');
    await complete().click();
    await expectPath(page, '/profile/me');
    const summary = page.getByRole('region', { name: 'Profile summary' });
    await expectVisible(summary.getByText('Secondary style: I', { exact: true }), 'the new blend');
    // The other frameworks kept their answers: the thinking tie is still there.
    await expectVisible(
      page.getByText('Even split: Analytical, Structural and Social').first(),
      'the kept tie',
    );
  });

  step('suggestions and the coach show the notice too', async () => {
    await page.goto('/suggestions');
    await expectVisible(
      page.getByRole('heading', { name: 'Your Communication Suggestions' }),
      'suggestions',
    );
    await expectNotice('on suggestions');
    await checkScreen(page, '25-suggestions-notice');
    await page.goto('/chat');
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the coach screen');
    await expectNotice('on the coach');
    await checkScreen(page, '26-coach-notice');
  });

  step('a screen without its own notice shows the footer’s, once', async () => {
    await page.goto('/account');
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the account page');
    await expectVisible(page.locator('.independence-notice--footer'), 'the footer’s notice');
    await expectCount(
      page.getByRole('paragraph').filter({ hasText: INDEPENDENCE_NOTICE }),
      1,
      'notices on the account page',
    );
  });
});
