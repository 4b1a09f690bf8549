import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readConversation } from '../index.js';
import { findParticipants, parseConversation } from './index.js';
import { fastestCpuMs } from '../../../test/helpers/time-budget.js';

/**
 * A run of pings from one writer and code-review threads
 * (docs/decisions/0115-coach-reading-ping-runs-and-review-threads.md).
 */
const read = (text: string, userName?: string) => {
  const parsed = parseConversation(text);
  return { parsed, people: findParticipants(parsed, userName) };
};

describe('a run of pings from one writer, stamped with days and times', () => {
  it.each([
    ['Mon 09:12 Me: any update?\nTue 14:03 Me: just checking in\nWed 10:40 Me: ??'],
    ['Monday 09:12 Me: any update?\nTuesday 14:03 Me: just checking in\nWednesday 10:40 Me: ??'],
    ['Mon 9:12 AM - Me: any update?\nTue 2:03 PM - Me: just checking in\nWed 10:40 AM - Me: ??'],
    ['[Mon 09:12] Me: any update?\n[Tue 14:03] Me: just checking in\n[Wed 10:40] Me: ??'],
    ['Me (Mon 09:12): any update?\nMe (Tue 14:03): just checking in\nMe (Wed 10:40): ??'],
    ['3 Nov 09:12 Me: any update?\n4 Nov 14:03 Me: just checking in\n5 Nov 10:40 Me: ??'],
    [
      'Nov 3 at 09:12 | Me: any update?\nNov 4 at 14:03 | Me: just checking in\nNov 5 at 10:40 | Me: ??',
    ],
  ])('reads %j as three messages from the user, and the situation as silence', (text) => {
    const { parsed, people } = read(text);
    expect(parsed.turns).toEqual([
      { speaker: 'Me', text: 'any update?' },
      { speaker: 'Me', text: 'just checking in' },
      { speaker: 'Me', text: '??' },
    ]);
    expect(people).toMatchObject({ user: 'Me', userReason: 'alias' });
    expect(readConversation(text).situations[0]?.kind).toBe('silent');
  });

  it('reads a Slack copy of pings with day separators between them', () => {
    const text =
      'Me  9:12 AM\nany update?\n--- Tuesday ---\nMe  2:03 PM\njust checking in\n--- Wednesday ---\nMe  10:40 AM\n??';
    const { parsed, people } = read(text);
    expect(parsed.format).toBe('slack');
    expect(parsed.turns.map((turn) => turn.text)).toEqual([
      'any update?',
      'just checking in',
      '??',
    ]);
    expect(people.user).toBe('Me');
    expect(readConversation(text).situations[0]?.kind).toBe('silent');
  });

  it('names the silent colleague from the earlier message and from a ping that addresses them', () => {
    const text =
      "Fri 16:02 Olga: I'll send the signed contract on Monday.\nMon 09:12 Me: any update?\nTue 14:03 Me: Olga, just checking on the contract\nWed 10:40 Me: ??";
    const reading = readConversation(text);
    expect(reading.participants.counterparts).toEqual(['Olga']);
    expect(reading.situations[0]).toMatchObject({ kind: 'silent', speaker: 'Olga' });
    // Without Olga's message, the ping that opens "Olga, …" still names her.
    const pingsOnly = text.split('\n').slice(1).join('\n');
    expect(readConversation(pingsOnly).participants.counterparts).toEqual(['Olga']);
  });

  it('takes a named writer for the user when the request names them', () => {
    const text = 'Mon 09:12 Ana: any update?\nTue 14:03 Ana: just checking in\nWed 10:40 Ana: ??';
    expect(read(text, 'Ana Ruiz').people).toMatchObject({ user: 'Ana', userReason: 'named' });
    expect(readConversation(text, { userName: 'Ana Ruiz' }).situations[0]?.kind).toBe('silent');
  });

  it('leaves ordinary lines that start with a day alone', () => {
    expect(parseConversation('Mon 09:12 works for me.\nSee you then.').format).toBe(
      'single_message',
    );
    expect(parseConversation('Monday: the plan is ready.\nTuesday: we ship.').format).toBe(
      'single_message',
    );
  });
});

