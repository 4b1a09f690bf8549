import { screen, within } from '@testing-library/react';
import type { CoachReply } from '@styleprint/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fake-api';
import { fakeCoachApi, REPLY } from '../testing/coach-api';
import { analysisBox, analyzeButton, renderConnectedCoach } from '../testing/render-coach';

/** docs/decisions/0127-coach-reading-shown-and-corrected.md: the reading and "Not right?". */
const READ: CoachReply = {
  ...REPLY,
  reading: {
    situation: 'asks_status',
    who: 'The lines marked "Me" are yours; the other person is Jordan.',
    speakers: ['Jordan', 'Me'],
    user: 'Me',
    sentence: 'Jordan is waiting for an answer or a date from you: "Is it done or not?"',
    goal: 'Give the status in the first line, tied to the date they named.',
    sure: true,
    chosen: false,
    alternatives: [
      { situation: 'objects', sentence: 'Jordan is pushing back on what you proposed.' },
      { situation: 'complains', sentence: 'Jordan is unhappy about something that went wrong.' },
    ],
  },
};

const CORRECTED: CoachReply = {
  ...REPLY,
  suggested_reply: 'Jordan, I hear your concerns. Which part matters most to you?',
  reading: {
    ...(READ.reading as NonNullable<CoachReply['reading']>),
    situation: 'objects',
    sentence: 'Jordan is pushing back on what you proposed.',
    chosen: true,
    alternatives: [
      { situation: 'asks_status', sentence: 'Jordan is waiting for an answer or a date from you.' },
    ],
  },
};

const CONVERSATION = 'Jordan: Is it done or not?\nMe: Nearly.';

async function analyse(first: CoachReply, second: CoachReply = CORRECTED) {
  let calls = 0;
  const api = fakeCoachApi({ analyze: () => json(200, (calls += 1) === 1 ? first : second) });
  const rendered = await renderConnectedCoach();
  await rendered.user.click(analysisBox());
  await rendered.user.paste(CONVERSATION);
  await rendered.user.click(analyzeButton());
  return { api, ...rendered };
}

/** The newest reading on screen (the chat log keeps older analyses above it). */
async function newestReading() {
  const headings = await screen.findAllByRole('heading', { name: "What's going on" });
  const section = headings.at(-1)?.closest('section');
  if (!section) throw new Error('no reading on screen');
  return section;
}

describe('the reading above an analysis', () => {
  it('shows who is who, what is going on and what the answer is for, before the advice', async () => {
    await analyse(READ);
    const reading = await newestReading();
    expect(reading).toHaveTextContent('The lines marked "Me" are yours');
    expect(reading).toHaveTextContent('Jordan is waiting for an answer or a date from you');
    expect(reading).toHaveTextContent('What the answer helps you do: Give the status');
    expect(reading).not.toHaveTextContent("I'm not sure");
    const insights = screen.getAllByRole('heading', { name: 'Key Insights' }).at(-1);
    expect(
      reading.compareDocumentPosition(insights as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('offers the next readings under "Not right?" and rewrites the answer for the one chosen', async () => {
    const { api, user } = await analyse(READ);
    const toggle = within(await newestReading()).getByRole('button', { name: 'Not right?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('group', { name: 'Which is closer to what is going on?' }),
    ).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Which is closer to what is going on?' });
    await user.click(
      within(group).getByRole('button', { name: 'Jordan is pushing back on what you proposed.' }),
    );
    await vi.waitFor(() => expect(api.callsTo('/analysis/analyze-conversation')).toHaveLength(2));
    expect(api.callsTo('/analysis/analyze-conversation')[1]?.body).toMatchObject({
      conversation: CONVERSATION,
      reading: { situation: 'objects' },
    });
    const corrected = await screen.findByText(
      'Read it this way instead: Jordan is pushing back on what you proposed.',
    );
    expect(corrected).toBeInTheDocument();
    const reading = await newestReading();
    expect(reading).toHaveTextContent('You chose this reading; the answer is written for it.');
    expect(
      await screen.findByText('Jordan, I hear your concerns. Which part matters most to you?'),
    ).toBeInTheDocument();
  });

  it('asks instead of asserting when the coach is unsure', async () => {
    await analyse({
      ...READ,
      reading: { ...(READ.reading as NonNullable<CoachReply['reading']>), sure: false },
    });
    const reading = await newestReading();
    expect(reading).toHaveTextContent("I'm not sure I've read this right. My best guess:");
    expect(within(reading).getByRole('button', { name: 'Not right?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(reading).getByRole('group', { name: 'Which is closer to what is going on?' }),
    ).toBeVisible();
  });

  it('lets the person say the coach mixed up who is who, and reads it again as them', async () => {
    const { api, user } = await analyse(READ);
    await user.click(within(await newestReading()).getByRole('button', { name: 'Not right?' }));
    const who = screen.getByRole('group', {
      name: 'Or did I mix up who is who? Which of these is you?',
    });
    expect(within(who).queryByRole('button', { name: 'I am Me' })).toBeNull();
    await user.click(within(who).getByRole('button', { name: 'I am Jordan' }));
    await vi.waitFor(() => expect(api.callsTo('/analysis/analyze-conversation')).toHaveLength(2));
    expect(api.callsTo('/analysis/analyze-conversation')[1]?.body).toMatchObject({
      conversation: CONVERSATION,
      speaker: 'Jordan',
    });
  });
});
