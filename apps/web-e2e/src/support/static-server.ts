/**
 * A small static server for a built single-page app: files from `root`, a directory's
 * index.html (the prerendered /login and /signup), and the unprerendered shell `200.html` (or
 * index.html in a build without one) for any other path (client-side routes), gzip at zlib's default level (what compression middleware and most
 * hosts use) for text when the browser accepts it, and long-lived caching for Vite's
 * content-hashed assets. It stands in for the production host, so transfer sizes the browser
 * reports are the gzip sizes a visitor downloads.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

interface Asset {
  body: Buffer;
  gzipped: Buffer | null;
  contentType: string;
  immutable: boolean;
}

async function loadAsset(root: string, urlPath: string): Promise<Asset | null> {
  const relative = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.resolve(root, `.${relative}`);
  // Never serve outside the build directory.
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
  } catch {
    return null;
  }
  const extension = path.extname(file);
  const body = await readFile(file);
  return {
    body,
    gzipped: COMPRESSIBLE.has(extension) ? gzipSync(body) : null,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    immutable: relative.startsWith('/assets/'),
  };
}

function send(request: IncomingMessage, response: ServerResponse, asset: Asset): void {
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const useGzip = acceptsGzip && asset.gzipped !== null;
  const body = useGzip && asset.gzipped ? asset.gzipped : asset.body;
  response.writeHead(200, {
    'Content-Type': asset.contentType,
    'Content-Length': body.length,
    'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Serves `root` on `host:port` until closed. */
export async function serveStatic(options: {
  root: string;
  host: string;
  port: number;
}): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const cache = new Map<string, Asset>();
  const assetFor = async (urlPath: string): Promise<Asset | null> => {
    const cached = cache.get(urlPath);
    if (cached) return cached;
    const asset = await loadAsset(root, urlPath);
    if (asset) cache.set(urlPath, asset);
    return asset;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
      // A missing hashed asset is a real 404; any other path is a client-side route.
      const page = urlPath.startsWith('/assets/')
        ? null
        : ((await assetFor(`${urlPath.replace(/\/$/, '')}/index.html`)) ??
          (await assetFor('/200.html')) ??
          (await assetFor('/index.html')));
      const asset = (await assetFor(urlPath)) ?? page;
      if (!asset) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      send(request, response, asset);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(error instanceof Error ? error.message : 'Internal error');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
