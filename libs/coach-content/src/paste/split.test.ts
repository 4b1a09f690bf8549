import { describe, expect, it } from 'vitest';
import { cleanPaste } from './clean.js';
import { LINKEDIN_THREAD, MEETING_VTT, TEAMS_CHAT, WHATSAPP_EXPORT } from './fixtures/chats.js';
import { EMAIL_WITH_DRAFT } from './fixtures/draft.js';
import { GMAIL_REPLY_CHAIN, GMAIL_THREAD } from './fixtures/gmail.js';
import { OUTLOOK_THREAD } from './fixtures/outlook.js';
import { splitMessages, type PasteMessages } from './split.js';

const speakers = (split: PasteMessages) => split.messages.map((message) => message.speaker);

/** Each message is its exact slice, in order, and only white space lies between them. */
function expectExactSlices(text: string, split: PasteMessages) {
  let previousEnd = split.messages[0]?.start ?? 0;
  for (const message of split.messages) {
    expect(text.slice(message.start, message.end)).toBe(message.text);
    expect(text.slice(previousEnd, message.start).trim()).toBe('');
    expect(message.bodyStart).toBeGreaterThanOrEqual(message.start);
    expect(message.bodyStart).toBeLessThanOrEqual(message.end);
    previousEnd = message.end;
  }
}

describe('splitMessages on email threads', () => {
  it('reads an Outlook thread newest first, one message per From/Sent block', () => {
    const text = cleanPaste(OUTLOOK_THREAD).text;
    const split = splitMessages(text);
    expect(split.newestFirst).toBe(true);
    expect(speakers(split)).toEqual([
      'Daniel Okafor',
      'Priya Natarajan',
      'Daniel Okafor',
      'Priya Natarajan',
    ]);
    expect(
      split.messages[1]?.text.startsWith('________________________________\nFrom: Priya'),
    ).toBe(true);
    expect(text.slice(split.messages[1]?.bodyStart)).toMatch(/^Hi Daniel,/);
    expectExactSlices(text, split);
  });

  it('reads Gmail\'s conversation view oldest first, by the "Name <address>" lines', () => {
    const text = cleanPaste(GMAIL_THREAD).text;
    const split = splitMessages(text);
    expect(split.newestFirst).toBe(false);
    expect(speakers(split)).toEqual(['Maria Lopez', 'Alex Chen', 'Maria Lopez', 'Alex Chen']);
    expect(text.slice(split.messages[2]?.bodyStart)).toMatch(/^Thursday 27th works\./);
    expectExactSlices(text, split);
  });

  it('reads a quoted reply chain newest first, one message per "wrote:" line', () => {
    const split = splitMessages(GMAIL_REPLY_CHAIN);
    expect(split.newestFirst).toBe(true);
    expect(speakers(split)).toEqual(['Alex', 'Maria Lopez', 'Alex Chen']);
    expect(split.messages[2]?.text.startsWith('> On Mon, 3 Mar 2025 at 11:40, Alex Chen')).toBe(
      true,
    );
    expectExactSlices(GMAIL_REPLY_CHAIN, split);
  });

  it('reads "-----Original Message-----" and the From block under it as one header', () => {
    const text = [
      'Fine by me, go ahead.',
      '',
      '-----Original Message-----',
      'From: Ben Hart <ben@example.com>',
      'Sent: 3 June 2025 10:02',
      'To: Ana Silva',
      'Subject: Supplier change',
      '',
      'Ana, can I switch us to the new supplier from July?',
    ].join('\n');
    const split = splitMessages(text);
    expect(split.messages.map((message) => message.text.split('\n')[0])).toEqual([
      'Fine by me, go ahead.',
      '-----Original Message-----',
    ]);
    expect(speakers(split)).toEqual([null, 'Ben Hart']);
  });

  it("marks the user's draft under a thread as the newest message", () => {
    const split = splitMessages(cleanPaste(EMAIL_WITH_DRAFT).text);
    expect(split.messages).toHaveLength(2);
    expect(speakers(split)).toEqual(['Rachel Kim', null]);
    expect(split.messages[1]?.text.startsWith('My draft:')).toBe(true);
    expect(split.draft).toBe(1);
  });
});

