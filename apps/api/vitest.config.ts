import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    // The HTTP tests open an embedded database (seconds on a busy machine) and call the auth
    // emulator; the defaults are tuned for pure unit tests.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
