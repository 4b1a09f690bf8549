import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webImportAlias } from './build/web-alias.js';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: webImportAlias },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // user-event drives every keystroke through React; with coverage on a busy 2-core machine a
    // form test can pass 5 s, and a timed-out test keeps typing into the next one.
    testTimeout: 15_000,
  },
});
