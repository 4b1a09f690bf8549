import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { identityToolkit } from './emulator-accounts.js';

/** A stand-in for the emulator's HTTP side that drops the first `drops` connections mid-request. */
function server(drops: number): Promise<{ host: string; server: Server; seen: () => number }> {
  let seen = 0;
  const http = createServer((request, response) => {
    seen += 1;
    if (seen <= drops) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ localId: 'u1' }));
  });
  return new Promise((resolve) => {
    http.listen(0, '127.0.0.1', () => {
      const { port } = http.address() as AddressInfo;
      resolve({ host: `127.0.0.1:${port}`, server: http, seen: () => seen });
    });
  });
}

describe('identityToolkit over a dropped connection', () => {
  let open: Server | null = null;
  afterEach(() => {
    open?.close();
    open = null;
  });

  it('sends the request once more when the connection was closed under it', async () => {
    const { host, server: http, seen } = await server(1);
    open = http;
    await expect(identityToolkit<{ localId: string }>(host, 'signUp', {})).resolves.toEqual({
      localId: 'u1',
    });
    expect(seen()).toBe(2);
  });

  it('does not retry without end: a second drop is the caller’s error', async () => {
    const { host, server: http, seen } = await server(2);
    open = http;
    await expect(identityToolkit(host, 'signUp', {})).rejects.toThrow(/fetch failed/);
    expect(seen()).toBe(2);
  });
});
