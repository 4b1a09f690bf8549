import { describe, expect, it } from 'vitest';
import { analyseLines as analyse } from './fixtures/analyse.js';

/**
 * Replies a fresh reader marked down (decision 0128, amendment of 2026-11-28): a yes to a smaller
 * ask after the user had said why they cannot, a support agent's "escalated to our engineers"
 * read as a threat, and the user's own ask pasted back in quotation marks. Conversations written
 * for these tests.
 */

describe('a smaller ask after the user said why they cannot', () => {
  const lines = [
    'Priya: Tom can you work Sunday? Two of the crew called in sick and the Harlow order ships Monday',
    'Me: Priya this is the Sunday I booked off in March, my brother is getting married',
    'Priya: I know, sorry 😩 Could you do at least the morning shift?',
  ];

  it('holds the line warmly instead of saying yes', async () => {
    const reply = await analyse(lines);
    expect(reply.suggested_reply).not.toMatch(/\byes\b/i);
    expect(reply.suggested_reply).toContain("I can't do the morning shift either.");
    expect(reply.suggested_reply).toContain('the Sunday I booked off in March');
    expect(reply.suggested_reply).toMatch(/find someone|brief whoever covers/);
  });

  it('still says yes when the user had raised nothing against it', async () => {
    const reply = await analyse([
      'Priya: Tom can you work Sunday? Two of the crew called in sick',
      'Me: Which shift would you need?',
      'Priya: Could you do the morning shift?',
    ]);
    expect(reply.suggested_reply).toContain('Yes, I can do the morning shift.');
  });
});

describe('a support agent handing the matter on', () => {
  it('is not read as a threat to go over the user’s head', async () => {
    const reply = await analyse(
      [
        'Aiko Sato – 3 Apr 09:12',
        'The audit log export only returns entries from 1 Feb onward. Our compliance audit is on 26 April. Please advise how to retrieve older records.',
        'Daniel (Support) – 4 Apr 17:40',
        "Hi Aiko, thanks for reaching out! I've escalated this to our engineering team. I'll keep you updated.",
      ],
      'Aiko Sato',
    );
    expect(reply.reading?.who).toBe('You are Aiko Sato; the other person is Daniel.');
    expect(reply.reading?.situation).not.toBe('escalates');
    expect(reply.suggested_reply).not.toMatch(/sorry it has come to this|right to expect/i);
  });
});

describe('the user’s own ask, put back', () => {
  it('is asked again in their voice, with the fact behind it, not quoted', async () => {
    const reply = await analyse([
      'Me: Hi Henrik, our crew contracts end on 15 November. Could you confirm the extension by 18 October?',
      'Henrik: Thank you for the lovely photos from the site, the team was impressed!',
    ]);
    expect(reply.suggested_reply).toContain('Our crew contracts end on 15 November.');
    expect(reply.suggested_reply).toMatch(/: could you confirm the extension by 18 October\?/);
    expect(reply.suggested_reply).not.toContain('"');
    // Henrik raised nothing new, so nothing is kept apart "until this is settled".
    expect(reply.suggested_reply).not.toMatch(/the rest/);
  });
});

describe('greetings in other languages', () => {
  it('are not taken for a second person', async () => {
    const reply = await analyse(
      [
        '[14/05 19:21] Renata – Eventos Vila: Oi Lucas! Conseguimos fazer R$ 3.500 em vez de R$ 4.800?',
        '[14/05 20:40] Lucas Prado: Oi Renata, obrigado! Deixa eu ver aqui e te falo',
        '[15/05 11:02] Renata – Eventos Vila: Lucas, preciso fechar com alguém até sexta, tá? 🙏',
      ],
      'Lucas Prado',
    );
    expect(reply.reading?.who).toBe('You are Lucas Prado; the other person is Renata.');
  });
});

describe('an ask made as a statement, passed over under praise', () => {
  it('is what the reading and the reply turn on, and "Thank you! Yes, will do" answers theirs', async () => {
    const reply = await analyse(
      [
        'Ines Costa  4:52 PM',
        "Hi Rui, the full draft is in the shared folder. I've done the analysis and all figures, so I'd like to ask to be first author on this one.",
        'Prof. Rui Matos  6:20 PM',
        "Fantastic work Ines 👏 Let's aim to submit by the 15th. Can you also add Marta's new data to Fig 3?",
        'Ines Costa  6:22 PM',
        'Thank you! Yes, will do',
      ],
      'Ines Costa',
    );
    expect(reply.reading?.who).toBe('You are Ines Costa; the other person is Prof. Matos.');
    expect(reply.reading?.sentence).toMatch(
      /^You asked ".*first author.*wrote back without answering it/,
    );
    expect(reply.suggested_reply).toContain("I'd like to ask to be first author on this one.");
  });
});
