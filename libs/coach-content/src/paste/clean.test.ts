import { describe, expect, it } from 'vitest';
import { cleanPaste, type RemovedKind } from './clean.js';
import { EMAIL_WITH_DRAFT } from './fixtures/draft.js';
import { GMAIL_REPLY_CHAIN, GMAIL_THREAD } from './fixtures/gmail.js';
import { OUTLOOK_THREAD } from './fixtures/outlook.js';
import { LINKEDIN_THREAD, MEETING_VTT, TEAMS_CHAT, WHATSAPP_EXPORT } from './fixtures/chats.js';

const occurrences = (text: string, words: string) => text.split(words).length - 1;
const removedOf = (text: string) =>
  Object.fromEntries(cleanPaste(text).removed.map((part) => [part.kind, part.count])) as Partial<
    Record<RemovedKind, number>
  >;

describe('cleanPaste on a Gmail thread copied with its quoted copies', () => {
  const { text, removed } = cleanPaste(GMAIL_THREAD);

  it('keeps each message once and drops the quoted copies with their "wrote:" lines', () => {
    expect(GMAIL_THREAD.length).toBeGreaterThan(3500);
    expect(occurrences(text, "I'm writing about the supplier review")).toBe(1);
    expect(occurrences(text, 'Thanks for the heads-up.')).toBe(1);
    expect(occurrences(text, "Thursday 27th works. Let's say 10:00")).toBe(1);
    expect(text).toContain('Can you tell me who else will be there besides your CFO?');
    expect(text).not.toMatch(/^>/m);
    expect(text).not.toContain('wrote:');
  });

  it('keeps the sign-offs and the name lines, and drops the contact details', () => {
    expect(text).toContain('Best,\nMaria\n');
    expect(text).toContain('\nMaria Lopez\n');
    expect(text).toContain('Thanks,\nAlex\n\nAlex Chen');
    expect(text).not.toContain('+44');
    expect(text).not.toContain('www.northwind-foods.com');
    expect(text).not.toContain('Key Account Manager');
  });

  it('drops "Sent from my iPhone" and says what it took out', () => {
    expect(text).not.toContain('Sent from my iPhone');
    expect(removed.map((part) => part.kind)).toEqual(['quoted-history', 'signature', 'sent-from']);
    expect(removedOf(GMAIL_THREAD)).toMatchObject({ 'quoted-history': 2, 'sent-from': 1 });
    const chars = removed.reduce((sum, part) => sum + part.chars, 0);
    expect(chars).toBeLessThanOrEqual(GMAIL_THREAD.length - text.length);
    expect(chars).toBeGreaterThan(1500);
  });

  it('keeps the headers that say who wrote each message', () => {
    expect(occurrences(text, 'Maria Lopez <maria.lopez@northwind-foods.com>')).toBe(2);
    expect(occurrences(text, 'Alex Chen <alex.chen@brightpack.co.uk>')).toBe(2);
  });
});

describe('cleanPaste on an Outlook thread', () => {
  const { text, removed } = cleanPaste(OUTLOOK_THREAD);

  it('keeps every earlier message and its From/Sent/To/Subject block', () => {
    expect(occurrences(text, 'From: ')).toBe(3);
    expect(occurrences(text, 'Subject: ')).toBe(3);
    expect(text).toContain("Following last week's steering meeting");
    expect(text).toContain('Thank you and your team for the time today.');
    expect(text).toContain('Two things are still open:');
  });

  it('drops the legal footers and the external-sender warning', () => {
    expect(text).not.toContain('intended recipient');
    expect(text).not.toContain('registered in England');
    expect(text).not.toContain('CAUTION');
    expect(text.startsWith('Hi Priya,')).toBe(true);
    expect(removedOf(OUTLOOK_THREAD).footer).toBe(3);
  });

  it('keeps "Kind regards," and the name, and drops title, company and numbers', () => {
    expect(text).toContain('Kind regards,\nDaniel Okafor\n');
    expect(text).toContain('Thanks,\nDaniel Okafor\n');
    expect(text).toContain('Best regards,\nPriya\n\nPriya Natarajan\n');
    expect(text).not.toContain('Operations Director');
    expect(text).not.toContain('+44');
    expect(text).not.toContain('www.');
    expect(removedOf(OUTLOOK_THREAD).signature).toBe(3);
    expect(removed.every((part) => part.chars > 0)).toBe(true);
  });
});

describe('cleanPaste on an email with the draft under it', () => {
  const { text } = cleanPaste(EMAIL_WITH_DRAFT);

  it('keeps the email, the signer and the whole draft', () => {
    expect(text).toContain('Weekend cover - need an answer tonight');
    expect(text).toContain('Rachel\n\nRachel Kim\n');
    expect(text).toContain('My draft:\n\nHi Rachel,');
    expect(text.endsWith('Tuesday or Wednesday afternoon would suit me.\n\nJordan')).toBe(true);
  });

  it('drops the contact details, "Sent from Outlook for iOS" and both notices', () => {
    expect(text).not.toContain('0161');
    expect(text).not.toContain('Ward Manager');
    expect(text).not.toContain('Sent from Outlook');
    expect(text).not.toContain('CONFIDENTIALITY');
    expect(text).not.toContain('environment before printing');
    expect(removedOf(EMAIL_WITH_DRAFT)).toEqual({ signature: 1, footer: 1, 'sent-from': 1 });
  });
});

