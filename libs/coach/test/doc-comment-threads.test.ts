import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from '../src/index.js';
import { readConversation, summarise } from '../src/reading/index.js';
import { parseConversation } from '../src/reading/parse/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';
import { fastestCpuMs } from './helpers/time-budget.js';

/**
 * Comment threads copied from a document editor (Google Docs): a name line, a stamp line, the
 * comment; replies in the same shape; the editor's buttons and the quoted passage around them
 * (docs/decisions/0130-coach-pasted-comment-threads-and-advances.md).
 */
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/doc-comments/${name}.txt`, import.meta.url), 'utf8');
const engine = createEmbeddedEngine();

/** Words of the editor or of the document that must never be read as anybody's message. */
const NOT_WORDS =
  /marked this comment|reopened this comment|draft, not posted|Comment on:|Section 5: all site|\b(?:AM|PM) Today\b|Yesterday, \d|\d{4}, \d{1,2}:\d{2}|Mark as resolved|Resolved|Reopened|\+1 more|Highlighted text|Assigned to|\(edited\)|Churn fell to 2\.1%|We expect the support backlog|Delivery of all 40 units/;

describe('comment threads copied from a document', () => {
  it.each([
    {
      name: 'sidebar-today',
      userName: 'Priya Nair',
      user: 'Priya Nair',
      turns: [
        ['Tomasz Wójcik', 'Priya, this section still says the pilot starts in March.'],
        ['Priya Nair', 'I saw the email, but nobody told me the May date was final.'],
        ['Tomasz Wójcik', 'It is. Please just change it, I need to send the pack at 3.'],
      ],
    },
    {
      name: 'comments-panel-two-threads',
      userName: 'Daniel Reyes',
      user: 'Daniel Reyes',
      turns: [
        ['Helen Okafor', 'Where does 2.1% come from?'],
        ['Daniel Reyes', "It's the cohort number"],
        ['Helen Okafor', 'A footnote is not enough.'],
        ['Helen Okafor', 'Is this still true with two agents on leave?'],
        ['Daniel Reyes', 'Probably mid-December now.'],
      ],
    },
    {
      name: 'uk-dates-highlighted',
      userName: undefined,
      user: 'Me',
      turns: [
        ['Siobhan Kelly', "We haven't confirmed this with the warehouse yet."],
        ['Me', 'The warehouse said 12 December on the phone on Friday.'],
        ['Siobhan Kelly', 'Yes please, by Wednesday.'],
      ],
    },
    {
      name: 'yesterday-assigned',
      userName: 'Ola Adeyemi',
      user: 'Ola Adeyemi',
      turns: [
        ['Grace Mensah', 'Can we drop the second case study?'],
        ['Ola Adeyemi', "I'd rather keep it, it's the only one with figures."],
        ['Grace Mensah', 'Fine, but the page has to fit on one screen.'],
        // A reply that is only a proposed wording in quotes is its writer's words.
        ['Ola Adeyemi', '"Two clients, one result: onboarding time halved."'],
        ['Ola Adeyemi', 'That would be the new heading for both.'],
      ],
    },
    {
      name: 'reopened-with-draft',
      userName: 'Ben Carter',
      user: 'Ben Carter',
      turns: [
        ['Rukhsana Ali', "I've changed this to quarterly"],
        ['Ben Carter', 'Monthly visits are written into two of our contracts'],
        ['Rukhsana Ali', 'Fair point, let'],
        // The reply that reopened the thread is Ben's, under "Ben Carter reopened this comment".
        ['Ben Carter', 'Sorry to reopen: the plan that went to the board'],
        // The unsent reply under "Ben Carter (draft, not posted)" is the user's draft, read last.
        ['Ben Carter', 'Rukhsana, the board version still says quarterly'],
      ],
    },
  ])(
    'reads $name as turns by author, without stamps, buttons or the quoted passage',
    ({ name, userName, user, turns }) => {
      const reading = readConversation(fixture(name), userName ? { userName } : {});
      const summary = summarise(reading);
      expect(summary.format).toBe('comment_thread');
      expect(summary.user).toBe(user);
      expect(summary.speakers).toEqual([...new Set(turns.map(([speaker]) => speaker))]);
      const read = reading.participants.turns;
      expect(read.map((turn) => turn.speaker)).toEqual(turns.map(([speaker]) => speaker));
      read.forEach((turn, index) => {
        expect(turn.text.startsWith(turns[index]?.[1] ?? '')).toBe(true);
        expect(turn.text).not.toMatch(NOT_WORDS);
      });
    },
  );

  it('answers the thread as its author would reply, to the person who commented', async () => {
    const reply = await engine.analyze({
      conversation: fixture('sidebar-today'),
      profile: EXPRESSIVE_PROFILE,
      userName: 'Priya Nair',
    });
    expect(reply.reading?.speakers).toEqual(['Tomasz Wójcik', 'Priya Nair']);
    expect(reply.reading?.who).toBe('You are Priya Nair; the other person is Tomasz.');
    expect(reply.suggested_reply).toMatch(/^Tomasz, /);
    expect(JSON.stringify(reply)).not.toMatch(/AM Today|Mark as resolved|"Reply"/);
  });

  it('asks which author is the user when nothing says it', async () => {
    const reply = await engine.analyze({
      conversation: fixture('comments-panel-two-threads'),
      profile: EXPRESSIVE_PROFILE,
    });
    expect(reply.speaker_choice?.speakers).toEqual(['Helen Okafor', 'Daniel Reyes']);
  });

  it('leaves other shapes with a name over a date or a time as they were read', () => {
    // A Slack copy with the time under the name.
    const slack = parseConversation(
      'Dana Lee\n9:14 AM\nNumbers please.\nMe\n9:16 AM\nSending now.\nDana Lee\n9:20 AM\nThanks.',
    );
    expect(slack).toMatchObject({ format: 'slack', speakers: ['Dana Lee', 'Me'] });
    // A letter: the sender's name, the date, then the letter.
    const letter = parseConversation(
      'Irina Volkova\n12 March 2025\n\nDear Mr Adebayo,\n\nWhy was I not told before the detention?\n\nIrina Volkova',
    );
    expect(letter.format).not.toBe('comment_thread');
  });

  it('reads Teams headers with a weekday before the time ("Greg Whitfield  Wed 22:47")', () => {
    const parsed = parseConversation(
      [
        'Greg Whitfield  Wed 22:47',
        'Can you send me the deck tonight?',
        'Amara Osei  Thu 07:58',
        'Sent it first thing, it is in the shared folder.',
      ].join('\n'),
    );
    expect(parsed.speakers).toEqual(['Greg Whitfield', 'Amara Osei']);
  });
});

describe('comment threads stay linear to read', () => {
  it('parses any mix of names, stamps, quotes and editor lines within 50 ms', () => {
    const piece = fc.constantFrom(
      '\n',
      '\n\n',
      'Dana Lee\n',
      'Me\n',
      '10:42 AM Today\n',
      'Yesterday, 4:12 PM\n',
      'Nov 3, 2026, 4:12 PM\n',
      '"',
      '“',
      '”',
      'Highlighted text\n',
      'Resolved\n',
      '+1 more\n',
      'Assigned to you\n',
      'a',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 700 }), (pieces) => {
        const text = pieces.join('').slice(0, 2000);
        expect(fastestCpuMs(() => readConversation(text), 3)).toBeLessThan(50);
      }),
      { numRuns: 25, seed: 23 },
    );
  });
});
