import { describe, expect, it } from 'vitest';
import { writeChat } from '../src/writing/chat.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * A complaint that came in writing, once the user says what they found or did, is answered in
 * writing with those facts, not with a request for a call (decision 0126, amended 2026-11-28).
 * Written for this test; not from a fresh batch.
 */

const ask = (message: string) => writeChat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('a written complaint', () => {
  it('is answered in writing with what the user did, not with "could we speak today"', () => {
    const reply = ask(
      "I run a bike repair shop. A customer emailed: 'THREE WEEKS for a wheel truing?! I was told Friday. Unacceptable.' The rim we ordered arrived damaged on 4 June. I have reordered it and it was delivered today. How do I reply?",
    );
    expect(reply.suggested_reply).not.toMatch(/could we speak|could we talk/i);
    // Sorry for the wait it caused, then what happened and what the user has done since.
    expect(reply.suggested_reply).toMatch(/sorry that this has taken so much longer/);
    expect(reply.suggested_reply).toContain('4 June');
    expect(reply.suggested_reply).toContain('I have reordered it');
  });

  it('still offers to talk when the user has said nothing of what happened', () => {
    const reply = ask(
      "A customer emailed me: 'This is the worst service I have ever had.' How do I respond?",
    );
    expect(reply.suggested_reply).toMatch(/could we speak/i);
  });
});