describe('splitMessages on chats and transcripts', () => {
  it('reads a WhatsApp export oldest first, leaving out the encryption notice', () => {
    const split = splitMessages(WHATSAPP_EXPORT);
    expect(split.newestFirst).toBe(false);
    expect(split.messages).toHaveLength(26);
    expect(new Set(speakers(split))).toEqual(new Set(['Sam Patel', 'Jess']));
    expect(split.messages[0]?.text).toMatch(/^12\/03\/2024, 10:02 - Sam Patel: Morning!/);
    expect(WHATSAPP_EXPORT.slice(split.messages[0]?.bodyStart)).toMatch(/^Morning!/);
    expectExactSlices(WHATSAPP_EXPORT, split);
  });

  it('reads a Teams chat by its "Name  dd/mm hh:mm" lines, a message running to the next', () => {
    const split = splitMessages(TEAMS_CHAT);
    expect(split.messages).toHaveLength(20);
    expect(speakers(split).slice(0, 3)).toEqual(['Hannah Becker', 'Luis Ortega', 'Hannah Becker']);
    // Two lines under one header are one message.
    expect(split.messages[5]?.text).toContain('Finance asked last quarter');
    expectExactSlices(TEAMS_CHAT, split);
  });

  it('reads a LinkedIn thread by its "sent the following messages" lines', () => {
    const split = splitMessages(LINKEDIN_THREAD);
    expect(speakers(split)).toEqual([
      'Elena Petrova',
      'Marcus Webb',
      'Elena Petrova',
      'Marcus Webb',
      'Elena Petrova',
      'Marcus Webb',
      'Elena Petrova',
    ]);
    expect(LINKEDIN_THREAD.slice(split.messages[1]?.bodyStart)).toMatch(/^Hi Elena, thanks/);
  });

  it('reads a WEBVTT transcript, one message per turn however many cues it takes', () => {
    const split = splitMessages(MEETING_VTT);
    expect(split.messages).toHaveLength(27);
    expect(speakers(split).slice(0, 4)).toEqual([
      'Grace Liu',
      'Omar Haddad',
      'Priya Raman',
      'Grace Liu',
    ]);
    expect(split.messages[0]?.text).toContain("I'd like us to keep it to thirty minutes.");
    expect(split.messages.some((message) => message.text.includes('WEBVTT'))).toBe(false);
    expectExactSlices(MEETING_VTT, split);
  });

  it.each([
    [
      'a transcript with "Name 0:03" lines',
      'Grace Liu   0:03\nShall we start?\nOmar Haddad   0:09\nYes, go ahead.\nGrace Liu   0:15\nThanks.',
      ['Grace Liu', 'Omar Haddad', 'Grace Liu'],
    ],
    [
      'a transcript with "00:01:23 Name:" lines',
      '00:00:03 Grace: Shall we start?\n00:00:09 Omar: Yes, go ahead.\n00:00:15 Grace: Thanks.',
      ['Grace', 'Omar', 'Grace'],
    ],
    [
      'a chat copied with "[09:14] Name:" stamps',
      '[09:14] Dana: Which source is right?\n[09:16] Me: Both are fine.\n[09:19] Dana: Please check.',
      ['Dana', 'Me', 'Dana'],
    ],
    [
      'an iPhone WhatsApp export',
      '[12/03/2024, 10:14:05] Sam: Running late\n[12/03/2024, 10:15:40] Jess: No problem\n[12/03/2024, 10:16:02] Sam: Thanks',
      ['Sam', 'Jess', 'Sam'],
    ],
    [
      'a Slack copy with "Name 10:14 AM" over each message',
      'Dana Lee  10:14 AM\nAny update on the deck?\nMarco Rossi  10:20 AM\nNearly there.\nNote: the charts are still placeholders.\nDana Lee  10:22 AM\nOK',
      ['Dana Lee', 'Marco Rossi', 'Dana Lee'],
    ],
    [
      'a "Me:" and "Them:" chat with a "Note:" line inside a message',
      'Them: Can you take the Friday shift?\nMe: I might, what time?\nNote: I have a dentist at 4.\nThem: 9 to 5.\nMe: Then no, sorry.',
      ['Them', 'Me', 'Them', 'Me'],
    ],
  ])('reads %s', (_name, text, expected) => {
    const split = splitMessages(text);
    expect(speakers(split)).toEqual(expected);
    expect(split.newestFirst).toBe(false);
    expectExactSlices(text, split);
  });
});

describe('splitMessages: sentences that look like headers', () => {
  it('reads a chat line ending in "wrote:" as words, not as an email header', () => {
    const text = 'Sam: Did Dana answer?\nMe: Yes.\nOn Monday Dana wrote:\nSam: And?';
    const split = splitMessages(text);
    expect(split.newestFirst).toBe(false);
    expect(speakers(split)).toEqual(['Sam', 'Me', 'Sam']);
  });
});

describe('splitMessages without headers', () => {
  it('splits at blank lines', () => {
    const text =
      'Can we talk about Friday?\n\nI think we need more time.\nTwo more days would do.\n\nOK.';
    const split = splitMessages(text);
    expect(split.unit).toBe('paragraph');
    expect(split.messages.map((message) => message.text)).toEqual([
      'Can we talk about Friday?',
      'I think we need more time.\nTwo more days would do.',
      'OK.',
    ]);
  });

  it('splits one paragraph of many lines into its lines', () => {
    const split = splitMessages('we need it today\nwhy so late\nthe client called twice\nok');
    expect(split.unit).toBe('line');
    expect(split.messages).toHaveLength(4);
  });

  it('gives nothing for an empty text', () => {
    expect(splitMessages('  \n ').messages).toEqual([]);
  });
});
