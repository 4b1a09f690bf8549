import { describe, expect, it } from 'vitest';
import {
  DISC_STYLES,
  MBTI_TYPES,
  PAIR_GUIDE_SECTIONS,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type PairGuide,
  type TraitValues,
} from '@styleprint/contracts';
import { pairGuide } from './guide.js';

const person = { id: 'p1', name: 'Marta Ruiz' };
const base: TraitValues = {
  disc: 'D',
  mbti: 'ESTJ',
  thinking: 'Analytical',
  strength: 'Executing',
};

/** Every line a complete sentence: a capital first, a full stop last, no slot or gap left. */
function expectComplete(guide: PairGuide): void {
  expect(guide.sections.map((s) => s.key)).toEqual([...PAIR_GUIDE_SECTIONS]);
  for (const section of guide.sections) {
    expect(section.lines.length, section.key).toBeGreaterThan(0);
    for (const line of section.lines) {
      expect(line.text).toMatch(/^[A-Z]/);
      expect(line.text).toMatch(/[.]$/);
      expect(line.text).not.toMatch(/[{}]|undefined|null|\s{2}|\(\)|\s[,.:;]/);
    }
  }
}

const withNull = <T>(values: readonly T[]): (T | null)[] => [...values, null];

describe('pairGuide: every combination renders whole sentences', () => {
  it.each([
    ['disc', DISC_STYLES],
    ['mbti', MBTI_TYPES],
    ['thinking', THINKING_STYLES],
    ['strength', STRENGTH_DOMAINS],
  ] as const)('%s: every pair of values, "not sure" included', (key, values) => {
    for (const you of withNull<string>(values)) {
      for (const them of withNull<string>(values)) {
        const guide = pairGuide(person, { ...base, [key]: you }, { ...base, [key]: them });
        expectComplete(guide);
      }
    }
  });

  it('with everything "not sure" on both sides', () => {
    const unknown: TraitValues = { disc: null, mbti: null, thinking: null, strength: null };
    const guide = pairGuide(person, unknown, unknown);
    expectComplete(guide);
    for (const line of guide.sections.flatMap((s) => s.lines)) {
      expect(line.anyStyle).toBe(true);
      expect(line.text).toMatch(/not sure/);
      expect(line.text).toMatch(/\bany\b/);
    }
  });
});

describe('pairGuide: names the framework behind each line', () => {
  it('tags lines with all four frameworks, and the lines of one framework speak of it', () => {
    const guide = pairGuide(person, base, {
      disc: 'S',
      mbti: 'INFP',
      thinking: 'Social',
      strength: 'Relationship',
    });
    const lines = guide.sections.flatMap((s) => s.lines);
    expect(new Set(lines.map((l) => l.framework))).toEqual(
      new Set(['disc', 'mbti', 'emergenetics', 'cliftonStrengths']),
    );
    const meet = guide.sections.find((s) => s.key === 'meet')?.lines ?? [];
    expect(meet.find((l) => l.framework === 'disc')?.text).toMatch(/DiSC/);
    expect(meet.find((l) => l.framework === 'emergenetics')?.text).toMatch(/analytical.*social/);
    expect(meet.find((l) => l.framework === 'cliftonStrengths')?.text).toMatch(
      /Executing.*Relationship Building/,
    );
  });

  it('says which side is not sure and still advises for any style', () => {
    const guide = pairGuide(person, base, { ...base, disc: null });
    const disc = guide.sections.flatMap((s) => s.lines).filter((l) => l.framework === 'disc');
    expect(
      disc.every((l) => l.anyStyle && /Marta Ruiz’s DiSC style is not sure/.test(l.text)),
    ).toBe(true);
    const mine = pairGuide(person, { ...base, thinking: null }, base);
    const meet = mine.sections.find((s) => s.key === 'meet')?.lines ?? [];
    expect(meet.find((l) => l.framework === 'emergenetics')?.text).toMatch(
      /Your own thinking preference is not sure/,
    );
  });
});

describe('pairGuide: contrasting pairs read materially differently', () => {
  const texts = (guide: PairGuide) => guide.sections.flatMap((s) => s.lines.map((l) => l.text));

  it('a D-style, ESTJ, analytical, Executing colleague and an S-style, INFP, social, Relationship Building one', () => {
    const them1: TraitValues = base;
    const them2: TraitValues = {
      disc: 'S',
      mbti: 'INFP',
      thinking: 'Social',
      strength: 'Relationship',
    };
    const a = texts(pairGuide(person, base, them1));
    const b = texts(pairGuide(person, base, them2));
    const shared = a.filter((line) => b.includes(line));
    expect(shared).toEqual([]);
    const open = (g: PairGuide) => g.sections.find((s) => s.key === 'open')?.lines[0]?.text;
    expect(open(pairGuide(person, base, them1))).toMatch(/bottom line/);
    expect(open(pairGuide(person, base, them2))).toMatch(/calmly/);
  });

  it('the same colleague seen by two contrasting users differs in meet, clash and misread', () => {
    const them: TraitValues = {
      disc: 'I',
      mbti: 'ENFP',
      thinking: 'Conceptual',
      strength: 'Influencing',
    };
    const you2: TraitValues = {
      disc: 'C',
      mbti: 'ISTJ',
      thinking: 'Structural',
      strength: 'Thinking',
    };
    const g1 = pairGuide(person, base, them);
    const g2 = pairGuide(person, you2, them);
    const linesOf = (g: PairGuide, key: string) =>
      g.sections.find((s) => s.key === key)?.lines.map((l) => l.text) ?? [];
    // Both users put the task first and weigh by logic, so a line or two may be shared; the
    // rest must not be.
    const pairLines = (g: PairGuide) => ['meet', 'clash', 'misread'].flatMap((k) => linesOf(g, k));
    const shared = pairLines(g1).filter((t) => pairLines(g2).includes(t));
    expect(shared.length / pairLines(g1).length).toBeLessThan(0.5);
    for (const key of ['meet', 'clash', 'misread']) {
      expect(linesOf(g1, key), key).not.toEqual(linesOf(g2, key));
    }
  });
});
