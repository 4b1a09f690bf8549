/**
 * Hostile inputs of docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 8, at the length limits: the ones the issue measured, and
 * deterministic mixes of the characters that make email and chat parsers backtrack (white space,
 * `>`, `:`, "On ", "wrote:", newlines). Each goes through analyze (2,000 characters) and chat
 * (1,000 characters; one also as an 8,000-character history item).
 */
import { LIMITS } from '@styleprint/contracts';
import { seededRandom } from '../lib/seeded-random.js';

export interface HostileInput {
  name: string;
  /** The analysis conversation (at most LIMITS.analysisMaxChars). */
  analysis: string;
  /** The chat message (at most LIMITS.chatMaxChars). */
  chat: string;
  /** A chat history item, when the input is about history (at most chatHistoryItemMaxChars). */
  history?: string;
}

/** Repeats `unit` and cuts to exactly `length` characters, ending in `tail`. */
function fill(prefix: string, unit: string, tail: string, length: number): string {
  const body = length - prefix.length - tail.length;
  return prefix + unit.repeat(Math.ceil(body / unit.length)).slice(0, body) + tail;
}

const PIECES = [' ', '\t', '\n', '>', ':', 'On ', 'wrote:', '> ', ': ', '\n>', 'From: ', 'A'];

function mix(seed: number, length: number): string {
  const next = seededRandom(seed);
  let text = '';
  while (text.length < length) text += PIECES[Math.floor(next() * PIECES.length)] ?? ' ';
  text = text.slice(0, length - 1);
  return `${text}x`;
}

const A = LIMITS.analysisMaxChars;
const C = LIMITS.chatMaxChars;

export const HOSTILE_INPUTS: HostileInput[] = [
  {
    name: '"From: A\\nTo: B\\n" + tabs',
    analysis: fill('From: A\nTo: B\n', '\t', 'x', A),
    chat: fill('From: A\nTo: B\n', '\t', 'x', C),
  },
  {
    name: '" " x1999 + "x"',
    analysis: fill('', ' ', 'x', A),
    chat: fill('', ' ', 'x', C),
  },
  {
    name: '985 tabs as a chat message',
    analysis: `From: A\nTo: B\n${'\t'.repeat(985)}x`,
    chat: `From: A\nTo: B\n${'\t'.repeat(985)}`,
  },
  {
    name: '"On " repeated, no "wrote:"',
    analysis: fill('', 'On ', 'x', A),
    chat: fill('', 'On ', 'x', C),
  },
  {
    name: '"On A\\t" ... then "wrote:" at the end',
    analysis: fill('', 'On A\t', 'wrote:', A),
    chat: fill('', 'On A\t', 'wrote:', C),
  },
  {
    name: '">" and spaces, quoted-reply depth',
    analysis: fill('', '> ', 'x', A),
    chat: fill('', '> ', 'x', C),
  },
  {
    name: '":" and tabs (speaker-line bait)',
    analysis: fill('A', ':\t', 'x', A),
    chat: fill('A', ':\t', 'x', C),
  },
  {
    name: 'newlines only, then "x"',
    analysis: fill('', '\n', 'x', A),
    chat: fill('', '\n', 'x', C),
  },
  {
    name: '"From: " + spaces + "<"',
    analysis: fill('From: ', ' ', '<', A),
    chat: fill('From: ', ' ', '<', C),
  },
  {
    name: '"[08:47] " header lines, no text',
    analysis: fill('', '[08:47] A\n', 'x', A),
    chat: fill('', '[08:47] A\n', 'x', C),
  },
  {
    name: '"Name, 3 Nov, 4:12 PM:" without a message',
    analysis: fill('', 'A, 3 Nov, 4:12 PM:\t', 'x', A),
    chat: fill('', 'A, 3 Nov, 4:12 PM:\t', 'x', C),
  },
  ...[1, 2, 3].map((seed) => ({
    name: `random mix of whitespace, >, :, On, wrote: (seed ${seed})`,
    analysis: mix(seed, A),
    chat: mix(seed + 100, C),
  })),
  {
    name: 'chat history item of 8,000 mixed characters',
    analysis: mix(7, A),
    chat: 'What should I say to him?',
    history: mix(8, LIMITS.chatHistoryItemMaxChars),
  },
];
