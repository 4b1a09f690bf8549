import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldersIn, missingFrom, unnamedFolders } from './architecture-folders.js';

describe('the architecture folder check', () => {
  it('finds a folder the document does not name, and accepts one it does', () => {
    expect(
      missingFrom('see `features/people/` and routes/quiz', 'features', ['people', 'practice']),
    ).toEqual(['practice']);
    // A longer name does not stand in for a shorter one.
    expect(missingFrom('features/people-team', 'features', ['people'])).toEqual(['people']);
  });

  it('reads the real folders', () => {
    expect(foldersIn('apps/web/src/features')).toContain('assessment');
    expect(foldersIn('apps/api/src/routes')).toContain('quiz');
  });

  it('passes on the repository as it is', () => {
    const doc = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
    expect(unnamedFolders(doc)).toEqual([]);
  });
});
