/**
 * What a command answers, in RESP2's five shapes (docs/decisions/0118): a bulk string (or nil),
 * an integer, a status line, an error line, or an array of those.
 */

/** A status line such as `+OK`. */
export class StatusReply {
  constructor(readonly text: string) {}
}

/** An error line such as `-ERR …`: thrown by a command, or returned by a script. */
export class ErrorReply extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErrorReply';
  }
}

export type Reply = string | number | null | StatusReply | ErrorReply | Reply[];

export const OK = new StatusReply('OK');

/** The RESP2 bytes of a reply. Integers are truncated, as Redis does with a script's numbers. */
export function encodeReply(reply: Reply): string {
  if (reply === null) return '$-1\r\n';
  if (typeof reply === 'string') return `$${Buffer.byteLength(reply)}\r\n${reply}\r\n`;
  if (typeof reply === 'number') return `:${Math.trunc(reply)}\r\n`;
  if (reply instanceof StatusReply) return `+${oneLine(reply.text)}\r\n`;
  if (reply instanceof ErrorReply) return `-${oneLine(reply.message)}\r\n`;
  return `*${reply.length}\r\n${reply.map(encodeReply).join('')}`;
}

/** Status and error lines cannot hold a line break. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
