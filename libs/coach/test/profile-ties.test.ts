import { describe, expect, it } from 'vitest';
import type { Profile } from '@styleprint/contracts';
import { COACHING_TOPICS, SAMPLE_CONVERSATIONS } from '@styleprint/coach-content';
import { createEmbeddedEngine } from '../src/index.js';
import { systemPrompt } from '../src/llm/prompt.js';
import { traitsOfProfile } from '../src/people/profile.js';
import { readProfile } from '../src/writing/profile-lens.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * A tie is described as a tie, never as one style (docs/decisions/0018-ties-in-added-fields-and-
 * levels-in-any-case.md): the coach reads Tie and TopTie, and the older form a client may still
 * send ("I/S/C" in Primary), the same way.
 */

const strengths = EXPRESSIVE_PROFILE.cliftonStrengths;
const NEW_FORM: Profile = {
  ...EXPRESSIVE_PROFILE,
  disc: { Primary: 'C', Secondary: null, Tie: ['C', 'S', 'I'] },
  cliftonStrengths: {
    ...strengths,
    TopDomain: 'Thinking',
    TopTie: ['Thinking', 'Executing', 'Influencing'],
  },
};
const OLDER_FORM: Profile = {
  ...EXPRESSIVE_PROFILE,
  disc: { Primary: 'I/S/C', Secondary: null },
  cliftonStrengths: { ...strengths, TopDomain: 'Executing/Influencing/Thinking' },
};

/** Phrases that would name one DiSC style or one domain as the user's own. */
const SINGLE_STYLE = /\b(?:As|lead as|for a) DiSC [DISC]\b|You: DiSC [DISC]\b|Your top domain is /;

describe.each([
  ['Tie and TopTie', NEW_FORM],
  ['an older "I/S/C" and "Executing/Influencing/Thinking"', OLDER_FORM],
])('a tied profile sent with %s', (_form, profile) => {
  it('reads as a tie in the coach lens', () => {
    const lens = readProfile(profile);
    expect(lens.discTie).toEqual(['I', 'S', 'C']);
    expect(lens.strengthTie).toEqual(['Executing', 'Influencing', 'Thinking']);
    expect(['I', 'S', 'C']).toContain(lens.disc);
  });

  it('is "not sure" on the user side of a pair guide, not the tie-break winner', () => {
    expect(traitsOfProfile(profile)).toMatchObject({ disc: null, strength: null });
  });

  it('tells the LLM it is an even split', () => {
    const prompt = systemPrompt(profile, 'n0nce');
    expect(prompt).toContain('- DiSC: primary tied: "I", "S", "C" (an even split, no single one)');
    expect(prompt).toContain(
      'top domain tied: "Executing", "Influencing", "Thinking" (an even split, no single one)',
    );
  });

  it('never names one style as the user’s in the embedded replies', async () => {
    const engine = createEmbeddedEngine();
    const texts: string[] = [];
    for (const message of [
      'Tell me about my communication profile',
      ...COACHING_TOPICS.map((topic) => topic.prompt),
    ]) {
      const reply = await engine.chat({ message, history: [], profile });
      texts.push([reply.inferred_style, ...reply.insights, reply.suggested_reply].join(' '));
    }
    for (const sample of SAMPLE_CONVERSATIONS.slice(0, 3)) {
      const reply = await engine.analyze({ conversation: sample.text, profile });
      texts.push(reply.insights.join(' '));
    }
    for (const text of texts) expect(text).not.toMatch(SINGLE_STYLE);
    expect(texts.join(' ')).toMatch(
      /split evenly between I, S and C|even DiSC split of I, S and C/,
    );
  });
});

describe('a profile with no thinking style chosen (every score level)', () => {
  const level: Profile = {
    ...EXPRESSIVE_PROFILE,
    emergenetics: {
      ...EXPRESSIVE_PROFILE.emergenetics,
      Analytical: 2.5,
      Structural: 2.5,
      Social: 2.5,
      Conceptual: 2.5,
    },
  };
  const ONE_THINKING_STYLE =
    /\b(?:Analytical|Structural|Social|Conceptual) thinking (?:first|is an asset|helps)|Your thinking runs/;

  it('reads as a tie in the coach lens', () => {
    expect(readProfile(level).thinkingTie).toEqual([
      'Analytical',
      'Structural',
      'Social',
      'Conceptual',
    ]);
    expect(readProfile(EXPRESSIVE_PROFILE).thinkingTie).toBeNull();
  });

  it('is "not sure" on the user side of a pair guide', () => {
    expect(traitsOfProfile(level).thinking).toBeNull();
  });

  it('never names one thinking style as the user’s in chat', async () => {
    const engine = createEmbeddedEngine();
    for (const message of [
      'Tell me about my communication profile',
      ...COACHING_TOPICS.map((topic) => topic.prompt),
    ]) {
      const reply = await engine.chat({ message, history: [], profile: level });
      const text = [reply.inferred_style, ...reply.insights, reply.suggested_reply].join(' ');
      expect(text, message).not.toMatch(ONE_THINKING_STYLE);
    }
  });
});
