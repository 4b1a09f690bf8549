import { describe, expect, it } from 'vitest';
import type { EvidenceQuote } from '@styleprint/contracts';
import { personTraits, readTrait } from './read.js';

const q = (
  id: string,
  supports: 'D' | 'I' | 'S' | 'C',
  weight: number,
  quote: string,
  struck = false,
): EvidenceQuote => ({ id, trait: 'disc', supports, weight, quote, struck });

const evidence: EvidenceQuote[] = [
  q('e1', 'D', 3, 'Send me the final numbers by Friday, no excuses this time.'),
  q('e2', 'D', 2, 'Cut pages four to nine and resend the deck today.'),
  q('e3', 'S', 3, 'I am a little worried about the team if we change the plan again.'),
];

describe('readTrait', () => {
  it('tallies weights of the quotes that are not struck out', () => {
    const read = readTrait(evidence, 'disc');
    expect(read.value).toBe('D');
    expect(read.confidence).toBeGreaterThan(0.4);
    expect(read.words).toBe(35);
  });

  it('changes when a quote is struck out, and says too little to read under 20 words', () => {
    const struck = evidence.map((e) => (e.id === 'e1' ? { ...e, struck: true } : e));
    const read = readTrait(struck, 'disc');
    expect(read.value).toBe('S');
    const fewer = evidence.map((e) => (e.id !== 'e3' ? { ...e, struck: true } : e));
    expect(readTrait(fewer, 'disc')).toEqual({
      value: null,
      confidence: null,
      words: 14,
      tooLittle: true,
    });
  });

  it('reads nothing, and says nothing is too little, without evidence', () => {
    expect(readTrait([], 'thinking')).toEqual({
      value: null,
      confidence: null,
      words: 0,
      tooLittle: false,
    });
  });

  it('breaks a tie by the vocabulary order', () => {
    const tie = [
      q('a', 'C', 2, 'Which source gives the 4.2% figure and when was it last checked?'),
      q('b', 'I', 2, 'This is going to be amazing, everyone will love it so much!'),
    ];
    expect(readTrait(tie, 'disc').value).toBe('I');
  });
});

describe('personTraits', () => {
  it('lets a value set by hand win over the read and keeps the read beside it', () => {
    const traits = personTraits(evidence, { disc: 'C', mbti: null });
    expect(traits.disc).toMatchObject({ value: 'C', source: 'user', confidence: null });
    expect(traits.disc.read.value).toBe('D');
    expect(traits.mbti).toMatchObject({ value: null, source: 'user' });
    expect(traits.thinking).toMatchObject({ value: null, source: null });
  });

  it('uses the read when nothing is set by hand', () => {
    expect(personTraits(evidence).disc).toMatchObject({ value: 'D', source: 'read' });
  });
});
