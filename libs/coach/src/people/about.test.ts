import type { CoachReply, CounterpartRead } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { withAbout } from './counterparts.js';
import { personTraits } from './read.js';

const REPLY: CoachReply = {
  inferred_style: 'Sam: likely DiSC S.',
  insights: ['Give them time to think.'],
  suggested_reply: 'Could we pick this up tomorrow morning?',
};
const TRAITS = { disc: 'S', mbti: null, thinking: null, strength: null } as const;
const read = (name: string): CounterpartRead => ({
  name,
  words: 30,
  traits: personTraits([]),
  evidence: [],
});

describe('withAbout: whose results a reply used (decision 0104)', () => {
  it('says their own results for someone who shares, my guess for a saved person', () => {
    expect(withAbout(REPLY, { name: 'Sam', traits: TRAITS, own: true }).about).toEqual({
      name: 'Sam',
      source: 'shared',
    });
    expect(withAbout(REPLY, { name: 'Sam', traits: TRAITS }).about).toEqual({
      name: 'Sam',
      source: 'guess',
    });
  });

  it('keeps nothing a model wrote there, and says nothing when nobody was named', () => {
    const claimed = { ...REPLY, about: { name: 'Mallory', source: 'shared' as const } };
    expect(withAbout(claimed, undefined)).toEqual(REPLY);
    expect(withAbout(claimed, { name: 'Sam', traits: TRAITS }).about).toEqual({
      name: 'Sam',
      source: 'guess',
    });
  });

  it('names the counterpart read the person is: the same name, else the first', () => {
    const analysis = { ...REPLY, counterparts: [read('Priya'), read('Sam'), read('Leo')] };
    expect(withAbout(analysis, { name: 'Sam Ortiz', traits: TRAITS }).about).toEqual({
      name: 'Sam Ortiz',
      source: 'guess',
      counterpart: 'Sam',
    });
    expect(withAbout(analysis, { name: 'Bob from Sales', traits: TRAITS }).about).toEqual({
      name: 'Bob from Sales',
      source: 'guess',
      counterpart: 'Priya',
    });
  });
});
