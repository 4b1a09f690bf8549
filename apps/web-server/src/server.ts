import { statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { WebServerConfig } from './config.js';
import { HSTS_VALUE, securityHeaders } from './headers.js';

/**
 * The production web server (decision 0085): the built SPA with compression, long caching for
 * content-hashed assets, page fallback for client-side routes only, no source maps, and the
 * security headers on every response.
 */

/** Vite puts every content-hashed file under /assets/. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** A path naming a file (it has an extension) or under /assets/: missing means 404, never a page. */
const isAssetPath = (urlPath: string): boolean =>
  urlPath.startsWith(HASHED_PREFIX) || /\.[A-Za-z0-9]+$/.test(urlPath);

const isFile = (file: string): boolean => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The HTML file for a page request, relative to distDir: the page's own prerendered file
 * (`<path>/index.html`) when the build has one, else the SPA shell (`200.html` when the build
 * writes one beside prerendered pages, else `index.html`). The build does not change while the
 * server runs, so each answer is remembered.
 */
function pageResolver(distDir: string): (urlPath: string) => string {
  const shell = isFile(path.join(distDir, '200.html')) ? '200.html' : 'index.html';
  const known = new Map<string, string>();
  return (urlPath) => {
    const cached = known.get(urlPath);
    if (cached !== undefined) return cached;
    let page = shell;
    const segments = urlPath.split('/').filter((segment) => segment !== '');
    const safe = segments.every(
      (segment) => segment !== '..' && segment !== '.' && !segment.includes('\\'),
    );
    if (safe) {
      const candidate = path.join(...segments, 'index.html');
      if (isFile(path.join(distDir, candidate))) page = candidate;
    }
    // Bounded: only paths that exist as prerendered pages can add more than the shell entry.
    if (known.size < 10_000) known.set(urlPath, page);
    return page;
  };
}

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .send('Not found');

export async function buildWebServer(config: WebServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.production ? { level: 'info' } : false,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Nothing here reads a body.
    bodyLimit: 1024,
  });
  const headers = securityHeaders(config);
  const pageFor = pageResolver(config.distDir);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    const hsts =
      config.hsts === 'always' || (config.hsts === 'auto' && request.protocol === 'https');
    if (hsts) reply.header('strict-transport-security', HSTS_VALUE);
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: config.distDir,
    // Routing is ours (below): send only reads the files it is given.
    serve: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (response, filePath) => {
      const relative = `/${path.relative(config.distDir, filePath).split(path.sep).join('/')}`;
      response.header(
        'cache-control',
        relative.startsWith(HASHED_PREFIX)
          ? IMMUTABLE
          : filePath.endsWith('.html')
            ? REVALIDATE
            : SHORT,
      );
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const urlPath = decodeURIComponentSafe(request.url.split('?')[0] ?? '/');
      const segments = urlPath?.split('/') ?? [];
      // Traversal, backslashes, dotfiles (.env, .git) and directories are never files we serve.
      const unsafe = segments.some((segment) => segment.startsWith('.') || segment.includes('\\'));
      if (urlPath === null || unsafe || (isAssetPath(urlPath) && urlPath.endsWith('/'))) {
        return notFound(reply);
      }
      if (isAssetPath(urlPath)) {
        // Source maps stay on the build machine: they would hand out the source.
        if (urlPath.endsWith('.map')) return notFound(reply);
        // A missing file goes to the not-found handler: 404, never the SPA page.
        return reply.sendFile(urlPath.slice(1));
      }
      return reply.sendFile(pageFor(urlPath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed');
    }
    return notFound(reply);
  });

  return app;
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
