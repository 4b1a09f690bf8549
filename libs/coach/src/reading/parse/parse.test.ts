import { describe, expect, it } from 'vitest';
import { findParticipants, parseConversation } from './index.js';

const read = (text: string, userName?: string, chosen?: string) => {
  const parsed = parseConversation(text);
  return { parsed, people: findParticipants(parsed, userName, chosen) };
};

describe('parseConversation reads the formats people paste', () => {
  it.each([
    ['Name: lines', 'Sam: Can you send it?\nMe: Sure, today.', 'name_lines', ['Sam', 'Me']],
    [
      'bracketed times',
      '[10:32] Sam: Can you send it?\n[10:33] Lee: Sure.',
      'slack',
      ['Sam', 'Lee'],
    ],
    [
      'bracketed day, month and time (Teams and Signal copies)',
      '[18/11 10:14] Sophie: Can we promise Friday?\n[18/11 10:25] Olamide: Let me check.',
      'slack',
      ['Sophie', 'Olamide'],
    ],
    [
      'WhatsApp (iOS) exports',
      '[12/03/2024, 10:32:15] Sam: hi\n[12/03/2024, 10:33:01] Lee: hello',
      'whatsapp',
      ['Sam', 'Lee'],
    ],
    [
      'WhatsApp (Android) exports',
      '12/03/2024, 10:32 - Sam: hi\n3/12/24, 9:06 PM - Lee: hello',
      'whatsapp',
      ['Sam', 'Lee'],
    ],
    [
      'Slack copies with the time after the name',
      'Dana Lee  9:14 AM\nNumbers please.\nMe  9:16 AM\nSending now.',
      'slack',
      ['Dana Lee', 'Me'],
    ],
    [
      'Slack copies with bracketed times',
      'Hamid  [10:03 AM]\nWhich version?\nOla  [10:15 AM]\nI will look.',
      'slack',
      ['Hamid', 'Ola'],
    ],
    [
      'Slack copies without times',
      'Anders\nDone by Thurs?\nMia\nMostly done\nAnders\nMostly is not a yes.',
      'slack',
      ['Anders', 'Mia'],
    ],
    [
      'meeting transcripts with [08:47] Name headers',
      '[08:47] Rafael\nRight, status.\n[08:48] Ingrid\nWhich item exactly?',
      'transcript',
      ['Rafael', 'Ingrid'],
    ],
    [
      'Teams copies with a date before the colon',
      'Anja, 5 Nov, 6:02 PM:\nPablo...?\nPablo, 5 Nov, 6:15 PM:\nSorry, sending now.',
      'teams',
      ['Anja', 'Pablo'],
    ],
    [
      'Slack Connect headers with the company beside the name',
      'Tom Reyes (Harbourline)  9:42 AM\nCan we get the 15s cuts too?\nChloe Ng  9:58 AM\nLet me check with the team.',
      'slack',
      ['Tom Reyes', 'Chloe Ng'],
    ],
    [
      'help-desk comments headed by a name, a dash and a day stamp',
      'Ticket #48213 – Export missing records\nAiko Sato – 3 Apr 09:12\nPlease advise how to get older records.\nDaniel (Support) – 4 Apr 17:40\nI have passed this to our engineering team.',
      'slack',
      ['Aiko Sato', 'Daniel'],
    ],
    [
      'portal comments with a weekday, a full date and the year',
      'Sofia Berg    Mon, 9 Sep 2024 07:48\nNobody can log in.\nBrandon (LearnGrid Support)    Mon, 9 Sep 2024 15:02\nCould you send a screenshot?',
      'slack',
      ['Sofia Berg', 'Brandon'],
    ],
    [
      'phone copies with the name, then the stamp, on lines of their own',
      'Sandra (Owner)\nThu 18:47\nDave can u cover Sat?\n\nMe\nThu 19:02\nThis is the Saturday I asked off.',
      'comment_thread',
      ['Sandra', 'Me'],
    ],
    [
      'WhatsApp copies whose contact name carries the business',
      '[14/05 19:21] Renata – Eventos Vila: Oi Lucas! Conseguimos fazer R$ 3.500?\n[14/05 20:40] Lucas Prado: Oi Renata, obrigado! Deixa eu ver',
      'slack',
      ['Renata', 'Lucas Prado'],
    ],
    [
      'code-review threads',
      'priya-s requested changes\nThis whole PR is messy.\n\nkwame-o commented\nSorry about that.',
      'code_review',
      ['priya-s', 'kwame-o'],
    ],
  ])('reads %s', (_name, text, format, speakers) => {
    const { parsed } = read(text);
    expect(parsed.format).toBe(format);
    expect(parsed.speakers).toEqual(speakers);
  });

  it('keeps continuation lines with their turn and drops export noise and day separators', () => {
    const { parsed } = read(
      'Sam: First line\nsecond line\n--- Wednesday ---\nMe: <Media omitted>\nMe: ok',
    );
    expect(parsed.turns).toEqual([
      { speaker: 'Sam', text: 'First line\nsecond line' },
      { speaker: 'Me', text: 'ok' },
    ]);
  });

  it('does not take headings, sentence starts or email fields for speakers', () => {
    const { parsed } = read(
      'Note: the plan changed.\nThe problem is: nobody owns it.\nPlease fix it by Friday.',
    );
    expect(parsed.format).toBe('single_message');
    expect(
      read('From: Ana\nSent: Tuesday, 10 November 2026 11:02\nHi').parsed.speakers,
    ).not.toContain('Sent');
  });

  it('reads an Outlook thread: the quoted author from From:, the top writer unnamed', () => {
    const text =
      'Thanks, will do.\n\n-----Original Message-----\nFrom: Ruth Adams <ruth@x.org>\nSent: Friday\nSubject: Hi\n\nCould you help me?\nRuth';
    const { parsed, people } = read(text);
    expect(parsed.format).toBe('email');
    expect(parsed.turns.map((t) => t.speaker)).toEqual(['Ruth Adams', '']);
    expect(people.user).toBe('You');
    expect(people.counterparts[0]).toBe('Ruth Adams');
  });

  it('reads a signature with a title line under the name', () => {
    const { parsed } = read(
      'Dear Mr Okafor,\n\nCould you confirm the status?\n\nKind regards,\nKerstin Vogel\nQuality Assurance, Hartmann Labs',
    );
    expect(parsed.speakers).toEqual(['Kerstin Vogel']);
  });
});

