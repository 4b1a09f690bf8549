import Fastify, { type FastifyInstance } from 'fastify';

export interface AppConfig {
  logLevel: string;
}

/** Builds the API without listening, so tests can drive it through inject(). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
