import { describe, expect, it } from 'vitest';
import { createSseDecoder } from './sse';

function decode(chunks: string[]): string[] {
  const events: string[] = [];
  const decoder = createSseDecoder((data) => events.push(data));
  chunks.forEach((chunk) => decoder.push(chunk));
  decoder.end();
  return events;
}

describe('createSseDecoder', () => {
  it.each([
    ['one event per blank line', ['data: a\n\ndata: b\n\n'], ['a', 'b']],
    [
      'chunks that split lines and events',
      ['da', 'ta: {"x"', ':1}\n', '\ndata: 2\n\n'],
      ['{"x":1}', '2'],
    ],
    [
      'several data lines joined by a newline',
      ['data: line 1\ndata: line 2\n\n'],
      ['line 1\nline 2'],
    ],
    [
      'CRLF and CR line ends, even split between chunks',
      ['data: a\r', '\n\r\ndata: b\r\r'],
      ['a', 'b'],
    ],
    [
      'comments, other fields and a value without a space',
      [': ping\nevent: x\nid: 7\ndata:raw\n\n'],
      ['raw'],
    ],
    ['a last event without its blank line', ['data: done'], ['done']],
    ['blank lines without data', ['\n\n\n'], []],
  ])('handles %s', (_case, chunks, expected) => {
    expect(decode(chunks)).toEqual(expected);
  });
});
