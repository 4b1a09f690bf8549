import { SELF_ALIASES } from './names.js';
import { speakerKey, type ParsedConversation, type Turn } from './types.js';

/** Why a speaker was taken for the user; the reply says so when the guess is weak. */
export type UserReason =
  /** The request named the user and a speaker has that name. */
  | 'named'
  /** A speaker is called Me, I, You or Myself. */
  | 'alias'
  /** Prose from one writer: the writer is the user (a draft they want checked). */
  | 'single-writer'
  /** No name matched: the writer of the newest message is taken for the user. */
  | 'last-writer'
  /** The text greets the user by name, so its writer is the other person and the user is absent. */
  | 'addressee';

export interface Participants {
  /** Turns with unnamed writers given a display name. */
  turns: Turn[];
  speakers: string[];
  /** The user's speaker name, or null when the user only receives the text. */
  user: string | null;
  userReason: UserReason;
  /** The other person the advice is about: the non-user speaker who wrote the most. */
  counterpart: string | null;
  /** Further people in a group conversation. */
  others: string[];
}

/** What an unsigned writer is called once we know whether it is the user. */
export const UNNAMED_USER = 'You';
export const UNNAMED_OTHER = 'The writer';

function samePerson(speaker: string, userName: string): boolean {
  const a = speakerKey(speaker);
  const b = speakerKey(userName);
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const firstA = a.split(' ')[0];
  const firstB = b.split(' ')[0];
  // "Alex" in the text and "Alex Kim" as the account name (or the reverse) are the same person.
  return (a === firstB || b === firstA) && firstA === firstB;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Decides which speaker is the user and which one the advice is about. */
export function findParticipants(parsed: ParsedConversation, userName?: string): Participants {
  const named = userName?.trim() ? userName.trim() : undefined;
  const hasUnnamed = parsed.turns.some((turn) => turn.speaker === '');
  const userIsAddressed =
    named !== undefined && parsed.addressee !== null && samePerson(parsed.addressee, named);
  const namedSpeakerIsUser =
    named !== undefined && parsed.speakers.some((s) => s !== '' && samePerson(s, named));
  const unnamedIsUser = hasUnnamed && !userIsAddressed && !namedSpeakerIsUser;
  const unnamedName = unnamedIsUser ? UNNAMED_USER : UNNAMED_OTHER;

  const turns = parsed.turns.map((turn) =>
    turn.speaker === '' ? { ...turn, speaker: unnamedName } : turn,
  );
  const speakers = parsed.speakers.map((speaker) => (speaker === '' ? unnamedName : speaker));
  const lastWriter = turns[turns.length - 1]?.speaker ?? null;

  let user: string | null = null;
  let userReason: UserReason = 'last-writer';
  const byName = named
    ? speakers.find((speaker) => samePerson(speaker, named) && speaker !== UNNAMED_OTHER)
    : undefined;
  const byAlias = speakers.find((speaker) => SELF_ALIASES.has(speakerKey(speaker)));
  if (byName) {
    user = byName;
    userReason = 'named';
  } else if (unnamedIsUser) {
    user = UNNAMED_USER;
    userReason = parsed.format === 'plain' ? 'single-writer' : 'last-writer';
  } else if (byAlias) {
    user = byAlias;
    userReason = 'alias';
  } else if (userIsAddressed) {
    user = null;
    userReason = 'addressee';
  } else if (speakers.length === 1) {
    user = speakers[0] ?? null;
    userReason = 'single-writer';
  } else {
    user = lastWriter;
    userReason = 'last-writer';
  }

  const words = new Map<string, number>();
  const lastTurn = new Map<string, number>();
  turns.forEach((turn, index) => {
    words.set(turn.speaker, (words.get(turn.speaker) ?? 0) + wordCount(turn.text));
    lastTurn.set(turn.speaker, index);
  });
  const ranked = speakers
    .filter((speaker) => speaker !== user)
    .sort(
      (a, b) =>
        (words.get(b) ?? 0) - (words.get(a) ?? 0) ||
        (lastTurn.get(b) ?? 0) - (lastTurn.get(a) ?? 0),
    );
  return {
    turns,
    speakers,
    user,
    userReason,
    counterpart: ranked[0] ?? null,
    others: ranked.slice(1),
  };
}
