import { describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from '../src/index.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

const engine = createEmbeddedEngine();
const SCAM = [
  'Dana: Hi, our bank details have changed. Please send the payment for invoice 2231 to the new account today, it is urgent.',
  'Chris: Ok.',
].join('\n');

describe('analysis replies (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md)', () => {
  it('warns first, keeps the flagged request out of the style, and asks which writer is the user', async () => {
    const reply = await engine.analyze({ conversation: SCAM, profile: EXPRESSIVE_PROFILE });
    expect(reply.insights[0]).toMatch(
      /^Safety: This message asks you to send money to a new account/,
    );
    expect(reply.safety_warnings?.map((w) => w.kind)).toEqual(['bank_change', 'urgency']);
    expect(reply.speaker_choice).toEqual({
      question: 'Which of these is you?',
      speakers: ['Dana', 'Chris'],
    });
    expect(reply.inferred_style).not.toMatch(/DiSC [DISC]:/);
  });

  it('answers the chosen speaker: the recipient of the request verifies it, never pays it', async () => {
    const reply = await engine.analyze({
      conversation: SCAM,
      profile: DIRECT_PROFILE,
      speaker: 'Chris',
    });
    expect(reply.speaker_choice).toBeUndefined();
    expect(reply.suggested_reply).toMatch(/^Dana, /);
    expect(reply.suggested_reply).toMatch(/call you/);
    expect(reply.inferred_style).not.toMatch(/has not written/);
    expect(reply.insights.join(' ')).not.toMatch(/has not answered yet/);
  });

  it('reads short apologies after the user’s pressure as withdrawal, names the user’s words first, and never reads the style', async () => {
    const conversation = [
      "Me: Jamie, the client report went out with the wrong totals. You always do this when we're busy.",
      'Jamie: Oh. Okay.',
      "Me: I mean it. This can't keep happening.",
      "Jamie: I'm sorry.",
    ].join('\n');
    const reply = await engine.analyze({ conversation, profile: DIRECT_PROFILE });
    expect(reply.insights[0]).toMatch(/^Your message: "You always do this when we're busy"/);
    expect(reply.too_little_to_read).toEqual(['Jamie']);
    expect(reply.inferred_style).toMatch(/too little to read a style/);
    expect(reply.insights.join(' ')).toMatch(/shut down, not that they agree/);
    expect(reply.suggested_reply).not.toMatch(/\[|\]|TBD/);
  });

  it('writes materially different replies for opposite users', async () => {
    const conversation =
      'Tomasz: Where are we on the vendor shortlist? I need it before the steering call on Thurs at 3 pm.\nMe: Two quotes are in.';
    const a = await engine.analyze({ conversation, profile: EXPRESSIVE_PROFILE });
    const b = await engine.analyze({ conversation, profile: DIRECT_PROFILE });
    expect(a.suggested_reply).not.toBe(b.suggested_reply);
    for (const reply of [a, b]) expect(reply.suggested_reply).toContain('Thurs at 3 pm');
  });
});
