/**
 * Sharing with consent (docs/decisions/0104-sharing-with-consent.md), with three people in three
 * browsers: Alex invites Blake by link; Blake signs up, takes the assessment, reads the consent
 * and shares both ways; each sees the other's own results in People and a pair guide that says it
 * uses them; Casey joins Alex's team by its link; Alex stops sharing and Blake's screens lose Alex
 * at once; Blake deletes the account and Alex's People and team no longer show Blake. Axe and
 * screenshots of every new screen at phone and desktop width.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment, createAccount } from '../support/accounts.js';
import { answer, INTJ_ANALYTICAL_PLAN, planQuestions } from '../support/assessment.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { signInWithForm } from '../support/sign-in.js';
import { expectPath, expectVisible } from '../support/ui.js';
import { VIEWPORTS } from '../support/viewports.js';

const alex = newAccount('share-alex', 'Alex Rivera');
const blake = newAccount('share-blake', 'Blake Chen');
const casey = newAccount('share-casey', 'Casey Diaz');

const session = await journeySession({ account: alex, prepare: submitIntjAssessment });
await submitIntjAssessment((await createAccount(casey)).idToken);
const alexPage = session.page;

/** Another person's browser: a context of its own, so nothing of Alex's sign-in is shared. */
async function browserOf(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({
    baseURL: session.webUrl,
    viewport: VIEWPORTS.desktop,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return { context, page: await context.newPage() };
}

/** Blake's name as Alex sees it: the display name, or the email if the token had none yet. */
const BLAKE = new RegExp(`^(${blake.name}|${blake.email})$`);

let blakePage: Page;
let caseyPage: Page;
let personLink = '';
let teamLink = '';

describe('sharing with consent', () => {
  const { step } = journey();

  step('Alex makes an invite link from People, sharing all four results back', async () => {
    await alexPage.goto('/login?next=%2Fpeople');
    await signInWithForm(alexPage, alex);
    await expectPath(alexPage, '/people');
    await alexPage.getByRole('button', { name: 'Invite someone to share' }).click();
    const offer = alexPage.getByRole('group', { name: /What you share back/ });
    for (const name of [/^DiSC/, /^MBTI/, /^Emergenetics/, /^CliftonStrengths/]) {
      await offer.getByRole('checkbox', { name }).check();
    }
    await offer.getByRole('checkbox', { name: 'Include suggestions for working with you' }).check();
    await alexPage.getByRole('button', { name: 'Create the link' }).click();
    const link = alexPage.getByRole('textbox', { name: 'Invite link' });
    await expectVisible(link, 'the invite link');
    personLink = await link.inputValue();
    expect(personLink).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await expectVisible(
      alexPage.getByRole('button', { name: /^Withdraw the invite that works until/ }),
      'the open invite, to withdraw',
    );
    await checkScreen(alexPage, 'sharing-invite-link');
  });

  step('Blake opens the link signed out, signs up and is brought back', async () => {
    ({ page: blakePage } = await browserOf());
    await blakePage.goto(new URL(personLink).pathname);
    await expectVisible(
      blakePage.getByRole('heading', { name: 'You are invited to share your Styleprint results' }),
      'the signed-out invitation',
    );
    await checkScreen(blakePage, 'sharing-invite-signed-out');
    await blakePage.getByRole('link', { name: 'Create an account' }).click();
    await expectPath(blakePage, '/signup');
    await blakePage.getByLabel('Full Name').fill(blake.name);
    await blakePage.getByLabel('Email Address').fill(blake.email);
    await blakePage.getByLabel('Password', { exact: true }).fill(blake.password);
    await blakePage.getByLabel('Confirm Password', { exact: true }).fill(blake.password);
    await blakePage.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(blakePage, new URL(personLink).pathname);
    await expectVisible(
      blakePage.getByRole('heading', { name: 'Take the assessment first' }),
      'the ask to take the assessment first',
    );
    await checkScreen(blakePage, 'sharing-invite-need-result');
  });

  step('Blake takes the assessment and comes back to the consent', async () => {
    await blakePage.getByRole('link', { name: 'Start Assessment' }).click();
    await expectPath(blakePage, '/quiz');
    const questions = planQuestions(INTJ_ANALYTICAL_PLAN);
    for (const question of questions) {
      await answer(blakePage, question);
      if (question.index < questions.length - 1) {
        await blakePage.getByRole('button', { name: 'Next', exact: true }).click();
      }
    }
    await blakePage.getByRole('button', { name: 'Complete Assessment' }).click();
    await expectPath(blakePage, new URL(personLink).pathname);
    await expectVisible(
      blakePage.getByRole('heading', { name: 'Alex Rivera invites you to share your results' }),
      'the consent screen',
    );
  });

  step('the consent says exactly what is shared, with whom, both ways', async () => {
    await expectVisible(blakePage.getByText('Who would see them: Alex Rivera.'), 'with whom');
    await expectVisible(
      blakePage.getByText(/Both ways: Alex Rivera shares back their DiSC-style, MBTI-style/),
      'both ways',
    );
    const mine = blakePage.getByRole('group', { name: 'What you share' });
    await expectVisible(mine.getByRole('checkbox', { name: /^DiSC-style: D/ }), 'my DiSC result');
    await expectVisible(
      mine.getByRole('checkbox', { name: /^MBTI-style: INTJ/ }),
      'my MBTI result',
    );
    await checkScreen(blakePage, 'sharing-consent');
    await blakePage.getByRole('button', { name: 'Share', exact: true }).click();
    await expectVisible(blakePage.getByRole('heading', { name: 'You are sharing now' }), 'shared');
    await checkScreen(blakePage, 'sharing-consent-done');
  });

  step('Blake sees Alex’s own results in People, and a guide that says so', async () => {
    await blakePage.getByRole('link', { name: 'Go to People' }).click();
    await expectVisible(blakePage.getByRole('heading', { level: 1, name: 'Alex Rivera' }), 'Alex');
    await expectVisible(
      blakePage.getByText('Shares their results with you', { exact: true }),
      'the sharing mark',
    );
    await expectVisible(
      blakePage.getByText('From Alex Rivera’s own results'),
      'the guide naming its source',
    );
    await expectVisible(
      blakePage.getByRole('heading', { name: 'You and Alex Rivera' }),
      'the pair guide',
    );
    await checkScreen(blakePage, 'sharing-person');
    await blakePage.goto('/people');
    const marks = blakePage.getByRole('list', { name: 'Alex Rivera: sharing' });
    await expectVisible(marks.getByText('Shares their results with you'), 'marked in People');
    await checkScreen(blakePage, 'sharing-people');
  });

  step('Alex sees Blake’s own results and a guide from them', async () => {
    await alexPage.goto('/people');
    const link = alexPage.getByRole('link', { name: BLAKE });
    await expectVisible(link, 'Blake in People');
    await link.click();
    await expectVisible(
      alexPage.getByText(/^From .*’s own results$/),
      'the guide naming its source',
    );
    await expectVisible(alexPage.getByText(/^INTJ/).first(), 'Blake’s MBTI');
  });

  step('Alex keeps a private note beside Blake’s results; the team view uses them', async () => {
    await alexPage
      .getByRole('textbox', { name: 'Note', exact: true })
      .fill('Prefers the numbers before the story.');
    await alexPage.getByRole('button', { name: 'Save note' }).click();
    await expectVisible(alexPage.getByText('Your note is saved.'), 'the note saved');
    await checkScreen(alexPage, 'sharing-person-note');
    await alexPage.goto('/people/team');
    const table = alexPage.getByRole('table', { name: 'Everyone on the picture and their styles' });
    await expectVisible(
      table.getByRole('rowheader').filter({ hasText: '(their own results)' }),
      'Blake on the team view from their own results',
    );
    // Blake never sees Alex's note.
    await blakePage.goto('/people');
    await blakePage.getByRole('link', { name: 'Alex Rivera' }).click();
    await expectVisible(
      blakePage.getByRole('heading', { name: 'Your private note' }),
      'Blake’s own note',
    );
    expect(await blakePage.getByText('Prefers the numbers before the story.').count()).toBe(0);
  });

  step('Alex can choose Blake in the coach and in practice, from Blake’s own results', async () => {
    await alexPage.goto('/chat');
    const who = alexPage.getByRole('combobox', { name: 'Who is this with?' });
    const blakeInCoach = who.getByRole('option', { name: /\(their own results\)$/ });
    await expectVisible(who, 'the coach’s person picker');
    await who.selectOption({ label: (await blakeInCoach.textContent()) ?? '' });
    await expectVisible(
      alexPage.getByText(/^From .*’s own results: the advice uses only the results they share/),
      'the coach naming its source',
    );
    await checkScreen(alexPage, 'sharing-coach');
    await alexPage.goto('/practice');
    await alexPage.getByRole('radio', { name: 'Someone in People' }).click();
    const person = alexPage.getByRole('combobox', { name: 'Person' });
    const blakeInPractice = person.getByRole('option', { name: /\(their own results\)$/ });
    await person.selectOption({ label: (await blakeInPractice.textContent()) ?? '' });
    await expectVisible(
      alexPage.getByText(/^From .*’s own results: played from only the results they share/),
      'practice naming its source',
    );
    await checkScreen(alexPage, 'sharing-practice');
  });

  step('Alex makes a team; Casey and Blake join by its link', async () => {
    await alexPage.goto('/people');
    await alexPage.getByRole('button', { name: 'Create a team' }).click();
    await alexPage.getByLabel('Team name').fill('Launch crew');
    await alexPage.getByRole('button', { name: 'Create team' }).click();
    await expectVisible(
      alexPage.getByRole('heading', { level: 1, name: 'Launch crew' }),
      'the team',
    );
    await alexPage.getByRole('button', { name: 'Invite to this team' }).click();
    await alexPage.getByRole('button', { name: 'Create a team link' }).click();
    teamLink = await alexPage.getByRole('textbox', { name: 'Invite link' }).inputValue();

    ({ page: caseyPage } = await browserOf());
    await caseyPage.goto(new URL(teamLink).pathname);
    await caseyPage.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectPath(caseyPage, '/login');
    await signInWithForm(caseyPage, casey);
    await expectPath(caseyPage, new URL(teamLink).pathname);
    await expectVisible(
      caseyPage.getByRole('heading', {
        name: 'Alex Rivera invites you to join the team Launch crew',
      }),
      'the team consent',
    );
    await checkScreen(caseyPage, 'sharing-team-consent');
    await caseyPage.getByRole('button', { name: 'Share', exact: true }).click();
    await caseyPage.getByRole('link', { name: 'See the team' }).click();
    await expectVisible(
      caseyPage.getByRole('heading', { level: 1, name: 'Launch crew' }),
      'the team',
    );

    await blakePage.goto(new URL(teamLink).pathname);
    await blakePage.getByRole('button', { name: 'Share', exact: true }).click();
    await expectVisible(blakePage.getByRole('link', { name: 'See the team' }), 'joined');

    await alexPage.reload();
    const members = alexPage.getByRole('region', { name: 'Members' });
    await expectVisible(members.getByText('Casey Diaz'), 'Casey in the team');
    await expectVisible(members.getByText(BLAKE), 'Blake in the team');
    await checkScreen(alexPage, 'sharing-team');
  });

  step('Alex stops sharing, and Blake’s screens lose Alex’s results at once', async () => {
    await alexPage.goto('/people');
    await alexPage.getByRole('link', { name: BLAKE }).click();
    await alexPage.getByRole('button', { name: /^Stop sharing with/ }).click();
    await expectVisible(alexPage.getByText(/no longer sees your results\.$/), 'stopped');

    await blakePage.goto('/people');
    const marks = blakePage.getByRole('list', { name: 'Alex Rivera: sharing' });
    await expectVisible(marks.getByText('Does not share with you now'), 'no longer shared');
    await blakePage.getByRole('link', { name: 'Alex Rivera' }).click();
    await expectVisible(
      blakePage.getByText('Alex Rivera does not share their results with you now.'),
      'Alex’s results gone',
    );
    expect(await blakePage.getByRole('heading', { name: 'You and Alex Rivera' }).count()).toBe(0);
  });

  step('Blake deletes the account; Alex’s People and team no longer show Blake', async () => {
    await blakePage.goto('/account');
    await blakePage.getByRole('button', { name: 'Delete account…' }).click();
    await blakePage.getByLabel('Your password, to confirm').fill(blake.password);
    await blakePage.getByRole('button', { name: 'Delete my account' }).click();
    await expectPath(blakePage, '/login');

    await alexPage.goto('/people');
    await expectVisible(
      alexPage.getByText('Nobody shares with you yet. Invite someone: they choose what to share.'),
      'nobody shares any more',
    );
    expect(await alexPage.getByRole('link', { name: BLAKE }).count()).toBe(0);
    await alexPage.getByRole('link', { name: 'Launch crew' }).click();
    const members = alexPage.getByRole('region', { name: 'Members' });
    await expectVisible(members.getByText('Casey Diaz'), 'Casey still in the team');
    expect(await members.getByText(BLAKE).count()).toBe(0);
  });
});
