import type { FitResult } from '@styleprint/coach-content';
import { describe, expect, it } from 'vitest';
import { longPasteSummary } from './long-paste';

const fit = (overrides: Partial<FitResult>): FitResult => ({
  text: '',
  originalChars: 5515,
  cleanedChars: 4200,
  removed: [],
  messages: 10,
  unit: 'message',
  newestFirst: false,
  kept: { from: 4, to: 9 },
  pinned: null,
  leftOut: 4,
  cut: false,
  latest: true,
  windows: [],
  ...overrides,
});

describe('the long-paste notice', () => {
  it('says what was removed and which part the coach reads, only the parts that apply', () => {
    expect(
      longPasteSummary(
        fit({
          removed: [
            { kind: 'quoted-history', count: 3, chars: 900 },
            { kind: 'signature', count: 2, chars: 200 },
            { kind: 'footer', count: 1, chars: 215 },
          ],
        }),
        'paste',
        2000,
      ),
    ).toBe(
      'Your paste was 5,515 characters. Removed: quoted copies of earlier emails, contact details from 2 signatures, a legal footer. The coach will read the latest 6 of 10 messages; the first 4 are left out.',
    );
  });

  it('says the oldest emails are left out of a thread read from the top', () => {
    expect(
      longPasteSummary(
        fit({ newestFirst: true, kept: { from: 0, to: 2 }, messages: 4, leftOut: 1 }),
        'file',
        2000,
      ),
    ).toBe(
      'The file was 5,515 characters. Removed: extra blank lines and spaces. The coach will read the latest 3 of 4 messages; the oldest is left out.',
    );
  });

  it('names the chosen part, with a draft kept beside it', () => {
    expect(
      longPasteSummary(
        fit({
          latest: false,
          newestFirst: true,
          kept: { from: 2, to: 3 },
          pinned: 7,
          messages: 8,
          leftOut: 5,
          cleanedChars: 5515,
        }),
        'paste',
        2000,
      ),
    ).toBe(
      'Your paste was 5,515 characters. The coach will read messages 3–4 and 8 of 8, the part you chose; the other 5 are left out.',
    );
  });

  it('says when one message had to be shortened, and which end of it is kept', () => {
    expect(
      longPasteSummary(
        fit({ kept: { from: 9, to: 9 }, leftOut: 9, cut: true, cleanedChars: 5515 }),
        'paste',
        2000,
      ),
    ).toBe(
      'Your paste was 5,515 characters. The coach will read the latest of 10 messages; the first 9 are left out. That message alone is longer than 2000 characters, so only its end is kept.',
    );
    expect(
      longPasteSummary(
        fit({
          unit: 'paragraph',
          latest: false,
          kept: { from: 0, to: 0 },
          leftOut: 9,
          cut: true,
          newestFirst: true,
          cleanedChars: 5515,
        }),
        'sample',
        2000,
      ),
    ).toBe(
      'The sample was 5,515 characters. The coach will read paragraph 1 of 10, the part you chose; the other 9 are left out. That paragraph alone is longer than 2000 characters, so only its beginning is kept.',
    );
  });

  it('says it all fits when cleaning was enough', () => {
    expect(
      longPasteSummary(
        fit({
          removed: [{ kind: 'sent-from', count: 2, chars: 40 }],
          cleanedChars: 1990,
          kept: { from: 0, to: 9 },
          leftOut: 0,
        }),
        'paste',
        2000,
      ),
    ).toBe(
      'Your paste was 5,515 characters. Removed: 2 “Sent from my phone” lines. Now it fits: the coach will read all of it.',
    );
  });
});
