/**
 * Build step that prerenders the public pages (docs/decisions/0092). After the browser build is
 * written, it builds src/prerender.tsx for Node, draws each page with React's static renderer
 * and writes, next to the browser build:
 *
 *   index.html          "/"        (prerendered)
 *   login/index.html    "/login"   (prerendered)
 *   signup/index.html   "/signup"  (prerendered)
 *   200.html            the unprerendered shell, for every other page path
 *
 * Each prerendered page also links its route's stylesheet, so it is styled before any script
 * runs. Nothing inline: the CSP allows `script-src 'self'`.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { webImportAlias } from './build/web-alias.js';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

interface Page {
  path: string;
  /** The route module whose lazy chunk draws the page. */
  routeModule: string;
  /** What usePageTitle sets once the script runs; the same from the first paint. */
  title: string;
}

export const PAGES: Page[] = [
  { path: '/', routeModule: 'src/features/home/routes/HomeRoute.tsx', title: 'Styleprint' },
  {
    path: '/login',
    routeModule: 'src/features/auth/routes/LoginRoute.tsx',
    title: 'Sign In · Styleprint',
  },
  {
    path: '/signup',
    routeModule: 'src/features/auth/routes/SignupRoute.tsx',
    title: 'Create Account · Styleprint',
  },
];

export const SHELL_FILE = '200.html';
const ROOT_ELEMENT = '<div id="root"></div>';

interface ChunkAssets {
  css: string[];
  js: string[];
}

/** The route chunk's own file, its static imports (transitively) and their stylesheets. */
function assetsOf(bundle: OutputBundle, moduleId: string): ChunkAssets {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const route = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (!route) throw new Error(`prerender: no chunk for ${moduleId}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: OutputChunk): void => {
    if (js.includes(chunk.fileName) || chunk.isEntry) return;
    js.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(route);
  return { css: [...css], js };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function pageHtml(template: string, page: Page, markup: string, assets: ChunkAssets, base: string) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${ROOT_ELEMENT} not found`);
  // Scripts are not preloaded: they are requested once the page has painted (src/boot.ts).
  const links = assets.css
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
    .join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${markup}</div>`,
    );
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let bundle: OutputBundle | undefined;
  return {
    name: 'styleprint-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        // Only the browser build; the nested Node build below has no such plugin.
        if (config.build.ssr || !bundle) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // Under node_modules, so the Node build resolves react and the rest from the workspace.
        const cacheDir = path.join(config.root, 'node_modules', '.cache');
        await mkdir(cacheDir, { recursive: true });
        const serverDir = await mkdtemp(path.join(cacheDir, 'styleprint-prerender-'));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            envDir: config.envDir,
            logLevel: 'warn',
            plugins: [react()],
            resolve: { alias: webImportAlias },
            build: {
              ssr: 'src/prerender.tsx',
              outDir: serverDir,
              emptyOutDir: true,
              sourcemap: false,
              rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } },
            },
          });
          const entry = (await import(
            pathToFileURL(path.join(serverDir, 'prerender.mjs')).href
          )) as {
            renderPage(path: string): Promise<string>;
          };
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          await writeFile(path.join(outDir, SHELL_FILE), template);
          for (const page of PAGES) {
            const markup = await entry.renderPage(page.path);
            const assets = assetsOf(bundle, path.resolve(config.root, page.routeModule));
            const file =
              page.path === '/'
                ? path.join(outDir, 'index.html')
                : path.join(outDir, page.path.slice(1), 'index.html');
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, pageHtml(template, page, markup, assets, config.base));
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
