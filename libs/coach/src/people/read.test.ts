import { describe, expect, it } from 'vitest';
import type { EvidenceQuote } from '@styleprint/contracts';
import { quoteSignals } from '../reading/infer/passages.js';
import { personTraits, readTrait } from './read.js';

const q = (id: string, quote: string, struck = false): EvidenceQuote => ({
  id,
  trait: 'disc',
  quote,
  struck,
});

const evidence: EvidenceQuote[] = [
  q('e1', 'Send me the final numbers by Friday. No excuses. Cut pages four to nine.'),
  q('e2', 'Resend the deck today. Now.'),
  q('e3', 'I am a little worried about the team, sorry, if we maybe change the plan again.'),
];

describe('readTrait for DiSC and thinking: the coach’s rule over the quotes not struck out', () => {
  it('reads the quotes that are not struck out', () => {
    const read = readTrait(evidence, 'disc');
    expect(read.value).toBe('D');
    expect(read.confidence).toBeGreaterThan(0.4);
    expect(read.words).toBe(35);
  });

  it('changes when a quote is struck out, and says too little to read under 20 words', () => {
    const struck = evidence.map((e) => (e.id === 'e3' ? e : { ...e, struck: true }));
    expect(readTrait(struck, 'disc')).toEqual({
      value: null,
      confidence: null,
      words: 16,
      tooLittle: true,
    });
    const warmer = [
      ...evidence.filter((e) => e.id !== 'e1'),
      q('e4', 'I am so sorry, I hope the team is okay with this, maybe we could wait a little?'),
    ];
    expect(readTrait(warmer, 'disc').value).toBe('S');
  });

  it('counts a quote by what the coach measured in it, not by reading its words again', () => {
    // The same words, carrying what was measured of a warm, hedging writer in the conversation.
    const measured = quoteSignals(
      'I am so sorry, I hope the team is okay, maybe we could possibly wait a little if that is all right?',
    );
    const carried = evidence.map((e) => ({ ...e, signals: measured }));
    expect(readTrait(evidence, 'disc').value).toBe('D');
    expect(readTrait(carried, 'disc').value).toBe('S');
  });

  it('reads nothing, and says nothing is too little, without evidence', () => {
    expect(readTrait([], 'thinking')).toEqual({
      value: null,
      confidence: null,
      words: 0,
      tooLittle: false,
    });
  });
});

describe('readTrait for MBTI and strengths: quotes given with a value and a weight', () => {
  const s = (id: string, supports: 'Executing' | 'Influencing', quote: string): EvidenceQuote => ({
    id,
    trait: 'strength',
    supports,
    weight: 2,
    quote,
    struck: false,
  });

  it('breaks a tie by the vocabulary order', () => {
    const tie = [
      s('a', 'Influencing', 'This is going to be amazing, everyone will love it so much!'),
      s('b', 'Executing', 'Which source gives the 4.2% figure and when was it last checked?'),
    ];
    expect(readTrait(tie, 'strength').value).toBe('Executing');
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
