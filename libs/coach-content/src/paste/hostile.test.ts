import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitPaste } from './fit.js';

/**
 * A paste can be a 1 MB upload written to hurt: every line of it is read by patterns that could,
 * if written carelessly, backtrack or rescan. Here every such input is fitted without failing and
 * within the limit; how long each takes is printed by `npx tsx tools/bench/paste.ts` (no timed
 * assertion here: a busy machine would fail it, not slow code).
 */
const MB = 1024 * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

describe('fitPaste on hostile 1 MB input', () => {
  it.each([
    ['one letter', fill('a')],
    ['quote marks', fill('>')],
    ['spaced quote marks', fill('> ')],
    ['one quoted line over and over', fill('> the same words quoted again\n')],
    [
      'quotes nested 1,400 deep',
      Array.from({ length: 1400 }, (_, i) => `${'>'.repeat(i)} On Mon, A wrote:`).join('\n'),
    ],
    ['line breaks', fill('\n')],
    ['blank paragraphs', fill('x\n\n')],
    ['"-- " lines', fill('-- \n')],
    ['pipes', fill('a|')],
    ['contact lines', fill('T: +44 20 7946 0000 | www.x.com\n')],
    ['names over contact lines', fill('Maria Lopez\nT: +44 20 7946 0000\n')],
    ['digits', fill('1')],
    ['colons', fill('Maria: ')],
    ['chat lines', fill('Maria: hello there, how are you?\nMe: fine thanks\n')],
    ['one "On … wrote:" line', `On ${fill('a ')} wrote:`],
    ['Outlook fields', fill('From: x\nSent: y\n')],
    ['WhatsApp stamps', fill('[12/03/2024, 10:14:05] ')],
    ['Slack headers', fill('Maria Lopez  10:14 AM\nhi\n')],
    ['subtitle cues', `WEBVTT\n\n${fill('00:00:01.000 --> 00:00:02.000\n<v A>x</v>\n\n')}`],
    ['footer words', fill('confidential intended recipient in error delete ')],
    ['"Sent from my iPhone"', fill('Sent from my iPhone\n')],
    ['sentences', fill('This is a sentence. ')],
    ['addresses', fill('a@b.co ')],
    [
      'quoted attributions and signatures',
      fill(
        '> On Tue, 4 Mar 2025 at 09:12, Maria <m@x.com> wrote:\n>> Maria Lopez\n>> T: +44 20 7946 0000\n\n',
      ),
    ],
  ])('fits %s within the limit', (_name, text) => {
    const fitted = fitPaste(text, 2000);
    expect(fitted.text.length).toBeLessThanOrEqual(2000);
    expect(fitted.originalChars).toBe(text.length);
  });

  it('fits any mix of quote marks, headers, signatures and white space within the limit', () => {
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
      'From: ',
      'Sent: ',
      '-- ',
      '|',
      '+44 20 7946 0000',
      'Maria Lopez',
      'Best,',
      '10:14 AM',
      '12/03/2024, ',
      '\u00a0',
      'confidential',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 400 }), (pieces) => {
        const text = fill(pieces.join(''));
        expect(fitPaste(text, 2000).text.length).toBeLessThanOrEqual(2000);
      }),
      { numRuns: 8, seed: 23 },
    );
  });
});
