import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth, signedInAuth } from '#web/test/render';
import { CoachRoute } from '../routes/CoachRoute';

/**
 * The coach screen at /chat for a signed-in user (fake auth, API faked at fetch). File inputs
 * take any file, as a real file dialog's "All files" does, so the screen's own checks are tested.
 */
export function renderCoach({ signedIn = true }: { signedIn?: boolean } = {}) {
  const auth = signedInAuth(signedIn ? {} : { getIdToken: async () => null });
  const view = renderWithAuth(<CoachRoute />, { auth, path: '/chat' });
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** Waits until the profile is in and the coach reports connected. */
export async function renderConnectedCoach() {
  const view = renderCoach();
  await screen.findByText('AI Connected');
  return view;
}

export const analysisBox = () => screen.getByRole('textbox', { name: 'Conversation to analyze' });
export const analyzeButton = () => screen.getByRole('button', { name: 'Analyze Conversation' });
export const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
export const sendButton = () => screen.getByRole('button', { name: 'Send' });
export const chatTab = () => screen.getByRole('tab', { name: 'Chat Mode' });
export const analyzeTab = () => screen.getByRole('tab', { name: 'Analyze Conversation' });
