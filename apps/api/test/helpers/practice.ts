import type { PracticeSessionCreate, PracticeTurnRequest } from '@styleprint/contracts';

/** A valid POST /practice/turn body: styles by hand, one line of the user's. */
export const practiceTurnRequest = (): PracticeTurnRequest => ({
  styles: { disc: 'S', mbti: null, thinking: 'Social', strength: null },
  goal: 'ask for the deadline to move',
  turns: [{ role: 'user', text: 'Could we move the deadline to Friday?' }],
});

/** A valid POST /practice/sessions body. */
export const practiceSessionRequest = (): PracticeSessionCreate => ({
  goal: 'ask for the deadline to move',
  name: 'Priya',
  styles: { disc: 'C', mbti: null, thinking: null, strength: null },
  turns: [
    { role: 'user', text: 'Could we move the deadline to the 30th?' },
    { role: 'persona', text: 'Why the 30th, specifically?' },
  ],
});
