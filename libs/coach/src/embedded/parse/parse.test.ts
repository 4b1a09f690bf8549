import { describe, expect, it } from 'vitest';
import { findParticipants, parseConversation } from './index.js';

const read = (text: string, userName?: string) => {
  const parsed = parseConversation(text);
  return { parsed, people: findParticipants(parsed, userName) };
};

describe('parseConversation', () => {
  it.each([
    ['Name: text lines', 'Sam: Can you send it?\nMe: Sure, today.', 'lines', ['Sam', 'Me']],
    [
      'bracketed times',
      '[10:32] Sam: Can you send it?\n[10:33] Me: Sure.',
      'timestamped',
      ['Sam', 'Me'],
    ],
    [
      'bracketed date and time',
      '[12/03/2024, 10:32:15] Sam: hi\n[12/03/2024, 10:33:01] Lee: hello',
      'timestamped',
      ['Sam', 'Lee'],
    ],
    [
      'dash exports',
      '12/03/2024, 10:32 - Sam: hi\n12/03/2024, 10:33 - Lee: hello',
      'timestamped',
      ['Sam', 'Lee'],
    ],
    [
      '12-hour times',
      '3/12/24, 9:05 PM - Sam: hi\n3/12/24, 9:06 PM - Lee: hello',
      'timestamped',
      ['Sam', 'Lee'],
    ],
    [
      'Slack headers',
      'Dana Lee  9:14 AM\nNumbers please.\nMe  9:16 AM\nSending now.',
      'timestamped',
      ['Dana Lee', 'Me'],
    ],
  ])('reads %s', (_name, text, format, speakers) => {
    const { parsed } = read(text);
    expect(parsed.format).toBe(format);
    expect(parsed.speakers).toEqual(speakers);
  });

  it('keeps continuation lines with their turn and drops export noise', () => {
    const { parsed } = read('Sam: First line\nsecond line\nMe: <Media omitted>\nMe: ok');
    expect(parsed.turns).toEqual([
      { speaker: 'Sam', text: 'First line\nsecond line' },
      { speaker: 'Me', text: 'ok' },
    ]);
  });

  it('does not take headings or sentence starts for speakers', () => {
    const { parsed } = read(
      'Note: the plan changed.\nThe problem is: nobody owns it.\nPlease fix it by Friday.',
    );
    expect(parsed.format).toBe('plain');
  });

  it('reads an Outlook thread: the quoted author from From:, the top writer unnamed', () => {
    const text =
      'Thanks, will do.\n\n-----Original Message-----\nFrom: Ruth Adams <ruth@x.org>\nSent: Friday\nSubject: Hi\n\nCould you help me?\nRuth';
    const { parsed, people } = read(text);
    expect(parsed.format).toBe('email');
    expect(parsed.turns.map((t) => t.speaker)).toEqual(['Ruth Adams', '']);
    expect(people.user).toBe('You');
    expect(people.counterpart).toBe('Ruth Adams');
  });
});

describe('findParticipants', () => {
  it('prefers the named user, matching a first name to a full name', () => {
    expect(read('Alex: hi\nJordan: hello', 'Alex Kim').people).toMatchObject({
      user: 'Alex',
      userReason: 'named',
      counterpart: 'Jordan',
    });
  });

  it('takes Me, You or I for the user', () => {
    expect(read('Jordan: hi\nYou: hello\nJordan: bye').people).toMatchObject({
      user: 'You',
      userReason: 'alias',
    });
  });

  it('falls back to the writer of the last message and says so', () => {
    expect(read('Jordan: hi\nPriya: hello').people).toMatchObject({
      user: 'Priya',
      userReason: 'last-writer',
      counterpart: 'Jordan',
    });
  });

  it('treats a text that greets the user by name as received, not written', () => {
    const { people } = read('Hi Chris,\n\nCould we talk about the fence?\n\nMargaret', 'Chris');
    expect(people).toMatchObject({ user: null, userReason: 'addressee', counterpart: 'Margaret' });
  });

  it('picks the group member who wrote most as the counterpart', () => {
    const { people } = read(
      'Chris: No.\nTaylor: I am worried about the team and the workload this week.\nMe: Thoughts?',
    );
    expect(people.counterpart).toBe('Taylor');
    expect(people.others).toEqual(['Chris']);
  });
});
