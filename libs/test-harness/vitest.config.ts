import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The process tests start real child processes; a busy machine needs more than 5 s.
    testTimeout: 20_000,
  },
});
