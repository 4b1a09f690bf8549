import { readChatLines } from './chat-lines.js';
import { looksLikeEmail, readEmail } from './email.js';
import { readPlain } from './plain.js';
import { speakerKey, type ParsedConversation, type Turn } from './types.js';

export { speakerKey } from './types.js';
export type { ConversationFormat, ParsedConversation, Turn } from './types.js';
export { findParticipants, type Participants, type UserReason } from './participants.js';

function distinctSpeakers(turns: readonly Turn[]): string[] {
  const seen = new Map<string, string>();
  for (const turn of turns) {
    const key = speakerKey(turn.speaker);
    if (!seen.has(key)) seen.set(key, turn.speaker);
  }
  return [...seen.values()];
}

/**
 * Finds the format, the turns and the speakers of pasted text. Chat transcripts win over email
 * marks (a chat may quote with `>`), and prose from one writer is the fallback. An unnamed writer
 * (an unsigned email or note) has the speaker name "" until participants are decided.
 */
export function parseConversation(text: string): ParsedConversation {
  const chat = readChatLines(text);
  if (chat) {
    return {
      format: chat.format,
      turns: chat.turns,
      speakers: distinctSpeakers(chat.turns),
      addressee: null,
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
  const plain = readPlain(text);
  return {
    format: 'plain',
    turns: plain.turns,
    speakers: distinctSpeakers(plain.turns),
    addressee: plain.addressee,
  };
}
