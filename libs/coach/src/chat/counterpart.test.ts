import { describe, expect, it } from 'vitest';
import { readCounterpart } from './counterpart.js';

describe('readCounterpart', () => {
  it('names a style only from two or more cues about that person', () => {
    const read = readCounterpart(
      "Mr. Okafor sent an email in ALL CAPS saying our delay is 'unacceptable' and cc'd my CEO.",
      'Mr. Okafor',
    );
    expect(read).toEqual({ style: 'D', cues: ['unacceptable', 'all caps'] });
  });

  it('reads one cue as a style held lightly', () => {
    expect(readCounterpart('My manager Diane cuts me off in every sync.', 'Diane')).toEqual({
      style: 'D',
      cues: ['cuts me off'],
      tentative: true,
    });
  });

  it('names a neighbouring style beside the leading one, and none for opposite cues', () => {
    expect(
      readCounterpart('Steve is very numbers-driven and always in a rush, 2 min max.', 'Steve'),
    ).toEqual({
      style: 'D',
      cues: ['always in a rush', '2 min max', 'numbers-driven'],
      blend: 'C',
    });
    expect(readCounterpart('Dana is blunt but shy.', 'Dana')).toEqual({
      style: null,
      cues: ['blunt', 'shy'],
    });
  });

  it('reads "…but she\'s very busy and quite formal" as about her, though the sentence opens with the user', () => {
    expect(
      readCounterpart(
        "I'd like to ask her for proper feedback but she's very busy and quite formal.",
        'Mrs. Whitfield',
      ),
    ).toMatchObject({ style: 'C', cues: ['quite formal'] });
  });

  it('does not take a patient for a patient manner', () => {
    expect(readCounterpart('A patient emailed in all caps.', 'a patient').cues).toEqual([
      'all caps',
    ]);
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

  it('reads their own quoted words: a clipped question and a demand are direct, a confirmation precise', () => {
    expect(
      readCounterpart(
        'My CEO, Mr Tan, answers my emails with one line, usually "Ok. Numbers?" or "Summary?". How do I ask him for two hires?',
        'Mr. Tan',
      ),
    ).toMatchObject({ style: 'D', blend: 'C' });
    expect(
      readCounterpart(
        'Our supplier Mr Kamau emailed: "Due to maintenance we can deliver 40 pallets on 14 March instead of 60 pallets on 7 March. Please confirm which option suits."',
        'Mr. Kamau',
      ),
    ).toMatchObject({ style: 'C', cues: expect.arrayContaining(['Please confirm']) });
    expect(
      readCounterpart(
        'Dave texted the group: "Mate, everyone\'s in, just need your deposit by Friday 🍻"',
        'Dave',
      ),
    ).toMatchObject({ style: 'I', cues: ['Mate', '🍻'] });
  });

  it('does not read words the user wrote, or a bare "ok", as the other person\'s style', () => {
    expect(readCounterpart('I replied to Jess: "No worries, whenever suits!"', 'Jess')).toEqual({
      style: null,
      cues: [],
    });
    expect(readCounterpart('Marco just says "ok." to everything I ask.', 'Marco').cues).toEqual([]);
  });

  it('shows a cue once when a longer cue holds it, and counts a quote once per style', () => {
    const read = readCounterpart(
      "Karen always asks 'what's the impact?' before anything else.",
      'Karen',
    );
    expect(read).toEqual({ style: 'D', cues: ["what's the impact"], tentative: true });
  });
});
