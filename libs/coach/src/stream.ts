import type { CoachReply, CoachStreamEvent as WireStreamEvent } from '@styleprint/contracts';

/**
 * What a stream route sends when the coach fails after the stream began (see CoachError.toHttp):
 * the contract's `error` variant.
 */
export type CoachStreamErrorEvent = Extract<WireStreamEvent, { type: 'error' }>;

/** The reply as plain text, in the order the screen shows it: style, insights, suggested reply. */
export function replyAsText(reply: Partial<CoachReply>): string {
  const parts: string[] = [];
  if (reply.inferred_style) parts.push(reply.inferred_style);
  const insights = (reply.insights ?? []).filter(
    (insight) => typeof insight === 'string' && insight !== '',
  );
  if (insights.length > 0) parts.push(insights.map((insight) => `• ${insight}`).join('\n'));
  if (reply.suggested_reply) parts.push(reply.suggested_reply);
  return parts.join('\n\n');
}

/** Splits text into word-sized pieces (each keeps its trailing space) for delta events. */
export function textPieces(text: string, wordsPerPiece = 4): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(''));
  }
  return pieces;
}

/**
 * Turns growing snapshots of text into appended pieces: emits only what extends what was sent.
 * A snapshot that rewrites earlier text (a model revising a field) sends nothing until it extends
 * the sent text again; the final `done` event carries the true reply either way.
 */
export function createDeltaTracker(): (snapshot: string) => string {
  let sent = '';
  return (snapshot) => {
    if (!snapshot.startsWith(sent) || snapshot.length === sent.length) return '';
    const piece = snapshot.slice(sent.length);
    sent = snapshot;
    return piece;
  };
}

/** SSE framing of one event, for the API route: `event: <type>` and one JSON data line. */
export function sseFrame(event: WireStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
