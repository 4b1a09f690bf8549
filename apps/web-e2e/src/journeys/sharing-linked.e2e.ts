/**
 * Linking someone who shares to the private entry I keep about them
 * (docs/decisions/0104-sharing-with-consent.md, "Linking"): Dana keeps a private guess about
 * Eli, invites Eli from that entry, Eli accepts, and Dana sees Eli once in People, with her
 * private note and guess beside Eli's own results. Axe and screenshots at phone and desktop width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { createAccount, newAccount, submitIntjAssessment } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { signInWithForm } from '../support/sign-in.js';
import { expectPath, expectVisible } from '../support/ui.js';
import { VIEWPORTS } from '../support/viewports.js';

const dana = newAccount('link-dana', 'Dana Okafor');
const eli = newAccount('link-eli', 'Eli Novak');
const ENTRY = 'Eli from Design';
const NOTE = 'Likes a written agenda the day before.';

/** Dana's result, and her private entry about Eli: a guess of DiSC I with a note. */
async function danaWithEntry(idToken: string): Promise<void> {
  await submitIntjAssessment(idToken);
  const response = await fetch(`${inject('apiUrl')}/people`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ name: ENTRY, note: NOTE, traits: { disc: 'I' } }),
  });
  if (!response.ok) throw new Error(`The API refused the person: ${response.status}`);
}

const session = await journeySession({ account: dana, prepare: danaWithEntry });
await submitIntjAssessment((await createAccount(eli)).idToken);
const danaPage = session.page;

/** Eli's name as Dana sees it: the display name, or the email if the token had none. */
const ELI = new RegExp(`^(${eli.name}|${eli.email})$`);

let eliPage: Page;
let link = '';

describe('sharing, linked to my private entry', () => {
  const { step } = journey();

  step('Dana invites Eli from her private entry about him', async () => {
    await danaPage.goto('/login?next=%2Fpeople');
    await signInWithForm(danaPage, dana);
    await expectPath(danaPage, '/people');
    await danaPage.getByRole('link', { name: ENTRY }).click();
    await danaPage
      .getByRole('button', { name: `Invite ${ENTRY} to share their own results` })
      .click();
    await expectVisible(
      danaPage.getByRole('heading', { name: `Invite ${ENTRY} to share` }),
      'the invite form, for this entry',
    );
    await danaPage.getByRole('button', { name: 'Create the link' }).click();
    const field = danaPage.getByRole('textbox', { name: 'Invite link' });
    await expectVisible(field, 'the invite link');
    link = await field.inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await checkScreen(danaPage, 'sharing-linked-invite');
  });

  step('Eli accepts, sharing his results', async () => {
    const context = await session.browser.newContext({
      baseURL: session.webUrl,
      viewport: VIEWPORTS.desktop,
    });
    context.setDefaultTimeout(15_000);
    eliPage = await context.newPage();
    const invite = new URL(link).pathname;
    await eliPage.goto(`/login?next=${encodeURIComponent(invite)}`);
    await signInWithForm(eliPage, eli);
    await expectPath(eliPage, invite);
    await expectVisible(
      eliPage.getByRole('heading', { name: 'Dana Okafor invites you to share your results' }),
      'the consent screen',
    );
    await eliPage.getByRole('button', { name: 'Share', exact: true }).click();
    await expectVisible(eliPage.getByRole('heading', { name: 'You are sharing now' }), 'shared');
  });

  step('Dana sees Eli once in People, marked as sharing with her notes attached', async () => {
    await danaPage.goto('/people');
    const marks = danaPage.getByRole('list', { name: /: sharing$/ });
    await expectVisible(marks.getByText('Shares their results with you'), 'the sharing mark');
    await expectVisible(marks.getByText('Your private notes attached'), 'the notes mark');
    expect(await danaPage.getByRole('link', { name: ENTRY }).count()).toBe(0);
    expect(await danaPage.getByRole('link', { name: ELI }).count()).toBe(1);
    await checkScreen(danaPage, 'sharing-linked-people');
  });

  step('Eli’s page shows Dana’s private note and guess beside his own results', async () => {
    await danaPage.getByRole('link', { name: ELI }).click();
    await expectVisible(danaPage.getByRole('heading', { level: 1, name: ELI }), 'Eli');
    const theirs = danaPage.getByRole('region', { name: 'Their own results' });
    await expectVisible(theirs.getByText(/^INTJ/), 'Eli’s own MBTI');
    const mine = danaPage.getByRole('region', { name: 'Your private notes and guess' });
    await expectVisible(mine.getByText(NOTE), 'Dana’s private note');
    await expectVisible(mine.getByText('I (Influence)'), 'Dana’s guess');
    await expectVisible(
      mine.getByRole('link', { name: `Edit your notes and guess for ${ENTRY}` }),
      'the way to edit them',
    );
    await checkScreen(danaPage, 'sharing-linked-person');
    // Eli sees none of it.
    await eliPage.goto('/people');
    await eliPage.getByRole('link', { name: 'Dana Okafor' }).click();
    await expectVisible(
      eliPage.getByRole('heading', { level: 1, name: 'Dana Okafor' }),
      'Dana on Eli’s side',
    );
    expect(await eliPage.getByText(NOTE).count()).toBe(0);
    expect(await eliPage.getByText(ENTRY).count()).toBe(0);
  });

  step('the team view counts Eli once, from his own results', async () => {
    await danaPage.goto('/people/team');
    const table = danaPage.getByRole('table', { name: 'Everyone on the picture and their styles' });
    await expectVisible(
      table.getByRole('rowheader').filter({ hasText: '(their own results)' }),
      'Eli from his own results',
    );
    expect(await table.getByRole('rowheader').filter({ hasText: ENTRY }).count()).toBe(0);
  });
});
