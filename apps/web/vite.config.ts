import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { productionEnvGuard } from './build/production-env-guard.js';
import { webImportAlias } from './build/web-alias.js';
import { prerenderPages } from './vite-prerender.js';

export default defineConfig({
  plugins: [react(), productionEnvGuard(), prerenderPages()],
  resolve: { alias: webImportAlias },
  server: { port: 4200, host: '127.0.0.1' },
  // npm start serves the production build here (tools/start); e2e passes its own --port.
  preview: { port: 4200, host: '127.0.0.1' },
  build: { outDir: 'dist', sourcemap: true },
});
