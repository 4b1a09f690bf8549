import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { assertPortFree, freePort, isPortFree } from './ports.js';
import { runToCompletion, startProcess } from './processes.js';
import { StopList } from './stop-list.js';
import { waitForHttp } from './wait.js';

const node = (script: string, env: Record<string, string> = {}) => ({
  name: 'child',
  command: process.execPath,
  args: ['-e', script],
  cwd: process.cwd(),
  env,
});

/** Node code that serves 200 on /up and 404 elsewhere, on the port in $PORT. */
const SERVER = `require('node:http').createServer((q, s) => { s.statusCode = q.url === '/up' ? 200 : 404; s.end(); }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))`;

describe('ports', () => {
  it('finds a port nothing listens on, and tells a taken one', async () => {
    const port = await freePort();
    expect(await isPortFree(port)).toBe(true);
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect(await isPortFree(port)).toBe(false);
      await expect(assertPortFree(port, 'the API')).rejects.toThrow(`Port ${port} (the API)`);
    } finally {
      server.close();
    }
  });
});

describe('startProcess', () => {
  it('keeps the output and reports how the process ended', async () => {
    const child = startProcess(
      node("console.log('hello'); console.error('oops'); process.exit(3)"),
    );
    expect(await child.exited).toEqual({ code: 3, signal: null });
    expect(child.hasExited()).toBe(true);
    expect(child.output()).toContain('hello');
    expect(child.output()).toContain('oops');
  });

  it('passes only PATH and the given variables with baseEnv path-only', async () => {
    process.env['HARNESS_LEAK_CHECK'] = 'leaked';
    try {
      const script = "console.log(process.env.HARNESS_LEAK_CHECK ?? 'absent', process.env.GIVEN)";
      const child = startProcess({ ...node(script, { GIVEN: 'given' }), baseEnv: 'path-only' });
      await child.exited;
      expect(child.output().trim()).toBe('absent given');
    } finally {
      delete process.env['HARNESS_LEAK_CHECK'];
    }
  });

  it('stops the whole process group, grandchildren included', async () => {
    const port = await freePort();
    // The child starts a server as its own child and then idles: stopping must end both.
    const parent = startProcess(
      node(
        `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(SERVER)}], { stdio: 'inherit' }); setInterval(() => {}, 1000)`,
        { PORT: String(port) },
      ),
    );
    await waitForHttp(`http://127.0.0.1:${port}/up`, { label: 'grandchild', server: parent });
    const status = await parent.stop(2_000);
    expect(status.signal).toBe('SIGTERM');
    await expect.poll(() => isPortFree(port), { timeout: 5_000 }).toBe(true);
  });

  it('stops with the signal the spec names (SIGINT for the emulator, so it exports first)', async () => {
    const child = startProcess({
      ...node(
        "process.on('SIGINT', () => { console.log('saved'); process.exit(0); }); console.log('up'); setInterval(() => {}, 1000)",
      ),
      stopSignal: 'SIGINT',
    });
    await expect.poll(() => child.output(), { timeout: 5_000 }).toContain('up');
    // Under SIGTERM the handler would not run and the status would name the signal.
    expect(await child.stop(5_000)).toEqual({ code: 0, signal: null });
    expect(child.output()).toContain('saved');
  });

  it('runToCompletion fails with the end of the output', async () => {
    await expect(
      runToCompletion(node("console.log('the reason it broke'); process.exit(2)")),
    ).rejects.toThrow(/child failed \(exit 2\)[\s\S]*the reason it broke/);
  });
});

describe('waitForHttp', () => {
  it('returns once the URL answers 2xx', async () => {
    const port = await freePort();
    const server = startProcess(node(SERVER, { PORT: String(port) }));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/up`, { label: 'server', server });
      expect(server.output()).toContain('listening');
    } finally {
      await server.stop();
    }
  });

  it('gives up at once, with the output, when the server dies', async () => {
    const port = await freePort();
    const server = startProcess(node("console.error('bad config'); process.exit(1)"));
    const started = Date.now();
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/up`, { label: 'API', server, timeoutMs: 15_000 }),
    ).rejects.toThrow(/API: child stopped \(exit 1\)[\s\S]*bad config/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on a 404: the server has no such route', async () => {
    const port = await freePort();
    const server = startProcess(node(SERVER, { PORT: String(port) }));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/up`, { label: 'server', server });
      await expect(
        waitForHttp(`http://127.0.0.1:${port}/missing`, { label: 'web', timeoutMs: 15_000 }),
      ).rejects.toThrow('answered 404');
    } finally {
      await server.stop();
    }
  });

  it('reports progress while it waits', async () => {
    const port = await freePort();
    const progress: number[] = [];
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, {
        label: 'nothing',
        timeoutMs: 1_000,
        progressEveryMs: 300,
        onProgress: (elapsed) => progress.push(elapsed),
      }),
    ).rejects.toThrow('did not answer');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress[0]).toBeGreaterThanOrEqual(300);
  });

  it('names the last problem when the time is up', async () => {
    const port = await freePort();
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, { label: 'nothing', timeoutMs: 500 }),
    ).rejects.toThrow(/nothing: .* did not answer within 0.5 s \(fetch failed\)/);
  });
});

describe('StopList', () => {
  it('stops newest first and runs every step even when one fails', async () => {
    const order: string[] = [];
    const list = new StopList();
    list.add('database', async () => order.push('database'));
    list.add('API', async () => {
      order.push('API');
      throw new Error('refused');
    });
    list.add('web', async () => order.push('web'));
    const reported: string[] = [];
    const failures = await list.stopAll((message) => reported.push(message));
    expect(order).toEqual(['web', 'API', 'database']);
    expect(failures).toEqual(['stopping API failed: refused']);
    expect(reported).toEqual(failures);
    // Once: a second call has nothing left to stop.
    expect(await list.stopAll()).toEqual([]);
    expect(order).toHaveLength(3);
  });
});
