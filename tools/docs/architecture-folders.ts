/**
 * The folder check (`npx tsx tools/docs/architecture-folders.ts`, run by `npm test` and
 * `npm run lint`): every feature folder of the web (`apps/web/src/features/<name>`) and every
 * route folder of the API (`apps/api/src/routes/<name>`) must be named in docs/architecture.md
 * as `features/<name>` or `routes/<name>`, so a newcomer reading the architecture finds every
 * product area. Exits 1 and lists what is missing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders directly under `dir` (relative to the repository root). */
export function foldersIn(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The names of `prefix/<name>` that `doc` never mentions. */
export function missingFrom(doc: string, prefix: string, names: readonly string[]): string[] {
  return names.filter((name) => !new RegExp(`\\b${prefix}/${name}(?![\\w-])`).test(doc));
}

/** Every folder docs/architecture.md should name and does not, as `prefix/name`. */
export function unnamedFolders(doc: string): string[] {
  return [
    ...missingFrom(doc, 'features', foldersIn('apps/web/src/features')).map((n) => `features/${n}`),
    ...missingFrom(doc, 'routes', foldersIn('apps/api/src/routes')).map((n) => `routes/${n}`),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const missing = unnamedFolders(doc);
  if (missing.length > 0) {
    console.error(
      `docs/architecture.md does not name these folders: ${missing.join(', ')}.\n` +
        'Add each to "Product areas and where they live", with its screen or route.',
    );
    process.exit(1);
  }
  console.log('docs/architecture.md names every feature and route folder.');
}
