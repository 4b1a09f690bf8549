import type { PracticeFeedback, PracticeTurn } from '@styleprint/contracts';

/**
 * One practice conversation on the practice screen, as a reducer: set up, talk, feedback, then
 * kept or discarded. Pure, so every transition is tested without a screen.
 */
export interface PracticeSession {
  phase: 'setup' | 'chat' | 'feedback';
  turns: PracticeTurn[];
  /** The user's line being written. */
  draft: string;
  /** What is being waited for: the persona's reply or the feedback. */
  pending: 'reply' | 'feedback' | null;
  /** How the persona behaves, as the engine describes it after the first reply. */
  manner: string | null;
  error: string | null;
  feedback: PracticeFeedback | null;
  outcome: 'kept' | 'discarded' | null;
  /** The kept session's id, for the link to it. */
  keptId: string | null;
  keeping: boolean;
}

export type PracticeAction =
  | { type: 'refused'; error: string }
  | { type: 'started' }
  | { type: 'drafted'; draft: string }
  | { type: 'sent'; text: string }
  | { type: 'replied'; reply: string; manner: string }
  | { type: 'replyFailed'; text: string; error: string }
  | { type: 'feedbackAsked' }
  | { type: 'feedbackArrived'; feedback: PracticeFeedback }
  | { type: 'failed'; error: string }
  | { type: 'keepAsked' }
  | { type: 'kept'; id: string; feedback: PracticeFeedback | null }
  | { type: 'discarded' }
  | { type: 'again' };

export const NEW_SESSION: PracticeSession = {
  phase: 'setup',
  turns: [],
  draft: '',
  pending: null,
  manner: null,
  error: null,
  feedback: null,
  outcome: null,
  keptId: null,
  keeping: false,
};

export function practiceSession(state: PracticeSession, action: PracticeAction): PracticeSession {
  switch (action.type) {
    case 'refused':
      return { ...state, error: action.error };
    case 'started':
      return { ...state, error: null, phase: 'chat' };
    case 'drafted':
      return { ...state, draft: action.draft };
    case 'sent':
      return {
        ...state,
        turns: [...state.turns, { role: 'user', text: action.text }],
        draft: '',
        pending: 'reply',
        error: null,
      };
    case 'replied':
      return {
        ...state,
        turns: [...state.turns, { role: 'persona', text: action.reply }],
        manner: action.manner,
        pending: null,
      };
    case 'replyFailed':
      // The line stays, so the person can try again without retyping it.
      return {
        ...state,
        turns: state.turns.slice(0, -1),
        draft: action.text,
        pending: null,
        error: action.error,
      };
    case 'feedbackAsked':
      return { ...state, pending: 'feedback', error: null };
    case 'feedbackArrived':
      return { ...state, pending: null, feedback: action.feedback, phase: 'feedback' };
    case 'failed':
      return { ...state, pending: null, keeping: false, error: action.error };
    case 'keepAsked':
      return { ...state, error: null, keeping: true };
    case 'kept':
      // From here on the screen shows the server's feedback, which the list and the export hold.
      return {
        ...state,
        keeping: false,
        feedback: action.feedback,
        keptId: action.id,
        outcome: 'kept',
      };
    case 'discarded':
      return { ...state, outcome: 'discarded' };
    case 'again':
      return { ...NEW_SESSION };
  }
}
