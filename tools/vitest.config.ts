import { defineConfig } from 'vitest/config';

/**
 * Two suites: `unit` (the tools' own logic: reference rewriting, codemods, log lines) runs in the
 * fast loop (`npm run test:unit`); `stack` (start/start-all.test.ts: `npm start` end to end, with
 * the production web build and an auth emulator of its own) runs in `npm test` only.
 * `vitest run` runs both.
 */
const STACK = ['start/start-all.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', 'bench/results/**', ...STACK],
        },
      },
      {
        extends: true,
        test: { name: 'stack', include: STACK },
      },
    ],
  },
});
