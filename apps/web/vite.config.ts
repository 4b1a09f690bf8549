import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { productionEnvGuard } from './build/production-env-guard.js';
import { webImportAlias } from './build/web-alias.js';
import { prerenderPages } from './vite-prerender.js';

/**
 * The app's small configuration modules every page loads (the environment, the paths, the page
 * title hook). Left to itself the bundler gives each its own file, shared by the entry and every
 * route: three requests and three gzip streams on the sign-in page's critical path for 1.2 KB.
 * One chunk holds them (decision 0119). Their dependencies stay where they were: pulling them in
 * would move React into this chunk too.
 */
const pageCore = {
  name: 'core',
  test: /src[\\/](config[\\/](env|paths)|lib[\\/]use-page-title)\.ts$/,
  includeDependenciesRecursively: false,
};

export default defineConfig({
  plugins: [react(), productionEnvGuard(), prerenderPages()],
  resolve: { alias: webImportAlias },
  server: { port: 4200, host: '127.0.0.1' },
  // npm start serves the production build here (tools/start); e2e passes its own --port.
  preview: { port: 4200, host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: [pageCore] } } },
  },
});
