import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadWebConfig, WebConfigError, type WebServerConfig } from './config.js';
import { buildWebServer } from './server.js';

/** `npm start`'s web server and the production one: configured by the environment only. */
function readConfig(): WebServerConfig {
  try {
    return loadWebConfig(process.env);
  } catch (error) {
    if (error instanceof WebConfigError) {
      process.stderr.write(`${error.message}\n\nThe web server did not start.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
if (!existsSync(path.join(config.distDir, 'index.html'))) {
  process.stderr.write(
    `No web build in ${config.distDir} (index.html is missing). Build it first: ` +
      'npx nx run web:build, or set WEB_DIST_DIR.\n',
  );
  process.exit(1);
}

const app = await buildWebServer(config);
await app.listen({ host: config.host, port: config.port });
process.stdout.write(`web server listening on http://${config.host}:${config.port}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) process.exit(1);
  stopping = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
