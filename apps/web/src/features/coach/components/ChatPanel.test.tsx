import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COACHING_TOPICS } from '../content';
import { json } from '#web/test/fake-api';
import {
  ADVICE,
  controlledStream,
  deltasOf,
  fakeCoachApi,
  networkDown,
  PROFILE,
  REPLY,
  sseResponse,
} from '../testing/coach-api';
import { chatTab, messageBox, renderConnectedCoach, sendButton } from '../testing/render-coach';

async function openChat() {
  const view = await renderConnectedCoach();
  await view.user.click(chatTab());
  return view;
}

const messages = () => screen.getByRole('region', { name: 'Messages' });
const liveText = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' | ');

describe('Chat mode: composing', () => {
  it('offers the ten coaching topics; a topic puts its question in the message box', async () => {
    fakeCoachApi();
    const { user } = await openChat();
    const topics = screen.getByRole('region', { name: 'Coaching topics' });
    expect(within(topics).getAllByRole('button')).toHaveLength(10);

    const topic = COACHING_TOPICS[1]!;
    await user.click(within(topics).getByRole('button', { name: topic.label }));
    expect(messageBox()).toHaveValue(topic.prompt);
    expect(messageBox()).toHaveFocus();
  });

  it('counts characters up to 1000 and refuses to send beyond', async () => {
    fakeCoachApi();
    const { user } = await openChat();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await user.click(messageBox());
    await user.paste('x'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    await user.type(messageBox(), 'y');
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('at most 1000 characters');
    await user.keyboard('{Enter}');
    expect(within(messages()).queryByText(/xxxx/)).not.toBeInTheDocument();
  });

  it('starts a new line with Shift+Enter and sends with Enter', async () => {
    const api = fakeCoachApi();
    const { user } = await openChat();
    await user.type(messageBox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('First line\nsecond line');
    expect(api.callsTo('/chat/stream')).toHaveLength(0);

    await user.keyboard('{Enter}');
    expect(
      await within(messages()).findByRole('heading', { name: 'Coaching Advice' }),
    ).toBeVisible();
    expect(messageBox()).toHaveValue('');
    expect(api.callsTo('/chat/stream')[0]?.body).toEqual({
      message: 'First line\nsecond line',
      profile: PROFILE,
      history: [],
    });
  });

  it('sends the earlier exchange as history with the next message', async () => {
    const api = fakeCoachApi();
    const { user } = await openChat();
    await user.type(messageBox(), '  How do I push back?  {Enter}');
    await within(messages()).findByRole('heading', { name: 'Coaching Advice' });
    await user.type(messageBox(), 'And by email?{Enter}');
    await waitFor(() => expect(api.callsTo('/chat/stream')).toHaveLength(2));
    const history = (api.callsTo('/chat/stream')[1]?.body as { history: unknown[] }).history;
    expect(history).toEqual([
      { role: 'user', content: 'How do I push back?' },
      {
        role: 'assistant',
        content: expect.stringContaining(`Coaching Advice:\n${ADVICE.suggested_reply}`),
      },
    ]);
  });
});

describe('Chat mode: a clarifying question', () => {
  const CLARIFY = {
    inferred_style:
      'I want to answer the question you are actually asking, so one quick check first.',
    insights: ['Which is closest to what you need help with?'],
    suggested_reply: '',
    clarify: {
      question: 'Which is closest to what you need help with?',
      choices: [
        { label: 'I need more time on my own work', message: 'I need more time on my own work' },
        { label: 'I have too much on my plate', message: 'I have too much on my plate' },
      ],
    },
  };

  it('offers the choices as buttons under the question; a click sends the choice and keeps the draft', async () => {
    let call = 0;
    const api = fakeCoachApi({
      stream: () => {
        call += 1;
        const reply = call === 1 ? CLARIFY : ADVICE;
        return sseResponse([...deltasOf(reply), { type: 'done', reply }]);
      },
    });
    const { user } = await openChat();
    await user.type(messageBox(), 'how do I handle my boss?{Enter}');
    const group = await within(messages()).findByRole('group', {
      name: 'Which is closest to what you need help with?',
    });
    expect(within(group).getAllByRole('button')).toHaveLength(2);
    expect(within(messages()).queryByRole('heading', { name: 'Coaching Advice' })).toBeNull();

    await user.type(messageBox(), 'half-typed');
    await user.click(within(group).getByRole('button', { name: 'I have too much on my plate' }));
    await waitFor(() => expect(api.callsTo('/chat/stream')).toHaveLength(2));
    const body = api.callsTo('/chat/stream')[1]?.body as { message: string; history: unknown[] };
    expect(body.message).toBe('I have too much on my plate');
    expect(body.history[0]).toEqual({ role: 'user', content: 'how do I handle my boss?' });
    expect(messageBox()).toHaveValue('half-typed');
    // Answered, the question stays as text and asks no more.
    expect(
      await within(messages()).findByRole('heading', { name: 'Coaching Advice' }),
    ).toBeVisible();
    expect(within(messages()).queryByRole('group')).toBeNull();
    expect(
      within(messages()).getByText(/Which is closest to what you need help with\?/),
    ).toBeVisible();
  });
});

describe('Chat mode: replies', () => {
  it('shows "AI is thinking...", then the words as they stream, then the finished reply', async () => {
    const stream = controlledStream();
    fakeCoachApi({ stream: () => stream.response });
    const { user } = await openChat();
    await user.type(messageBox(), 'How should I open the meeting?{Enter}');

    expect(await within(messages()).findByText('AI is thinking...')).toBeVisible();
    expect(liveText()).toContain('AI is thinking...');
    expect(messageBox()).toBeDisabled();
    expect(within(messages()).getByText('How should I open the meeting?')).toBeVisible();

    stream.send({ type: 'delta', text: 'Open with ' });
    stream.send({ type: 'delta', text: 'the decision you need.' });
    expect(await within(messages()).findByText('Open with the decision you need.')).toBeVisible();
    expect(within(messages()).getByText('AI is thinking...')).toBeVisible();

    stream.send({ type: 'done', reply: REPLY });
    stream.close();
    expect(
      await within(messages()).findByRole('heading', { name: 'Suggested Improved Response' }),
    ).toBeVisible();
    expect(within(messages()).queryByText('AI is thinking...')).not.toBeInTheDocument();
    expect(
      within(messages()).queryByText('Open with the decision you need.'),
    ).not.toBeInTheDocument();
    expect(messageBox()).toBeEnabled();
    expect(messageBox()).toHaveFocus();
    expect(screen.getByText(/^AI Coach replied: Communication Style:/)).toBeInTheDocument();
  });

  it.each([
    ['the stream endpoint is missing', () => json(404, { detail: 'Not found', code: 'NOT_FOUND' })],
    ['the network refuses the stream', networkDown],
    ['the answer is not an event stream', () => json(200, ADVICE)],
  ])('asks /chat/ask instead when %s', async (_case, stream) => {
    const api = fakeCoachApi({ stream });
    const { user } = await openChat();
    await user.type(messageBox(), 'Help me delegate{Enter}');
    expect(await within(messages()).findByText(ADVICE.suggested_reply)).toBeVisible();
    expect(api.callsTo('/chat/ask')).toHaveLength(1);
    expect(api.callsTo('/chat/ask')[0]?.body).toMatchObject({ message: 'Help me delegate' });
    expect(screen.getByText('AI Connected')).toBeInTheDocument();
  });

  it('does not ask again after a rate limit: it says why', async () => {
    const api = fakeCoachApi({
      stream: () =>
        json(429, {
          detail: 'Too many requests. Try again in 30 seconds.',
          code: 'RATE_LIMITED',
        }),
    });
    const { user } = await openChat();
    await user.type(messageBox(), 'Hello{Enter}');
    expect(
      await within(messages()).findByText(/Try again in 30 seconds/, { exact: false }),
    ).toBeVisible();
    expect(api.callsTo('/chat/ask')).toHaveLength(0);
  });

  it.each([
    [
      'both calls meet a dead network',
      { stream: networkDown, ask: networkDown },
      'Network connection failed during chat',
      1,
    ],
    [
      'the reply is malformed',
      { stream: () => json(404, {}), ask: () => json(200, { insights: 'no' }) },
      'Invalid chat response format',
      1,
    ],
    [
      'the stream fails after it began',
      {
        stream: () =>
          sseResponse([
            { type: 'delta', text: 'Start by ' },
            { type: 'error', detail: 'The coach stopped answering', code: 'COACH_FAILED' },
          ]),
      },
      'The coach stopped answering',
      0,
    ],
  ])(
    'when %s: the assistant explains, the status turns disconnected',
    async (_case, handlers, detail, askCalls) => {
      const api = fakeCoachApi(handlers);
      const { user } = await openChat();
      await user.type(messageBox(), 'Hello{Enter}');

      const failure = await within(messages()).findByText(/service connectivity issue/);
      expect(failure).toHaveTextContent(
        /check your internet connection, try refreshing the page, or contact support/,
      );
      expect(within(messages()).getByText(detail, { exact: false })).toBeVisible();
      expect(within(messages()).queryByText('Start by')).not.toBeInTheDocument();
      expect(screen.getByText('AI Disconnected')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Connection Issue Detected' })).toBeVisible();
      expect(messageBox()).toBeDisabled();
      expect(api.callsTo('/chat/ask')).toHaveLength(askCalls);
    },
  );

  it('scrolls the conversation to the newest message', async () => {
    fakeCoachApi();
    const { user } = await openChat();
    const log = messages();
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 4321 });
    expect(log.scrollTop).toBe(0);
    await user.type(messageBox(), 'Hello{Enter}');
    await within(log).findByRole('heading', { name: 'Coaching Advice' });
    expect(log.scrollTop).toBe(4321);
  });
});
