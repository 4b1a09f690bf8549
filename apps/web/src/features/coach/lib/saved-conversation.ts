/**
 * The current conversation, kept for the browser session (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): leaving the coach and coming
 * back, or reloading, keeps it. It lives only in this tab's sessionStorage (never sent anywhere
 * new) and goes when the person signs out (lib/session-data clears every app key) or "Start Over".
 */
import { readSession, removeSession, writeSession } from '#web/lib/session-data';
import type { ChatMessage } from './messages';

const KEY = 'coach.conversation';
const KINDS = new Set(['text', 'reply', 'failure']);

function isSavedMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  if (
    typeof item['id'] !== 'string' ||
    (item['role'] !== 'user' && item['role'] !== 'assistant') ||
    typeof item['content'] !== 'string' ||
    typeof item['timestamp'] !== 'number' ||
    typeof item['kind'] !== 'string' ||
    !KINDS.has(item['kind'])
  ) {
    return false;
  }
  if (item['kind'] === 'reply') return typeof item['reply'] === 'object' && item['reply'] !== null;
  if (item['kind'] === 'failure') return typeof item['detail'] === 'string';
  return true;
}

export function loadConversation(): ChatMessage[] {
  return (
    readSession(KEY, (value) =>
      Array.isArray(value) && value.every(isSavedMessage) ? value : null,
    ) ?? []
  );
}

/** Saves what was said; a reply still streaming is not (it would come back half written). */
export function saveConversation(messages: readonly ChatMessage[]): void {
  const finished = messages.filter((message) => message.kind !== 'streaming');
  if (finished.length === 0) removeSession(KEY);
  else writeSession(KEY, finished);
}
