import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_CONVERSATIONS } from '../content';
import { json } from '#web/test/fake-api';
import { fakeCoachApi, networkDown, REPLY } from '../testing/coach-api';
import {
  analysisBox,
  analyzeButton,
  analyzeTab,
  chatTab,
  renderConnectedCoach,
} from '../testing/render-coach';

const MB = 1024 * 1024;
const uploadInput = () => screen.getByLabelText('Upload .txt file');

describe('Analyze mode: text and limits', () => {
  it('counts characters up to 2000 and refuses to analyze beyond', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();

    await user.click(analysisBox());
    await user.paste('x'.repeat(2000));
    expect(screen.getByText('2000/2000')).toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();

    await user.type(analysisBox(), 'y');
    expect(screen.getByText('2001/2000')).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('at most 2000 characters');
    expect(analysisBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('needs more than white space', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    await user.click(analysisBox());
    await user.paste('   \n  ');
    expect(analyzeButton()).toBeDisabled();
  });

  it('starts a new line with Shift+Enter and analyzes with Enter', async () => {
    const api = fakeCoachApi();
    const { user } = await renderConnectedCoach();
    await user.type(analysisBox(), 'Alex: Done yet?{Shift>}{Enter}{/Shift}Me: Almost');
    expect(analysisBox()).toHaveValue('Alex: Done yet?\nMe: Almost');
    expect(api.callsTo('/analysis/analyze-conversation')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await screen.findByRole('tab', { name: 'Chat Mode', selected: true });
    expect(api.callsTo('/analysis/analyze-conversation')[0]?.body).toMatchObject({
      conversation: 'Alex: Done yet?\nMe: Almost',
    });
  });
});

describe('Analyze mode: .txt upload', () => {
  it('fills the box with the text of a .txt file', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    const file = new File(['Sam: Budget is 2,400.\nMe: Fun first!'], 'chat.txt', {
      type: 'text/plain',
    });
    await user.upload(uploadInput(), file);
    expect(await screen.findByDisplayValue(/Sam: Budget is 2,400\./)).toBe(analysisBox());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Please select a text file (.txt)" for another kind of file', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    await user.upload(uploadInput(), new File(['%PDF'], 'chat.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a text file (.txt)');
    expect(analysisBox()).toHaveValue('');
  });

  it('says "File size must be less than 1MB" for a file of 1MB or more', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    const big = new File(['x'], 'big.txt', { type: 'text/plain' });
    Object.defineProperty(big, 'size', { value: MB });
    await user.upload(uploadInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 1MB');
    expect(analysisBox()).toHaveValue('');
  });

  it('says "Error reading file. Please try again." when the file cannot be read', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    await user.upload(uploadInput(), new File(['text'], 'chat.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error reading file. Please try again.',
    );
  });

  it('leaves the box as it was for an empty file, and a good file clears an earlier alert', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    await user.click(analysisBox());
    await user.paste('kept');
    await user.upload(uploadInput(), new File(['x'], 'a.png', { type: 'image/png' }));
    await screen.findByRole('alert');
    await user.upload(uploadInput(), new File(['  \n'], 'empty.txt', { type: 'text/plain' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(analysisBox()).toHaveValue('kept');
  });
});

describe('Analyze mode: samples', () => {
  it('lists the seven samples with previews cut at 80 characters, and a pick fills the box', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    const samples = screen.getByRole('region', { name: 'Sample conversations' });
    const buttons = within(samples).getAllByRole('button');
    expect(buttons).toHaveLength(7);

    const first = SAMPLE_CONVERSATIONS[0]!;
    const button = within(samples).getByRole('button', { name: first.title });
    const preview = `${first.text.replace(/\s+/g, ' ').slice(0, 80)}...`;
    expect(button).toHaveAccessibleDescription(preview);

    await user.click(button);
    expect(analysisBox()).toHaveValue(first.text);
    expect(analysisBox()).toHaveFocus();
  });
});

describe('Analyze mode: results', () => {
  it('shows the cleaned result, seeds the chat with the request and the reply, and switches to chat', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    await user.click(analysisBox());
    await user.paste('Jordan: Is it done or not?');
    await user.click(analyzeButton());

    // Now in chat: the request and the formatted reply.
    expect(await screen.findByRole('tab', { name: 'Chat Mode', selected: true })).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByText(/Please analyze this conversation:/)).toHaveTextContent(
      'Jordan: Is it done or not?',
    );
    expect(within(messages).getByRole('heading', { name: 'Communication Style' })).toBeVisible();
    expect(within(messages).getByText(REPLY.inferred_style)).toBeVisible();
    expect(within(messages).getByRole('heading', { name: 'Key Insights' })).toBeVisible();
    expect(within(messages).queryByText('Personalized coaching')).not.toBeInTheDocument();
    expect(
      within(messages).getByRole('heading', { name: 'Suggested Improved Response' }),
    ).toBeVisible();
    // Focus on the reply's first heading (moved after the reply renders, so waited for: on a busy
    // machine the check can run before the effect); the live region only says it is ready.
    await waitFor(() =>
      expect(within(messages).getByRole('heading', { name: 'Communication Style' })).toHaveFocus(),
    );
    const live = screen.getAllByRole('status').map((region) => region.textContent?.trim());
    expect(live).toContain('Analysis ready');
    expect(live.join(' ')).not.toContain(REPLY.inferred_style);

    // Back in Analyze: the results card, with its two actions.
    await user.click(analyzeTab());
    const results = screen.getByRole('region', { name: 'Analysis Results' });
    expect(within(results).getByText(REPLY.suggested_reply)).toBeVisible();
    await user.click(within(results).getByRole('button', { name: 'Continue in Chat Mode' }));
    expect(chatTab()).toHaveAttribute('aria-selected', 'true');

    await user.click(analyzeTab());
    await user.click(screen.getByRole('button', { name: 'Analyze Another' }));
    expect(screen.queryByRole('region', { name: 'Analysis Results' })).not.toBeInTheDocument();
    expect(analysisBox()).toHaveValue('');
  });

  it('renders a reply as text, never as HTML', async () => {
    fakeCoachApi({
      analyze: () =>
        json(200, { ...REPLY, suggested_reply: '<img src=x onerror="alert(1)"> Say hi.' }),
    });
    const { user } = await renderConnectedCoach();
    await user.click(analysisBox());
    await user.paste('Alex: hi');
    await user.click(analyzeButton());
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText(/<img src=x/)).toBeVisible();
    expect(messages.querySelector('img')).toBeNull();
  });
});

