import { readChat } from './chat.js';
import { hasGmailSender, looksLikeEmail, readEmail } from './email.js';
import { SELF_ALIASES, greetedName, isPhoneNumber } from './names.js';
import { readSingle } from './single.js';
import { speakerKey, type ParsedConversation, type Turn } from './types.js';

export type { ConversationFormat, ParsedConversation, Turn } from './types.js';
export { findParticipants, type Participants, type UserReason } from './participants.js';
export { splitOwnDraft } from './draft.js';

/**
 * "Them:" and "Other:" (an SMS copied with "Me:" and "Them:") label the other person, not a
 * person called Them: they are named "The other person", so no reply greets "Them".
 */
const OTHER_LABELS: ReadonlySet<string> = new Set(['them', 'they', 'other', 'other person']);
export { OTHER_PERSON } from './types.js';
import { OTHER_PERSON } from './types.js';

function namedOther(turn: Turn): Turn {
  return OTHER_LABELS.has(speakerKey(turn.speaker)) ? { ...turn, speaker: OTHER_PERSON } : turn;
}

/** "Hi its Gary from Coastline Roofing", "This is Dana, from the clinic": a writer naming themself. */
const SELF_INTRODUCED =
  /\b(?:it'?s|it is|this is|i'?m|i am)\s+(\p{Lu}\p{Ll}{1,20})(?=\s+from\b|\s*[,.!]|\s*$)/u;

/**
 * The other person's name, when the copy gives it: they introduce themself, or the user greets
 * them ("Hi Gary, contract says 25%"). An SMS copied with "Them:" then reads as from Gary.
 */
/** A writer the copy does not name: "Them:" in an SMS copy, a phone number in a WhatsApp export. */
const unnamed = (speaker: string): boolean => speaker === OTHER_PERSON || isPhoneNumber(speaker);

function otherName(turns: readonly Turn[]): string | null {
  for (const turn of turns) {
    if (unnamed(turn.speaker)) {
      const introduced = SELF_INTRODUCED.exec(turn.text.slice(0, 200))?.[1];
      if (introduced) return introduced;
    } else {
      const greeted = greetedName(turn.text.split('\n')[0]?.split(/[,.!]/)[0] ?? '');
      if (greeted) return greeted;
    }
  }
  return null;
}

function withOtherNamed(turns: Turn[]): Turn[] {
  if (!turns.some((turn) => unnamed(turn.speaker))) return turns;
  const speakers = distinctSpeakers(turns);
  if (speakers.length !== 2 || speakers.every(unnamed)) return turns;
  const name = otherName(turns);
  if (!name || turns.some((turn) => speakerKey(turn.speaker) === speakerKey(name))) return turns;
  return turns.map((turn) => (unnamed(turn.speaker) ? { ...turn, speaker: name } : turn));
}

function distinctSpeakers(turns: readonly Turn[]): string[] {
  const seen = new Map<string, string>();
  for (const turn of turns) {
    const key = speakerKey(turn.speaker);
    if (!seen.has(key)) seen.set(key, turn.speaker);
  }
  return [...seen.values()];
}

/**
 * One message copied with its SMS label ("Them: Hi Ana, are you free at 9?"): a chat of one
 * turn, so the label is not read as part of the message or taken for its sender's name.
 */
function labelledAlone(text: string): ReturnType<typeof readChat> {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  if (colon <= 0 || colon > 12) return null;
  const label = trimmed.slice(0, colon).trim().toLowerCase();
  if (!OTHER_LABELS.has(label) && !SELF_ALIASES.has(label)) return null;
  const message = trimmed.slice(colon + 1).trim();
  if (message === '' || message.startsWith('//')) return null;
  return {
    format: 'name_lines',
    turns: [{ speaker: trimmed.slice(0, colon).trim(), text: message }],
    reviewers: [],
  };
}

/**
 * Finds the format, the turns and the speakers of pasted text: a chat or transcript when lines
 * start turns, else an email (quoted replies, `From:` blocks), else one message. An unnamed writer
 * (an unsigned email or note) has the speaker name "" until participants are decided.
 */
export function parseConversation(raw: string): ParsedConversation {
  const text = raw.replace(/\r\n?/g, '\n');
  // Gmail's thread view has lines a chat reader takes for speakers (the folder label, a name
  // alone above a signature): its sender lines say it is email.
  const read = hasGmailSender(text) ? null : (readChat(text) ?? labelledAlone(text));
  if (read) {
    const chat = { ...read, turns: withOtherNamed(read.turns.map(namedOther)) };
    return {
      format: chat.format,
      turns: chat.turns,
      speakers: distinctSpeakers(chat.turns),
      addressee: null,
      reviewers: chat.reviewers,
    };
  }
  if (looksLikeEmail(text)) {
    const email = readEmail(text);
    if (email.turns.length > 0) {
      return {
        format: 'email',
        turns: email.turns,
        speakers: distinctSpeakers(email.turns),
        addressee: email.addressee,
      };
    }
  }
  // A signed message with the user's signed reply typed under it reads as a thread of two.
  const underneath = readEmail(text);
  const signers = new Set(underneath.turns.map((turn) => turn.speaker));
  if (underneath.turns.length >= 2 && !signers.has('') && signers.size >= 2) {
    return {
      format: 'email',
      turns: underneath.turns,
      speakers: distinctSpeakers(underneath.turns),
      addressee: underneath.addressee,
    };
  }
  const single = readSingle(text);
  return {
    format: 'single_message',
    turns: [single.turn],
    speakers: [single.turn.speaker],
    addressee: single.addressee,
  };
}
