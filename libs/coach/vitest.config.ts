import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The first test in a file builds the engine's classifiers and word lists (about 1 s alone,
    // 4–6 s on a loaded 2-core machine: one corpus test failed at vitest's 5 s default in a
    // clean run with other work going on). A test that hangs still fails, at 30 s.
    testTimeout: 30_000,
    // The paste lib the coach imports is measured by its own tests (libs/coach-content), not here.
    coverage: { exclude: ['**/coach-content/**'] },
  },
});
