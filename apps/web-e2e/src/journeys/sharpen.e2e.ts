/**
 * docs/decisions/0019-how-sure-each-result-is.md on the real stack: a person whose DiSC result is
 * an even split is offered "Sharpen my result" on the profile and the dashboard, answers the
 * follow-up (only the tied styles are offered), saves it, and sees one style with the answers it
 * rests on; the dashboard no longer lists the tie. Axe runs on every new screen.
 */
import { FOLLOW_UP_QUESTIONS } from '@styleprint/scoring';
import { describe, expect } from 'vitest';
import { newAccount } from '../support/accounts.js';
import { answer, planQuestions, type AnswerPlan } from '../support/assessment.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { signInWithForm } from '../support/sign-in.js';
import { expectHidden, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('sharpen', 'Kim Ortega');

/** Clear everywhere but DiSC, which is an even split of C, S and i. */
const DISC_SPLIT_PLAN: AnswerPlan = {
  'emergenetics-1': 'Analytical',
  'emergenetics-2': 'Analytical',
  'emergenetics-3': 'Analytical',
  'mbti-ei': 'I',
  'mbti-sn': 'N',
  'mbti-tf': 'T',
  'mbti-jp': 'J',
  'disc-1': 'C',
  'disc-2': 'S',
  'disc-3': 'i',
  'strengths-1': 'Executing',
  'strengths-2': 'Executing',
  'strengths-3': 'Executing',
};

const session = await journeySession({ account });
const page = session.page;

const offer = () => page.getByRole('region', { name: 'Sharpen my result' });
const statusCard = () => page.getByRole('region', { name: 'Your profile' });

/** The follow-up question on screen, found in the product's own bank by its text. */
async function shownFollowUp() {
  const legend = (await page.getByRole('group').locator('legend').innerText()).trim();
  const question = FOLLOW_UP_QUESTIONS.find((q) => legend.includes(q.text));
  if (!question) throw new Error(`No follow-up question on screen: ${legend}`);
  return question;
}

describe('sharpen my result', () => {
  const { step } = journey();

  step('a person signs in and takes the assessment with a DiSC even split', async () => {
    await page.goto('/login');
    await signInWithForm(page, account);
    await expectPath(page, '/profile/me');
    await page.goto('/quiz');
    for (const question of planQuestions(DISC_SPLIT_PLAN)) {
      await answer(page, question);
      const last = question.index === 12;
      await page
        .getByRole('button', { name: last ? 'Complete Assessment' : 'Next', exact: true })
        .click();
    }
    await expectPath(page, '/profile/me');
  });

  step('the profile says what is undecided and offers the follow-up', async () => {
    await expectVisible(offer().getByText('DiSC-style: an even split'), 'the DiSC split offered');
    await expectVisible(
      page
        .getByRole('region', { name: 'Profile summary' })
        .getByText('Even split', { exact: true }),
      'the split on the summary card',
    );
    await checkScreen(page, '60-profile-sharpen-offer');
  });

  step('the dashboard offers it too, and lists the tie', async () => {
    await page.goto('/dashboard');
    await expectVisible(statusCard().getByText(/^DiSC Even split: I, S and C$/), 'the tie listed');
    await expectVisible(offer().getByRole('link', { name: 'Sharpen my result' }), 'the offer');
    await offer().getByRole('link', { name: 'Sharpen my result' }).click();
    await expectPath(page, '/quiz/sharpen');
  });

  step('the follow-up offers only the tied styles, one question at a time', async () => {
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sharpen my result' }), 'h1');
    const first = await shownFollowUp();
    expect(first.framework).toBe('disc');
    const options = page.getByRole('group').getByRole('radio');
    await expect.poll(() => options.count()).toBe(3);
    await checkScreen(page, '61-sharpen-question');
  });

  step('answering with the keyboard until nothing is left to decide', async () => {
    for (let asked = 0; asked < 6; asked += 1) {
      if (await page.getByRole('heading', { name: 'Your sharpened result' }).isVisible()) break;
      const question = await shownFollowUp();
      // S for DiSC; the first option shown for anything else.
      const value = question.framework === 'disc' ? 'S' : null;
      const label = question.options.find((o) => o.value === value)?.label;
      const radio = label
        ? page.getByRole('radio', { name: label, exact: true })
        : page.getByRole('group').getByRole('radio').first();
      await radio.check();
      await radio.press('Enter');
    }
    const summary = page.getByRole('region', { name: 'Your sharpened result' });
    await expectVisible(summary, 'the summary');
    await expectVisible(summary.getByText(/→ Steadiness · Clear$/), 'DiSC decided');
    await checkScreen(page, '62-sharpen-summary');
    await summary.getByRole('button', { name: 'Save my sharpened result' }).click();
    await expectPath(page, '/profile/me');
  });

  step('the profile shows one style and the follow-up answers behind it', async () => {
    const summary = page.getByRole('region', { name: 'Profile summary' });
    await expectHidden(summary.getByText('Even split', { exact: true }), 'no even split');
    const disc = page
      .getByRole('region', { name: 'How your results were worked out' })
      .getByRole('article', { name: 'DiSC-style' });
    await expectVisible(
      disc.getByText(/\(a follow-up question\): S \(Steadiness\)\.$/).first(),
      'a follow-up answer',
    );
    await expectVisible(disc.getByText('How sure:', { exact: false }), 'how sure');
    await expectVisible(
      offer().getByRole('link', { name: 'Review or discard follow-up answers' }),
      'review',
    );
    await checkScreen(page, '63-profile-sharpened');
  });

  step('the profile links to what the results can and cannot tell', async () => {
    await page.getByRole('link', { name: 'What your results can and cannot tell' }).click();
    await expectPath(page, '/about-results');
    await expectVisible(
      page.getByRole('heading', { level: 2, name: 'Clear, leaning or even split' }),
      'the plain-language page',
    );
    await checkScreen(page, '64-about-results');
  });

  step('the dashboard no longer lists the tie', async () => {
    await page.goto('/dashboard');
    await expectVisible(statusCard().getByText(/^DiSC S/), 'one DiSC style');
    await expectHidden(statusCard().getByText(/Even split/), 'no tie');
  });
});