describe('code-review threads', () => {
  const github = [
    'priya-s requested changes 2 days ago',
    'src/billing/invoice.ts',
    '> const total = items.reduce(add)',
    'This ignores refunds. Please handle negative amounts and add a test before I approve.',
    '',
    'kwame-o replied 2 days ago',
    'I can add the test. Refunds are out of scope for this PR though?',
    '',
    'carol commented yesterday',
    '+1, nice cleanup overall',
    '',
    'priya-s commented 5 hours ago',
    '> Refunds are out of scope for this PR though?',
    'They are not. Please handle them.',
    'Changes requested',
  ].join('\n');

  it('reads GitHub comments, leaving out file lines, quoted lines and badges', () => {
    const { parsed } = read(github);
    expect(parsed.format).toBe('code_review');
    expect(parsed.turns).toEqual([
      {
        speaker: 'priya-s',
        text: 'This ignores refunds. Please handle negative amounts and add a test before I approve.',
      },
      {
        speaker: 'kwame-o',
        text: 'I can add the test. Refunds are out of scope for this PR though?',
      },
      { speaker: 'carol', text: '+1, nice cleanup overall' },
      { speaker: 'priya-s', text: 'They are not. Please handle them.' },
    ]);
    expect(parsed.reviewers).toEqual(['priya-s']);
  });

  it('makes the reviewer the counterpart, even when someone else wrote later', () => {
    const thread = `${github}\n\ncarol commented 1 hour ago\nAgreed with Priya.`;
    expect(read(thread, 'kwame-o').people.counterparts[0]).toBe('priya-s');
  });

  it('never quotes the answered comment as the replier’s own words', () => {
    const reading = readConversation(github, { userName: 'kwame-o' });
    const priya = reading.participants.turns.filter((turn) => turn.speaker === 'priya-s');
    expect(priya.map((turn) => turn.text).join(' ')).not.toContain('out of scope');
  });

  it('reads GitLab comments with the handle after the name', () => {
    const { parsed, people } = read(
      'Priya Shah @priya · 2 days ago\nThis ignores refunds.\nKwame Osei @kwame · 1 day ago\n@priya refunds are out of scope here, no?\nPriya Shah @priya requested changes 5 hours ago\nThey are in scope.',
      'Kwame Osei',
    );
    expect(parsed.format).toBe('code_review');
    expect(parsed.speakers).toEqual(['Priya Shah', 'Kwame Osei']);
    expect(people.counterparts).toEqual(['Priya Shah']);
    expect(parsed.reviewers).toEqual(['Priya Shah']);
  });

  it('reads names of several words before the verb', () => {
    const { parsed } = read(
      'Alice Smith commented on src/api.ts line 42 2 days ago\nThis leaks the connection.\nBob Jones replied 1 day ago\nGood point, fixing.',
    );
    expect(parsed.speakers).toEqual(['Alice Smith', 'Bob Jones']);
  });

  it('reads one reviewer’s comments alone as a review the user received', () => {
    const { parsed, people } = read(
      'priya-s requested changes 2 days ago\nThis ignores refunds. Please handle negative amounts.\nResolved\npriya-s commented 5 hours ago\nStill waiting on the refund handling.',
    );
    expect(parsed.format).toBe('code_review');
    expect(parsed.turns.map((turn) => turn.text)).toEqual([
      'This ignores refunds. Please handle negative amounts.',
      'Still waiting on the refund handling.',
    ]);
    expect(people).toMatchObject({ user: null, userReason: 'received', counterparts: ['priya-s'] });
  });

  it('reads "@handle: text" lines as turns, and a reply that opens with "Done," names nobody', () => {
    const { parsed } = read('@alice: split this function, please.\n@bob: Done, thanks.');
    expect(parsed.speakers).toEqual(['alice', 'bob']);
    expect(
      read('alice commented\nSplit it.\nbob commented\nDone, thanks.', 'bob').people.counterparts,
    ).toEqual(['alice']);
  });

  it('leaves code fences and "Conversation resolved by" out of the turns', () => {
    const { parsed } = read(
      'maria-t requested changes\nSplit this PR.\n\n```suggestion\n-- run in a separate release\n```\n\nilya-g commented\nThey are coupled.\n\nConversation resolved by maria-t',
    );
    expect(parsed.turns).toEqual([
      { speaker: 'maria-t', text: 'Split this PR.' },
      { speaker: 'ilya-g', text: 'They are coupled.' },
    ]);
  });

  it('ends a fence left open at the next header', () => {
    const { parsed } = read('alice commented\n```\nconst x = 1\nbob commented\nLooks fine.');
    expect(parsed.turns).toEqual([{ speaker: 'bob', text: 'Looks fine.' }]);
  });

  it('does not take a sentence with a review verb for a header', () => {
    expect(parseConversation('I reviewed the plan.\nThe team approved these changes.').format).toBe(
      'single_message',
    );
  });
});

describe('the new header shapes stay linear', () => {
  it('parses any mix of stamps, brackets, handles and review words within 50 ms', () => {
    const piece = fc.constantFrom(
      ' ',
      '\n',
      'Mon ',
      '09:12 ',
      '[',
      ']',
      '(',
      '): ',
      '@',
      'a',
      'A',
      ' · ',
      'commented ',
      ': ',
      '> ',
      '/',
      '.ts',
      '- ',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 700 }), (pieces) => {
        const text = pieces.join('').slice(0, 2000);
        expect(fastestCpuMs(() => readConversation(text), 3)).toBeLessThan(50);
      }),
      { numRuns: 25, seed: 11 },
    );
  });
});
