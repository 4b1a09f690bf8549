import { openingName, SELF_ALIASES } from './names.js';
import { OTHER_PERSON, speakerKey, type ParsedConversation, type Turn } from './types.js';

/** Why a speaker was taken for the user (or why nobody was). */
export type UserReason =
  /** The person chose their speaker on the coach screen ("Which of these is you?"). */
  | 'chosen'
  /** The request named the user and a speaker has that name. */
  | 'named'
  /** A speaker is called Me, I, You or Myself. */
  | 'alias'
  /** An unsigned reply on top of a thread whose other messages are signed: the user's draft. */
  | 'unnamed-writer'
  /** The text is a message the user received: the user wrote none of it. */
  | 'received'
  /** Several people wrote and nothing tells which one is the user: the coach asks. */
  | 'ambiguous'
  /** The only writer of a chat, writing to someone by name who has not answered. */
  | 'only-writer'
  /** One unsigned message (or one signed by the user) that opens by addressing someone: the user's draft. */
  | 'draft';

export interface Participants {
  /** Turns with unnamed writers given a display name. */
  turns: Turn[];
  speakers: string[];
  /** The user's speaker name, or null when the user wrote none of it or cannot be told. */
  user: string | null;
  userReason: UserReason;
  /** Every speaker but the user, the one the advice is mainly about first; then people the
   * user wrote to who have not written anything (they are silent). */
  counterparts: string[];
  /** The user's name as far as it is known (the request's userName when the user wrote nothing). */
  userLabel: string | null;
}

/** What an unsigned writer is called once we know whether it is the user. */
const UNNAMED_USER = 'You';
const UNNAMED_OTHER = 'The sender';

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof']);

/** A name without accents and titles, for matching: "Mr S. Adébayo" → ["s", "adebayo"]. */
function nameWords(name: string): string[] {
  return speakerKey(name.normalize('NFD').replace(/\p{M}/gu, ''))
    .split(' ')
    .filter((word) => word !== '' && !TITLES.has(word));
}

/** "tomas-r", "jwexler", "priya.nair": a handle that spells a first name and a surname or initial. */
function handleOf(words: readonly string[], handle: string): boolean {
  const [first, ...rest] = words;
  const last = rest[rest.length - 1];
  if (!first || !last || !/^[a-z0-9._-]{3,40}$/.test(handle)) return false;
  const parts = handle.split(/[._-]/).filter(Boolean);
  if (parts.length === 2) {
    const [a = '', b = ''] = parts;
    return (a === first && (b === last || b === last.charAt(0))) || (a === last && b === first);
  }
  // One word: first initial and surname ("jwexler"), or first name and surname initial.
  return handle === `${first.charAt(0)}${last}` || handle === `${first}${last.charAt(0)}`;
}

export function samePerson(speaker: string, userName: string): boolean {
  const a = speakerKey(speaker);
  const b = speakerKey(userName);
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const firstA = a.split(' ')[0];
  const firstB = b.split(' ')[0];
  // "Alex" in the text and "Alex Kim" as the account name (or the reverse) are the same person.
  if ((a === firstB || b === firstA) && firstA === firstB) return true;
  const wordsA = nameWords(speaker);
  const wordsB = nameWords(userName);
  if (wordsA.join(' ') === wordsB.join(' ') && wordsA.length > 0) return true;
  // "Hi João" to "Prof. João Almeida": the first name after the title.
  if (
    (wordsA.length === 1 || wordsB.length === 1) &&
    wordsA[0] !== undefined &&
    wordsA[0] === wordsB[0]
  )
    return true;
  // "Mr S Adebayo" signing, "Samuel Adebayo" as the account: the surname and the initial agree.
  if (wordsA.length >= 2 && wordsB.length >= 2) {
    const [initialA = '', lastA] = [wordsA[0], wordsA[wordsA.length - 1]];
    const [initialB = '', lastB] = [wordsB[0], wordsB[wordsB.length - 1]];
    if (lastA === lastB && (initialA.length === 1 || initialB.length === 1)) {
      return initialA.charAt(0) === initialB.charAt(0);
    }
  }
  // A handle in a code-review or issue thread ("tomas-r" for Tomás Ribeiro).
  const handle = speaker.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return !/\s/.test(handle) && handleOf(wordsB, handle);
}

export function wordCount(text: string): number {
  let words = 0;
  for (const piece of text.split(/\s/)) if (/[\p{L}\p{N}]/u.test(piece)) words += 1;
  return words;
}

/**
 * Decides which speaker is the user. Never guesses between named writers: without a chosen
 * speaker, a matching userName or a "Me:" line, a conversation of several writers is 'ambiguous'
 * and the coach asks "Which of these is you?" (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 1).
 */
