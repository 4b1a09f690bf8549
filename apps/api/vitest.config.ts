import { defineConfig } from 'vitest/config';

/**
 * Two suites: `unit` (src/**: pure modules, no emulator, no database server) runs in the fast
 * loop (`npm run test:unit`); `http` (test/**: the app through inject() or as a process, real
 * emulator tokens, PGlite and PostgreSQL) needs the auth emulator. `vitest run` runs both.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/helpers/global-setup.ts'],
          // The HTTP tests open an embedded database (seconds on a busy machine) and call the
          // auth emulator; the defaults are tuned for pure unit tests.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
    environment: 'node',
  },
});
