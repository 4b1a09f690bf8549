#!/usr/bin/env node
// `npm run test:affected`: the checks of `npm test`, only for the projects a change touches (and
// every project that depends on them, through the project graph). The base is NX_BASE when set
// (CI sets it with nrwl/nx-set-shas), else the merge base with `main`, else the previous commit;
// without NX_HEAD the working tree counts, uncommitted changes included.
// `--print` (alias `--dry-run`) prints the affected projects and the projects each target would
// run for, and runs nothing: to see what a change would cost before paying for it.
import { spawnSync } from 'node:child_process';
import { bin, env, root, run, withAuthEmulator } from './nx.mjs';

/** @param {string[]} args */
function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function defaultBase() {
  for (const main of ['main', 'origin/main']) {
    const head = git(['rev-parse', 'HEAD']);
    const mergeBase = git(['merge-base', 'HEAD', main]);
    // On main itself the merge base is HEAD: compare with the previous commit instead.
    if (mergeBase && mergeBase !== head) return { sha: mergeBase, why: `merge base with ${main}` };
  }
  const previous = git(['rev-parse', 'HEAD~1']);
  if (previous) return { sha: previous, why: 'the previous commit' };
  throw new Error('No base to compare with: set NX_BASE to a commit.');
}

const base = process.env['NX_BASE']
  ? { sha: process.env['NX_BASE'], why: 'NX_BASE' }
  : defaultBase();
const head = process.env['NX_HEAD'];
const range = [`--base=${base.sha}`, ...(head ? [`--head=${head}`] : [])];
const nx = bin('nx');

const affected = spawnSync(nx, ['show', 'projects', '--affected', ...range], {
  cwd: root,
  env,
  encoding: 'utf8',
});
if (affected.status !== 0) {
  process.stderr.write(affected.stderr);
  process.exit(affected.status ?? 1);
}
const projects = affected.stdout.split('\n').filter(Boolean).sort();
console.log(
  `Base: ${base.sha.slice(0, 10)} (${base.why}); head: ${head ?? 'the working tree'}.\n` +
    `Affected projects (${projects.length}): ${projects.join(', ') || 'none'}`,
);
if (projects.length === 0) {
  console.log('\n✔ Nothing to check.');
  process.exit(0);
}

if (process.argv.includes('--print') || process.argv.includes('--dry-run')) {
  for (const target of ['lint', 'typecheck', 'test', 'e2e']) {
    const listed = spawnSync(
      nx,
      ['show', 'projects', '--affected', `--withTarget=${target}`, ...range],
      { cwd: root, env, encoding: 'utf8' },
    );
    const names = listed.stdout.split('\n').filter(Boolean).sort();
    console.log(`  ${target}: ${names.join(', ') || 'none'}`);
  }
  console.log('\n(--print: nothing was run.)');
  process.exit(0);
}

run('Format check of the changed files (prettier)', nx, ['format:check', ...range]);
// Cheap and repository-wide: a new "spec §" anywhere fails, whichever project holds it.
run('Lint: every reference resolves (docs/product.md, decisions)', bin('tsx'), [
  'tools/docs/cite-product.ts',
  '--check',
]);

const rangeArgs = range.join(' ');
const suites = [
  `${nx} affected -t lint typecheck test ${rangeArgs} --outputStyle=stream`,
  `${nx} affected -t e2e ${rangeArgs} --parallel=1 --outputStyle=stream`,
].join(' && ');
run(
  'Lint, typecheck, unit, HTTP and end-to-end tests of the affected projects',
  bin('firebase'),
  withAuthEmulator(suites),
);
console.log('\n✔ Every affected check passed.');
