import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Person, PracticeSession } from '@styleprint/contracts';
import { apiError, json } from '#web/test/fake-api';
import { person, sharingPerson } from '#web/test/people';
import { ASK, GOAL, feedback, keptSession, sessionList, turnReply } from '#web/test/practice';
import { recordedApi } from '#web/test/recorded-api';
import type { CallHandler, Route } from '#web/test/fake-api';
import { renderWithAuth } from '#web/test/render';
import { PracticeRoute } from './PracticeRoute';

/** The screen's API; nobody shares with the user unless a test says so (decision 0104). */
const practiceApi = (routes: Partial<Record<Route, CallHandler>>) =>
  recordedApi({ 'GET /sharing/people': () => json(200, { items: [] }), ...routes });

const people = (items: Person[]) => () => json(200, { items, max: 200 });
const sessions =
  (...items: PracticeSession[]) =>
  () =>
    json(200, sessionList(...items));
const NETWORK = 'Network connection failed. Please check your internet connection.';
const HAND = { disc: 'C', mbti: 'ISTJ', thinking: null, strength: null };

/** One exchange with Priya by hand, as the screen sends it for feedback and to keep. */
const ONE_EXCHANGE = {
  styles: HAND,
  name: 'Priya',
  goal: GOAL,
  turns: [
    { role: 'user', text: ASK },
    { role: 'persona', text: 'Why the 30th, specifically?' },
  ],
};

type User = ReturnType<typeof renderWithAuth>['user'];

/** Fills a field as a paste (one input event, not one per key: the suite runs on busy machines). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Sets up Priya (a C, ISTJ) by hand with the goal, and starts. */
async function startByHand(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: 'Their name (optional)' }), 'Priya');
  await user.selectOptions(screen.getByRole('combobox', { name: 'DiSC style' }), 'C');
  await user.selectOptions(screen.getByRole('combobox', { name: 'MBTI type' }), 'ISTJ');
  await fill(user, screen.getByRole('textbox', { name: /Your goal for the conversation/ }), GOAL);
  await user.click(screen.getByRole('button', { name: 'Start practising' }));
}

