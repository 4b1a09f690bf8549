import net from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A free port, found by letting the OS pick one and closing it again. */
export async function freePort(host = LOOPBACK): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error(`no free port on ${host}`);
  return address.port;
}

/** Whether nothing listens on the port yet. */
export async function isPortFree(port: number, host = LOOPBACK): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Fails, saying what the port was for, when something already listens on a fixed port. */
export async function assertPortFree(port: number, what: string, host = LOOPBACK): Promise<void> {
  if (!(await isPortFree(port, host))) {
    throw new Error(
      `Port ${port} (${what}) is already in use; stop what uses it ` +
        '(an earlier run that did not finish?).',
    );
  }
}
