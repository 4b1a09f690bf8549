import { describe, expect, it } from 'vitest';
import {
  behaviourLevelOf,
  discStyleOf,
  discTieOf,
  strengthDomainOf,
  strengthTieOf,
} from './profile-reading.js';

describe('discStyleOf', () => {
  it.each([
    ['D', 'D'],
    ['i', 'I'],
    [' s ', 'S'],
    ['c', 'C'],
  ])('reads %j as %s', (letter, style) => {
    expect(discStyleOf(letter)).toBe(style);
  });

  it.each([null, undefined, '', 'X', 'DI', 'Dominance'])('reads %j as no style', (letter) => {
    expect(discStyleOf(letter)).toBeNull();
  });
});

describe('strengthDomainOf', () => {
  it.each([
    ['Executing', 'Executing'],
    ['influencing', 'Influencing'],
    ['Relationship', 'Relationship'],
    ['Relationship Building', 'Relationship'],
    [' strategic thinking ', 'Thinking'],
    ['THINKING', 'Thinking'],
  ])('reads %j as %s', (topDomain, domain) => {
    expect(strengthDomainOf(topDomain)).toBe(domain);
  });

  it.each(['Unknown', '', 'Building', 'constructor', 'toString'])(
    'reads %j as no domain',
    (topDomain) => {
      expect(strengthDomainOf(topDomain)).toBeNull();
    },
  );
});

describe('behaviourLevelOf', () => {
  it.each([
    ['high', 'High'],
    [' Medium ', 'Medium'],
    ['LOW', 'Low'],
  ])('reads %j as %s', (level, known) => {
    expect(behaviourLevelOf(level)).toBe(known);
  });

  it('reads anything else as null', () => {
    expect(behaviourLevelOf('very high')).toBeNull();
  });
});

// docs/decisions/0018-ties-in-added-fields-and-levels-in-any-case.md
describe('discTieOf: the tie in Tie, or written the older way in Primary', () => {
  it.each([
    ['one style', { Primary: 'S' }, null],
    [
      'Tie, in list order whatever the tie-break',
      { Primary: 'S', Tie: ['S', 'I', 'C'] },
      ['I', 'S', 'C'],
    ],
    ['an older Primary "I/S/C"', { Primary: 'I/S/C' }, ['I', 'S', 'C']],
    ['an older Primary in lower case', { Primary: 'c/i' }, ['I', 'C']],
    ['a Primary with an unknown part', { Primary: 'D/X' }, null],
    ['a single-entry Tie', { Primary: 'D', Tie: ['D'] }, null],
  ] as const)('%s', (_name, disc, expected) => {
    expect(discTieOf({ ...disc, Tie: 'Tie' in disc ? [...disc.Tie] : undefined })).toEqual(
      expected,
    );
  });
});

describe('strengthTieOf: the tie in TopTie, or written the older way in TopDomain', () => {
  it.each([
    ['one domain', { TopDomain: 'Thinking' }, null],
    ['Unknown', { TopDomain: 'Unknown' }, null],
    [
      'TopTie, in list order',
      { TopDomain: 'Thinking', TopTie: ['Thinking', 'Executing'] },
      ['Executing', 'Thinking'],
    ],
    [
      'an older "Executing/Thinking"',
      { TopDomain: 'Executing/Thinking' },
      ['Executing', 'Thinking'],
    ],
    [
      'an older tie by the long names',
      { TopDomain: 'Strategic Thinking/Relationship Building' },
      ['Relationship', 'Thinking'],
    ],
  ] as const)('%s', (_name, strengths, expected) => {
    const TopTie = 'TopTie' in strengths ? [...strengths.TopTie] : undefined;
    expect(strengthTieOf({ TopDomain: strengths.TopDomain, TopTie })).toEqual(expected);
  });
});
