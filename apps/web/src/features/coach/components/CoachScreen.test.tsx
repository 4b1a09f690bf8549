import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, profileNotFound } from '#web/test/fake-api';
import { deferred, fakeCoachApi, networkDown, PROFILE } from '../testing/coach-api';
import {
  analysisBox,
  analyzeButton,
  chatTab,
  messageBox,
  renderCoach,
  renderConnectedCoach,
} from '../testing/render-coach';

const CONFIRM_TEXT =
  'Are you sure you want to clear the conversation? This action cannot be undone.';

describe('Coach screen: connection status', () => {
  it('starts at "Testing Connection..." and turns "AI Connected" when the profile arrives', async () => {
    const profile = deferred<Response>();
    fakeCoachApi({ profile: () => profile.promise });
    renderCoach();

    expect(screen.getByRole('heading', { level: 1, name: 'AI Coach' })).toBeInTheDocument();
    expect(screen.getByText('Testing Connection...')).toBeInTheDocument();
    profile.resolve(json(200, PROFILE));
    expect(await screen.findByText('AI Connected')).toBeInTheDocument();
    expect(screen.queryByText('Testing Connection...')).not.toBeInTheDocument();
    expect(screen.queryByText('Connection Issue Detected')).not.toBeInTheDocument();
  });

  it('shows "AI Disconnected" and the banner when the profile cannot be fetched, and Retry Connection checks again', async () => {
    fakeCoachApi({ profile: networkDown });
    const { user } = renderCoach();

    expect(await screen.findByText('AI Disconnected')).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(
      within(banner).getByRole('heading', { name: 'Connection Issue Detected' }),
    ).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Refresh Page' })).toBeEnabled();

    const retry = deferred<Response>();
    const afterRetry = fakeCoachApi({ profile: () => retry.promise });
    await user.click(within(banner).getByRole('button', { name: 'Retry Connection' }));
    expect(screen.getByText('Testing Connection...')).toBeInTheDocument();
    expect(screen.queryByText('Connection Issue Detected')).not.toBeInTheDocument();

    retry.resolve(json(200, PROFILE));
    expect(await screen.findByText('AI Connected')).toBeInTheDocument();
    expect(afterRetry.callsTo('/profile/me')).toHaveLength(1);
  });

  it('disables analysis while disconnected and names the button "AI Service Unavailable"', async () => {
    fakeCoachApi({
      profile: () => json(503, { detail: 'Down', code: 'STORE_UNAVAILABLE' }),
    });
    const { user } = renderCoach();
    await screen.findByText('AI Disconnected');
    await user.click(screen.getByRole('textbox', { name: 'Conversation to analyze' }));
    await user.paste('Alex: hi\nMe: hello');
    expect(screen.getByRole('button', { name: 'AI Service Unavailable' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Analyze Conversation' })).not.toBeInTheDocument();

    await user.click(chatTab());
    expect(messageBox()).toBeDisabled();
  });

  it('goes disconnected after a failed analysis and connected again after a successful one', async () => {
    const api = fakeCoachApi({ analyze: networkDown });
    const { user } = await renderConnectedCoach();
    await user.click(analysisBox());
    await user.paste('Alex: can you send it today?');
    await user.click(analyzeButton());
    expect(await screen.findByText('AI Disconnected')).toBeInTheDocument();

    fakeCoachApi();
    await user.click(screen.getByRole('button', { name: 'Retry Connection' }));
    await screen.findByText('AI Connected');
    await user.click(analyzeButton());
    expect(
      await screen.findByRole('heading', { name: 'Suggested Improved Response' }),
    ).toBeVisible();
    expect(screen.getByText('AI Connected')).toBeInTheDocument();
    expect(api.callsTo('/analysis/analyze-conversation')).toHaveLength(1);
  });
});

describe('Coach screen: modes', () => {
  it('switches between the two modes as tabs, by click and by arrow keys', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    const analyze = screen.getByRole('tab', { name: 'Analyze Conversation' });
    expect(analyze).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Analyze Conversation' })).toBeVisible();

    analyze.focus();
    await user.keyboard('{ArrowRight}');
    expect(chatTab()).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Chat Mode' })).toContainElement(messageBox());
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Analyze Conversation', selected: true })).toHaveFocus();
    await user.click(chatTab());
    expect(messageBox()).toBeVisible();
    expect(chatTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Analyze Conversation' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });
});

describe('Coach screen: profile', () => {
  it('asks for the assessment when there is no profile yet', async () => {
    fakeCoachApi({
      profile: () => profileNotFound(),
    });
    renderCoach();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Communication Profile Required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Assessment' })).toHaveAttribute(
      'href',
      '/quiz',
    );
    expect(screen.queryByRole('tab', { name: 'Chat Mode' })).not.toBeInTheDocument();
  });

  it('sums the profile up above the coach', async () => {
    fakeCoachApi();
    await renderConnectedCoach();
    const summary = screen.getByRole('region', { name: 'Your communication profile' });
    expect(summary).toHaveTextContent('MBTIENFP');
    expect(summary).toHaveTextContent('DiSCI/S');
    expect(summary).toHaveTextContent('ThinkingSocial');
    expect(summary).toHaveTextContent('StrengthsRelationship');
  });

  it('reads ties as ties in the summary, never as their first style', async () => {
    fakeCoachApi({
      profile: () =>
        json(200, {
          ...PROFILE,
          disc: { Primary: 'I/S/C', Secondary: null },
          emergenetics: { ...PROFILE.emergenetics, Analytical: 8, Social: 8, Conceptual: 8 },
          cliftonStrengths: { ...PROFILE.cliftonStrengths, TopDomain: 'Executing/Influencing' },
        }),
    });
    await renderConnectedCoach();
    const summary = screen.getByRole('region', { name: 'Your communication profile' });
    expect(summary).toHaveTextContent('DiSCEven split: I, S and C');
    expect(summary).toHaveTextContent('ThinkingEven split: Analytical, Social and Conceptual');
    expect(summary).toHaveTextContent('StrengthsEven split: Executing and Influencing');
  });

  it('sends the bearer token with the coach calls when signed in', async () => {
    const api = fakeCoachApi();
    const { user } = await renderConnectedCoach();
    await user.click(analysisBox());
    await user.paste('Alex: can you send it today?');
    await user.click(analyzeButton());
    await screen.findByRole('tab', { name: 'Chat Mode', selected: true });
    const [call] = api.callsTo('/analysis/analyze-conversation');
    expect(call?.headers.get('Authorization')).toBe('Bearer test-id-token');
    expect(call?.body).toEqual({
      conversation: 'Alex: can you send it today?',
      profile: PROFILE,
      userName: 'Ada Lovelace',
    });
  });
});

describe('Coach screen: Start Over', () => {
  async function screenWithMessages() {
    fakeCoachApi();
    const view = await renderConnectedCoach();
    await view.user.click(chatTab());
    await view.user.type(messageBox(), 'How do I give feedback?{Enter}');
    await screen.findByRole('heading', { name: 'Coaching Advice' });
    return view;
  }

  it('keeps everything when the confirmation is cancelled', async () => {
    const { user } = await screenWithMessages();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM_TEXT);
    expect(screen.getByText('How do I give feedback?')).toBeInTheDocument();
    expect(screen.getByText('AI Connected')).toBeInTheDocument();
  });

  it('clears the conversation after confirming, goes back to Analyze and checks the connection again', async () => {
    const { user } = await screenWithMessages();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const recheck = deferred<Response>();
    fakeCoachApi({ profile: () => recheck.promise });
    await user.click(screen.getByRole('button', { name: 'Start Over' }));

    expect(screen.getByText('Testing Connection...')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analyze Conversation', selected: true })).toBeVisible();
    await user.click(chatTab());
    expect(screen.queryByText('How do I give feedback?')).not.toBeInTheDocument();
    recheck.resolve(json(200, PROFILE));
    expect(await screen.findByText('AI Connected')).toBeInTheDocument();
  });

  it('says "Conversation cleared" through the live region that was already on the page', async () => {
    const { user } = await screenWithMessages();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const regions = screen.getAllByRole('status');
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    const cleared = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Conversation cleared'));
    expect(cleared).toBeDefined();
    expect(regions).toContain(cleared);
  });

  it('asks nothing when there are no messages, and still clears the analysis box', async () => {
    fakeCoachApi();
    const { user } = await renderConnectedCoach();
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(analysisBox());
    await user.paste('Some text');
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(analysisBox()).toHaveValue(''));
  });
});
