import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderPages } from './vite-prerender.js';

export default defineConfig({
  plugins: [react(), prerenderPages()],
  server: { port: 4200, host: '127.0.0.1' },
  // npm start serves the production build here (tools/start); e2e passes its own --port.
  preview: { port: 4200, host: '127.0.0.1' },
  build: { outDir: 'dist', sourcemap: true },
});
