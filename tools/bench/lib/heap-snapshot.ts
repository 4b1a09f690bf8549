/**
 * Reads a V8 heap snapshot (`.heapsnapshot`, the format Chrome DevTools reads) and sums it by
 * constructor the way DevTools' "Summary" view does: objects, shallow size, and retained size
 * (what would be freed if every object of that constructor went, from the dominator tree).
 * Two summaries, early and late in a soak, are compared by `compareSummaries`
 * (docs/decisions/0097).
 *
 * The node and edge arrays are read as numbers straight from the file's bytes into typed arrays:
 * a late snapshot can be larger than the longest string V8 can hold, so it is never one string.
 */
import { readFileSync } from 'node:fs';

export interface HeapSnapshotData {
  nodeFields: string[];
  nodeTypes: string[];
  edgeFields: string[];
  edgeTypes: string[];
  nodes: ArrayLike<number>;
  edges: ArrayLike<number>;
  strings: string[];
}

export interface ConstructorTotals {
  name: string;
  count: number;
  shallowBytes: number;
  retainedBytes: number;
}

export interface HeapSummary {
  totalBytes: number;
  nodeCount: number;
  byConstructor: ConstructorTotals[];
}

interface SnapshotMeta {
  node_fields: string[];
  node_types: [string[], ...unknown[]];
  edge_fields: string[];
  edge_types: [string[], ...unknown[]];
}

