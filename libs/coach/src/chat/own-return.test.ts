import { describe, expect, it } from 'vitest';
import { writeChat } from '../writing/chat.js';
import { EXPRESSIVE_PROFILE } from '../../test/fixtures/profiles.js';
import { ownReturnOf } from './own-return.js';

/* Written for this test; not from a fresh batch. */
const ask = (message: string) => writeChat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('the user going back after a long absence', () => {
  const question =
    "I'm going back to the office in March after five months off for surgery. The team sent me a card and flowers. I don't want people asking me about it all day. What should I send them?";

  it('writes the user’s own note to the team, not a welcome to someone else', () => {
    const reply = ask(question);
    expect(reply.insights[0]).toMatch(/^You're going back in March/);
    expect(reply.suggested_reply).toMatch(/^Hi all,\nI'm coming back in March/);
    expect(reply.suggested_reply).toContain('Thank you so much for the card and flowers');
    expect(reply.suggested_reply).toMatch(/no need for a fuss or to ask me about my treatment/);
    expect(reply.suggested_reply).not.toMatch(/good to have you back|welcome/i);
  });

  it('tells clients their work is in hand, without thanking them for the team’s cover', () => {
    const reply = ask(
      "I'm back on Monday after 10 months of maternity leave. My team covered my accounts the whole time. What should I email my clients?",
    );
    expect(reply.suggested_reply).toContain('while my colleagues looked after things');
    expect(reply.suggested_reply).not.toMatch(/covering/);
  });

  it('is not read when a colleague is the one coming back', () => {
    expect(
      ownReturnOf(
        'My colleague Dana is coming back on Monday after five months off. What do I send her?',
      ),
    ).toBeNull();
  });
});
