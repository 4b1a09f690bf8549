/**
 * The AI Coach with a profile (docs/product.md#s2, #s4, #s5, #s8), against the API's embedded coach engine: the
 * badge connects, a sample conversation is analysed and seeds the chat in Chat Mode, a coaching
 * topic and a free question get replies, the results stay in Analyze mode, a .txt upload fills
 * the box while a wrong type and a file of 1MB are refused, Start Over asks before clearing, and
 * with the API out of reach the disconnected banner appears and Retry Connection recovers. A
 * request to change bank details is flagged first, the coach asks "Which of these is you?" and
 * says who wrote too little to read (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md). Each state passes axe.
 */
import { COACHING_TOPICS, SAMPLE_CONVERSATIONS } from '@styleprint/coach-content';
import { describe, expect } from 'vitest';
import { newAccount, submitIntjAssessment } from '../support/accounts.js';
import { API_URL } from '../support/config.js';
import { journey } from '../support/journey.js';
import { checkScreen } from '../support/screens.js';
import { journeySession } from '../support/session.js';
import { openCoach } from '../support/coach-chat.js';
import { expectCount, expectHidden, expectVisible } from '../support/ui.js';

const account = newAccount('coach', 'Jordan Lee');
const CONVERSATION = [
  'Sam: Can you send me the quarterly numbers today?',
  'Me: I think maybe I could possibly get them to you tomorrow, if that is okay?',
  'Sam: We really need them for the board meeting this afternoon.',
].join('\n');
const SAMPLE = SAMPLE_CONVERSATIONS[0]!;
/** Two writers, neither the signed-in user; one asks to pay a new account, one barely answers. */
const SCAM = [
  'Dana: Hi, our bank details have changed. Please send the payment for invoice 2231 to the new account today, it is urgent.',
  'Chris: Ok.',
].join('\n');
const TOPIC = COACHING_TOPICS[1]!;
const ONE_MB = 1024 * 1024;

const session = await journeySession({ account, prepare: submitIntjAssessment });
const page = session.page;

