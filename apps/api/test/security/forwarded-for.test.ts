import { randomInt } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { analysisRequest } from '../helpers/coach.js';
import { useAppFactory } from '../helpers/app.js';

/**
 * TRUST_PROXY=1 behind one reverse proxy that appends the address it sees to X-Forwarded-For
 * (as nginx's $proxy_add_x_forwarded_for and cloud load balancers do). Whatever a client writes
 * in the header itself, the API counts the address the proxy saw, so spoofed values do not buy
 * more anonymous coach calls (docs/decisions/0080-configuration-fails-closed.md).
 */
describe('X-Forwarded-For behind a trusted proxy (TRUST_PROXY=1)', () => {
  const suite = useAppFactory();
  let app: App;
  let proxy: Server;
  let proxyPort = 0;

  beforeAll(async () => {
    app = await suite.build({ TRUST_PROXY: '1', COACH_ANON_RATE_LIMIT_PER_MINUTE: '20' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const apiPort = (app.server.address() as AddressInfo).port;
    proxy = createServer((incoming, outgoing) => {
      const forwarded = incoming.headers['x-forwarded-for'];
      const seen = incoming.socket.remoteAddress ?? '';
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: apiPort,
          method: incoming.method,
          path: incoming.url,
          headers: {
            ...incoming.headers,
            'x-forwarded-for': forwarded ? `${String(forwarded)}, ${seen}` : seen,
          },
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyPort = (proxy.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
  });

  const spoofed = () =>
    `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

  it('gives the 21st anonymous coach call from one client 429, whatever X-Forwarded-For it sends', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 21; call += 1) {
      const res = await fetch(`http://127.0.0.1:${proxyPort}/analysis/analyze-conversation`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A new made-up address each time, sometimes a chain of them.
          'x-forwarded-for': call % 2 === 0 ? spoofed() : `${spoofed()}, ${spoofed()}`,
        },
        body: JSON.stringify(analysisRequest()),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(statuses[20]).toBe(429);
  });
});