/** Parses the JSON array of non-negative integers that starts at `start` (just after its `[`). */
function readNumbers(bytes: Buffer, start: number): { values: Float64Array; end: number } {
  let values = new Float64Array(1 << 20);
  let count = 0;
  let current = 0;
  let inNumber = false;
  let index = start;
  for (; index < bytes.length; index += 1) {
    const byte = bytes[index] as number;
    if (byte >= 48 && byte <= 57) {
      current = current * 10 + (byte - 48);
      inNumber = true;
      continue;
    }
    if (inNumber) {
      if (count === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[count] = current;
      count += 1;
      current = 0;
      inNumber = false;
    }
    if (byte === 93 /* ] */) break;
  }
  return { values: values.subarray(0, count), end: index };
}

function sectionStart(bytes: Buffer, name: string, from: number): number {
  const at = bytes.indexOf(`"${name}":`, from);
  if (at === -1) throw new Error(`not a heap snapshot: no "${name}" section`);
  return at;
}

export function readHeapSnapshot(file: string): HeapSnapshotData {
  const bytes = readFileSync(file);
  const nodesAt = sectionStart(bytes, 'nodes', 0);
  // Everything before "nodes" is the small "snapshot" object with the field layout.
  const head = JSON.parse(
    `${bytes.subarray(0, nodesAt).toString('utf8').replace(/,\s*$/, '')}}`,
  ) as {
    snapshot: { meta: SnapshotMeta };
  };
  const meta = head.snapshot.meta;
  const nodes = readNumbers(bytes, bytes.indexOf('[', nodesAt) + 1);
  const edgesAt = sectionStart(bytes, 'edges', nodes.end);
  const edges = readNumbers(bytes, bytes.indexOf('[', edgesAt) + 1);
  const stringsAt = sectionStart(bytes, 'strings', edges.end);
  const tail = JSON.parse(`{${bytes.subarray(stringsAt).toString('utf8')}`) as {
    strings: string[];
  };
  return {
    nodeFields: meta.node_fields,
    nodeTypes: meta.node_types[0],
    edgeFields: meta.edge_fields,
    edgeTypes: meta.edge_types[0],
    nodes: nodes.values,
    edges: edges.values,
    strings: tail.strings,
  };
}

/** `array[index] += value` for typed arrays, which index as possibly undefined. */
function add(array: Uint32Array | Float64Array, index: number, value: number): void {
  array[index] = (array[index] as number) + value;
}

/** DevTools' grouping: objects by constructor name, everything else by its kind. */
function classNameOf(type: string, name: string): string {
  if (type === 'object' || type === 'native') return name;
  return `(${type})`;
}

/**
 * Per-constructor totals with retained sizes from the dominator tree (Cooper, Harvey and
 * Kennedy's iterative algorithm over the graph from the snapshot's root, node 0). Weak and
 * shortcut edges do not keep anything alive, so they are not followed, as in DevTools.
 */
export function summarise(snapshot: HeapSnapshotData): HeapSummary {
  const nodeFieldCount = snapshot.nodeFields.length;
  const edgeFieldCount = snapshot.edgeFields.length;
  const typeField = snapshot.nodeFields.indexOf('type');
  const nameField = snapshot.nodeFields.indexOf('name');
  const sizeField = snapshot.nodeFields.indexOf('self_size');
  const edgeCountField = snapshot.nodeFields.indexOf('edge_count');
  const edgeTypeField = snapshot.edgeFields.indexOf('type');
  const toNodeField = snapshot.edgeFields.indexOf('to_node');
  const weak = snapshot.edgeTypes.indexOf('weak');
  const shortcut = snapshot.edgeTypes.indexOf('shortcut');
  const { nodes, edges } = snapshot;
  const nodeCount = nodes.length / nodeFieldCount;

  // Where each node's edges start, and its class.
  const firstEdge = new Uint32Array(nodeCount + 1);
  const classOf = new Uint32Array(nodeCount);
  const classNames: string[] = [];
  const classIndex = new Map<string, number>();
  for (let node = 0, edge = 0; node < nodeCount; node += 1) {
    firstEdge[node] = edge;
    edge += (nodes[node * nodeFieldCount + edgeCountField] as number) * edgeFieldCount;
    const type = snapshot.nodeTypes[nodes[node * nodeFieldCount + typeField] as number] ?? '?';
    const name = snapshot.strings[nodes[node * nodeFieldCount + nameField] as number] ?? '';
    const className = classNameOf(type, name);
    let index = classIndex.get(className);
    if (index === undefined) {
      index = classNames.length;
      classNames.push(className);
      classIndex.set(className, index);
    }
    classOf[node] = index;
    if (node === nodeCount - 1) firstEdge[nodeCount] = edge;
  }
  const follows = (edge: number): boolean => {
    const type = edges[edge + edgeTypeField] as number;
    return type !== weak && type !== shortcut;
  };
  const target = (edge: number): number => (edges[edge + toNodeField] as number) / nodeFieldCount;

  // Depth-first post-order from the root; unreachable nodes keep order 0 and are left out.
  const NONE = 0xffffffff;
  const postOrderOf = new Uint32Array(nodeCount).fill(NONE);
  const byPostOrder = new Uint32Array(nodeCount);
  const visited = new Uint8Array(nodeCount);
  const stackNode = new Uint32Array(nodeCount);
  const stackEdge = new Uint32Array(nodeCount);
  let reached = 0;
  let depth = 0;
  stackNode[0] = 0;
  stackEdge[0] = firstEdge[0] as number;
  visited[0] = 1;
  while (depth >= 0) {
    const node = stackNode[depth] as number;
    const edge = stackEdge[depth] as number;
    if (edge < (firstEdge[node + 1] as number)) {
      stackEdge[depth] = edge + edgeFieldCount;
      if (!follows(edge)) continue;
      const next = target(edge);
      if (visited[next]) continue;
      visited[next] = 1;
      depth += 1;
      stackNode[depth] = next;
      stackEdge[depth] = firstEdge[next] as number;
    } else {
      postOrderOf[node] = reached;
      byPostOrder[reached] = node;
      reached += 1;
      depth -= 1;
    }
  }

  // Predecessors of each reached node, in compressed rows.
  const predecessorStart = new Uint32Array(nodeCount + 1);
  for (let node = 0; node < nodeCount; node += 1) {
    if (postOrderOf[node] === NONE) continue;
    for (
      let edge = firstEdge[node] as number;
      edge < (firstEdge[node + 1] as number);
      edge += edgeFieldCount
    ) {
      if (follows(edge)) add(predecessorStart, target(edge) + 1, 1);
    }
  }
  for (let node = 0; node < nodeCount; node += 1) {
    add(predecessorStart, node + 1, predecessorStart[node] as number);
  }
  const predecessors = new Uint32Array(predecessorStart[nodeCount] as number);
  const filled = predecessorStart.slice(0, nodeCount);
  for (let node = 0; node < nodeCount; node += 1) {
    if (postOrderOf[node] === NONE) continue;
    for (
      let edge = firstEdge[node] as number;
      edge < (firstEdge[node + 1] as number);
      edge += edgeFieldCount
    ) {
      if (!follows(edge)) continue;
      const next = target(edge);
      predecessors[filled[next] as number] = node;
      add(filled, next, 1);
    }
  }

  // Immediate dominators, by post-order number (the root has the highest).
  const root = reached - 1;
  const dominator = new Uint32Array(reached).fill(NONE);
  dominator[root] = root;
  const intersect = (a: number, b: number): number => {
    let left = a;
    let right = b;
    while (left !== right) {
      while (left < right) left = dominator[left] as number;
      while (right < left) right = dominator[right] as number;
    }
    return left;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let order = root - 1; order >= 0; order -= 1) {
      const node = byPostOrder[order] as number;
      let chosen = NONE;
      for (
        let at = predecessorStart[node] as number;
        at < (predecessorStart[node + 1] as number);
        at += 1
      ) {
        const from = postOrderOf[predecessors[at] as number] as number;
        if (from === NONE || dominator[from] === NONE) continue;
        chosen = chosen === NONE ? from : intersect(from, chosen);
      }
      if (chosen !== NONE && dominator[order] !== chosen) {
        dominator[order] = chosen;
        changed = true;
      }
    }
  }

  // Retained sizes: a node's own size plus what it dominates (dominated nodes come first).
  const retained = new Float64Array(reached);
  let totalBytes = 0;
  for (let order = 0; order < reached; order += 1) {
    const size = nodes[(byPostOrder[order] as number) * nodeFieldCount + sizeField] as number;
    add(retained, order, size);
    totalBytes += size;
    if (order !== root) add(retained, dominator[order] as number, retained[order] as number);
  }

  // A constructor's retained size counts each object not already inside another object of the
  // same constructor (so a linked list is not counted once per link): walk the dominator tree
  // from the root, keeping how many of each class are on the current path.
  const childStart = new Uint32Array(reached + 1);
  for (let order = 0; order < root; order += 1)
    add(childStart, (dominator[order] as number) + 1, 1);
  for (let order = 0; order < reached; order += 1)
    add(childStart, order + 1, childStart[order] as number);
  const children = new Uint32Array(Math.max(reached - 1, 0));
  const childFilled = childStart.slice(0, reached);
  for (let order = 0; order < root; order += 1) {
    const parent = dominator[order] as number;
    children[childFilled[parent] as number] = order;
    add(childFilled, parent, 1);
  }
  const onPath = new Uint32Array(classNames.length);
  const totals = classNames.map((name) => ({ name, count: 0, shallowBytes: 0, retainedBytes: 0 }));
  const walkNode = new Uint32Array(reached);
  const walkChild = new Uint32Array(reached);
  let top = 0;
  walkNode[0] = root;
  walkChild[0] = childStart[root] as number;
  const enter = (order: number) => {
    const node = byPostOrder[order] as number;
    const cls = classOf[node] as number;
    const totalsOf = totals[cls] as ConstructorTotals;
    totalsOf.count += 1;
    totalsOf.shallowBytes += nodes[node * nodeFieldCount + sizeField] as number;
    if (onPath[cls] === 0) totalsOf.retainedBytes += retained[order] as number;
    add(onPath, cls, 1);
  };
  enter(root);
  while (top >= 0) {
    const order = walkNode[top] as number;
    const next = walkChild[top] as number;
    if (next < (childStart[order + 1] as number)) {
      walkChild[top] = next + 1;
      const child = children[next] as number;
      enter(child);
      top += 1;
      walkNode[top] = child;
      walkChild[top] = childStart[child] as number;
    } else {
      add(onPath, classOf[byPostOrder[order] as number] as number, -1);
      top -= 1;
    }
  }
  return {
    totalBytes,
    nodeCount: reached,
    // Synthetic nodes (the root, "(GC roots)") are groupings, not objects: they retain everything.
    byConstructor: totals
      .filter((entry) => entry.count > 0 && entry.name !== '(synthetic)')
      .sort((a, b) => b.retainedBytes - a.retainedBytes),
  };
}

