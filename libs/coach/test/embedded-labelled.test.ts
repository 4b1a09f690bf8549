import { describe, expect, it } from 'vitest';
import { FRAMEWORK_LABELS, parseAnalysisReply } from '@styleprint/contracts';
import { createEmbeddedEngine } from '../src/index.js';
import { readConversation } from '../src/embedded/reading.js';
import { loadLabelledConversations } from './fixtures/labelled.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

const labelled = loadLabelledConversations();
const engine = createEmbeddedEngine();
const flat = (text: string): string => text.replace(/\s+/g, ' ');

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
  const reading = readConversation(conversation.text, conversation.userName);

  it('finds the format, the user and the counterpart', () => {
    expect(reading.format).toBe(conversation.format);
    expect(reading.participants.user).toBe(conversation.user);
    expect(reading.participants.counterpart).toBe(conversation.counterpart);
  });

  it('writes 3 to 6 insights, each naming its framework and citing evidence from the text', async () => {
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
    for (const insight of reply.insights) {
      expect(
        Object.values(FRAMEWORK_LABELS).some((label) => insight.startsWith(`${label}: `)),
      ).toBe(true);
      const quotes = [...insight.matchAll(/"([^"]{6,})"/g)].map((m) =>
        (m[1] ?? '').replace(/…$/, ''),
      );
      const counts =
        /\b(?:\d+|no|one|two|three|four|five|six|seven|eight|nine|ten|once|not once|none)\b/.test(
          insight,
        );
      expect(quotes.length > 0 || counts).toBe(true);
      for (const quoted of quotes) expect(source).toContain(quoted);
    }
  });
});

describe('style accuracy on the labelled set', () => {
  it(`infers the counterpart's DiSC style in at least ${DISC_FLOOR * 100}% of conversations`, () => {
    const right = labelled.filter((c) => {
      const reading = readConversation(c.text, c.userName);
      return reading.styles.get(reading.participants.counterpart ?? '')?.disc.style === c.disc;
    });
    expect(right.length / labelled.length).toBeGreaterThanOrEqual(DISC_FLOOR);
  });

  it(`infers the counterpart's thinking preference in at least ${THINKING_FLOOR * 100}% of labelled cases`, () => {
    const withThinking = labelled.filter((c) => c.thinking);
    const right = withThinking.filter((c) => {
      const reading = readConversation(c.text, c.userName);
      return (
        reading.styles.get(reading.participants.counterpart ?? '')?.thinking.style === c.thinking
      );
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