export function findParticipants(
  parsed: ParsedConversation,
  userName?: string,
  chosen?: string,
): Participants {
  const named = userName?.trim() ? userName.trim() : undefined;
  const real = parsed.speakers.filter((speaker) => speaker !== '');
  const hasUnnamed = parsed.turns.some((turn) => turn.speaker === '');
  const byChoice = chosen ? real.find((speaker) => samePerson(speaker, chosen)) : undefined;
  const byName = named ? real.find((speaker) => samePerson(speaker, named)) : undefined;
  const byAlias = real.find((speaker) => SELF_ALIASES.has(speakerKey(speaker)));
  const greetsUser =
    named !== undefined && parsed.addressee !== null && samePerson(parsed.addressee, named);

  let user: string | null = null;
  let userReason: UserReason;
  let unnamedName = UNNAMED_OTHER;
  const single = parsed.format === 'single_message';
  const opensTo = single ? parsed.addressee : null;
  const opensToUser = opensTo !== null && named !== undefined && samePerson(opensTo, named);
  const choseAddressee =
    chosen !== undefined && opensTo !== null && !byChoice && samePerson(opensTo, chosen);
  if (byChoice) {
    user = byChoice;
    userReason = single ? 'draft' : 'chosen';
  } else if (choseAddressee) {
    userReason = 'received';
  } else if (byName) {
    user = byName;
    userReason = single ? 'draft' : 'named';
  } else if (byAlias) {
    user = byAlias;
    userReason = 'alias';
  } else if (single && hasUnnamed && opensTo !== null && !opensToUser) {
    // An unsigned message that opens "Hyun-woo, …" or "Hi Marco," is the user's draft to them.
    user = UNNAMED_USER;
    unnamedName = UNNAMED_USER;
    userReason = 'draft';
  } else if (!single && hasUnnamed && real.length > 0 && !greetsUser) {
    // An unsigned message on top of a thread of signed ones is the user's own reply.
    user = UNNAMED_USER;
    unnamedName = UNNAMED_USER;
    userReason = 'unnamed-writer';
  } else if (single && !hasUnnamed && opensTo !== null && named === undefined) {
    // "Hi Sam, … Morgan" with no name given: Morgan's draft to Sam, or what Sam received.
    userReason = 'ambiguous';
  } else if (
    !single &&
    real.length === 1 &&
    real[0] !== OTHER_PERSON &&
    parsed.turns.some((turn) => {
      const to = openingName(turn.text);
      return to !== null && !samePerson(to, real[0] ?? '');
    })
  ) {
    // One writer pinging someone by name ("Olga, anything?") in a chat: the writer is the user.
    user = real[0] ?? null;
    userReason = 'only-writer';
  } else if (parsed.speakers.length <= 1) {
    userReason = 'received';
  } else {
    userReason = 'ambiguous';
  }

  const turns = parsed.turns.map((turn) =>
    turn.speaker === '' ? { ...turn, speaker: unnamedName } : turn,
  );
  const speakers = parsed.speakers.map((speaker) => (speaker === '' ? unnamedName : speaker));
  if (single && userReason === 'ambiguous' && opensTo !== null) speakers.push(opensTo);

  const words = new Map<string, number>();
  const lastTurn = new Map<string, number>();
  turns.forEach((turn, index) => {
    words.set(turn.speaker, (words.get(turn.speaker) ?? 0) + wordCount(turn.text));
    lastTurn.set(turn.speaker, index);
  });
  // The advice is mainly about whoever the user must answer: the latest other writer, unless
  // someone else carried the conversation (half as many words again).
  const others = speakers.filter(
    (speaker) =>
      speaker !== user && (words.get(speaker) ?? 0) + (lastTurn.has(speaker) ? 1 : 0) > 0,
  );
  const latest = [...others].sort((a, b) => (lastTurn.get(b) ?? 0) - (lastTurn.get(a) ?? 0))[0];
  const most = [...others].sort(
    (a, b) =>
      (words.get(b) ?? 0) - (words.get(a) ?? 0) || (lastTurn.get(b) ?? 0) - (lastTurn.get(a) ?? 0),
  )[0];
  // In a review thread the reviewer is the one the user answers, whoever wrote last.
  const reviewer = [...others]
    .filter((speaker) => parsed.reviewers?.includes(speaker))
    .sort((a, b) => (lastTurn.get(b) ?? 0) - (lastTurn.get(a) ?? 0))[0];
  // The user wrote last, to one of them by name ("(after the meeting, to Ruth in chat) Thanks…",
  // "Ben, can you…"): the answer is for that person.
  const last = turns[turns.length - 1];
  const namedInLast =
    user !== null && last?.speaker === user && others.length > 1
      ? others.filter((speaker) => {
          const first = (speaker.split(/\s+/)[0] ?? '').toLowerCase();
          return (
            first.length >= 2 &&
            last.text
              .toLowerCase()
              .split(/[^\p{L}'’-]+/u)
              .includes(first)
          );
        })
      : [];
  const primary =
    user !== null && reviewer
      ? reviewer
      : namedInLast.length === 1
        ? namedInLast[0]
        : latest && most && 3 * (words.get(latest) ?? 0) < 2 * (words.get(most) ?? 0)
          ? most
          : latest;
  const counterparts = primary ? [primary, ...others.filter((speaker) => speaker !== primary)] : [];
  // People the user wrote to who never answered ("@Marcus ping", "Dear Ms Brennan,").
  if (user !== null) {
    for (const turn of turns) {
      if (turn.speaker !== user) continue;
      const addressed = openingName(turn.text) ?? (single ? opensTo : null);
      const known = [...speakers, ...counterparts].some((name) =>
        addressed ? samePerson(name, addressed) : true,
      );
      if (addressed && !known) counterparts.push(addressed);
    }
  }
  const userLabel = user === UNNAMED_USER || user === null ? (named ?? null) : user;
  return { turns, speakers, user, userReason, counterparts, userLabel };
}
