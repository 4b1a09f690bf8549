import { describe, expect, it } from 'vitest';
import { FRAMEWORK_LABELS, parseAnalysisReply } from '@styleprint/contracts';
import { createEmbeddedEngine } from '../src/index.js';
import { readConversation } from '../src/reading/index.js';
import { loadLabelledConversations } from './fixtures/labelled.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

const labelled = loadLabelledConversations();

/** The fixtures name formats as the first engine did; the reading now says which chat app. */
const FORMATS: Record<string, readonly string[]> = {
  lines: ['name_lines'],
  timestamped: ['whatsapp', 'slack', 'teams', 'transcript'],
  email: ['email'],
  plain: ['single_message'],
};
const counterpartOf = (reading: ReturnType<typeof readConversation>): string | null =>
  reading.participants.counterparts[0] ?? null;
const userOf = (reading: ReturnType<typeof readConversation>): string | null =>
  reading.participants.user;
const read = (c: { text: string; userName?: string }) =>
  readConversation(c.text, c.userName ? { userName: c.userName } : {});
const engine = createEmbeddedEngine();
const flat = (text: string): string => text.replace(/\s+/g, ' ');
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Accuracy floors: measured 48/48 (DiSC) and 29/32 (thinking) when written; a drop fails the build. */
const DISC_FLOOR = 0.9;
const THINKING_FLOOR = 0.8;

describe('the labelled set', () => {
  it('has at least 40 conversations in several formats and all four styles', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(40);
    expect(new Set(labelled.map((c) => c.format))).toEqual(
      new Set(['lines', 'timestamped', 'email', 'plain']),
    );
    expect(new Set(labelled.map((c) => c.disc))).toEqual(new Set(['D', 'I', 'S', 'C']));
  });
});

describe.each(labelled.map((c) => [c.id, c] as const))('%s', (_id, conversation) => {
  const reading = read(conversation);

  it('finds the format, the user and the counterpart', () => {
    expect(FORMATS[conversation.format]).toContain(reading.format);
    expect(userOf(reading)).toBe(conversation.user);
    expect(counterpartOf(reading)).toBe(conversation.counterpart);
  });

  it('writes 3 to 6 insights, each labelled, and every evidence claim is true of the text', async () => {
    const request = {
      conversation: conversation.text,
      profile: EXPRESSIVE_PROFILE,
      ...(conversation.userName ? { userName: conversation.userName } : {}),
    };
    const reply = await engine.analyze(request);
    expect(parseAnalysisReply(reply).ok).toBe(true);
    expect(reply.insights.length).toBeGreaterThanOrEqual(3);
    expect(reply.insights.length).toBeLessThanOrEqual(6);
    const source = flat(conversation.text);
    const labels = [...Object.values(FRAMEWORK_LABELS), 'Safety', 'Your message'];
    for (const insight of reply.insights) {
      expect(labels.some((label) => insight.startsWith(`${label}: `))).toBe(true);
      // Every quotation is verbatim from the text (an ellipsis marks a cut).
      const quotes = [...insight.matchAll(/"([^"]{3,})"/g)].map((m) =>
        (m[1] ?? '').replace(/…$/, ''),
      );
      for (const quoted of quotes) expect(source).toContain(quoted);
      // A word count is the speaker's real count.
      for (const match of insight.matchAll(/^(?:DiSC: )(.+?) wrote (\d+|[a-z]+) words?/g)) {
        const words = reading.words.get(reading.participants.counterparts[0] ?? '') ?? -1;
        expect(NUMBER_WORDS[match[2] ?? ''] ?? Number(match[2])).toBe(words);
      }
      // "No dates", "no figures", "no questions" claims are only made when true.
      if (/\bno (?:dates|deadlines)\b|\bnamed no date/i.test(insight)) {
        expect(reading.dates.length).toBe(0);
      }
      if (/\bno (?:figures|numbers)\b/i.test(insight)) expect(reading.figures.length).toBe(0);
      if (/\b(?:asked|asks) no questions?\b/i.test(insight)) expect(source).not.toContain('?');
    }
    // The insights about the conversation (not the user's profile) each quote the text.
    const aboutText = reply.insights.filter(
      (i) => i.startsWith('DiSC: ') && !i.includes('You lead as') && !/ wrote \w+ words?/.test(i),
    );
    for (const insight of aboutText.filter((i) => !i.includes('has not answered yet'))) {
      expect(insight).toMatch(/"[^"]{3,}"/);
    }
  });
});

describe('style accuracy on the labelled set', () => {
  it(`infers the counterpart's DiSC style in at least ${DISC_FLOOR * 100}% of conversations`, () => {
    const right = labelled.filter((c) => {
      const reading = read(c);
      return reading.styles.get(counterpartOf(reading) ?? '')?.disc.style === c.disc;
    });
    expect(right.length / labelled.length).toBeGreaterThanOrEqual(DISC_FLOOR);
  });

  it(`infers the counterpart's thinking preference in at least ${THINKING_FLOOR * 100}% of labelled cases`, () => {
    const withThinking = labelled.filter((c) => c.thinking);
    const right = withThinking.filter((c) => {
      const reading = read(c);
      return reading.styles.get(counterpartOf(reading) ?? '')?.thinking.style === c.thinking;
    });
    expect(right.length / withThinking.length).toBeGreaterThanOrEqual(THINKING_FLOOR);
  });

  it('names the counterpart, its DiSC letter and a confidence in inferred_style', async () => {
    const sample = labelled.find((c) => c.id === 'c01-churn-report');
    const reply = await engine.analyze({
      conversation: sample?.text ?? '',
      profile: EXPRESSIVE_PROFILE,
    });
    expect(reply.inferred_style).toMatch(
      /^Dana comes across as .*\(DiSC C: Conscientiousness\).* confidence \(\d+%\)/,
    );
  });
});

describe('determinism', () => {
  it('gives the same reply for the same input, every time', async () => {
    for (const c of labelled.slice(0, 12)) {
      const request = { conversation: c.text, profile: DIRECT_PROFILE };
      const first = await engine.analyze(request);
      const second = await createEmbeddedEngine().analyze(structuredClone(request));
      expect(second).toEqual(first);
    }
  });

  it('tailors the advice to the profile: different users get different insights for one conversation', async () => {
    const text = labelled[0]?.text ?? '';
    const expressive = await engine.analyze({ conversation: text, profile: EXPRESSIVE_PROFILE });
    const direct = await engine.analyze({ conversation: text, profile: DIRECT_PROFILE });
    expect(direct.insights).not.toEqual(expressive.insights);
    expect(direct.insights.join(' ')).toContain('DiSC D');
    expect(expressive.insights.join(' ')).toContain('DiSC I');
  });
});
