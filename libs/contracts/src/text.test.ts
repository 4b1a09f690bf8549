import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, Name, nameProblem, Text, textProblem } from './text.js';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Could we move the deadline?'],
    ['an emoji (a surrogate pair)', 'Thanks 👍'],
    ['a pair at the very end', 'x\uD83D\uDC4D'],
    ['accents and scripts', 'Zoë, 李雷, Ağa, مريم'],
    ['the empty string', ''],
    ['a bidirectional control (stored; shown isolated)', 'abc\u202Edef'],
  ])('accepts %s', (_what, value) => {
    expect(textProblem(value)).toBeUndefined();
  });

  it.each([
    ['a NUL', 'Pri\u0000ya', /NUL/],
    ['a NUL alone', '\u0000', /NUL/],
    ['a lone high surrogate', 'Priya\uD800', /lone surrogate, U\+D800/],
    ['a high surrogate before a letter', '\uD83Dx', /lone surrogate, U\+D83D/],
    ['a lone low surrogate', '\uDC00Priya', /lone surrogate, U\+DC00/],
    ['two high surrogates', '\uD800\uD800\uDC00', /lone surrogate/],
  ])('refuses %s', (_what, value, message) => {
    expect(textProblem(value)).toMatch(message);
  });

  it('stays linear on a long hostile string', () => {
    const hostile = '\uD83D\uDC4D'.repeat(500_000) + '\uD800';
    const started = performance.now();
    expect(textProblem(hostile)).toMatch(/lone surrogate/);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('nameProblem', () => {
  it.each(['Priya', ' Kenji ', 'Ø', '李', '👍', 'A\u200BB', 'Ana\u202E'])('accepts %j', (name) => {
    expect(nameProblem(name)).toBeUndefined();
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['joiners', '\u200C\u200D'],
    ['a byte-order mark', '\uFEFF'],
    ['bidirectional controls', '\u202E\u2066\u2069'],
    ['a soft hyphen', '\u00AD'],
    ['a Hangul filler', '\u3164'],
    ['white space of several kinds', ' \t\u00A0\u3000\u2028'],
    ['invisible and white space together', ' \u200B \uFEFF '],
  ])('refuses a name of only %s', (_what, name) => {
    expect(nameProblem(name)).toMatch(/visible character/);
  });

  it('says NUL before visibility', () => {
    expect(nameProblem('\u0000')).toMatch(/NUL/);
  });
});

describe('Text and Name schemas', () => {
  it('check with TypeBox, beside the other limits', () => {
    expect(Value.Check(Text({ maxLength: 5 }), 'hello')).toBe(true);
    expect(Value.Check(Text({ maxLength: 5 }), 'he\u0000lo')).toBe(false);
    expect(Value.Check(Text({ maxLength: 5 }), 'hello!')).toBe(false);
    expect(Value.Check(Name(), 'Priya')).toBe(true);
    expect(Value.Check(Name(), '\u200B')).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('finds the first unstorable string, keys included, with its path', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\uD800' }] })).toEqual({
      path: ['a', '1', 'b'],
      problem: expect.stringMatching(/lone surrogate/),
    });
    expect(findUnstorableText({ ok: { 'k\u0000': 1 } })?.path).toEqual(['ok', '(a key)']);
    expect(findUnstorableText({ a: [1, null, true, 'fine'] })).toBeUndefined();
  });
});
