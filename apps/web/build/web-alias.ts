import { fileURLToPath } from 'node:url';

/**
 * `#web/…` → `src/…` for Vite and Vitest (docs/decisions/0054-web-imports-and-feature-boundaries.md).
 * The same mapping is in package.json "imports" (Node) and tsconfig "paths" (TypeScript); the
 * alias lets Vite add the file extension the imports leave out.
 */
export const webImportAlias = [
  { find: /^#web\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
];
