/** How the pasted text was written; decides how turns and speakers are found. */
export type ConversationFormat =
  | 'slack'
  | 'teams'
  | 'whatsapp'
  | 'transcript'
  | 'email'
  | 'code_review'
  /** A document's comment thread (Google Docs): name, stamp and comment, replies below. */
  | 'comment_thread'
  | 'name_lines'
  | 'single_message';

/** One message of the conversation, in the order it was written. */
export interface Turn {
  /** The speaker's name as first written in the text ("" for an unsigned writer). */
  speaker: string;
  text: string;
}

export interface ParsedConversation {
  format: ConversationFormat;
  turns: Turn[];
  /** Distinct speakers in order of first appearance. */
  speakers: string[];
  /** Who a one-writer text or the newest email greets ("Hi Sam," gives Sam), when it does. */
  addressee: string | null;
  /** In a code-review thread, the speakers who gave a verdict (requested changes, approved). */
  reviewers?: readonly string[];
}

/** Compares speaker names the way a person would: case, spacing and punctuation do not matter. */
export function speakerKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The writer of "Them:" and "Other:" lines in an SMS copy: the other person, never the user. */
export const OTHER_PERSON = 'The other person';
