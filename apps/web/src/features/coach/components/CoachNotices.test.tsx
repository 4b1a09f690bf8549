import { screen, within } from '@testing-library/react';
import type { CoachReply } from '@styleprint/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json } from '#web/test/fake-api';
import { fakeCoachApi, REPLY } from '../testing/coach-api';
import { analysisBox, analyzeButton, renderConnectedCoach } from '../testing/render-coach';

const WITH_NOTICES: CoachReply = {
  ...REPLY,
  safety_warnings: [
    {
      kind: 'bank_change',
      text: 'This message asks you to send money to a new account: confirm by phone, on a number you already have, before you act.',
    },
  ],
  speaker_choice: { question: 'Which of these is you?', speakers: ['Dana', 'Lee'] },
  too_little_to_read: ['Lee'],
};

async function analyse(reply: CoachReply, second: CoachReply = REPLY) {
  let calls = 0;
  const api = fakeCoachApi({
    analyze: () => json(200, (calls += 1) === 1 ? reply : second),
  });
  const rendered = await renderConnectedCoach();
  await rendered.user.click(analysisBox());
  await rendered.user.paste('Dana: Where is it?\nLee: Coming.');
  await rendered.user.click(analyzeButton());
  return { api, ...rendered };
}

describe('docs/decisions/0045-coach-reading-formats-speakers-and-situations.md notices on a coach reply', () => {
  it('shows the safety warning first, as an alert, before the style and insights', async () => {
    await analyse(WITH_NOTICES);
    const warning = await screen.findByRole('alert', { name: /check before you act/i });
    expect(warning).toHaveTextContent('send money to a new account: confirm by phone');
    const style = screen.getAllByRole('heading', { name: 'Communication Style' }).at(-1);
    expect(style).toBeDefined();
    // Document order: the warning comes before the reply's first heading.
    expect(
      warning.compareDocumentPosition(style as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says who wrote too little to read a style', async () => {
    await analyse(WITH_NOTICES);
    // The sentence is split by the name's <bdi>: match the paragraph's whole text.
    const [note] = await screen.findAllByText(
      (_, element) =>
        element?.tagName === 'P' &&
        /^Lee wrote too little to read a style/.test(element.textContent ?? ''),
    );
    // Each name sits in its own <bdi>, so controls inside it cannot reorder our sentence.
    expect(note?.querySelector('bdi')).toHaveTextContent(/^Lee$/);
  });

  it('asks "Which of these is you?" and runs the analysis again as the chosen speaker', async () => {
    const { api, user } = await analyse(WITH_NOTICES);
    const group = await screen.findByRole('group', { name: 'Which of these is you?' });
    await user.click(within(group).getByRole('button', { name: 'I am Lee' }));
    await vi.waitFor(() => expect(api.callsTo('/analysis/analyze-conversation')).toHaveLength(2));
    expect(api.callsTo('/analysis/analyze-conversation')[1]?.body).toMatchObject({
      conversation: 'Dana: Where is it?\nLee: Coming.',
      speaker: 'Lee',
    });
  });
});
