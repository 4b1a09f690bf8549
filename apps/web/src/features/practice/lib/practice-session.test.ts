import { describe, expect, it } from 'vitest';
import { NEW_SESSION, practiceSession, type PracticeAction } from './practice-session';

const play = (...actions: PracticeAction[]) => actions.reduce(practiceSession, NEW_SESSION);

describe('a practice session', () => {
  it('takes a line, waits for the reply, then shows it with the persona’s manner', () => {
    const waiting = play(
      { type: 'started' },
      { type: 'drafted', draft: 'Hi' },
      { type: 'sent', text: 'Hi' },
    );
    expect(waiting).toMatchObject({ phase: 'chat', draft: '', pending: 'reply' });
    expect(waiting.turns).toEqual([{ role: 'user', text: 'Hi' }]);
    const replied = practiceSession(waiting, { type: 'replied', reply: 'Hello', manner: 'brisk' });
    expect(replied.turns.at(-1)).toEqual({ role: 'persona', text: 'Hello' });
    expect(replied).toMatchObject({ pending: null, manner: 'brisk' });
  });

  it('gives the line back to the composer when the reply fails, with the error', () => {
    const failed = play(
      { type: 'started' },
      { type: 'sent', text: 'Can we talk?' },
      { type: 'replyFailed', text: 'Can we talk?', error: 'The coach is busy' },
    );
    expect(failed).toMatchObject({
      turns: [],
      draft: 'Can we talk?',
      pending: null,
      error: 'The coach is busy',
    });
  });

  it('keeps the server’s feedback once kept, and starts afresh on "again"', () => {
    const feedback = { summary: 'x' } as never;
    const kept = play(
      { type: 'started' },
      { type: 'feedbackAsked' },
      { type: 'feedbackArrived', feedback },
      { type: 'keepAsked' },
      { type: 'kept', id: 's1', feedback },
    );
    expect(kept).toMatchObject({
      phase: 'feedback',
      outcome: 'kept',
      keptId: 's1',
      keeping: false,
    });
    expect(practiceSession(kept, { type: 'again' })).toEqual(NEW_SESSION);
  });

  it('says why it cannot start, and clears the error once it does', () => {
    const refused = play({ type: 'refused', error: 'Say what you want from the conversation.' });
    expect(refused).toMatchObject({
      phase: 'setup',
      error: 'Say what you want from the conversation.',
    });
    expect(practiceSession(refused, { type: 'started' })).toMatchObject({
      phase: 'chat',
      error: null,
    });
  });
});
