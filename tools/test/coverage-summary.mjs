#!/usr/bin/env node
// Prints the line, statement, branch and function coverage of every project whose tests wrote
// coverage/coverage-summary.json (vitest's v8 provider, json-summary reporter), as one table.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './nx.mjs';

/** @typedef {{ pct: number | 'Unknown', covered: number, total: number }} Figure */
/** @typedef {{ lines: Figure, statements: Figure, branches: Figure, functions: Figure }} Totals */

const projectRoots = ['apps', 'libs', 'tools'].flatMap((group) => {
  const dir = path.join(root, group);
  if (group === 'tools') return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name));
});

/** @param {Figure} figure */
const percent = (figure) => (typeof figure.pct === 'number' ? `${figure.pct.toFixed(1)}%` : '—');

const rows = projectRoots
  .map((dir) => ({ dir, file: path.join(dir, 'coverage/coverage-summary.json') }))
  .filter(({ file }) => existsSync(file))
  .map(({ dir, file }) => {
    /** @type {{ total: Totals }} */
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    const { lines, statements, branches, functions } = summary.total;
    return [path.relative(root, dir), lines, statements, branches, functions];
  });

if (rows.length === 0) {
  console.log('No coverage summaries found (run the tests with coverage first: npm test).');
} else {
  const header = ['project', 'lines', 'statements', 'branches', 'functions'];
  const table = [
    header,
    ...rows.map(([name, ...figures]) => [
      String(name),
      .../** @type {Figure[]} */ (figures).map(percent),
    ]),
  ];
  const widths = header.map((_, column) =>
    Math.max(...table.map((row) => row[column]?.length ?? 0)),
  );
  for (const [index, row] of table.entries()) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
