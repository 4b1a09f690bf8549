import { describe, expect, it } from 'vitest';
import { CoachReplySchema, type CoachReply } from '@styleprint/contracts';
import { MockLanguageModelV3 } from 'ai/test';
import { Value } from '@sinclair/typebox/value';
import { createEmbeddedEngine, createLlmEngine, personTraits } from '../src/index.js';
import { writeChat } from '../src/writing/chat.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';
import { mockSettings } from './helpers/mock-model.js';

const CONVERSATION = [
  'Marta: I need the Q3 numbers by Friday. No excuses. Cut pages four to nine and resend the deck today.',
  'Me: Sure, I can try to get most of it done by then.',
  'Marta: Not most. All of it. Send the final figures and the revised forecast before noon on Friday.',
].join('\n');

describe('counterparts on the coach reply', () => {
  const engine = createEmbeddedEngine();

  it('quotes the counterpart word for word, and its traits are the saved-person rule over those quotes', async () => {
    const reply = await engine.analyze({
      conversation: CONVERSATION,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Me',
    });
    expect(Value.Check(CoachReplySchema, reply)).toBe(true);
    const [marta] = reply.counterparts ?? [];
    expect(marta?.name).toBe('Marta');
    expect(marta?.evidence.length).toBeGreaterThan(0);
    for (const quote of marta?.evidence ?? []) {
      expect(CONVERSATION.replace(/\s+/g, ' ')).toContain(quote.quote);
      expect(quote.struck).toBe(false);
    }
    expect(marta?.traits).toEqual(personTraits(marta?.evidence ?? []));
    expect(marta?.traits.disc.value).toBe('D');
    // The coach does not read MBTI or strengths from text.
    expect(marta?.traits.mbti.value).toBeNull();
  });

  it('writes for the saved person’s style when the request names one', async () => {
    const plain = await engine.analyze({
      conversation: CONVERSATION,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Me',
    });
    const saved = await engine.analyze(
      { conversation: CONVERSATION, profile: EXPRESSIVE_PROFILE, userName: 'Me' },
      {
        counterpart: {
          name: 'Marta',
          traits: { disc: 'S', mbti: null, thinking: 'Social', strength: null },
        },
      },
    );
    expect(plain.inferred_style).toMatch(/DiSC D/);
    expect(saved.inferred_style).toMatch(/DiSC S/);
    expect(saved.suggested_reply).not.toBe(plain.suggested_reply);
  });

  it.each([
    // "the report" is the work item here, not a direct report: the question is about Marta.
    'How do I ask her for more time on the report?',
    'How do I ask her for more time on my slides?',
  ])('answers "%s" for the saved person, and says the style is as saved', (message) => {
    const reply = writeChat(
      { message, profile: EXPRESSIVE_PROFILE, history: [] },
      { name: 'Marta', traits: { disc: 'C', mbti: null, thinking: null, strength: null } },
    );
    // The message shows nothing of her style, so the saved one is used, and said to be.
    expect(reply.inferred_style).toMatch(
      /^Marta: likely DiSC C \(careful[^)]*\), as you saved them\./,
    );
    expect(reply.insights.join(' ')).toMatch(/Marta comes across as careful/);
    expect(reply.insights.join(' ')).toMatch(/more time/);
  });

  it('says the style is their own result when they share it (decision 0104)', () => {
    const reply = writeChat(
      {
        message: 'How do I ask her for more time on my slides?',
        profile: EXPRESSIVE_PROFILE,
        history: [],
      },
      {
        name: 'Marta',
        traits: { disc: 'C', mbti: null, thinking: null, strength: null },
        own: true,
      },
    );
    expect(reply.inferred_style).toMatch(
      /^Marta: likely DiSC C \(careful[^)]*\), from their own results\./,
    );
    expect(reply.inferred_style).not.toMatch(/as you saved them/);
  });
});

describe('a saved person with the LLM engine', () => {
  const VALID: CoachReply = {
    inferred_style: 'Marta reads as steady.',
    insights: ['DiSC: Marta values notice.', 'MBTI: keep it short.', 'Emergenetics: steps.'],
    suggested_reply: 'Marta, could we move the date?',
  };
  const usage = {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 20, text: 20, reasoning: undefined },
  };

  it('tells the model who the user asks about, as data, with the saved styles', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: {
        content: [{ type: 'text', text: JSON.stringify(VALID) }],
        finishReason: { unified: 'stop', raw: undefined },
        usage,
        warnings: [],
      },
    });
    const engine = createLlmEngine(mockSettings(model));
    await engine.chat(
      { message: 'How do I ask for more time?', profile: EXPRESSIVE_PROFILE, history: [] },
      {
        counterpart: {
          name: 'Marta',
          traits: { disc: 'S', mbti: 'ISFJ', thinking: null, strength: null },
        },
      },
    );
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt ?? []);
    expect(prompt).toMatch(/a colleague they saved/);
    expect(prompt).toMatch(/Marta/);
    expect(prompt).toMatch(/DiSC S, MBTI ISFJ/);
  });

  it('tells the model when the styles are their own shared results, to say so', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: {
        content: [{ type: 'text', text: JSON.stringify(VALID) }],
        finishReason: { unified: 'stop', raw: undefined },
        usage,
        warnings: [],
      },
    });
    const engine = createLlmEngine(mockSettings(model));
    await engine.chat(
      { message: 'How do I ask for more time?', profile: EXPRESSIVE_PROFILE, history: [] },
      {
        counterpart: {
          name: 'Marta',
          traits: { disc: 'S', mbti: null, thinking: null, strength: null },
          own: true,
        },
      },
    );
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt ?? []);
    expect(prompt).toMatch(/shares their own results with them/);
    expect(prompt).toMatch(/say it comes from their own results, not a guess/);
    expect(prompt).not.toMatch(/a colleague they saved/);
  });
});
