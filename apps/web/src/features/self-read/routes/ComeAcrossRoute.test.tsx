import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '#web/test/fake-api';
import { selfRead } from '#web/test/practice';
import { recordedApi } from '#web/test/recorded-api';
import { renderWithAuth } from '#web/test/render';
import { ComeAcrossRoute } from './ComeAcrossRoute';

/** The "how others see you" section below loads too: nobody has answered yet. */
const NO_RATINGS = {
  'GET /ratings/mine': () => json(200, { requests: [], raters: 0, needed: 3, aggregate: null }),
} as const;

const MESSAGES = 'Send me the Q3 figures by Friday.\n\nFix the login bug today.';

/** Pastes the messages (as a paste: one change, not key by key) and asks for the read. */
async function paste(user: ReturnType<typeof renderWithAuth>['user'], text = MESSAGES) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your messages' }), {
    target: { value: text },
  });
  await user.click(screen.getByRole('button', { name: 'Read my messages' }));
}

describe('how you come across', () => {
  it('compares my messages with my profile, framework by framework, with quotes', async () => {
    const api = recordedApi({
      'POST /coach/self-read': () => json(200, selfRead()),
      ...NO_RATINGS,
    });
    const { user } = renderWithAuth(<ComeAcrossRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'How you come across' })).toBeVisible();
    await paste(user);
    const headline = await screen.findByRole('heading', {
      level: 2,
      name: 'Your messages read as direct and to the point (DiSC D).',
    });
    await waitFor(() => expect(headline).toHaveFocus());
    expect(api.callsTo('POST', '/coach/self-read')[0]?.body).toEqual({ text: MESSAGES });

    // The reading's own cards, not the colleagues' section below it.
    const cards = within(headline.closest('section')!)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.closest('li') as HTMLElement);
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['DiSC-style', 'MBTI-style', 'CliftonStrengths-style']);
    const [disc, mbti, strengths] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(disc).toHaveTextContent('Differs');
    expect(disc).toHaveTextContent('You rated yourselfS (Steadiness)');
    expect(disc).toHaveTextContent('Your messages showD (Dominance)');
    expect(disc).toHaveTextContent(
      'You rate yourself low on assertiveness; 6 of your 9 requests were direct instructions.',
    );
    expect(
      within(disc).getByRole('heading', { name: 'Examples from your messages' }),
    ).toBeVisible();
    expect(within(disc).getByText('Send me the Q3 figures by Friday.').tagName).toBe('BLOCKQUOTE');
    expect(within(disc).getByText('a direct instruction with a deadline')).toBeVisible();
    expect(mbti).toHaveTextContent('Matches');
    expect(within(mbti).queryByRole('heading', { name: 'Examples from your messages' })).toBeNull();
    expect(strengths).toHaveTextContent('Cannot compare');
    expect(strengths).toHaveTextContent('Your messages showNot shown in writing');
  });

  it('says there is too little text, with what it got', async () => {
    const headline =
      'There is too little of your own writing to read: 2 words in 1 message. Paste at least 40 words, ideally several messages from different threads.';
    recordedApi({
      'POST /coach/self-read': () =>
        json(200, selfRead({ enough: false, words: 2, messages: 1, headline, frameworks: [] })),
      ...NO_RATINGS,
    });
    const { user } = renderWithAuth(<ComeAcrossRoute />);
    await paste(user, 'Ok, thanks.');
    const shown = await screen.findByRole('heading', { level: 2, name: headline });
    await waitFor(() => expect(shown).toHaveFocus());
    expect(within(shown.closest('section')!).queryAllByRole('heading', { level: 3 })).toHaveLength(
      0,
    );
  });

  it('reads without an assessment and says there is none to compare with', async () => {
    const result = selfRead({ hasProfile: false });
    result.frameworks = result.frameworks.map((entry) => ({
      ...entry,
      self: null,
      agreement: 'unknown',
    }));
    recordedApi({ 'POST /coach/self-read': () => json(200, result), ...NO_RATINGS });
    const { user } = renderWithAuth(<ComeAcrossRoute />);
    await paste(user);
    expect(await screen.findAllByText('No assessment yet')).toHaveLength(3);
  });

  it('asks for text before sending anything, and counts the characters', async () => {
    const api = recordedApi({
      'POST /coach/self-read': () => json(200, selfRead()),
      ...NO_RATINGS,
    });
    const { user } = renderWithAuth(<ComeAcrossRoute />);
    await user.click(screen.getByRole('button', { name: 'Read my messages' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Paste some of your messages first.');
    expect(api.callsTo('POST', '/coach/self-read')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Your messages' }), 'Hello');
    expect(screen.getByRole('textbox', { name: 'Your messages' })).toHaveAccessibleDescription(
      /Nothing you paste is stored\. 5 \/ 6000$/,
    );
  });

  it('says why the read failed and keeps what I pasted', async () => {
    recordedApi({
      'POST /coach/self-read': () =>
        apiError(
          429,
          { detail: 'Too many requests', code: 'RATE_LIMITED' },
          { 'Retry-After': '12' },
        ),
      ...NO_RATINGS,
    });
    const { user } = renderWithAuth(<ComeAcrossRoute />);
    await paste(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait 12 seconds and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Your messages' })).toHaveValue(MESSAGES);
    expect(screen.getByRole('button', { name: 'Read my messages' })).toBeEnabled();
  });
});
