import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * A complaint from someone the user serves, quoted, to answer (decision 0138, second amendment):
 * thanks, one sorry for what went wrong for them, what they are right about, the offer the user
 * can make, what cannot change. Questions written for these tests, none from a batch.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('a complaint to answer', () => {
  it('offers what the user can offer, and lets the guest choose', async () => {
    const reply = await ask(
      'Got a 1-star review from a guest, Hannah: "Our table wasn’t ready for 40 minutes and the dessert never came. For a birthday dinner this was a let-down." I can refund the dessert or offer them a free starter next visit. How do I reply?',
    );
    expect(reply.suggested_reply).toMatch(/^Hi Hannah,/);
    expect(reply.suggested_reply).toMatch(/I'm sorry that your evening with us/);
    expect(reply.suggested_reply).toMatch(/offer you a free starter/);
    expect(reply.suggested_reply).toMatch(/which you would prefer/);
    expect(reply.suggested_reply).not.toMatch(/ten minutes|talk it through/);
  });

  it('grants what they are right about and says what cannot change beside the alternative', async () => {
    const reply = await ask(
      'I run a community pool. A regular, Mrs Kowalski, wrote: "The 7am lane swim is ruined every Tuesday by the noisy aqua-fit class next to it. Unacceptable for people who pay for a quiet swim." I can’t move aqua-fit. We do have an early lane at 6am (members only, free). She’s not totally wrong about the music volume. What do I answer?',
    );
    expect(reply.suggested_reply).toMatch(/^Dear Mrs\. Kowalski,/);
    expect(reply.suggested_reply).toMatch(/You're right about the music volume/);
    expect(reply.suggested_reply).toMatch(/not able to move aqua-fit/);
    expect(reply.suggested_reply).toMatch(/We have an early lane at 6am/);
  });

  it('asks an online buyer to check near the door when tracking shows it delivered, before any refund', async () => {
    const reply = await ask(
      'I sell prints on Etsy. A customer, Jonas, wrote: "My order #1180 never arrived and I want my money back today." The tracking says delivered on 12 May, left with a neighbour. What do I reply?',
    );
    expect(reply.suggested_reply).toMatch(/delivered on 12 May/);
    expect(reply.suggested_reply).toMatch(/open a claim with the carrier/);
    expect(reply.suggested_reply).not.toMatch(/refund/);
  });

  it('leaves the user’s own mistake to the apology that owns it', async () => {
    const reply = await ask(
      'I run a café. A customer, Ben, emailed: "You charged my card twice for the same order, this is unacceptable." It was my mistake, I pressed the button twice. How do I reply?',
    );
    expect(reply.suggested_reply).not.toMatch(/Thank you for taking the time to write to us/);
  });

  it('offers what the user can do without what it costs them, and takes no meal for a name', async () => {
    const reply = await ask(
      'i sell ceramic mugs online. a buyer, Mr Ford, left a 1 star review: "Breakfast mug arrived chipped and the seller ignored me." i can send a new mug but postage costs me €12 again. how do i reply',
    );
    expect(reply.suggested_reply).toMatch(/^Dear Mr\. Ford,/);
    expect(reply.suggested_reply).toMatch(/I can send a new mug\./);
    expect(reply.suggested_reply).not.toMatch(/€12|postage/);
    expect(reply.suggested_reply).not.toMatch(/Breakfast,/);
  });
});
