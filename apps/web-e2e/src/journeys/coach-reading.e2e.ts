/**
 * The coach's reading of a pasted conversation (docs/decisions/0127-coach-reading-shown-and-corrected.md),
 * against the API's embedded engine: above the answer it says who is who, what is going on and
 * what the answer is for; "Not right?" offers the next readings, with the keyboard, and choosing
 * one rewrites the answer for it. A paste over 2000 characters is cleaned and fitted, with a note
 * on what was left out and "Part to read" (docs/decisions/0065-long-pastes-cleaned-and-fitted.md).
 * Each state passes axe at 390 and 1280 px.
 */
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { chatMode, openCoach } from '../support/coach-chat.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { expectVisible } from '../support/ui.js';

const account = newAccount('reading', 'Sam Okafor');
const CONVERSATION = [
  'Jordan: Where are we on the pricing page? I need it live by Thursday.',
  'Me: The layout is done; the copy needs another pass.',
  'Jordan: Is it done or not? Send me what you have today.',
].join('\n');

const FOOTER =
  'This email and any attachments are confidential and intended solely for the addressee. If you have received this email in error please notify the sender and delete it. We will never change our bank details by email.';
const signature = (name: string) =>
  [
    name,
    'Operations Director | Harbour Logistics Ltd',
    'T: +44 161 496 0732 | M: +44 7700 900877',
  ].join('\n');
/** An Outlook chain as copied, newest first, over the limit with its signatures and footers. */
const LONG_THREAD = [
  'Hi Sam,',
  '',
  "Thanks for the revised plan. I can't sign off the go-live date yet: the data migration dry run hasn't happened and the support rota still says TBC for the first two weekends. Can we meet on Thursday to agree who owns each of these? If the dry run slips past 16 May, I'd rather move go-live now than in the last week.",
  '',
  'Kind regards,',
  signature('Daniel Okafor'),
  '',
  FOOTER,
  '',
  'From: Sam Okafor <sam@clearline.example>',
  'Sent: Tuesday, April 29, 2025 4:47 PM',
  'To: Daniel Okafor',
  'Subject: RE: Revised rollout plan',
  '',
  'Hi Daniel,',
  '',
  'As promised, the revised rollout plan is attached. Go-live moves from 19 May to 2 June, to give your warehouse team the extra training week you asked for. We have added a second dry run of the data migration in the week of 12 May, and hypercare support extends from two to four weeks. Could you let me know by Friday whether 2 June works, so we can book the migration window?',
  '',
  'Best regards,',
  'Sam',
  '',
  'From: Daniel Okafor <daniel@harbour.example>',
  'Sent: Monday, April 28, 2025 9:02 AM',
  'To: Sam Okafor',
  'Subject: Revised rollout plan',
  '',
  'Sam,',
  '',
  "Following last week's steering meeting, can you send the revised rollout plan? We need the new go-live date, the training schedule and what happens to support during the first weeks. My board meets on 8 May and I'd like to take a plan I can stand behind, not one that moves again a fortnight later.",
  '',
  'Thanks,',
  signature('Daniel Okafor'),
  '',
  FOOTER,
  '',
  'From: Sam Okafor <sam@clearline.example>',
  'Sent: Thursday, April 24, 2025 5:15 PM',
  'To: Daniel Okafor',
  'Subject: Steering meeting follow-up',
  '',
  'Hi Daniel,',
  '',
  'Thank you and your team for the time today. We agreed that Clearline sends a revised rollout plan by 29 April, that Harbour confirms the warehouse training dates once the plan is in, and that both sides keep 19 May as the target until the plan says otherwise. If I missed anything, reply here and I will update the notes before they go to the steering group.',
  '',
  'Best,',
  'Sam',
  '',
  'From: Daniel Okafor <daniel@harbour.example>',
  'Sent: Wednesday, April 23, 2025 8:30 AM',
  'To: Sam Okafor',
  'Subject: Steering meeting agenda',
  '',
  'Sam,',
  '',
  "For tomorrow's steering meeting I'd like three things on the agenda: the go-live date and what it depends on, the training plan for the warehouse team on both shifts, and how support will work in the first month, including weekends. Please bring the current risk log too. The last two plans moved the date without telling us why, and I need to be able to explain any change to my board.",
  '',
  'Thanks,',
  signature('Daniel Okafor'),
  '',
  FOOTER,
].join('\n');

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;
const chat = chatMode(page);
const reading = () => chat.newest().locator('section.coach-reading');

