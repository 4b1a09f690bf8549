/**
 * A decoder for server-sent events (the HTML "event stream" format), just the part the coach's
 * POST /chat/stream uses: `data:` lines, joined per event, events ended by a blank line. The
 * browser's EventSource cannot POST a body or send a bearer token, so we read the stream ourselves.
 */
export interface SseDecoder {
  /** Feeds decoded text; chunks may split lines and events anywhere. */
  push(text: string): void;
  /** The stream ended: an event still waiting for its blank line is delivered too. */
  end(): void;
}

export function createSseDecoder(onData: (data: string) => void): SseDecoder {
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onData(dataLines.join('\n'));
    dataLines = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return; // event, id and retry mean nothing to this stream
    const value = colon === -1 ? '' : line.slice(colon + 1);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push(text) {
      buffer += text;
      // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      lines.forEach(readLine);
    },
    end() {
      const rest = buffer.replace(/\r$/, '');
      buffer = '';
      if (rest !== '') readLine(rest);
      dispatch();
    },
  };
}
