import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * More asked than was agreed (decision 0138, amendment): extra work beyond a package, a price
 * raised without the notice a contract asks for, a buyer's cut answered with a counter. Questions
 * written for these tests, none from a batch.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('extra work beyond what was agreed', () => {
  it('names what the package covered and offers the new request as paid work', async () => {
    const reply = await ask(
      'I quoted her £800 for 3 pages and a contact form. The site is live and she signed it off last week. Today Nadia emails: "Could you also add a booking page and a blog? Would be amazing!" I like her but I can’t keep doing free work. What do I say?',
    );
    expect(reply.suggested_reply).toMatch(/^Hi Nadia,/);
    expect(reply.suggested_reply).toMatch(/The £800 we agreed covered 3 pages and a contact form/);
    expect(reply.suggested_reply).toMatch(/add a booking page and a blog as extra work/);
    expect(reply.suggested_reply).toMatch(/quote/);
    expect(reply.suggested_reply).not.toMatch(/Let me know if that works|ten minutes/);
  });
});

describe('a price changed by the other side', () => {
  it('holds a supplier to the notice the contract asks for, at the old price meanwhile', async () => {
    const reply = await ask(
      'Our packaging supplier Mrs. Okonkwo wrote that the price per carton is going from £1.40 to £1.65 from 1 March. That is two weeks away and our agreement says 60 days notice for price changes. We have bought from them for 5 years. How do I reply firmly but politely?',
    );
    expect(reply.suggested_reply).toMatch(/^Dear Mrs\. Okonkwo,/);
    expect(reply.suggested_reply).toMatch(/60 days' notice/);
    expect(reply.suggested_reply).toMatch(/continue to order at £1\.40/);
    expect(reply.suggested_reply).toMatch(/the new price of £1\.65\./);
  });

  it('counters a buyer’s cut with the user’s figure and reasons, never their cost', async () => {
    const reply = await ask(
      'The buyer Luis says he will pay $2.10 instead of $2.60 per kilo from next week. My cost is about $1.80. I supplied him for 4 years, never late, and I want to ask him $2.50. Help me reply by text.',
    );
    expect(reply.suggested_reply).toMatch(/I can't do \$2\.10/);
    expect(reply.suggested_reply).toMatch(/keep it at \$2\.50/);
    expect(reply.suggested_reply).toMatch(/4 years/);
    expect(reply.suggested_reply).not.toMatch(/\$1\.80/);
  });
});