describe("the coach's reading, shown and corrected", () => {
  const { step } = journey();

  step('an analysis opens with what the coach understood', async () => {
    await openCoach(page, account);
    await page.getByRole('textbox', { name: 'Conversation to analyze' }).fill(CONVERSATION);
    await page.getByRole('button', { name: 'Analyze Conversation' }).click();
    await expectVisible(
      chat.newest().getByRole('heading', { name: "What's going on" }),
      'the reading above the answer',
    );
    const text = await reading().textContent();
    expect(text).toContain('The lines marked "Me" are yours; the other person is Jordan.');
    expect(text).toContain('Jordan asked "Is it done or not?", and you have not answered yet.');
    expect(text).toContain('What the answer helps you do:');
    // Focus lands on the reading's heading, where the answer starts.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("What's going on");
    await chat.newest().evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '65-coach-reading');
  });

  step('"Not right?" offers other readings, and choosing one rewrites the answer', async () => {
    const before = await chat.newest().locator('.coach-reply__text--suggested').textContent();
    const toggle = reading().getByRole('button', { name: 'Not right?' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const group = reading().getByRole('group', { name: 'Which is closer to what is going on?' });
    await expectVisible(group, 'the other readings');
    await chat.newest().evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '66-coach-reading-choices');
    const choice = group.getByRole('button', { name: /^Jordan is pushing back/ });
    await choice.focus();
    await page.keyboard.press('Enter');
    await expectVisible(
      chat.newest().getByText('You chose this reading; the answer is written for it.'),
      'the chosen reading',
    );
    expect(await reading().textContent()).toContain('Jordan is pushing back on what you proposed');
    const after = await chat.newest().locator('.coach-reply__text--suggested').textContent();
    expect(after).not.toBe(before);
    await expectVisible(
      chat.log().getByText(/^Read it this way instead: Jordan is pushing back/),
      'the correction in the conversation',
    );
    await chat.newest().evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '67-coach-reading-corrected');
  });

  step('a paste over the limit is cleaned and fitted, and another part can be chosen', async () => {
    expect(LONG_THREAD.length).toBeGreaterThan(3000);
    await page.getByRole('tab', { name: 'Analyze Conversation' }).click();
    await page.getByRole('button', { name: 'Analyze Another' }).click();
    const box = page.getByRole('textbox', { name: 'Conversation to analyze' });
    await box.fill(LONG_THREAD);
    const note = page.getByRole('status').filter({ hasText: 'Your paste was' });
    await expectVisible(note, 'the note on what was fitted');
    const fitted = await box.inputValue();
    expect(fitted.length).toBeLessThanOrEqual(2000);
    expect(fitted.startsWith('Hi Sam,')).toBe(true);
    expect(fitted).not.toContain('intended solely for the addressee');
    expect(await note.textContent()).toMatch(/Removed: .*legal footers?.*left out\.$/);
    await expectVisible(page.getByText(`${fitted.length}/2000`), 'the counter of what is sent');
    await checkScreen(page, '68-coach-long-paste');
    const part = page.getByRole('combobox', { name: 'Part to read' });
    const options = await part.locator('option').allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(2);
    await part.selectOption({ index: options.length - 1 });
    expect(await box.inputValue()).not.toBe(fitted);
    expect(await note.textContent()).toContain('the part you chose');
    await part.selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Analyze Conversation' }).click();
    await expectVisible(
      chat.newest().getByRole('heading', { name: "What's going on" }),
      'the reading of the fitted paste',
    );
    expect(await reading().textContent()).toContain('You are Sam Okafor');
  });
});
