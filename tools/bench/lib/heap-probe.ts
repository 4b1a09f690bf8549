/**
 * Loaded INTO the API process by the soak bench only, through node flags
 * (`--expose-gc --import tsx --import tools/bench/lib/heap-probe.ts`), never by the API's own
 * code or configuration: production has no way to turn it on (docs/decisions/0097).
 *
 * On SIGUSR2 it reads `request.json` from HEAP_PROBE_DIR ({ id, snapshot }), runs full garbage
 * collections, and writes `<id>.json` with the process's memory just after them (and, when asked,
 * `<id>.heapsnapshot`, which V8 takes after a full collection of its own). Memory read after a
 * forced collection is the heap's true floor; readings between collections are a sawtooth.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';

export interface ProbeRequest {
  id: string;
  snapshot: boolean;
}

export interface ProbeResult {
  id: string;
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Memory V8 does not move: Buffers, ArrayBuffers (PGlite's WebAssembly memory is one). */
  externalBytes: number;
  arrayBuffersBytes: number;
  /** What V8's heap holds in physical memory, used or not (it keeps pages it may need again). */
  heapPhysicalBytes: number;
  /** Memory V8 itself took with malloc (outside its heap pages). */
  v8MallocedBytes: number;
  /** Resident anonymous memory (heaps, malloc, WebAssembly) and resident file pages (code). */
  rssAnonBytes: number;
  rssFileBytes: number;
  gcMs: number;
  snapshotFile?: string;
  snapshotMs?: number;
}

const directory = process.env['HEAP_PROBE_DIR'];
const gc = (globalThis as { gc?: () => void }).gc;

async function probe(dir: string, collect: () => void): Promise<void> {
  const request = JSON.parse(readFileSync(path.join(dir, 'request.json'), 'utf8')) as ProbeRequest;
  const started = performance.now();
  collect();
  // A second pass after a turn of the event loop: finalizers and weak callbacks run between them.
  await sleep(50);
  collect();
  const gcMs = performance.now() - started;
  const memory = process.memoryUsage();
  const v8 = getHeapStatistics();
  const status = readFileSync('/proc/self/status', 'utf8');
  const kB = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  const result: ProbeResult = {
    id: request.id,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    externalBytes: memory.external,
    arrayBuffersBytes: memory.arrayBuffers,
    heapPhysicalBytes: v8.total_physical_size,
    v8MallocedBytes: v8.malloced_memory,
    rssAnonBytes: kB('RssAnon'),
    rssFileBytes: kB('RssFile'),
    gcMs,
  };
  if (request.snapshot) {
    const snapshotStarted = performance.now();
    result.snapshotFile = writeHeapSnapshot(path.join(dir, `${request.id}.heapsnapshot`));
    result.snapshotMs = performance.now() - snapshotStarted;
  }
  // Written whole, then renamed: the bench never reads half a result.
  const file = path.join(dir, `${request.id}.json`);
  writeFileSync(`${file}.partial`, JSON.stringify(result));
  renameSync(`${file}.partial`, file);
}

if (directory !== undefined) {
  if (gc === undefined) throw new Error('heap-probe needs node --expose-gc');
  const collect = gc;
  process.on('SIGUSR2', () => {
    probe(directory, collect).catch((error: unknown) => {
      process.stderr.write(`heap-probe failed: ${String(error)}\n`);
    });
  });
}
