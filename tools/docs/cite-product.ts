/**
 * `npx tsx tools/docs/cite-product.ts [--check]`
 *
 * Without flags: rewrites, in every tracked (or new, not ignored) text file, each reference to a
 * spec section ("spec §8", "§2, §4", "spec section 5") into an anchor of docs/product.md, and
 * each issue number ("issue 5", "(#5)") into the decision that records that issue
 * (tools/docs/issue-decisions.json). Then reports what is left.
 * With --check: changes nothing; fails, listing each place, when a spec section or an issue
 * number remains outside docs/product.md. `npm run lint` and `npm test` run the check.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findUnresolvable,
  rewriteReferences,
  type FileContext,
  type IssueDecisions,
} from './references.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|css|md|json|ya?ml|html|sh)$|^\.ci\/run$/;
/**
 * The page the references point to, this tool (its tests hold references on purpose), and the
 * coach's fresh batches, the safety corpus they join and the samples page generated from them:
 * conversations as people pasted them, where "(#1402)" is a GitHub pull request or a help-desk
 * ticket, not a reference of ours.
 */
const EXEMPT = [
  /^docs\/product\.md$/,
  /^tools\/docs\//,
  /(^|\/)package-lock\.json$/,
  /^libs\/coach\/test\/fresh-batches\//,
  /^libs\/coach\/src\/data\/moments\/corpus\//,
  /^docs\/coach-samples\.md$/,
];

function repositoryFiles(): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return [...new Set(listed.stdout.split('\0').filter(Boolean))]
    .filter((file) => TEXT_FILE.test(file))
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return undefined; // deleted in the working tree but still in the index
  }
}

const check = process.argv.includes('--check');
const decisions = JSON.parse(
  readFileSync(path.join(ROOT, 'tools/docs/issue-decisions.json'), 'utf8'),
) as IssueDecisions;

const rewritten: string[] = [];
const remaining: string[] = [];
for (const file of repositoryFiles()) {
  const original = readIfPresent(file);
  if (original === undefined) continue;
  let text = original;
  if (!check) {
    const context: FileContext = { path: file, decisions };
    text = rewriteReferences(original, context);
    if (text !== original) {
      writeFileSync(path.join(ROOT, file), text);
      rewritten.push(file);
    }
  }
  for (const finding of findUnresolvable(text)) {
    remaining.push(`${file}:${finding.line}: ${finding.why}\n    ${finding.text}`);
  }
}

if (!check) {
  console.log(`Rewrote references in ${rewritten.length} file(s).`);
  // A longer reference can push code past the print width: let prettier lay it out again.
  if (rewritten.length > 0) {
    const prettier = spawnSync(
      path.join(ROOT, 'node_modules/.bin/prettier'),
      ['--write', '--log-level=warn', ...rewritten.filter((file) => !file.endsWith('.md'))],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (prettier.status !== 0) process.exit(prettier.status ?? 1);
  }
}
if (remaining.length > 0) {
  console.error(
    `${remaining.length} reference(s) a reader cannot follow (docs/decisions/0005):\n` +
      remaining.join('\n') +
      "\nCite docs/product.md#sN (the page mirrors the spec's numbering) or a decision; for an " +
      'issue, add it to tools/docs/issue-decisions.json and run `npx tsx tools/docs/cite-product.ts`.',
  );
  process.exit(1);
}
console.log('Every reference resolves: no spec section or issue number outside docs/product.md.');
