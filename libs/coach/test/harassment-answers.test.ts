import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine, replyAsText } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * A harassment answer fits what the person described and where they work (decision 0134): the
 * boundary sentence answers the behaviour they named, and the places to report are their country's.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('a harassment answer fitted to the message', () => {
  it('answers remarks and a midnight invitation without inventing touching, with South African routes', async () => {
    const reply = await ask(
      'A senior partner at my firm in Johannesburg keeps commenting on my body in meetings and texted me at midnight asking me to come to his hotel room. How do I reply so he stops?',
    );
    expect(reply.safety?.kind).toBe('harassment');
    expect(reply.suggested_reply).toMatch(/stop commenting on my body/);
    expect(reply.suggested_reply).toMatch(/keep things between us to work/);
    expect(reply.suggested_reply).not.toMatch(/touch/);
    expect(reply.inferred_style).not.toMatch(/touching/);
    expect(replyAsText(reply)).toMatch(/CCMA \(ccma\.org\.za/);
    expect(replyAsText(reply)).not.toMatch(/EEOC|ACAS|Acas/);
  });

  it('keeps the touching in the boundary when it was described', async () => {
    const reply = await ask(
      'My coworker keeps making comments about my body and touching my shoulder. How should I reply?',
    );
    expect(reply.suggested_reply).toMatch(/stop commenting on my body and do not touch me/);
    // No country named: the usual bodies and a pointer for anywhere else.
    expect(replyAsText(reply)).toMatch(/EEOC/);
    expect(replyAsText(reply)).toMatch(/elsewhere, your country's labour inspectorate/);
  });

  it('names what remarks single out, and gives Australian routes in Melbourne', async () => {
    const reply = await ask(
      "My team lead keeps making comments about my hijab in stand-ups and everyone laughs. I'm in Melbourne. How do I reply so it sounds light?",
    );
    expect(reply.safety?.kind).toBe('harassment');
    expect(reply.suggested_reply).toMatch(/remarks about my hijab/);
    expect(replyAsText(reply)).toMatch(/Australian Human Rights Commission/);
    expect(replyAsText(reply)).not.toMatch(/EEOC/);
  });
});
