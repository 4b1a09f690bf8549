/**
 * Compares two V8 heap snapshots by constructor (objects, shallow and retained size), largest
 * change in retained size first, as the soak bench does (docs/decisions/0097):
 *   npx tsx tools/bench/heap-diff.ts early.heapsnapshot late.heapsnapshot [--rows 25]
 */
import { argument } from './lib/stack.js';
import {
  changesTable,
  compareSummaries,
  readHeapSnapshot,
  summarise,
} from './lib/heap-snapshot.js';

const [early, late] = process.argv.slice(2).filter((value) => value.endsWith('.heapsnapshot'));
if (early === undefined || late === undefined) {
  throw new Error('usage: heap-diff.ts early.heapsnapshot late.heapsnapshot [--rows 25]');
}
const before = summarise(readHeapSnapshot(early));
const after = summarise(readHeapSnapshot(late));
console.log(
  `reachable heap: ${(before.totalBytes / 1e6).toFixed(1)} MB (${before.nodeCount} objects) → ` +
    `${(after.totalBytes / 1e6).toFixed(1)} MB (${after.nodeCount} objects)\n`,
);
console.log(changesTable(compareSummaries(before, after), argument('rows', 25)));
