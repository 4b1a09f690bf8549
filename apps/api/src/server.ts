import type { App } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';

/**
 * The only place that listens. Configuration comes entirely from the environment (see
 * config.ts); SIGTERM and SIGINT stop accepting connections, let in-flight requests finish,
 * close the store, and exit.
 */

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n\nThe API did not start.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();

let app: App;
try {
  // Loaded after the configuration is known good, so a bad one is reported in a blink.
  const { buildApp } = await import('./app.js');
  app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  process.stderr.write(
    `The API could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

let stopping = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // A second Ctrl-C means "now".
    app.log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining in-flight requests');
  const deadline = setTimeout(() => {
    app.log.error(
      { timeoutMs: config.shutdownTimeoutMs },
      'graceful shutdown took too long; exiting',
    );
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  try {
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
