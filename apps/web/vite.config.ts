import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 4200, host: '127.0.0.1' },
  preview: { port: 4300, host: '127.0.0.1' },
  build: { outDir: 'dist', sourcemap: true },
});