describe('Analyze mode: failures', () => {
  it.each([
    ['the network fails', networkDown, 'Network connection failed during conversation analysis'],
    [
      'the server refuses',
      () => json(503, { detail: 'The coach is unavailable', code: 'COACH_UNAVAILABLE' }),
      'The coach is unavailable',
    ],
    [
      'the reply is malformed',
      () => json(200, { inferred_style: 'x' }),
      'Invalid analysis response format',
    ],
  ])(
    'when %s: says so in Analyze and adds the assistant message to the chat',
    async (_case, analyze, detail) => {
      fakeCoachApi({ analyze });
      const { user } = await renderConnectedCoach();
      await user.click(analysisBox());
      await user.paste('Alex: hi');
      await user.click(analyzeButton());

      // Two alerts: the connection banner, and this failure.
      const alerts = await screen.findAllByRole('alert');
      const alert = alerts.find((item) => /technical difficulties/.test(item.textContent ?? ''));
      expect(alert).toHaveTextContent(/technical difficulties analyzing your conversation/);
      expect(alert).toHaveTextContent(/check your internet connection and try refreshing/);
      expect(alert).toHaveTextContent(detail);
      expect(screen.getByText('AI Disconnected')).toBeInTheDocument();
      expect(analyzeTab()).toHaveAttribute('aria-selected', 'true');

      await user.click(chatTab());
      const messages = screen.getByRole('region', { name: 'Messages' });
      expect(within(messages).getByText(/technical difficulties analyzing/)).toBeVisible();
      expect(within(messages).getByText(detail, { exact: false })).toBeVisible();
    },
  );
});
