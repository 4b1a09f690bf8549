import { LIMITS } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { cleanPaste } from './clean.js';
import { fitPaste } from './fit.js';
import { LINKEDIN_THREAD, MEETING_VTT, TEAMS_CHAT, WHATSAPP_EXPORT } from './fixtures/chats.js';
import { EMAIL_WITH_DRAFT } from './fixtures/draft.js';
import { GMAIL_THREAD } from './fixtures/gmail.js';
import { OUTLOOK_THREAD } from './fixtures/outlook.js';

const MAX = LIMITS.analysisMaxChars;
const lastLine = (text: string) => text.slice(text.lastIndexOf('\n') + 1);

const PASTES = [
  ['a Gmail thread', GMAIL_THREAD],
  ['an Outlook thread', OUTLOOK_THREAD],
  ['an email with a draft under it', EMAIL_WITH_DRAFT],
  ['a WhatsApp export', WHATSAPP_EXPORT],
  ['a Teams chat', TEAMS_CHAT],
  ['a LinkedIn thread', LINKEDIN_THREAD],
  ['a meeting transcript', MEETING_VTT],
] as const;

describe('fitPaste: the real pastes that were refused', () => {
  it.each(PASTES)('fits %s in the limit', (_name, paste) => {
    expect(paste.length).toBeGreaterThan(MAX);
    const fit = fitPaste(paste, MAX);
    expect(fit.text.length).toBeLessThanOrEqual(MAX);
    expect(fit.originalChars).toBe(paste.length);
    expect(fit.leftOut).toBe(
      fit.messages - (fit.kept.to - fit.kept.from + 1) - (fit.pinned === null ? 0 : 1),
    );
  });

  it.each(PASTES)('offers parts of %s that each give what their label says', (_name, paste) => {
    const fit = fitPaste(paste, MAX);
    for (const window of fit.windows) {
      const part = fitPaste(paste, MAX, { start: window.start });
      expect(part.text.length).toBeLessThanOrEqual(MAX);
      expect(part.kept.from).toBe(window.start);
      expect(part.windows).toEqual(fit.windows);
      const [first, last] = [part.kept.from + 1, part.kept.to + 1];
      expect(window.label).toMatch(
        new RegExp(
          `^Messages? ${first === last ? first : `${first}–${last}`}\\b.* of ${fit.messages}`,
        ),
      );
    }
  });
});

describe('fitPaste when cleaning is enough', () => {
  it('gives the whole cleaned Gmail thread, every message in it', () => {
    const fit = fitPaste(GMAIL_THREAD, MAX);
    expect(fit.text).toBe(cleanPaste(GMAIL_THREAD).text);
    expect(fit).toMatchObject({ messages: 4, leftOut: 0, cut: false, latest: true, windows: [] });
    expect(fit.removed.map((part) => part.kind)).toContain('quoted-history');
    expect(fit.cleanedChars).toBe(fit.text.length);
  });

  it('keeps the draft under the email once the footer and signature are gone', () => {
    const fit = fitPaste(EMAIL_WITH_DRAFT, MAX);
    expect(fit.leftOut).toBe(0);
    expect(fit.text).toContain('Weekend cover - need an answer tonight');
    expect(fit.text).toContain('My draft:');
    expect(fit.text).not.toContain('CONFIDENTIALITY NOTICE');
  });
});

describe('fitPaste on an email thread (newest on top)', () => {
  const cleaned = cleanPaste(OUTLOOK_THREAD).text;
  const fit = fitPaste(OUTLOOK_THREAD, MAX);

  it('keeps the newest messages from the top, exactly as written, and says how many are left out', () => {
    expect(fit.newestFirst).toBe(true);
    expect(fit.text.startsWith('Hi Priya,')).toBe(true);
    expect(cleaned.startsWith(fit.text)).toBe(true);
    expect(fit).toMatchObject({ messages: 4, kept: { from: 0, to: 1 }, leftOut: 2, latest: true });
    expect(fit.text).not.toContain("Following last week's steering meeting");
  });

  it('names the parts by where they start and who wrote it', () => {
    expect(fit.windows).toEqual([
      {
        start: 0,
        label:
          'Messages 1–2 of 4, the latest (from Daniel Okafor: “Thanks for pulling this together…”)',
      },
      {
        start: 2,
        label: "Messages 3–4 of 4 (from Daniel Okafor: “Following last week's steering…”)",
      },
    ]);
  });

  it('gives the older part when it is chosen', () => {
    const older = fitPaste(OUTLOOK_THREAD, MAX, { start: 2 });
    expect(older.text.startsWith('________________________________\nFrom: Daniel Okafor')).toBe(
      true,
    );
    expect(older.text).toContain("Following last week's steering meeting");
    expect(older.text).toContain('Thank you and your team for the time today.');
    expect(older.text).not.toContain('Thanks for pulling this together');
    expect(older).toMatchObject({ kept: { from: 2, to: 3 }, leftOut: 2, latest: false });
  });

  it('keeps the draft written under a thread, with the newest messages that fit beside it', () => {
    const draft =
      'My draft:\n\nHi Priya,\n\nThursday at 2pm works. I will bring the dry-run checklist.\n\nDaniel';
    const paste = `${OUTLOOK_THREAD}\n\n${draft}`;
    const withDraft = fitPaste(paste, MAX);
    expect(withDraft.text.length).toBeLessThanOrEqual(MAX);
    expect(withDraft.text.startsWith('Hi Priya,\n\nThanks for pulling')).toBe(true);
    expect(withDraft.text.endsWith(draft)).toBe(true);
    expect(withDraft).toMatchObject({
      messages: 5,
      kept: { from: 0, to: 1 },
      pinned: 4,
      leftOut: 2,
    });
    expect(withDraft.windows[0]?.label).toMatch(/^Messages 1–2 and 5 of 5, the latest/);
  });

  it('keeps the start of a newest email that is alone longer than the limit', () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `Point ${i + 1}: the schedule needs another look.`,
    );
    const paste = `${long.join(' ')}\n\n________________________________\nFrom: Ana Silva <ana@example.com>\nSent: Monday\nTo: Ben\nSubject: Plan\n\nSee the plan attached.`;
    const fit = fitPaste(paste, 1000);
    expect(fit.cut).toBe(true);
    expect(fit.text.startsWith('Point 1: the schedule')).toBe(true);
    expect(fit.text.endsWith('…')).toBe(true);
    expect(fit.text.length).toBeLessThanOrEqual(1000);
    expect(fit.kept).toEqual({ from: 0, to: 0 });
  });
});

