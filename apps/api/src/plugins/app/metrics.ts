import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheStats } from '../../cache/hit-counter.js';

/** Seconds; from a cached read (well under 5 ms) to an LLM call near its timeout. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The coach's routes (docs/product.md#s7 and /chat/stream), whose latency is reported on its own. */
const COACH_ROUTE = /^\/(analysis|chat)\//;

/** A route's template (`/profile/me`), never the raw URL: one series per route, not per path. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/**
 * GET /metrics in Prometheus's text format, when METRICS_ENABLED=true (docs/operations.md says
 * what to watch). One registry per app, so several apps in one process (tests) never mix.
 * The endpoint carries no personal data, but it tells an outsider a lot about the service:
 * expose it only where the scraper can reach it.
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'styleprint_' });

  const requests = new Counter({
    name: 'styleprint_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'styleprint_http_request_duration_seconds',
    help: 'Time from receiving a request to sending the last byte of its answer.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const coach = new Histogram({
    name: 'styleprint_coach_duration_seconds',
    help: "The coach routes' answer time (embedded engine or LLM), by route and status code.",
    labelNames: ['route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const caches: Record<string, () => CacheStats | undefined> = {
    verified_token: () => app.verifiedTokens.stats,
    latest_profile: () => app.store.profiles.cacheStats,
  };
  new Counter({
    name: 'styleprint_cache_lookups_total',
    help: 'Lookups in the in-process caches, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, statsOf] of Object.entries(caches)) {
        const stats = statsOf();
        if (stats === undefined) continue;
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });
  new Counter({
    name: 'styleprint_latest_profile_reads_total',
    help:
      'Reads of a latest profile that reached the store (cache misses on PGlite), and the ' +
      'queries that carried them: reads of one event-loop turn share one query.',
    labelNames: ['event'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = app.store.profiles.latestReadStats;
      this.inc({ event: 'read' }, stats.reads);
      this.inc({ event: 'query' }, stats.queries);
    },
  });
  new Gauge({
    name: 'styleprint_db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, requests waiting for one, and the maximum.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = app.store.pool?.();
      if (use === undefined) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = String(reply.statusCode);
    const seconds = reply.elapsedTime / 1000;
    requests.inc({ method: request.method, route, status });
    durations.observe({ method: request.method, route, status }, seconds);
    if (COACH_ROUTE.test(route)) coach.observe({ route, status }, seconds);
  });

  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      schema: { hide: true },
    },
    async (_request, reply) => {
      const body = await registry.metrics();
      return reply.header('content-type', registry.contentType).send(body);
    },
  );
};

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['store', 'firebase-auth'] });
