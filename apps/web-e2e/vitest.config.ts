import { defineConfig } from 'vitest/config';

// The journeys share one real stack (auth emulator, API, built web) and drive one Chromium per
// file, so files run one after another in a single worker; timeouts allow for real I/O.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    // Building the web and the API's first store start happen in global setup.
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    sequence: { shuffle: false },
  },
});