export interface ConstructorChange {
  name: string;
  countBefore: number;
  countAfter: number;
  shallowBefore: number;
  shallowAfter: number;
  retainedBefore: number;
  retainedAfter: number;
}

/** Constructors by how much their retained size grew from `before` to `after`, largest first. */
export function compareSummaries(before: HeapSummary, after: HeapSummary): ConstructorChange[] {
  const earlier = new Map(before.byConstructor.map((entry) => [entry.name, entry]));
  const names = new Set([...earlier.keys(), ...after.byConstructor.map((entry) => entry.name)]);
  const later = new Map(after.byConstructor.map((entry) => [entry.name, entry]));
  return [...names]
    .map((name) => {
      const a = earlier.get(name);
      const b = later.get(name);
      return {
        name,
        countBefore: a?.count ?? 0,
        countAfter: b?.count ?? 0,
        shallowBefore: a?.shallowBytes ?? 0,
        shallowAfter: b?.shallowBytes ?? 0,
        retainedBefore: a?.retainedBytes ?? 0,
        retainedAfter: b?.retainedBytes ?? 0,
      };
    })
    .sort(
      (x, y) =>
        Math.abs(y.retainedAfter - y.retainedBefore) - Math.abs(x.retainedAfter - x.retainedBefore),
    );
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;

/** A Markdown table of the `rows` largest changes in retained size. */
export function changesTable(changes: ConstructorChange[], rows = 15): string {
  const lines = [
    '| Constructor | objects early → late | shallow MB early → late | retained MB early → late (change) |',
    '|---|---:|---:|---:|',
  ];
  for (const change of changes.slice(0, rows)) {
    lines.push(
      `| \`${change.name.slice(0, 60)}\` | ${change.countBefore} → ${change.countAfter} | ` +
        `${mb(change.shallowBefore)} → ${mb(change.shallowAfter)} | ` +
        `${mb(change.retainedBefore)} → ${mb(change.retainedAfter)} ` +
        `(${signedMb(change.retainedAfter - change.retainedBefore)}) |`,
    );
  }
  return lines.join('\n');
}