describe('fitPaste on a chat (newest at the bottom)', () => {
  it('keeps the latest WhatsApp messages, the newest always, and says the first ones are left out', () => {
    const fit = fitPaste(WHATSAPP_EXPORT, MAX);
    expect(fit.newestFirst).toBe(false);
    expect(fit.text.endsWith(lastLine(WHATSAPP_EXPORT))).toBe(true);
    expect(WHATSAPP_EXPORT.endsWith(fit.text)).toBe(true);
    expect(fit).toMatchObject({ messages: 26, kept: { from: 7, to: 25 }, leftOut: 7 });
    expect(fit.text).not.toContain('Morning! Did you see');
  });

  it('gives the beginning of the chat when that part is chosen', () => {
    const fit = fitPaste(WHATSAPP_EXPORT, MAX);
    expect(fit.windows.map((window) => window.start)).toEqual([0, 7]);
    const first = fitPaste(WHATSAPP_EXPORT, MAX, { start: 0 });
    expect(first.text.startsWith('12/03/2024, 10:02 - Sam Patel: Morning!')).toBe(true);
    expect(first.text).not.toContain('not a word to Mum');
    expect(first.latest).toBe(false);
  });

  it.each([
    ['a Teams chat', TEAMS_CHAT, 'It will be with you by 8.', /^Hannah Becker {2}11\/03 09:41\n/],
    [
      'a LinkedIn thread',
      LINKEDIN_THREAD,
      'I really appreciate it.',
      /^Marcus Webb sent the following message/,
    ],
    ['a meeting transcript', MEETING_VTT, 'Yes, Friday is fine.</v>', /^18\n00:03:09\.000 --> /],
  ])('keeps the newest message of %s and starts at a message', (_name, paste, newest, start) => {
    const fit = fitPaste(paste, MAX);
    expect(fit.text.endsWith(newest)).toBe(true);
    expect(fit.text).toMatch(start);
    expect(fit.leftOut).toBeGreaterThan(0);
    expect(fit.windows.at(-1)?.label).toMatch(/the latest/);
  });

  it('keeps the end of a newest message that is alone longer than the limit, with its speaker', () => {
    const long = Array.from(
      { length: 60 },
      (_, i) => `Reason ${i + 1} is that the numbers moved.`,
    ).join(' ');
    const paste = `Me: Can you explain the delay?\nDana: ${long}`;
    const fit = fitPaste(paste, 1000);
    expect(fit.cut).toBe(true);
    expect(fit.text.startsWith('Dana: …Reason')).toBe(true);
    expect(fit.text.endsWith('Reason 60 is that the numbers moved.')).toBe(true);
    expect(fit.text.length).toBeLessThanOrEqual(1000);
    expect(fit).toMatchObject({ kept: { from: 1, to: 1 }, leftOut: 1 });
    expect(fit.windows.at(-1)?.label).toBe(
      'Message 2 of 2, the latest, shortened (from Dana: “Reason 1 is that the numbers…”)',
    );
  });

  it('offers at most 20 parts of a very long chat, the first and the latest among them', () => {
    const lines = Array.from(
      { length: 3000 },
      (_, i) => `${i % 2 ? 'Me' : 'Sam'}: message number ${i + 1} about the plan`,
    );
    const paste = lines.join('\n');
    const fit = fitPaste(paste, MAX);
    expect(fit.windows.length).toBeLessThanOrEqual(20);
    expect(fit.windows[0]?.start).toBe(0);
    expect(fit.windows.at(-1)?.start).toBe(fit.kept.from);
    expect(fit.text.endsWith('Me: message number 3000 about the plan')).toBe(true);
    expect(fit.windows[0]?.label).toBe(
      `Messages 1–${fitPaste(paste, MAX, { start: 0 }).kept.to + 1} of 3000 (from Sam: “message number 1 about the plan”)`,
    );
  });

  it('falls back to the latest part for a start that is not a message', () => {
    for (const start of [-1, 1.5, 99]) {
      expect(fitPaste(WHATSAPP_EXPORT, MAX, { start }).kept.from).toBe(7);
    }
  });
});