describe('findParticipants', () => {
  it('prefers the chosen speaker, then the named user (a first name matches a full name)', () => {
    expect(read('Alex: hi\nJordan: hello', 'Alex Kim').people).toMatchObject({
      user: 'Alex',
      userReason: 'named',
      counterparts: ['Jordan'],
    });
    expect(read('Alex: hi\nJordan: hello', 'Alex Kim', 'Jordan').people).toMatchObject({
      user: 'Jordan',
      userReason: 'chosen',
    });
  });

  it('takes Me, You or I for the user', () => {
    expect(read('Jordan: hi\nYou: hello\nJordan: bye').people).toMatchObject({
      user: 'You',
      userReason: 'alias',
    });
  });

  it('never guesses between named writers: it says the user cannot be told', () => {
    expect(read('Jordan: hi\nPriya: hello').people).toMatchObject({
      user: null,
      userReason: 'ambiguous',
    });
  });

  it('treats a signed single message as received, and its signer as the counterpart', () => {
    const { people } = read('Hi Chris,\n\nCould we talk about the fence?\n\nMargaret', 'Chris');
    expect(people).toMatchObject({
      user: null,
      userReason: 'received',
      counterparts: ['Margaret'],
    });
    expect(read('I need a favour now.\nMichael').people.userReason).toBe('received');
  });

  it("reads an unsigned message that opens with someone's name as the user's own draft to them", () => {
    const { people } = read('Hyun-woo, your updates are always late. Please fix it.');
    expect(people).toMatchObject({ user: 'You', userReason: 'draft', counterparts: ['Hyun-woo'] });
  });

  it('adds people the user wrote to who never answered', () => {
    const { people } = read(
      'Ines  9:02 AM\n@Marcus can you review?\nInes  11:30 AM\n@Marcus ping',
      'Ines',
    );
    expect(people.counterparts).toEqual(['Marcus']);
  });

  it("does not take a word of praise that opens the user's reply for someone addressed", () => {
    const { people } = read(
      [
        'Nadia Petrova  9:14 AM',
        'Could you send the floor plan by Friday?',
        'Oren Bar  9:40 AM',
        'sure, on it!',
        'Nadia Petrova  9:41 AM',
        'Amazing, thank you! Friday still fine?',
        'Oren Bar  10:02 AM',
        'Lovely, yes.',
      ].join('\n'),
      'Nadia Petrova',
    );
    expect(people.counterparts).toEqual(['Oren Bar']);
  });

  it('takes the latest other writer as the main counterpart unless another carried the talk', () => {
    const { people } = read(
      'Chris: No.\nTaylor: I am worried about the team and the workload this week, with two people out.\nMe: Thoughts?\nChris: Fine.',
    );
    expect(people.counterparts).toEqual(['Taylor', 'Chris']);
  });
});
