import { describe, expect, it } from 'vitest';
import { behaviourLevelOf, discStyleOf, strengthDomainOf } from './profile-reading.js';

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
