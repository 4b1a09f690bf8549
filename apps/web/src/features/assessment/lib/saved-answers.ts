import { answersFromList, answersToList, type Answers } from '@styleprint/scoring';
import { parseSubmittedAnswers } from '@styleprint/contracts';

/** What the quiz keeps in session storage between reloads. */
export interface SavedAnswers {
  index: number;
  answers: Answers;
}

const VERSION = 1;

/** The session-storage key for one person's quiz (or one framework's retake). */
export const savedAnswersKey = (uid: string, scope: string): string =>
  `styleprint:quiz:v${VERSION}:${uid}:${scope}`;

// Session storage can be missing or refuse writes (private modes, quotas): the quiz then simply
// does not survive a reload, which is how it behaved before.
const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function loadSavedAnswers(key: string): SavedAnswers | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const list = 'answers' in parsed ? parseSubmittedAnswers(parsed.answers) : null;
    const index = 'index' in parsed && typeof parsed.index === 'number' ? parsed.index : 0;
    return list === null ? null : { index: Math.floor(index), answers: answersFromList(list) };
  } catch {
    return null;
  }
}

export function saveAnswers(key: string, saved: SavedAnswers): void {
  try {
    storage()?.setItem(
      key,
      JSON.stringify({ index: saved.index, answers: answersToList(saved.answers) }),
    );
  } catch {
    // Full or blocked storage: keep going without it.
  }
}

export function clearSavedAnswers(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
