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

  it.each([
    [
      'Our charge nurse Denise only ever replies in like three words and never says please or thanks.',
      'Denise',
      'D',
    ],
    [
      'Kaito is very formal, cites the contract in every email and wants everything documented.',
      'Kaito',
      'C',
    ],
    [
      'Mirela is lovely but disorganised, sends huge Slack messages full of emojis and decides everything last-minute.',
      'Mirela',
      'I',
    ],
    [
      "Bram is easy-going and supportive, but he doesn't like change and takes his time to decide.",
      'Bram',
      'S',
    ],
  ])('reads a described manner as a style: %s', (message, who, style) => {
    expect(readCounterpart(message, who).style).toBe(style);
  });

  it('does not take a formal complaint for a formal person', () => {
    expect(readCounterpart('Oskar filed a formal complaint about the rota.', 'Oskar').cues).toEqual(
      [],
    );
  });
});
