import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bench/results/**'],
    environment: 'node',
    passWithNoTests: true,
  },
});