const tab = (name: string) => page.getByRole('tab', { name });
const analysisBox = () => page.getByRole('textbox', { name: 'Conversation to analyze' });
const chatBox = () => page.getByRole('textbox', { name: 'Your message' });
const upload = (name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel('Upload .txt file').setInputFiles({ name, mimeType, buffer });
const log = () => page.getByRole('region', { name: 'Messages' });
/** Each message in the log is signed "You" or "AI Coach". */
const sent = () => log().getByText('You', { exact: true });
const replies = () => log().getByText('AI Coach', { exact: true });

async function expectMessages(fromUser: number, fromCoach: number, when: string) {
  await expectCount(sent(), fromUser, `your messages ${when}`);
  await expectCount(replies(), fromCoach, `coach replies ${when}`);
}

describe('the AI Coach with a profile', () => {
  const { step } = journey();

  step('opening the coach connects and shows the profile summary', async () => {
    await openCoach(page, account);
    await expectVisible(page.getByText('INTJ', { exact: true }), 'the profile summary (INTJ)');
    expect(await tab('Analyze Conversation').getAttribute('aria-selected')).toBe('true');
    await checkScreen(page, '14-coach-analyze');
  });

  step('analyzing a sample conversation seeds the chat and switches to Chat Mode', async () => {
    await page.getByRole('button', { name: SAMPLE.title }).click();
    expect(await analysisBox().inputValue()).toBe(SAMPLE.text);
    await expectVisible(page.getByText(`${SAMPLE.text.length}/2000`), 'the character counter');
    await page.getByRole('button', { name: 'Analyze Conversation' }).click();
    await expectVisible(tab('Chat Mode').and(page.locator('[aria-selected="true"]')), 'Chat Mode');
    await expectVisible(
      log().getByText(/^Please analyze this conversation:/),
      'the analysis request in the chat',
    );
    await expectVisible(
      log().getByRole('heading', { name: 'Communication Style' }),
      'the coach’s reply with its headings',
    );
    await expectMessages(1, 1, 'after the analysis');
    // A short "Analysis ready" instead of the whole reply read out, and focus on its heading.
    expect(await page.getByRole('status').filter({ hasText: 'Analysis ready' }).count()).toBe(1);
    expect(
      await page.evaluate(() => document.activeElement?.matches('.coach-message h3') ?? false),
    ).toBe(true);
    await checkScreen(page, '15-coach-chat-after-analysis');
  });

  step('a coaching topic puts its question in the box, and Enter gets a reply', async () => {
    await page.getByRole('button', { name: TOPIC.label }).click();
    expect(await chatBox().inputValue()).toBe(TOPIC.prompt);
    await chatBox().press('Enter');
    await expectMessages(2, 2, 'after the topic');
    expect(await chatBox().inputValue()).toBe('');
  });

  step('a free question gets a reply', async () => {
    await chatBox().fill('How should I answer Sam without sounding unsure?');
    await chatBox().press('Enter');
    await expectMessages(3, 3, 'after one question');
    await expectHidden(page.getByText('AI is thinking...'), 'the thinking indicator');
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
  });

  step('the analysis results stay in Analyze mode', async () => {
    await tab('Analyze Conversation').click();
    await expectVisible(page.getByRole('heading', { name: 'Analysis Results' }), 'the results');
    await expectVisible(
      page.getByRole('button', { name: 'Continue in Chat Mode' }),
      '"Continue in Chat Mode"',
    );
    await expectVisible(page.getByRole('button', { name: 'Analyze Another' }), '"Analyze Another"');
    await checkScreen(page, '16-coach-analysis-results');
  });

  step(
    'a request to change bank details is flagged first, and the coach asks which writer is you',
    async () => {
      await page.getByRole('button', { name: 'Analyze Another' }).click();
      await analysisBox().fill(SCAM);
      await page.getByRole('button', { name: 'Analyze Conversation' }).click();
      await expectVisible(
        tab('Chat Mode').and(page.locator('[aria-selected="true"]')),
        'Chat Mode',
      );
      const newest = log().locator('li.coach-message').last();
      const warning = newest.getByRole('alert').filter({ hasText: 'Check before you act' });
      await expectVisible(warning, 'the safety warning');
      expect(await warning.textContent()).toContain('send money to a new account');
      await expectVisible(
        newest.getByRole('group', { name: 'Which of these is you?', exact: true }),
        'the "Which of these is you?" choice',
      );
      await expectVisible(
        newest.getByText(/Chris wrote too little to read a style/),
        'the "too little to read" note',
      );
      // The warning comes before everything else in the reply.
      const order = await newest.evaluate((item) => {
        const alert = item.querySelector('[role="alert"]');
        const heading = item.querySelector('h3');
        return alert && heading ? alert.compareDocumentPosition(heading) : 0;
      });
      expect(order & 4, 'the warning precedes the first heading').toBeTruthy();
      // The log keeps the newest words in view; the screenshot shows the top of the reply.
      await newest.evaluate((item) => item.scrollIntoView({ block: 'start' }));
      await checkScreen(page, '19-coach-safety-and-speaker-choice');
    },
  );

  step('choosing "I am Chris" reads the conversation again from Chris\'s side', async () => {
    await log().getByRole('button', { name: 'I am Chris' }).click();
    await expectCount(
      log().getByRole('group', { name: 'Which of these is you?', exact: true }),
      0,
      'speaker choices once one is chosen',
    );
    const newest = log().locator('li.coach-message').last();
    await expectVisible(newest.getByText(/call you/), 'the reply to Dana: verify by phone first');
    // The log keeps the newest words in view; the screenshot shows the top of the reply.
    await newest.evaluate((item) => item.scrollIntoView({ block: 'start' }));
    await checkScreen(page, '20-coach-speaker-chosen');
    await tab('Analyze Conversation').click();
  });

  step('a .txt file fills the box; another type and a file of 1MB are refused', async () => {
    await page.getByRole('button', { name: 'Analyze Another' }).click();
    await upload('chat.txt', 'text/plain', Buffer.from(CONVERSATION));
    await expect.poll(() => analysisBox().inputValue()).toBe(CONVERSATION);

    await upload('photo.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Please select a text file (.txt)' }),
      'the wrong-type alert',
    );
    await upload('huge.txt', 'text/plain', Buffer.alloc(ONE_MB, 'a'));
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'File size must be less than 1MB' }),
      'the too-large alert',
    );
    expect(await analysisBox().inputValue(), 'a refused file leaves the box as it was').toBe(
      CONVERSATION,
    );
    await checkScreen(page, '17-coach-upload-refused');
  });

  step('Start Over asks first, then clears the conversation', async () => {
    // confirm() blocks the click until it is answered, so answer it from a listener.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Start Over' }).click();
    expect(asked).toEqual([
      'Are you sure you want to clear the conversation? This action cannot be undone.',
    ]);
    await expectHidden(page.getByRole('heading', { name: 'Analysis Results' }), 'the results');
    expect(await page.getByRole('textbox', { name: 'Conversation to analyze' }).inputValue()).toBe(
      '',
    );
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected"');
    await tab('Chat Mode').click();
    await expectMessages(0, 0, 'after Start Over');
  });

  step('with the API out of reach, the banner appears and Retry Connection recovers', async () => {
    // What a browser sees when the API is down: every connection to it refused.
    await page.route(`${API_URL}/**`, (route) => route.abort('connectionrefused'));
    try {
      await tab('Analyze Conversation').click();
      await analysisBox().fill(CONVERSATION);
      await page.getByRole('button', { name: 'Analyze Conversation' }).click();
      await expectVisible(page.getByText('AI Disconnected', { exact: true }), '"AI Disconnected"');
      await expectVisible(
        page.getByRole('heading', { name: 'Connection Issue Detected' }),
        'the disconnected banner',
      );
      await expectVisible(page.getByRole('button', { name: 'Refresh Page' }), '"Refresh Page"');
      await expectVisible(
        page.getByRole('button', { name: 'AI Service Unavailable' }),
        'the analyze button while disconnected',
      );
      await expectVisible(
        page.getByText(/experiencing technical difficulties analyzing your conversation/).first(),
        'the analysis failure message',
      );
      await checkScreen(page, '18-coach-disconnected');
    } finally {
      await page.unroute(`${API_URL}/**`);
    }
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await expectVisible(page.getByText('AI Connected', { exact: true }), '"AI Connected" again');
    await expectHidden(
      page.getByRole('heading', { name: 'Connection Issue Detected' }),
      'the disconnected banner',
    );
    await expectVisible(
      page.getByRole('button', { name: 'Analyze Conversation' }),
      'the analyze button, usable again',
    );
  });
});
