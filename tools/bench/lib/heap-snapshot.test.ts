import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compareSummaries,
  readHeapSnapshot,
  summarise,
  type HeapSnapshotData,
  type HeapSummary,
} from './heap-snapshot.js';

/** A hand-made snapshot: nodes [type, name, self_size, edge_count], edges [type, to]. */
function snapshotOf(
  nodeList: { type: 'synthetic' | 'object'; name: string; size: number; to: [string, number][] }[],
): HeapSnapshotData {
  const strings: string[] = [];
  const stringOf = (text: string) => {
    const at = strings.indexOf(text);
    if (at >= 0) return at;
    strings.push(text);
    return strings.length - 1;
  };
  const nodeTypes = ['synthetic', 'object'];
  const edgeTypes = ['property', 'weak'];
  const nodes: number[] = [];
  const edges: number[] = [];
  for (const node of nodeList) {
    nodes.push(nodeTypes.indexOf(node.type), stringOf(node.name), node.size, node.to.length);
    for (const [type, to] of node.to) edges.push(edgeTypes.indexOf(type), to * 4);
  }
  return {
    nodeFields: ['type', 'name', 'self_size', 'edge_count'],
    nodeTypes,
    edgeFields: ['type', 'to_node'],
    edgeTypes,
    nodes,
    edges,
    strings,
  };
}

const of = (summary: HeapSummary, name: string) =>
  summary.byConstructor.find((entry) => entry.name === name);

describe('summarise', () => {
  // root → Holder → Item → Item (a chain); root → Shared ← Holder; root ⇢ Orphan (weak only)
  const summary = summarise(
    snapshotOf([
      {
        type: 'synthetic',
        name: 'root',
        size: 0,
        to: [
          ['property', 1],
          ['property', 4],
          ['weak', 5],
        ],
      },
      {
        type: 'object',
        name: 'Holder',
        size: 10,
        to: [
          ['property', 2],
          ['property', 4],
        ],
      },
      { type: 'object', name: 'Item', size: 5, to: [['property', 3]] },
      { type: 'object', name: 'Item', size: 5, to: [] },
      { type: 'object', name: 'Shared', size: 3, to: [] },
      { type: 'object', name: 'Orphan', size: 7, to: [] },
    ]),
  );

  it('gives an object everything only it keeps alive, and not what others also reach', () => {
    expect(of(summary, 'Holder')).toMatchObject({ count: 1, shallowBytes: 10, retainedBytes: 20 });
    expect(of(summary, 'Shared')).toMatchObject({ count: 1, retainedBytes: 3 });
  });

  it('counts a chain of one constructor once, not once per link', () => {
    expect(of(summary, 'Item')).toMatchObject({ count: 2, shallowBytes: 10, retainedBytes: 10 });
  });

  it('leaves out what only weak references reach (a collection frees it)', () => {
    expect(of(summary, 'Orphan')).toBeUndefined();
    expect(summary.totalBytes).toBe(23);
  });
});

describe('readHeapSnapshot on a real V8 snapshot', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'heap-snapshot-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const snapshotWith = (leaked: number) => {
    const file = path.join(dir, `leak-${leaked}.heapsnapshot`);
    execFileSync(process.execPath, [
      '-e',
      `class LeakedThing { constructor(i) { this.payload = new Array(32).fill(i); } }
       globalThis.kept = Array.from({ length: ${leaked} }, (_, i) => new LeakedThing(i));
       require('node:v8').writeHeapSnapshot(${JSON.stringify(file)});`,
    ]);
    return summarise(readHeapSnapshot(file));
  };

  it('finds what a process keeps, by constructor, and the growth between two snapshots', () => {
    const early = snapshotWith(100);
    const late = snapshotWith(5_000);
    expect(of(late, 'LeakedThing')?.count).toBe(5_000);
    // Each one keeps its own 32-element array alive.
    expect(of(late, 'LeakedThing')?.retainedBytes).toBeGreaterThan(5_000 * 32 * 8);
    // Among constructors named in code (the kinds in brackets are V8's own), leaving out the
    // one Array that holds them all.
    const [largest] = compareSummaries(early, late).filter(
      (change) => !change.name.startsWith('(') && change.name !== 'Array',
    );
    expect(largest?.name).toBe('LeakedThing');
    expect(largest?.countAfter).toBe(5_000);
    expect(largest?.countBefore).toBe(100);
  });
});
