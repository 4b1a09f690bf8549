/**
 * Every installed package admits the Node version all our machines run (decision 0004).
 *
 * npm only warns (`EBADENGINE`) when a package's `engines.node` excludes the running Node, and
 * the warning scrolls past in `npm install`. A transitive package that moves to Node 22 is the
 * usual way it creeps in (eslint-plugin-regexp 3.2 pulled in jsdoc-type-pratt-parser 9), so
 * this check reads every `package.json` under `node_modules` and fails with the chain to fix.
 *
 * Usage: `npx tsx tools/deps/node-engines.ts [--node 20.20.0]`
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const TARGET = process.argv.includes('--node')
  ? (process.argv[process.argv.indexOf('--node') + 1] ?? '')
  : '20.20.0';
if (!semver.valid(TARGET)) {
  console.error(`--node needs a version such as 20.20.0, not "${TARGET}"`);
  process.exit(2);
}

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

function packageDirs(modulesDir: string): string[] {
  if (!existsSync(modulesDir)) return [];
  const dirs: string[] = [];
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(modulesDir, entry.name);
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(path, { withFileTypes: true })) {
        if (scoped.isDirectory()) dirs.push(join(path, scoped.name));
      }
    } else {
      dirs.push(path);
    }
  }
  return dirs;
}

/** Walks nested `node_modules` too: a held-back copy lives there. */
function* manifests(modulesDir: string): Generator<[string, Manifest]> {
  for (const dir of packageDirs(modulesDir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      yield [dir, JSON.parse(readFileSync(file, 'utf8')) as Manifest];
    }
    yield* manifests(join(dir, 'node_modules'));
  }
}

const refused: string[] = [];
let checked = 0;
for (const [dir, manifest] of manifests(join(process.cwd(), 'node_modules'))) {
  checked += 1;
  const range = manifest.engines?.node;
  if (!range || !semver.validRange(range)) continue;
  if (!semver.satisfies(TARGET, range, { includePrerelease: true })) {
    refused.push(`${manifest.name}@${manifest.version} (${dir}): engines.node "${range}"`);
  }
}

if (refused.length > 0) {
  console.error(`${refused.length} installed package(s) do not admit Node ${TARGET}:`);
  for (const line of refused) console.error(`  ${line}`);
  console.error('Run `npm ls <name>` to see which dependency brings each in (decision 0004).');
  process.exit(1);
}
console.log(`${checked} installed packages all admit Node ${TARGET}.`);
