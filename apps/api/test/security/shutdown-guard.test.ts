import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import shutdownGuard from '../../src/plugins/app/shutdown-guard.js';

/** Sends raw bytes on one connection and collects everything the server writes back. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, received: () => received, ended };
}

describe('shutdown guard', () => {
  it('answers a request that arrives on a kept-alive connection while the server drains with 503 SERVER_RESTARTING', async () => {
    const app = Fastify({ return503OnClosing: false });
    await app.register(shutdownGuard);
    let finish: () => void = () => undefined;
    const slowStarted = new Promise<void>((started) => {
      app.get('/slow', async () => {
        started();
        await new Promise<void>((resolve) => (finish = resolve));
        return { done: true };
      });
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const connection = rawConnection(port);
    connection.socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await slowStarted;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The connection is busy, so the drain keeps it open: a client may still send on it.
    connection.socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    await closing;
    await connection.ended;

    const [first, second] = connection.received().split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('{"done":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/connection: close/i);
    expect(second).toMatch(/retry-after: 1/i);
    expect(second).toContain(
      '{"detail":"The server is restarting. Please try again.","code":"SERVER_RESTARTING"}',
    );
  });
});
