import { describe, expect, it } from 'vitest';
import { analyseLines as analyse } from './fixtures/analyse.js';

/**
 * What the eighth fresh analysis batch found, mended where it generalises (decision 0128,
 * amendment of 2026-11-28). Conversations written for these tests, not the batch's.
 */

describe('moments before coaching in a pasted conversation', () => {
  it('sees a colleague giving things away and saying goodbye, across messages', async () => {
    const reply = await analyse(
      [
        '[21/11/2026, 22:58] Dean: can you take me off the rota from next week. give my shifts to amy she needs the hours',
        '[21/11/2026, 22:59] Dean: thanks for always looking out for me. you are one of the good ones',
        '[22/11/2026, 07:30] Sam Park: Morning! Do you mean you are leaving? You need to give notice to HR',
      ],
      'Sam Park',
    );
    expect(reply.safety?.kind).toBe('crisis');
  });

  it('does not read a shift swap with a warm thank-you as a crisis', async () => {
    const reply = await analyse(
      [
        '[21/11/2026, 10:58] Dean: can you give my Saturday shift to Amy? I have a wedding',
        '[21/11/2026, 11:02] Sam Park: Sure, done',
        '[21/11/2026, 11:03] Dean: brilliant, thanks for sorting it',
      ],
      'Sam Park',
    );
    expect(reply.safety).toBeUndefined();
  });

  it('does not read a carrier’s courtesy apology as violence', async () => {
    const reply = await analyse(
      [
        'From: Joost Bakker',
        'Dear Rachel,',
        'We are sorry to inform you that the carrier has rolled your 2 containers because the vessel is overbooked. We will come back to you asap.',
        'Kind regards, Joost',
      ],
      'Rachel Dunn',
    );
    expect(reply.safety).toBeUndefined();
  });

  it('warns about a request to date an invoice before it happened', async () => {
    const reply = await analyse(
      [
        'Ravi Shah  2:48 PM',
        "they signed on 6 Oct but can you date the first invoice 30 Sept and put it in Q3? auditors only sample big ones so it won't come up",
        'Leah Morgan  2:55 PM',
        "Hmm ok, I'd have to reopen Sept",
      ],
      'Leah Morgan',
    );
    expect(reply.safety_warnings?.map((warning) => warning.kind)).toContain('wrongdoing');
  });
});

describe('who is who', () => {
  it('names a WhatsApp sender shown as a phone number by the name the user greets', async () => {
    const reply = await analyse(
      [
        '[03/11/2026, 07:12] Darek Nowak: Morning Gary. Plots 12 to 18 are finished, invoice goes to accounts Friday',
        '[03/11/2026, 07:40] +44 7723 418906: Nice one Darek 👍',
      ],
      'Darek Nowak',
    );
    expect(reply.reading?.who).toBe('You are Darek Nowak; the other person is Gary.');
  });

  it('reads one message copied with its "Them:" label as received, not as the user’s draft', async () => {
    const reply = await analyse(
      ['Them: Hi Ana, are you free for a quick call tomorrow at 9?'],
      'Ana Costa',
    );
    expect(reply.reading?.who).toBe('This is a message you received from the other person.');
    // The time they proposed is the one answered; no slot of the user's is invented.
    expect(reply.suggested_reply).toMatch(/Tomorrow works for me/);
    expect(reply.suggested_reply).not.toMatch(/next week/);
  });
});

describe('what became of an ask', () => {
  it('does not say "gave no date" when the reply that put it off names one', async () => {
    const reply = await analyse([
      'Me: Can you confirm there will be no extra cost to us from the change?',
      'Martin: Thanks for your patience, delivery is now w/c 7th December, let me check on the cost side and come back to you',
    ]);
    expect(reply.reading?.sentence).not.toMatch(/gave no date/);
    expect(reply.reading?.sentence).toMatch(/which puts it off/);
  });

  it('takes "Estates say next week" as the answer to "is that fixed?"', async () => {
    const reply = await analyse([
      'Ruth: OK and the other thing was the sluice door, is that fixed?',
      'Me: Estates say next week',
      'Ruth: Great, thanks all',
    ]);
    expect(reply.reading?.sentence ?? '').not.toMatch(/does not answer it/);
  });
});
