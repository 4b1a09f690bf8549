/**
 * docs/decisions/0105-practice-persona-engine.md: a five-turn practice session with a persona
 * whose styles are chosen by hand (a careful C, ISTJ), then feedback on the user's own lines on
 * the stated rubric, and the session kept; then the kept session found in the list on /practice,
 * read again on its own page (docs/decisions/0113-kept-practice-sessions-on-screen.md) with the
 * feedback the server computed, and deleted after a confirmation. axe and screenshots on the
 * setup, the chat, the feedback, the kept list and the kept session.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { createAccount, newAccount } from '../support/accounts.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { openSession, type Session } from '../support/session.js';
import { expectCount, expectPath, expectVisible } from '../support/ui.js';

const account = newAccount('practice', 'Pat Practice');
const LINES = [
  'Hi Priya, do you have a minute?',
  'Could we move the report deadline to the 30th?',
  'Because the finance data arrived 9 days late and checking it takes 5 days.',
  'My plan: I will share a draft on the 25th so nothing else slips.',
  "I'll send the breakdown in writing today. Can we agree on the 30th?",
];

const GOAL = 'ask for the deadline to move';

let session: Session;
let shownTotal = '';
let page: Page;
let idToken: string;

beforeAll(async () => {
  ({ idToken } = await createAccount(account));
  session = await openSession();
  page = session.page;
});
afterAll(async () => {
  await session?.close();
});

describe('practice a conversation', () => {
  const { step } = journey();

  step('signing in on the way to /practice returns there', async () => {
    await page.goto('/practice');
    await expectPath(page, '/login');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/practice');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Practice a conversation' }),
      'the practice screen',
    );
  });

  step('styles by hand and a goal', async () => {
    await expectVisible(page.getByText('You have no saved people yet'), 'the no-people note');
    await page.getByLabel('Their name (optional)').fill('Priya');
    await page.getByLabel('DiSC style').selectOption('C');
    await page.getByLabel('MBTI type').selectOption('ISTJ');
    await page.getByLabel('Your goal for the conversation').fill('ask for the deadline to move');
    await checkScreen(page, 'practice-setup');
    await page.getByRole('button', { name: 'Start practising' }).click();
    await expectVisible(page.getByLabel('Your message'), 'the message box');
  });

  step('five turns, each answered in Priya’s manner', async () => {
    const replies = page.locator('.practice__turn--persona p');
    for (const [index, line] of LINES.entries()) {
      await page.getByLabel('Your message').fill(line);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expectCount(replies, index + 1, `reply ${index + 1}`);
    }
    const texts = await replies.allTextContents();
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) expect(text).not.toMatch(/[[\]{}]|TBD/);
    expect(texts[1]).toContain('30th');
    expect(texts.some((text) => /agreed|approve|proceed/i.test(text))).toBe(true);
    await expectVisible(page.getByText(/asks for specifics and evidence/), 'the persona’s manner');
    await checkScreen(page, 'practice-chat');
  });

  step('feedback on my own lines, on the stated rubric, with quotes', async () => {
    await page.getByRole('button', { name: 'End and get feedback' }).click();
    await expectVisible(
      page.getByRole('heading', { name: 'Feedback on your messages' }),
      'the feedback',
    );
    await expectVisible(page.getByText(/You scored \d+ of 20/), 'the total');
    for (const label of [
      'Clear ask',
      'Reason given',
      'Adapted to their style',
      'Next step agreed',
    ]) {
      await expectVisible(page.locator('.practice__score strong', { hasText: label }), label);
    }
    await expectVisible(
      page
        .locator('.practice__quote', { hasText: 'Could we move the report deadline to the 30th?' })
        .first(),
      'a quote of my ask',
    );
    await checkScreen(page, 'practice-feedback');
  });

  step('keeping the session stores it', async () => {
    await page.getByRole('button', { name: 'Keep this session' }).click();
    await expectVisible(page.getByText('Session kept.'), 'the kept notice');
    const response = await fetch(`${inject('apiUrl')}/practice/sessions`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    const list = (await response.json()) as {
      items: { goal: string; turns: number; personName: string }[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      goal: 'ask for the deadline to move',
      turns: 10,
      personName: 'Priya',
    });
    shownTotal =
      (await page
        .getByText(/You scored \d+ of 20/)
        .first()
        .textContent()) ?? '';
  });

  step('the kept session is listed on /practice, newest first, with its score', async () => {
    await page.getByRole('button', { name: 'Practise again' }).click();
    const kept = page.getByRole('region', { name: 'Kept sessions' });
    await expectVisible(kept.getByRole('link', { name: GOAL }), 'the kept session in the list');
    const score = /You scored (\d+) of 20/.exec(shownTotal)?.[1];
    expect(score).toBeDefined();
    await expectVisible(kept.getByText(`${score} of 20`), 'its score');
    await expectVisible(kept.getByText(/With Priya/), 'who it was with');
    await checkScreen(page, 'practice-kept-list');
  });

  step('opening it reads the whole conversation and the feedback again', async () => {
    await page
      .getByRole('region', { name: 'Kept sessions' })
      .getByRole('link', { name: GOAL })
      .click();
    await page.waitForURL(/\/practice\/sessions\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: GOAL }), 'the goal');
    const conversation = page.getByRole('region', { name: 'The conversation' });
    await expectCount(conversation.getByRole('listitem'), 10, 'the ten lines');
    for (const line of LINES) await expectVisible(conversation.getByText(line), line);
    await expectVisible(page.getByText(shownTotal), 'the same feedback as at the end');
    await checkScreen(page, 'practice-kept-session');
  });

  step('deleting it asks first, then it is gone from the list', async () => {
    await page.getByRole('button', { name: `Delete the session “${GOAL}”` }).click();
    const confirm = page.getByRole('group', { name: /^Delete the session .*cannot be undone/ });
    await expectVisible(confirm, 'the confirmation');
    await checkScreen(page, 'practice-kept-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectPath(page, '/practice');
    await expectVisible(page.getByText(`The session “${GOAL}” is deleted.`), 'the deleted notice');
    await expectVisible(page.getByText(/^No kept sessions yet\./), 'the empty list');
    const response = await fetch(`${inject('apiUrl')}/practice/sessions`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(((await response.json()) as { items: unknown[] }).items).toEqual([]);
  });
  step('?person=<id> preselects a saved person, who answers in their own manner', async () => {
    const created = await fetch(`${inject('apiUrl')}/people`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ name: 'Dana', traits: { disc: 'D', mbti: 'ENTJ' } }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/practice?person=${id}`);
    await expectVisible(page.getByLabel('Person', { exact: true }), 'the person list');
    expect(await page.getByLabel('Person', { exact: true }).inputValue()).toBe(id);
    expect(await page.getByLabel('Someone in People').isChecked()).toBe(true);
    await page.getByLabel('Your goal for the conversation').fill('ask for the deadline to move');
    await page.getByRole('button', { name: 'Start practising' }).click();
    await page
      .getByLabel('Your message')
      .fill('About the deadline, it is kind of a lot right now.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectCount(page.locator('.practice__turn--persona p'), 1, 'Dana’s reply');
    await expectVisible(
      page.getByText(/Dana is brief and pushes for the bottom line/),
      'Dana’s manner',
    );
  });
});
