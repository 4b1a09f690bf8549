import net from 'node:net';

/**
 * A TCP relay between the API and a real PostgreSQL server, so a test can make the server "go
 * away" (every connection dropped, new ones refused) and come back, or drop a connection at a
 * precise moment, without stopping a server other tests share. The bytes are PostgreSQL's own.
 */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  /** Drops the connection whose next client message contains `text` (before it reaches the server). */
  cutWhenClientSends(text: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let down = false;
  let trap: { text: string; sprung: () => void } | undefined;

  const listener = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const server = net.connect(target.port, target.host);
    const pair = { client, server };
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      server.destroy();
      pairs.delete(pair);
    };
    client.on('data', (chunk: Buffer) => {
      if (trap && chunk.toString('latin1').includes(trap.text)) {
        const { sprung } = trap;
        trap = undefined;
        drop();
        sprung();
        return;
      }
      server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop);
    server.on('error', drop);
    client.on('close', drop);
    server.on('close', drop);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');

  const dropAll = () => {
    for (const { client, server } of pairs) {
      client.destroy();
      server.destroy();
    }
    pairs.clear();
  };

  return {
    port: address.port,
    cut: () => {
      down = true;
      dropAll();
    },
    restore: () => {
      down = false;
    },
    cutWhenClientSends: (text) =>
      new Promise<void>((resolve) => {
        trap = { text, sprung: resolve };
      }),
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
