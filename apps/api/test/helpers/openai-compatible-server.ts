import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server (the protocol Ollama, vLLM and LM Studio
 * serve), on 127.0.0.1 with a free port, so the API's LLM engine is driven over real HTTP. Each
 * test says how it answers next.
 */
export type ProviderBehaviour =
  /** Answers with this content: whole, or streamed in pieces when the request asks to stream. */
  | { kind: 'reply'; content: string }
  /** Answers with this HTTP status and an error body. */
  | { kind: 'status'; status: number }
  /** Streams these pieces, then drops the connection without finishing. */
  | { kind: 'drop-after'; pieces: string[] }
  /** Streams these pieces (none for a plain request), then neither answers nor closes. */
  | { kind: 'hang-after'; pieces: string[] };

export interface ProviderRequest {
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
  /** Resolves when the API closes this connection (or the server drops it). */
  closed: Promise<void>;
}

export interface FakeProvider {
  /** COACH_BASE_URL for it. */
  baseUrl: string;
  answer(behaviour: ProviderBehaviour): void;
  /** Every request received so far. */
  readonly received: ProviderRequest[];
  /** Resolves with the next request as soon as its body has arrived. */
  nextRequest(): Promise<ProviderRequest>;
  close(): Promise<void>;
}

const MODEL = 'local-model';

const completion = (content: string): string =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  });

const chunk = (content: string, finishReason: string | null = null): string =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: MODEL,
    choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: finishReason }],
  })}\n\n`;

/** Splits text into a few pieces, as a model streams tokens. */
function piecesOf(text: string, size = 24): string[] {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size)
    pieces.push(text.slice(index, index + size));
  return pieces;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  let behaviour: ProviderBehaviour = { kind: 'status', status: 500 };
  const received: ProviderRequest[] = [];
  const waiting: ((request: ProviderRequest) => void)[] = [];
  const open = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    open.add(response);
    const closed = new Promise<void>((resolve) => response.once('close', () => resolve()));
    void closed.then(() => open.delete(response));
    let text = '';
    for await (const piece of request) text += String(piece);
    const body = JSON.parse(text) as ProviderRequest['body'];
    const entry = { body, closed };
    received.push(entry);
    waiting.splice(0).forEach((resolve) => resolve(entry));

    const current = behaviour;
    if (current.kind === 'status') {
      response.writeHead(current.status, {
        'content-type': 'application/json',
        connection: 'close',
      });
      response.end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
      return;
    }
    if (body.stream !== true) {
      if (current.kind === 'reply') {
        response.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
        response.end(completion(current.content));
      } else if (current.kind === 'drop-after') {
        response.destroy();
      }
      return; // hang-after: never answers
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', connection: 'close' });
    const pieces = current.kind === 'reply' ? piecesOf(current.content) : current.pieces;
    if (current.kind === 'reply') {
      response.end(
        `${pieces.map((piece) => chunk(piece)).join('')}${chunk('', 'stop')}data: [DONE]\n\n`,
      );
    } else if (current.kind === 'drop-after') {
      // The pieces are flushed to the socket first, then the connection is cut mid-answer.
      response.write(pieces.map((piece) => chunk(piece)).join(''), () => response.destroy());
    } else {
      for (const piece of pieces) response.write(chunk(piece));
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    answer: (next) => {
      behaviour = next;
    },
    received,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
