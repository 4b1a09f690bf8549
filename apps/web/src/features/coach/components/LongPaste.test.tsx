import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCoachApi } from '../testing/coach-api';
import {
  analysisBox,
  analyzeButton,
  analyzeTab,
  renderConnectedCoach,
} from '../testing/render-coach';

/**
 * Ours: a conversation longer than the 2000-character limit that arrives at once (a paste, a
 * drop, a file) is made to fit, and the notice under the box says how.
 */

const FOOTER =
  'This email and any attachments are confidential and may be privileged. If you are not the intended recipient, please notify the sender immediately and delete this email. Any unauthorised copying, disclosure or distribution is strictly prohibited.';

const signature = (name: string, title: string, phone: string) =>
  [name, title, 'Harbour Logistics Ltd', `T: ${phone} | www.harbourlogistics.co.uk`].join('\n');

const header = (from: string, to: string, sent: string, subject: string) =>
  [
    '________________________________',
    `From: ${from}`,
    `Sent: ${sent}`,
    `To: ${to}`,
    `Subject: ${subject}`,
  ].join('\n');

/** An Outlook thread, newest first: four messages, each with a signature and the legal footer. */
const THREAD = [
  'Hi Priya,',
  '',
  "Thanks for pulling this together so quickly. I've read the revised plan and I'm comfortable with most of it, but I can't sign off on the go-live date yet. The data migration dry run hasn't happened, and the support rota still says TBC for the first two weekends. Can we meet on Thursday to agree who owns each of these? If the dry run slips past 16 May, I'd rather we move go-live now than in the last week.",
  '',
  'Kind regards,',
  signature('Daniel Okafor', 'Operations Director', '+44 161 496 0732'),
  '',
  FOOTER,
  '',
  header(
    'Priya Natarajan <priya@clearline.example>',
    'Daniel Okafor',
    'Tuesday, April 29, 2025 4:47 PM',
    'RE: Revised rollout plan',
  ),
  '',
  'Hi Daniel,',
  '',
  'As promised, the revised rollout plan is attached. Go-live moves from 19 May to 2 June, to give your warehouse team the extra training week you asked for. We have added a second dry run of the data migration in the week of 12 May, and hypercare support extends from two to four weeks. Tom will run the training sessions once you confirm the dates. Could you let me know by Friday whether 2 June works, so we can book the migration window with our hosting provider?',
  '',
  'Best regards,',
  'Priya',
  '',
  header(
    'Daniel Okafor <daniel@harbour.example>',
    'Priya Natarajan',
    'Monday, April 28, 2025 9:02 AM',
    'Revised rollout plan',
  ),
  '',
  'Priya,',
  '',
  "Following last week's steering meeting, can you send the revised rollout plan? We need the new go-live date, the training schedule and what happens to support during the first weeks. My board meets on 8 May and I'd like to take a plan I can stand behind, not one that moves again a fortnight later.",
  '',
  'Thanks,',
  signature('Daniel Okafor', 'Operations Director', '+44 161 496 0732'),
  '',
  FOOTER,
  '',
  header(
    'Priya Natarajan <priya@clearline.example>',
    'Daniel Okafor',
    'Thursday, April 24, 2025 5:15 PM',
    'Steering meeting follow-up',
  ),
  '',
  'Hi Daniel,',
  '',
  'Thank you and your team for the time today. We agreed that Clearline sends a revised rollout plan by 29 April, that Harbour confirms the warehouse training dates once the plan is in, and that both sides keep 19 May as the target until the plan says otherwise. If I missed anything, reply here and I will update the notes before they go to the steering group.',
  '',
  'Best,',
  'Priya',
].join('\n');

/** A chat of 40 messages, oldest first. */
const CHAT = Array.from({ length: 40 }, (_, index) =>
  index % 2 === 0
    ? `Sam: Message ${index + 1}: can we go over the venue budget once more before Friday?`
    : `Me: Message ${index + 1}: yes, I will bring the latest quote and the guest list with me.`,
).join('\n');

const notice = () => {
  const region = screen
    .getAllByRole('status')
    .find((element) => element.textContent?.includes('characters.'));
  if (!region) throw new Error('No long-paste notice');
  return region;
};
const partSelect = () => screen.getByRole('combobox', { name: 'Part to read' });
const wholePaste = () => screen.getByRole('button', { name: 'Use the whole paste' });

async function pasteInto(text: string) {
  const view = await renderConnectedCoach();
  await view.user.click(analysisBox());
  await view.user.paste(text);
  return view;
}

