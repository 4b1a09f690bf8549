import fc from 'fast-check';
import { LIMITS } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { readConversation } from '../src/reading/index.js';
import { writeAnalysis } from '../src/writing/analysis.js';
import { writeChat } from '../src/writing/chat.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';
import { fastestCpuMs } from './helpers/time-budget.js';

/**
 * Hostile input cannot hurt the service (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 8): each input below is read and answered
 * by the pure engine within a per-input budget of 50 ms, generous against the few milliseconds
 * measured (tools/bench/coach.ts), so only super-linear work can fail it.
 */
const BUDGET_MS = 50;

const analyse = (text: string) => writeAnalysis(readConversation(text), EXPRESSIVE_PROFILE);

describe('hostile inputs', () => {
  // Warm the NLP model so its one-time load is not counted.
  analyse('Sam: hello there\nMe: hi');

  it.each([
    ['"From: A\\nTo: B\\n" then tabs to 2000 characters', `From: A\nTo: B\n${'\t'.repeat(1986)}`],
    ['1999 spaces then "x"', `${' '.repeat(1999)}x`],
    ['1999 newlines then "x"', `${'\n'.repeat(1999)}x`],
    ['"On … wrote:" over and over', 'On Tue, Sam wrote:\n> '.repeat(95)],
    ['nested quote marks', '>'.repeat(2000)],
    ['colons', `Sam${':'.repeat(1997)}`],
  ])('analyses %s within 50 ms', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(LIMITS.analysisMaxChars);
    expect(fastestCpuMs(() => analyse(text))).toBeLessThan(BUDGET_MS);
  });

  // Patterns built from strings, which the lint cannot check: a price change read over a run of
  // "1," once took 48 s (decision 0138).
  it.each([
    ['a price "from $1,1,1,…"', `the price is going from $${'1,'.repeat(950)} to $2`],
    ['"$1 instead of $1" over and over', `$1${' instead of $1'.repeat(150)}`],
    [
      'a package and a quoted ask of commas',
      `paid for ${'1,'.repeat(500)} €1,200 "can you also make ${'1,'.repeat(400)}"`,
    ],
    ['a quoted complaint of commas', `customer review "${'1,'.repeat(900)} never arrived" reply`],
    // Single quotes that open at every word and never close, and apostrophes inside words.
    [
      'single quotes at every word',
      `A client sent this: ${" 'a".repeat(660)} ripped off. How do I reply?`,
    ],
    ['apostrophes inside words', `A customer emailed: '${"I'd ".repeat(490)}' reply`],
    [
      'a contract with a long bracket and quoted asks',
      `my contract w/ a a a a (${'x'.repeat(25)}) says ${'1,'.repeat(300)} €3 ${" 'could you also".repeat(60)}`,
    ],
    ['"and I need to" over and over', `I sit my exam on 4 May${' and I need to go'.repeat(110)}.`],
    [
      '"tell my team of 9" with a long run before "that"',
      `tell my team of 9 ${'a '.repeat(900)}that x`,
    ],
  ])('answers %s within 50 ms', (_name, text) => {
    const message = text.slice(0, LIMITS.chatMaxChars);
    const time = fastestCpuMs(() =>
      writeChat({ message, profile: EXPRESSIVE_PROFILE, history: [] }),
    );
    expect(time).toBeLessThan(BUDGET_MS);
  });

  it('answers a chat message of 985 tabs within 50 ms', () => {
    const message = `help ${'\t'.repeat(985)}x`;
    const time = fastestCpuMs(() =>
      writeChat({ message, profile: EXPRESSIVE_PROFILE, history: [] }),
    );
    expect(time).toBeLessThan(BUDGET_MS);
  });

  it('analyses any mix of white space, ">", ":", "On ", "wrote:" and newlines within 50 ms', () => {
    const piece = fc.constantFrom(
      ' ',
      '\t',
      '\n',
      '\r\n',
      '>',
      '> ',
      ':',
      'On ',
      'wrote:',
      'A',
      'From: ',
      '\u00a0',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 700 }), (pieces) => {
        const text = pieces.join('').slice(0, LIMITS.analysisMaxChars);
        if (text.trim() === '') return;
        expect(fastestCpuMs(() => analyse(text))).toBeLessThan(BUDGET_MS);
      }),
      { numRuns: 25, seed: 9 },
    );
  });
});
