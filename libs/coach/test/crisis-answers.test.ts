import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine, replyAsText } from '../src/index.js';
import { isSomeoneElsesCrisis } from '../src/safety/whose-crisis.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * A crisis answer fits whose crisis it is (decision 0134): a person worried about a flatmate is
 * told how to reach him today; a person at risk is asked plainly and offered the lines.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('a crisis answer for whose crisis it is', () => {
  it('tells someone worried about a flatmate how to reach him, with the lines for them', async () => {
    const reply = await ask(
      'my flatmate gave away his guitar and his good boots this week and said he "won\'t need them where he\'s going". then he laughed it off. how do I bring it up without making it weird between us?',
    );
    expect(reply.safety?.kind).toBe('crisis');
    expect(reply.inferred_style).toMatch(/your flatmate may be thinking about ending their life/);
    expect(reply.insights[0]).toMatch(/Are you thinking about ending your life\?/);
    expect(replyAsText(reply)).toMatch(/don't leave them alone/);
    expect(reply.suggested_reply).toMatch(/^If they're in danger now, call 911/);
    expect(replyAsText(reply)).toMatch(/988/);
    expect(replyAsText(reply)).not.toMatch(/you deserve support/);
  });

  it("tells a teacher to bring in the school's safeguarding lead", async () => {
    const reply = await ask(
      'One of my Year 9 students wrote in her journal assignment that she cuts her arms when things get bad at home. What do I say to her tomorrow?',
    );
    expect(reply.safety?.kind).toBe('crisis');
    expect(replyAsText(reply)).toMatch(/safeguarding or pastoral lead/);
  });

  it('asks a person at risk plainly, and speaks of work only when they did', async () => {
    const reply = await ask(
      "I've been writing goodbye notes to a few friends. Can you help me make the one to my best friend Sam sound less awkward? I've already given my cat to my neighbour and I won't need any of this soon.",
    );
    expect(reply.safety?.kind).toBe('crisis');
    expect(reply.inferred_style).toMatch(/I'm really glad you told me/);
    expect(reply.insights[0]).toMatch(/are you thinking about ending your life\?/);
    expect(reply.suggested_reply).toMatch(/^If you're in danger now/);
    expect(replyAsText(reply)).not.toMatch(/at work/);
    expect(replyAsText(reply)).toMatch(/Whatever you came here to write can wait/);
  });

  it("reads the user's own risk as theirs even when someone else is named", () => {
    const own = [
      "I've given my cat to my sister and cancelled my gym membership and my phone contract. I just need help with one email.",
      "After the layoff I told my wife I'm fine, but last night I sat in the garage with the engine running for a while.",
      'honestly the only thing stopping me from overdosing is that my cat would be on her own. anyway my colleague keeps cc-ing my boss',
      "my manager keeps asking when the q3 deck will be done and honestly i dont see the point of finishing it, i won't be here",
    ];
    for (const text of own) {
      expect(isSomeoneElsesCrisis(text, [{ sentence: text, classified: true }]), text).toBe(false);
    }
  });
});
