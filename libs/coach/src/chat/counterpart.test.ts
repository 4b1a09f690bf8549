import { describe, expect, it } from 'vitest';
import { readCounterpart } from './counterpart.js';

describe('readCounterpart', () => {
  it('names a style only from two or more cues about that person', () => {
    const read = readCounterpart(
      "Mr. Okafor sent an email in ALL CAPS saying our delay is 'unacceptable' and cc'd my CEO.",
      'Mr. Okafor',
    );
    expect(read).toEqual({ style: 'D', cues: ['all caps', 'unacceptable'] });
  });

  it('says too little to tell on one cue', () => {
    expect(readCounterpart('My manager Diane cuts me off in every sync.', 'Diane')).toEqual({
      style: null,
      cues: ['cuts me off'],
    });
  });

  it('ignores words about the user ("I\'m quiet") and reads only words about them', () => {
    expect(
      readCounterpart("I'm quiet and anxious. How do I ask Sam for a day off?", 'Sam'),
    ).toEqual({
      style: null,
      cues: [],
    });
    expect(
      readCounterpart(
        'Sam is detail-oriented and asks for data on everything. They find me too direct.',
        'Sam',
      ).style,
    ).toBe('C');
  });
});
