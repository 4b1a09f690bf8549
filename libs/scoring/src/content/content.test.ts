import { describe, expect, it } from 'vitest';
import {
  BEHAVIOURS,
  DISC_STYLES,
  MBTI_AXES,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type ProfileBehaviourLevel,
} from '@styleprint/contracts';
import {
  behaviouralContext,
  discContent,
  MBTI_TYPES_WITH_CONTENT,
  mbtiContent,
  strengthsContent,
  thinkingContent,
  type TraitContent,
} from '../index.js';

/** Every four-letter combination of the axes, built from the vocabulary, not copied by hand. */
const ALL_TYPES = MBTI_AXES.reduce<string[]>(
  (prefixes, axis) => prefixes.flatMap((prefix) => axis.map((letter) => prefix + letter)),
  [''],
);

const sentences = (text: string): number =>
  text.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;

/** Words that would make advice read like a horoscope rather than something to act on. */
const FILLER = /\b(destiny|cosmic|universe|zodiac|stars? align|aura|vibrations?|fate)\b/i;

function expectWellFormed(content: TraitContent): void {
  expect(content.trait.trim()).not.toBe('');
  expect(sentences(content.evaluation)).toBeGreaterThanOrEqual(2);
  expect(sentences(content.evaluation)).toBeLessThanOrEqual(3);
  expect(content.superpower).not.toMatch(/\n/);
  expect(sentences(content.superpower)).toBe(1);
  for (const list of [content.strengths, content.growth]) {
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(new Set(list).size).toBe(list.length);
    for (const item of list) expect(item.trim()).not.toBe('');
  }
  const allText = [
    content.evaluation,
    content.superpower,
    ...content.strengths,
    ...content.growth,
  ].join(' ');
  expect(allText).not.toMatch(FILLER);
}

const expectDistinct = (contents: TraitContent[]): void => {
  for (const field of ['evaluation', 'superpower'] as const) {
    expect(new Set(contents.map((c) => c[field])).size).toBe(contents.length);
  }
};

describe('MBTI content', () => {
  it('covers all 16 types with their own, well-formed, distinct text', () => {
    expect([...MBTI_TYPES_WITH_CONTENT].sort()).toEqual([...ALL_TYPES].sort());
    const contents = ALL_TYPES.map(mbtiContent);
    contents.forEach((content, n) => {
      expect(content.trait).toBe(ALL_TYPES[n]);
      expectWellFormed(content);
    });
    expectDistinct([...contents, mbtiContent('XXXX')]);
  });

  it('accepts a type in any case and with surrounding space', () => {
    expect(mbtiContent(' infp ')).toEqual(mbtiContent('INFP'));
  });

  it.each([['XXXX'], ['ENTP-A'], ['E']])(
    'gives the generic text for the unexpected type %s',
    (type) => {
      const content = mbtiContent(type);
      expect(content.trait).toBe(type);
      expect(content.evaluation).toBe(mbtiContent('ZZZZ').evaluation);
      expectWellFormed(content);
    },
  );

  it('never writes an empty heading for a blank type', () => {
    expect(mbtiContent('  ').trait).toBe('Personality');
  });

  it('hands out copies, so a caller changing a list cannot change the content', () => {
    mbtiContent('INTJ').strengths.push('changed');
    expect(mbtiContent('INTJ').strengths).not.toContain('changed');
  });
});

describe('DiSC content', () => {
  it.each([
    ['D', 'Dominance'],
    ['I', 'Influence'],
    ['i', 'Influence'],
    ['S', 'Steadiness'],
    ['C', 'Conscientiousness'],
  ])('names %s as %s', (letter, trait) => {
    expect(discContent(letter).trait).toBe(trait);
  });

  it('writes each style its own well-formed text', () => {
    const contents = DISC_STYLES.map(discContent);
    contents.forEach(expectWellFormed);
    expectDistinct([...contents, discContent('X')]);
  });

  it.each([['X'], [''], [null], [undefined]])('gives the generic text for %j', (primary) => {
    const content = discContent(primary);
    expect(content.trait).toBe('DiSC');
    expectWellFormed(content);
  });
});

describe('thinking-style content', () => {
  it('writes each style its own text and behavioural context', () => {
    const contents = THINKING_STYLES.map(thinkingContent);
    contents.forEach((content, n) => {
      expect(content.trait).toBe(THINKING_STYLES[n]);
      expectWellFormed(content);
      for (const text of Object.values(content.behaviouralContext))
        expect(text.trim()).not.toBe('');
    });
    expectDistinct(contents);
    const advice = contents.flatMap((c) => Object.values(c.behaviouralContext));
    expect(new Set(advice).size).toBe(advice.length);
  });

  const levels = (level: ProfileBehaviourLevel | null) =>
    Object.fromEntries(BEHAVIOURS.map((b) => [b, level])) as Record<
      (typeof BEHAVIOURS)[number],
      ProfileBehaviourLevel | null
    >;

  it('puts what the level means before the style advice, different for each level', () => {
    const advice = thinkingContent('Social').behaviouralContext;
    const high = behaviouralContext('Social', levels('High'));
    const medium = behaviouralContext('Social', levels('Medium'));
    const low = behaviouralContext('Social', levels('Low'));
    for (const key of ['expressiveness', 'assertiveness', 'flexibility'] as const) {
      for (const context of [high, medium, low]) {
        expect(context[key].endsWith(advice[key])).toBe(true);
        expect(context[key].length).toBeGreaterThan(advice[key].length);
      }
      expect(new Set([high[key], medium[key], low[key]]).size).toBe(3);
    }
  });

  it('gives the style advice alone for a level it does not recognise', () => {
    expect(behaviouralContext('Analytical', levels(null))).toEqual(
      thinkingContent('Analytical').behaviouralContext,
    );
  });
});

describe('strengths content', () => {
  it.each([
    ['Executing', 'Executing'],
    ['Influencing', 'Influencing'],
    ['Relationship', 'Relationship Building'],
    ['Thinking', 'Strategic Thinking'],
    ['relationship', 'Relationship Building'],
  ])('names the domain %s as %s', (domain, trait) => {
    expect(strengthsContent(domain).trait).toBe(trait);
  });

  it('writes each domain its own well-formed text', () => {
    const contents = STRENGTH_DOMAINS.map(strengthsContent);
    contents.forEach(expectWellFormed);
    expectDistinct([...contents, strengthsContent('Unknown')]);
  });

  it.each([['Unknown'], [''], ['Leadership']])('gives the generic text for %j', (domain) => {
    const content = strengthsContent(domain);
    expect(content.trait).toBe('Strengths');
    expectWellFormed(content);
  });
});