describe('cleanPaste leaves alone what is the conversation', () => {
  it.each([
    ['a WhatsApp export', WHATSAPP_EXPORT],
    ['a Teams chat', TEAMS_CHAT],
    ['a LinkedIn thread', LINKEDIN_THREAD],
    ['a meeting transcript', MEETING_VTT],
    ['a reply chain whose quotes appear once', GMAIL_REPLY_CHAIN],
  ])('returns %s unchanged', (_name, paste) => {
    const cleaned = cleanPaste(paste);
    expect(cleaned.text).toBe(paste);
    expect(cleaned.removed).toEqual([]);
  });

  it('returns a text with Windows line breaks unchanged when there is nothing to clean', () => {
    const paste = 'Sam: hi\r\nMe: hello\r\n';
    expect(cleanPaste(paste).text).toBe(paste);
  });

  it.each([
    ['a phone number inside a message', 'Sam: my new number is +44 7700 900123\nMe: saved, thanks'],
    [
      'a link on its own line',
      'Alex: here is the doc\n\nhttps://docs.example.com/plan\n\nMe: thanks',
    ],
    [
      'the word "confidential" in a message',
      "Maria: Please keep the budget confidential, it's intended only for the board.\nMe: Of course.",
    ],
    [
      '"Sent from my iPhone" said in a chat line',
      'Sam: Sent from my iPhone, sorry\nMe: no worries',
    ],
    ['a question about unsubscribing', 'Me: How do I unsubscribe from the weekly report?'],
  ])('keeps %s', (_name, paste) => {
    expect(cleanPaste(paste).text).toBe(paste);
  });
});

describe('cleanPaste, piece by piece', () => {
  it.each([
    'Sent from my iPhone',
    'Sent from my iPad',
    'Sent from my Samsung Galaxy smartphone.',
    'Sent from my Android phone',
    'Sent from my mobile device',
    'Get Outlook for iOS',
    'Get Outlook for Android<https://aka.ms/AAb9ysg>',
    'Sent from Mail for Windows',
    'Sent from Yahoo Mail on Android',
    'Sent via BlackBerry from T-Mobile',
  ])('drops the whole line "%s"', (line) => {
    const cleaned = cleanPaste(`Thanks, see you Monday.\n\n${line}`);
    expect(cleaned.text).toBe('Thanks, see you Monday.');
    expect(cleaned.removed).toEqual([{ kind: 'sent-from', count: 1, chars: line.length + 1 }]);
  });

  it('drops everything after a "-- " line but the name', () => {
    const paste = [
      'Can we push the call to 3pm?',
      '',
      'Thanks,',
      'Tom',
      '-- ',
      'Tom Reeve',
      'Training Lead, Clearline Software',
      'tom.reeve@clearline-software.com | +44 20 7946 0999',
      'https://www.linkedin.com/in/tomreeve',
    ].join('\n');
    expect(cleanPaste(paste).text).toBe('Can we push the call to 3pm?\n\nThanks,\nTom\nTom Reeve');
  });

  it('keeps the name of a name line that also holds contact details', () => {
    const paste = 'See you then.\n\nBest,\nMaria Lopez | Head of Procurement | +44 20 7946 0321';
    expect(cleanPaste(paste).text).toBe('See you then.\n\nBest,\nMaria Lopez');
  });

  it('drops a single "T: … | www…" line with the title and company above it', () => {
    const paste = [
      'Can we meet on Thursday?',
      '',
      'Kind regards,',
      'Daniel Okafor',
      'Operations Director',
      'Harbour Logistics Ltd',
      'T: +44 161 496 0732 | www.harbourlogistics.co.uk',
    ].join('\n');
    expect(cleanPaste(paste).text).toBe('Can we meet on Thursday?\n\nKind regards,\nDaniel Okafor');
  });

  it('drops nested quotes whose words are already there one level up', () => {
    const paste = [
      'Works for me.',
      '',
      '> Shall we say Tuesday at 10 in the small meeting room?',
      '>',
      '>> Can we find a slot next week to go through the numbers?',
      '',
      'Sam wrote:',
      '> Can we find a slot next week to go through the numbers?',
    ].join('\n');
    const { text, removed } = cleanPaste(paste);
    expect(text).toContain('> Shall we say Tuesday');
    expect(text).not.toContain('>>');
    expect(occurrences(text, 'Can we find a slot next week')).toBe(1);
    expect(removed).toEqual([expect.objectContaining({ kind: 'quoted-history', count: 1 })]);
  });

  it('keeps a quote whose words appear nowhere else, however deep', () => {
    const paste = 'Yes.\n\n>> Are you coming on Friday? We need numbers for the caterer.';
    expect(cleanPaste(paste).text).toBe(paste);
  });

  it('collapses three or more blank lines into one and trims trailing spaces', () => {
    const cleaned = cleanPaste('Sam: hi   \n\n\n\nMe: hello\n\nSam: bye');
    expect(cleaned.text).toBe('Sam: hi\n\nMe: hello\n\nSam: bye');
    expect(cleaned.removed).toEqual([]);
  });

  it('removes a newsletter unsubscribe block', () => {
    const paste = [
      'Hi Ana, the Q2 figures are in the attached deck.',
      '',
      'You are receiving this email because you subscribed to Finance Weekly. Unsubscribe | Manage preferences',
    ].join('\n');
    expect(cleanPaste(paste).text).toBe('Hi Ana, the Q2 figures are in the attached deck.');
  });
});