async function say(user: User, line: string) {
  await fill(user, screen.getByRole('textbox', { name: 'Your message' }), line);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

const conversation = () =>
  screen.getByRole('region', { name: /^Conversation with / }).querySelector('ol') as HTMLElement;

describe('the practice screen', () => {
  it('practises with styles chosen by hand when there are no saved people', async () => {
    const api = practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': sessions(),
      'POST /practice/turn': () => json(200, turnReply('Why the 30th, specifically?')),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    expect(
      await screen.findByText('You have no saved people yet: choose their styles by hand instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Someone in People' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Styles chosen by hand' })).toBeChecked();
    await startByHand(user);
    await say(user, ASK);

    expect(await within(conversation()).findByText('Why the 30th, specifically?')).toBeVisible();
    const lines = within(conversation()).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      `You${ASK}`,
      'PriyaWhy the 30th, specifically?',
    ]);
    expect(
      screen.getByText('Priya asks for specifics and evidence before agreeing.'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/practice/turn')[0]?.body).toEqual({
      styles: HAND,
      name: 'Priya',
      goal: GOAL,
      turns: [{ role: 'user', text: ASK }],
    });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('practises with the saved person named in ?person=, by id', async () => {
    const api = practiceApi({
      'GET /people': people([person(), person({ id: 'p2', name: 'Dana' })]),
      'GET /practice/sessions': sessions(),
      'POST /practice/turn': () => json(200, turnReply('Bottom line?', 'Dana')),
    });
    const { user } = renderWithAuth(<PracticeRoute />, { path: '/practice?person=p2' });
    const chosen = await screen.findByRole('combobox', { name: 'Person' });
    expect(chosen).toHaveValue('p2');
    expect(screen.getByRole('radio', { name: 'Someone in People' })).toBeChecked();
    // Where the styles come from is said, as for someone who shares.
    const said = 'From your guess: played from the styles you noted for Dana.';
    expect(chosen).toHaveAccessibleDescription(said);
    await fill(user, screen.getByRole('textbox', { name: /Your goal/ }), GOAL);
    await user.click(screen.getByRole('button', { name: 'Start practising' }));
    const region = screen.getByRole('region', { name: 'Conversation with Dana' });
    expect(region).toBeVisible();
    expect(within(region).getByText(said)).toBeVisible();
    await say(user, 'About the deadline.');
    expect(await screen.findByText('Bottom line?')).toBeVisible();
    expect(api.callsTo('POST', '/practice/turn')[0]?.body).toEqual({
      personId: 'p2',
      goal: GOAL,
      turns: [{ role: 'user', text: 'About the deadline.' }],
    });
  });

  it('offers someone who shares their own results, says so, and plays them by sharedPersonId', async () => {
    const api = practiceApi({
      'GET /people': people([person({ id: 'p2', name: 'Dana' })]),
      'GET /sharing/people': () =>
        json(200, {
          items: [sharingPerson(), sharingPerson({ id: 'c2', name: 'Only Mine', theirs: null })],
        }),
      'GET /practice/sessions': sessions(),
      'POST /practice/turn': () =>
        json(200, turnReply('Could you give me some notice?', 'Sam Lee')),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    await user.click(await screen.findByRole('radio', { name: 'Someone in People' }));
    const chosen = await screen.findByRole('combobox', { name: 'Person' });
    await screen.findByRole('option', { name: 'Sam Lee (their own results)' });
    // Someone I share with who shares nothing back has nothing of theirs to play.
    expect(within(chosen).queryByRole('option', { name: /Only Mine/ })).toBeNull();
    expect(screen.queryByText(/own results: played/)).toBeNull();
    await user.selectOptions(chosen, 'Sam Lee (their own results)');
    const said = 'From Sam Lee’s own results: played from only the results they share with you.';
    expect(chosen).toHaveAccessibleDescription(said);
    await fill(user, screen.getByRole('textbox', { name: /Your goal/ }), GOAL);
    await user.click(screen.getByRole('button', { name: 'Start practising' }));
    const region = screen.getByRole('region', { name: 'Conversation with Sam Lee' });
    expect(within(region).getByText(said)).toBeVisible();
    await say(user, 'About the deadline.');
    expect(await screen.findByText('Could you give me some notice?')).toBeVisible();
    expect(api.callsTo('POST', '/practice/turn')[0]?.body).toEqual({
      sharedPersonId: 'c1',
      goal: GOAL,
      turns: [{ role: 'user', text: 'About the deadline.' }],
    });
  });

  it('offers a saved person linked to someone who shares once, as that person, even from ?person=', async () => {
    const api = practiceApi({
      'GET /people': people([person({ id: 'p2', name: 'Sam from Sales' }), person()]),
      'GET /sharing/people': () => json(200, { items: [sharingPerson({ linkedPersonId: 'p2' })] }),
      'GET /practice/sessions': sessions(),
      'POST /practice/turn': () =>
        json(200, turnReply('Could you give me some notice?', 'Sam Lee')),
    });
    const { user } = renderWithAuth(<PracticeRoute />, { path: '/practice?person=p2' });
    const chosen = await screen.findByRole('combobox', { name: 'Person' });
    await screen.findByRole('option', { name: 'Sam Lee (their own results)' });
    expect(
      within(chosen)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Jordan', 'Sam Lee (their own results)']);
    expect(chosen).toHaveValue('shared:c1');
    expect(chosen).toHaveAccessibleDescription(
      'From Sam Lee’s own results: played from only the results they share with you.',
    );
    await fill(user, screen.getByRole('textbox', { name: /Your goal/ }), GOAL);
    await user.click(screen.getByRole('button', { name: 'Start practising' }));
    await say(user, 'About the deadline.');
    expect(await screen.findByText('Could you give me some notice?')).toBeVisible();
    expect(api.callsTo('POST', '/practice/turn')[0]?.body).toMatchObject({ sharedPersonId: 'c1' });
  });

  it('says what is missing before it starts', async () => {
    practiceApi({ 'GET /people': people([person()]), 'GET /practice/sessions': sessions() });
    const { user } = renderWithAuth(<PracticeRoute />);
    await user.click(await screen.findByRole('button', { name: 'Start practising' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Say what you want from the conversation (at least 3 characters).',
    );
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('keeps my line to send again when the API fails, and says why', async () => {
    const api = practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': sessions(),
      'POST /practice/turn': () =>
        apiError(502, {
          detail: 'The coach could not answer. Try again.',
          code: 'INVALID_RESPONSE',
        }),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    await startByHand(user);
    await say(user, ASK);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The coach could not answer. Try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(ASK);
    expect(within(conversation()).queryAllByRole('listitem')).toHaveLength(0);
    expect(api.callsTo('POST', '/practice/turn')).toHaveLength(1);
  });

  it('ends with feedback on the rubric, with quotes, and keeps the session as the server scores it', async () => {
    const server = feedback({ summary: 'You scored 9 of 20, as the server counts it.' });
    const kept = keptSession({ id: 'new-1', feedback: server });
    const api = practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': (() => {
        let calls = 0;
        return () => json(200, ++calls === 1 ? sessionList() : sessionList(kept));
      })(),
      'POST /practice/turn': () => json(200, turnReply('Why the 30th, specifically?')),
      'POST /practice/feedback': () => json(200, feedback()),
      'POST /practice/sessions': () => json(201, kept),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    await startByHand(user);
    expect(screen.getByRole('button', { name: 'End and get feedback' })).toBeDisabled();
    await say(user, ASK);
    await within(conversation()).findByText('Why the 30th, specifically?');
    await user.click(screen.getByRole('button', { name: 'End and get feedback' }));

    const panel = await screen.findByRole('region', { name: 'Feedback on your messages' });
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(panel).toHaveTextContent('Scored on four criteria, 0 to 5 each.');
    const scores = within(panel).getAllByRole('listitem').slice(0, 4);
    expect(scores.map((s) => within(s).getByText(/ of 5$/).textContent)).toEqual([
      '5 of 5',
      '0 of 5',
      '3 of 5',
      '1 of 5',
    ]);
    expect(scores[0]).toHaveTextContent('Did you say plainly what you want, and by when?');
    expect(within(scores[0] as HTMLElement).getByText(ASK).tagName).toBe('BLOCKQUOTE');
    expect(within(panel).getByRole('heading', { name: 'What worked' })).toBeVisible();
    expect(within(panel).getByText('Say why: the data arrived 9 days late.')).toBeVisible();
    expect(api.callsTo('POST', '/practice/feedback')[0]?.body).toEqual(ONE_EXCHANGE);

    await user.click(screen.getByRole('button', { name: 'Keep this session' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Session kept. You can read it again under “Kept sessions” on this page.',
    );
    // The conversation is sent, never a score: the server computes the one it keeps.
    expect(api.callsTo('POST', '/practice/sessions')[0]?.body).toEqual(ONE_EXCHANGE);
    expect(screen.getByText('You scored 9 of 20, as the server counts it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read it again' })).toHaveAttribute(
      'href',
      '/practice/sessions/new-1',
    );
    expect(screen.queryByRole('button', { name: 'Keep this session' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Practise again' }));
    const list = await screen.findByRole('region', { name: 'Kept sessions' });
    expect(await within(list).findByRole('link', { name: GOAL })).toBeVisible();
    expect(api.callsTo('GET', '/practice/sessions')).toHaveLength(2);
  });

  it('discards a session without storing anything', async () => {
    const api = practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': sessions(),
      'POST /practice/turn': () => json(200, turnReply('Why?')),
      'POST /practice/feedback': () => json(200, feedback()),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    await startByHand(user);
    await say(user, ASK);
    await within(conversation()).findByText('Why?');
    await user.click(screen.getByRole('button', { name: 'End and get feedback' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('status')).toHaveTextContent('Session discarded. Nothing was stored.');
    expect(api.callsTo('POST', '/practice/sessions')).toHaveLength(0);
  });

  it('says why feedback or keeping failed, and lets me try again', async () => {
    practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': sessions(),
      'POST /practice/turn': () => json(200, turnReply('Why?')),
      'POST /practice/feedback': (() => {
        let calls = 0;
        return () =>
          ++calls === 1
            ? apiError(
                429,
                { detail: 'Too many requests', code: 'RATE_LIMITED' },
                { 'Retry-After': '30' },
              )
            : json(200, feedback());
      })(),
      'POST /practice/sessions': () =>
        apiError(400, {
          detail:
            'You already keep 200 practice sessions, the most allowed. Delete one to keep this one.',
          code: 'VALIDATION_ERROR',
        }),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    await startByHand(user);
    await say(user, ASK);
    await within(conversation()).findByText('Why?');
    await user.click(screen.getByRole('button', { name: 'End and get feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait 30 seconds and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'End and get feedback' }));
    await user.click(await screen.findByRole('button', { name: 'Keep this session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already keep 200 practice sessions, the most allowed. Delete one to keep this one.',
    );
    expect(screen.getByRole('button', { name: 'Keep this session' })).toBeEnabled();
  });
});

describe('the kept sessions on the practice screen', () => {
  it('says how to keep one when there are none', async () => {
    practiceApi({ 'GET /people': people([]), 'GET /practice/sessions': sessions() });
    renderWithAuth(<PracticeRoute />);
    const list = await screen.findByRole('region', { name: 'Kept sessions' });
    expect(
      await within(list).findByText(
        'No kept sessions yet. When you finish a practice, choose “Keep this session” to read it again here.',
      ),
    ).toBeVisible();
  });

  it('lists them newest first with who, score and length, each opening its own page', async () => {
    practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': sessions(
        keptSession({ id: 's2', goal: 'ask for a raise', personName: null, feedback: null }),
        keptSession(),
      ),
    });
    renderWithAuth(<PracticeRoute />);
    const list = await screen.findByRole('region', { name: 'Kept sessions' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'ask for a raise' }),
    ).toHaveAttribute('href', '/practice/sessions/s2');
    expect(rows[0]).toHaveTextContent('Not scored');
    expect(rows[0]).toHaveTextContent('With your colleague');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: GOAL })).toHaveAttribute(
      'href',
      '/practice/sessions/s1',
    );
    expect(rows[1]).toHaveTextContent('9 of 20');
    expect(rows[1]).toHaveTextContent('With Priya');
    expect(rows[1]).toHaveTextContent('2 lines');
    expect(
      within(rows[1] as HTMLElement)
        .getByText(/2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
  });

  it('deletes one only after a confirmation, and can keep it', async () => {
    const api = practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': sessions(keptSession()),
      'DELETE /practice/sessions/s1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    const name = `Delete the session “${GOAL}”`;
    await user.click(await screen.findByRole('button', { name }));
    const confirm = screen.getByRole('group', { name: new RegExp(`^${name}\\?`) });
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(api.callsTo('DELETE', '/practice/sessions/s1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name }));
    await user.click(
      within(screen.getByRole('group', { name: new RegExp(`^${name}\\?`) })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      `The session “${GOAL}” is deleted.`,
    );
    expect(screen.queryByRole('link', { name: GOAL })).toBeNull();
    expect(api.callsTo('DELETE', '/practice/sessions/s1')).toHaveLength(1);
  });

  it('keeps the session listed and says why when the delete fails', async () => {
    practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': sessions(keptSession()),
      'DELETE /practice/sessions/s1': () => Response.error(),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    await user.click(await screen.findByRole('button', { name: `Delete the session “${GOAL}”` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK);
    expect(screen.getByRole('link', { name: GOAL })).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    practiceApi({
      'GET /people': people([]),
      'GET /practice/sessions': () =>
        ++calls === 1
          ? json(500, { detail: 'Server error occurred', code: 'INTERNAL_ERROR' })
          : json(200, sessionList(keptSession())),
    });
    const { user } = renderWithAuth(<PracticeRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error occurred');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: GOAL })).toBeVisible();
  });
});
