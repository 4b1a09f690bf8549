/**
 * `npx tsx tools/codemods/web-imports.ts [--check]`: rewrites the web's relative imports that
 * leave their own area into `#web/…` subpath imports (apps/web/package.json "imports", tsconfig
 * "paths", Vite's alias), so `../../../lib/api-client` reads `#web/lib/api-client`. An area is
 * one feature folder (src/features/<name>) or one top-level folder of src (lib, components,
 * hooks, config, app, test); imports inside an area stay relative, because they move with it.
 * Re-runnable: run it after merging a branch that added web files. With --check it changes
 * nothing and exits 1 when something would change (docs/decisions/0054-web-imports-and-feature-boundaries.md).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');
const PREFIX = '#web/';

/** The area of a file, as a path below src: `features/coach`, `lib`, `components`. */
export function areaOf(fromSrc: string): string {
  const parts = fromSrc.split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : '';
}

/**
 * The specifier to use instead of `specifier` in the file at `file` (a path below src), or null
 * when it stays as it is: not relative, or inside the importing file's own area.
 */
export function rewriteSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('../')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  if (target.startsWith('../')) return null; // outside src: not ours to rename
  const area = areaOf(file);
  if (area !== '' && (target === area || target.startsWith(`${area}/`))) return null;
  return `${PREFIX}${target}`;
}

// Static imports and re-exports (`from '…'`), side-effect imports, `import('…')` and
// `vi.mock('…')`/`vi.importActual('…')`: the string is the first group's quote-delimited text.
const SPECIFIER =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|importActual)\(\s*)(['"])([^'"\n]+)\2/g;

/** The file's text with its imports rewritten, and how many were. */
export function rewriteSource(file: string, source: string): { text: string; count: number } {
  let count = 0;
  const text = source.replace(
    SPECIFIER,
    (whole: string, lead: string, quote: string, specifier: string) => {
      const replacement = rewriteSpecifier(file, specifier);
      if (replacement === null) return whole;
      count += 1;
      return `${lead}${quote}${replacement}${quote}`;
    },
  );
  return { text, count };
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function main(): void {
  const check = process.argv.includes('--check');
  let files = 0;
  let imports = 0;
  for (const full of sourceFiles(WEB_SRC)) {
    const file = path.relative(WEB_SRC, full).split(path.sep).join('/');
    const source = readFileSync(full, 'utf8');
    const { text, count } = rewriteSource(file, source);
    if (count === 0) continue;
    files += 1;
    imports += count;
    if (check) console.log(`apps/web/src/${file}: ${count} import(s) to rewrite`);
    else writeFileSync(full, text);
  }
  console.log(
    `${check ? 'Would rewrite' : 'Rewrote'} ${imports} import(s) in ${files} file(s) to ${PREFIX}….`,
  );
  if (check && imports > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
