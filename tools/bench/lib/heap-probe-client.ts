/**
 * The bench's side of tools/bench/lib/heap-probe.ts: node flags that load the probe into the
 * API, and a call that asks it for memory after a forced full collection (and a heap snapshot).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { ProbeRequest, ProbeResult } from './heap-probe.js';
import { root } from './stack.js';

/** For startApi's nodeArgs: tsx first, so the probe (TypeScript) can be imported. */
export const heapProbeNodeArgs = (): string[] => [
  '--expose-gc',
  '--import',
  'tsx',
  '--import',
  pathToFileURL(path.join(root, 'tools/bench/lib/heap-probe.ts')).href,
];

export class HeapProbe {
  private busy: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly directory: string,
    private readonly pid: number,
  ) {}

  /** One probe at a time: they share one request file. */
  take(id: string, snapshot: boolean, timeoutMs = 300_000): Promise<ProbeResult> {
    const next = this.busy.then(() => this.run({ id, snapshot }, timeoutMs));
    this.busy = next.catch(() => undefined);
    return next;
  }

  private async run(request: ProbeRequest, timeoutMs: number): Promise<ProbeResult> {
    const file = path.join(this.directory, `${request.id}.json`);
    writeFileSync(path.join(this.directory, 'request.json'), JSON.stringify(request));
    process.kill(this.pid, 'SIGUSR2');
    const deadline = Date.now() + timeoutMs;
    while (!existsSync(file)) {
      if (Date.now() > deadline) throw new Error(`heap probe ${request.id}: no answer`);
      await sleep(100);
    }
    return JSON.parse(readFileSync(file, 'utf8')) as ProbeResult;
  }
}