describe('Analyze mode: a long paste', () => {
  it('fills the box with the latest messages that fit and says what it did', async () => {
    fakeCoachApi();
    expect(THREAD.length).toBeGreaterThan(2500);
    expect(THREAD.length).toBeLessThan(6000);
    await pasteInto(THREAD);

    const value = (analysisBox() as HTMLTextAreaElement).value;
    expect(value.length).toBeLessThanOrEqual(2000);
    expect(value.startsWith('Hi Priya,')).toBe(true);
    expect(value).not.toContain('intended recipient');
    expect(screen.getByText(`${value.length}/2000`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();

    expect(notice()).toHaveTextContent(
      `Your paste was ${THREAD.length.toLocaleString('en-US')} characters. Removed: contact details from 2 signatures, 2 legal footers. The coach will read the latest 3 of 4 messages; the oldest is left out.`,
    );
    expect(partSelect()).toHaveDisplayValue(
      'Messages 1–3 of 4, the latest (from Daniel Okafor: “Thanks for pulling this together…”)',
    );
  });

  it('refills the box with the part chosen in "Part to read"', async () => {
    fakeCoachApi();
    const { user } = await pasteInto(THREAD);
    const older = within(partSelect()).getByRole('option', {
      name: 'Message 4 of 4 (from Priya Natarajan: “Thank you and your team for the…”)',
    });

    await user.selectOptions(partSelect(), older);
    const value = (analysisBox() as HTMLTextAreaElement).value;
    expect(value.startsWith('________________________________\nFrom: Priya Natarajan')).toBe(true);
    expect(value).toContain('Thank you and your team for the time today.');
    expect(value).not.toContain('Thanks for pulling this together');
    expect(notice()).toHaveTextContent(
      'The coach will read message 4 of 4, the part you chose; the other 3 are left out.',
    );
    expect(partSelect()).toHaveFocus();
  });

  it('puts the whole paste back with "Use the whole paste", and the box says it is too long', async () => {
    fakeCoachApi();
    const { user } = await pasteInto(THREAD);
    await user.click(wholePaste());

    expect(analysisBox()).toHaveValue(THREAD);
    expect(analysisBox()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('at most 2000 characters');
    expect(analyzeButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Use the whole paste' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your paste was/)).not.toBeInTheDocument();
  });

  it('sends the fitted text to the coach, and keeps the notice until "Analyze Another"', async () => {
    const api = fakeCoachApi();
    const { user } = await pasteInto(CHAT);
    const fitted = (analysisBox() as HTMLTextAreaElement).value;
    expect(notice()).toHaveTextContent(
      /^Your paste was 3,\d{3} characters\. The coach will read the latest \d+ of 40 messages; the first \d+ are left out\.$/,
    );
    expect(
      fitted.endsWith(
        'Me: Message 40: yes, I will bring the latest quote and the guest list with me.',
      ),
    ).toBe(true);

    await user.click(analyzeButton());
    await screen.findByRole('tab', { name: 'Chat Mode', selected: true });
    expect(api.callsTo('/analysis/analyze-conversation')[0]?.body).toMatchObject({
      conversation: fitted.trim(),
    });

    // Back in Analyze, the notice still says what the coach read, until "Analyze Another".
    await user.click(analyzeTab());
    expect(notice()).toHaveTextContent(/the first \d+ are left out/);
    await user.click(screen.getByRole('button', { name: 'Analyze Another' }));
    expect(analysisBox()).toHaveValue('');
    expect(screen.queryByText(/Your paste was/)).not.toBeInTheDocument();
  });

  it('goes away when the person types in the box, and typing past the limit only warns', async () => {
    fakeCoachApi();
    const { user } = await pasteInto(CHAT);
    expect(notice()).toBeInTheDocument();
    await user.type(analysisBox(), '!');
    expect(screen.queryByText(/Your paste was/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Part to read' })).not.toBeInTheDocument();

    await user.clear(analysisBox());
    await user.paste('x'.repeat(2000));
    await user.type(analysisBox(), 'y');
    expect(analysisBox()).toHaveValue(`${'x'.repeat(2000)}y`);
    expect(screen.getByRole('alert')).toHaveTextContent('at most 2000 characters');
  });

  it('says only what was removed when cleaning alone makes it fit', async () => {
    fakeCoachApi();
    const original = Array.from(
      { length: 20 },
      (_, index) =>
        `Point ${index + 1} of my plan for the spring launch, as we discussed on Monday.`,
    );
    const pasted = [
      ...original,
      '',
      'Thursday works for me, see you at 10.',
      '',
      'Sent from my iPhone',
      '',
      'On Tue, 4 Mar 2025 at 09:12, Maria Lopez <maria@example.com> wrote:',
      ...original.map((line) => `> ${line}`),
    ].join('\n');
    expect(pasted.length).toBeGreaterThan(2500);
    await pasteInto(pasted);
    expect(notice()).toHaveTextContent(
      `Your paste was ${pasted.length.toLocaleString('en-US')} characters. Removed: a quoted copy of an earlier email, a “Sent from my phone” line. Now it fits: the coach will read all of it.`,
    );
    expect(analysisBox()).toHaveValue(
      `${original.join('\n')}\n\nThursday works for me, see you at 10.`,
    );
    expect(screen.queryByRole('combobox', { name: 'Part to read' })).not.toBeInTheDocument();
    expect(wholePaste()).toBeEnabled();
  });

  it('fits a long .txt file the same way', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    const file = new File([CHAT], 'chat.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Upload .txt file'), file);
    expect(await screen.findByText(/^The file was 3,\d{3} characters\./)).toBeInTheDocument();
    expect((analysisBox() as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(2000);
  });

  it('goes away with "Start Over"', async () => {
    fakeCoachApi();
    const { user } = await pasteInto(CHAT);
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(analysisBox()).toHaveValue('');
    expect(screen.queryByText(/Your paste was/)).not.toBeInTheDocument();
  });
});
