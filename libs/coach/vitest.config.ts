import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The paste lib the coach imports is measured by its own tests (libs/coach-content), not here.
    coverage: { exclude: ['**/coach-content/**'] },
  },
});
