/**
 * The web budgets of issue 4, measured on the production build:
 *   1. JavaScript loaded by /login, gzip as transferred, against 140 KB (140,000 bytes).
 *   2. The chart code (visx and its d3 helpers) is not loaded by /login or /, and is reached only
 *      from the profile route: checked in the browser and proved from the build's module graph.
 *   3. Lighthouse (performance and accessibility, median of several runs) on /login and /:
 *      performance >= 95, accessibility = 100.
 *
 * Usage (from the repository root): npx tsx tools/bench/web.ts [--runs 5] [--no-lighthouse]
 * Prints the figures and a markdown table; writes the raw results to tools/bench/results/web.json.
 * Exits 1 when a budget is missed. A benchmark, not a test: `npm test` does not run it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from 'vite';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  HOST,
  buildWeb,
  launchChromium,
  serveStatic,
  webBuildEnv,
} from '@styleprint/web-e2e';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'tools/bench/results');
const BUILD_DIR = path.join(RESULTS_DIR, 'web-build');

/** "140 KB" read strictly: 140,000 bytes (140 KiB would allow 143,360). */
const JS_BUDGET_BYTES = 140_000;
const LIGHTHOUSE_MIN = { performance: 95, accessibility: 100 } as const;
/** Sources that make up the charts: visx and the d3 modules it is built on. */
const CHART_SOURCE = /node_modules\/(@visx\/|d3-)/;
const PAGES_WITHOUT_CHARTS = ['/login', '/'] as const;
const LIGHTHOUSE_PAGES = ['/login', '/'] as const;

interface Options {
  runs: number;
  lighthouse: boolean;
}

function parseOptions(argv: string[]): Options {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return { runs, lighthouse: !argv.includes('--no-lighthouse') };
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// ── The build and what each chunk holds ─────────────────────────────────────────────────────────

/** Production configuration (real Firebase, no emulator), plus a manifest and hidden source maps
 * so the module graph can be read; hidden maps add no bytes to what the browser loads. */
async function buildProduction(): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await buildWeb({
    outDir: BUILD_DIR,
    env: webBuildEnv({ apiUrl: 'https://api.styleprint.example', authEmulatorUrl: null }),
    logFile: path.join(RESULTS_DIR, 'web-build.log'),
    extraArgs: ['--manifest', '--sourcemap', 'hidden'],
  });
}

/** The npm packages a chunk's code comes from ("app" for our own sources). */
function packagesOf(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    names.add(match?.[1] ?? 'app');
  }
  return [...names].sort();
}

interface Chunk {
  file: string;
  rawBytes: number;
  packages: string[];
  holdsCharts: boolean;
}

function readChunks(): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
  const assets = path.join(BUILD_DIR, 'assets');
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const file = `assets/${name}`;
    const mapFile = path.join(assets, `${name}.map`);
    const sources: string[] = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources
      : [];
    chunks.set(file, {
      file,
      rawBytes: readFileSync(path.join(assets, name)).length,
      packages: packagesOf(sources),
      holdsCharts: sources.some((source) => CHART_SOURCE.test(source)),
    });
  }
  return chunks;
}

// ── Module graph: where the chart chunks can be reached from ────────────────────────────────────

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

interface GraphProof {
  chartFiles: string[];
  /** Chart files the entry (what every page loads up front) imports statically: must be none. */
  inEntry: string[];
  /** Lazily loaded modules whose static imports reach chart code. */
  reachedFrom: string[];
}

function proveChartsAreLazy(chunks: Map<string, Chunk>): GraphProof {
  const manifest = JSON.parse(
    readFileSync(path.join(BUILD_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const fileOf = (key: string): string => manifest[key]?.file ?? key;
  const isChart = (key: string): boolean => chunks.get(fileOf(key))?.holdsCharts ?? false;
  const chartFiles = [...chunks.values()].filter((c) => c.holdsCharts).map((c) => c.file);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inEntry = entries.flatMap((entry) =>
    [...staticClosure(manifest, entry)].filter(isChart).map(fileOf),
  );
  const reachedFrom = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .filter((key) => [...staticClosure(manifest, key)].some(isChart))
    .map((key) => manifest[key]?.src ?? key);
  return { chartFiles, inEntry: [...new Set(inEntry)], reachedFrom };
}

// ── In the browser: what a visitor downloads ────────────────────────────────────────────────────

interface PageLoad {
  path: string;
  scripts: { file: string; transferBytes: number }[];
  totalTransferBytes: number;
}

async function measurePage(baseUrl: string, pagePath: string): Promise<PageLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending: Promise<{ file: string; transferBytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        request.sizes().then((sizes) => ({
          file: new URL(request.url()).pathname.replace(/^\//, ''),
          transferBytes: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    return {
      path: pagePath,
      scripts,
      totalTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    };
  } finally {
    await browser.close();
  }
}

// ── Lighthouse ──────────────────────────────────────────────────────────────────────────────────

interface LighthouseRun {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  failedAccessibilityAudits: string[];
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

function runLighthouse(url: string, outputFile: string): Promise<LighthouseRun> {
  const args = [
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${outputFile}`,
    '--quiet',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${errors.slice(-2000)}`));
      const report = JSON.parse(readFileSync(outputFile, 'utf8')) as LighthouseReport;
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, report.audits[id]?.numericValue ?? NaN]),
      );
      const failedAccessibilityAudits = (report.categories['accessibility']?.auditRefs ?? [])
        .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
        .filter(({ audit }) => audit?.score === 0)
        .map(({ id, audit }) => `${id}: ${audit?.title ?? ''}`);
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        metrics,
        failedAccessibilityAudits,
      });
    });
  });
}

interface LighthouseSummary {
  path: string;
  runs: LighthouseRun[];
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
}

async function lighthouseMedian(baseUrl: string, pagePath: string, runs: number) {
  const scratch = path.join(os.tmpdir(), `styleprint-lighthouse-${process.pid}.json`);
  const results: LighthouseRun[] = [];
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`  Lighthouse ${pagePath} run ${run}/${runs}…\r`);
    results.push(await runLighthouse(baseUrl + pagePath, scratch));
  }
  rmSync(scratch, { force: true });
  process.stdout.write('\n');
  const summary: LighthouseSummary = {
    path: pagePath,
    runs: results,
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    metrics: Object.fromEntries(
      Object.keys(METRICS).map((name) => [name, median(results.map((r) => r.metrics[name]!))]),
    ),
  };
  return summary;
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────────

function environment(): Record<string, string> {
  const chromium = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return {
    date: new Date().toISOString(),
    commit: commit.stdout.trim(),
    node: process.version,
    chromium,
    cpu: `${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}`,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const verdicts: { budget: string; measured: string; ok: boolean }[] = [];

  console.log('Building the web (production configuration)…');
  await buildProduction();
  const chunks = readChunks();
  const server = await serveStatic({ root: BUILD_DIR, host: HOST, port: 0 });

  try {
    console.log(`Serving ${path.relative(ROOT, BUILD_DIR)} with gzip at ${server.url}`);
    const loads: PageLoad[] = [];
    for (const pagePath of PAGES_WITHOUT_CHARTS)
      loads.push(await measurePage(server.url, pagePath));

    const login = loads.find((load) => load.path === '/login')!;
    console.log('\nJavaScript loaded by /login (gzip as transferred):');
    console.log('| Chunk | Raw KB | Gzip KB | Code from |\n|---|---:|---:|---|');
    for (const script of [...login.scripts].sort((a, b) => b.transferBytes - a.transferBytes)) {
      const chunk = chunks.get(script.file);
      console.log(
        `| ${script.file} | ${kb(chunk?.rawBytes ?? 0)} | ${kb(script.transferBytes)} | ${chunk?.packages.join(', ') ?? '?'} |`,
      );
    }
    console.log(`| **Total** | | **${kb(login.totalTransferBytes)}** | |`);
    verdicts.push({
      budget: `JS loaded by /login ≤ ${kb(JS_BUDGET_BYTES)} KB gzip`,
      measured: `${kb(login.totalTransferBytes)} KB in ${login.scripts.length} files`,
      ok: login.totalTransferBytes <= JS_BUDGET_BYTES,
    });

    const proof = proveChartsAreLazy(chunks);
    console.log(`\nChart chunks (visx/d3 sources): ${proof.chartFiles.join(', ') || 'none found'}`);
    console.log(`Statically imported by the entry: ${proof.inEntry.join(', ') || 'none'}`);
    console.log(`Reached only from lazy modules: ${proof.reachedFrom.join(', ') || 'none'}`);
    for (const load of loads) {
      const charts = load.scripts.filter((s) => chunks.get(s.file)?.holdsCharts);
      console.log(`Chart chunks requested by ${load.path}: ${charts.length}`);
      verdicts.push({
        budget: `no chart code loaded by ${load.path}`,
        measured: proof.chartFiles.length
          ? charts.map((c) => c.file).join(', ') || 'none requested'
          : 'cannot tell: the build has no chart chunk yet',
        ok: proof.chartFiles.length > 0 && charts.length === 0,
      });
    }
    const profileOnly =
      proof.reachedFrom.length > 0 && proof.reachedFrom.every((src) => /profile/i.test(src));
    verdicts.push({
      budget: 'charts load only with the profile route (module graph)',
      measured: `entry imports ${proof.inEntry.length} chart chunks; reached from ${proof.reachedFrom.join(', ') || 'nothing'}`,
      ok: proof.chartFiles.length > 0 && proof.inEntry.length === 0 && profileOnly,
    });

    const lighthouse: LighthouseSummary[] = [];
    if (options.lighthouse) {
      console.log(`\nLighthouse (mobile preset, simulated throttling), median of ${options.runs}:`);
      for (const pagePath of LIGHTHOUSE_PAGES) {
        lighthouse.push(await lighthouseMedian(server.url, pagePath, options.runs));
      }
      console.log(
        '| Page | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS | SI ms | Runs (perf) |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
      for (const s of lighthouse) {
        const m = s.metrics;
        console.log(
          `| ${s.path} | ${s.performance} | ${s.accessibility} | ${m['FCP']!.toFixed(0)} | ` +
            `${m['LCP']!.toFixed(0)} | ${m['TBT']!.toFixed(0)} | ${m['CLS']!.toFixed(3)} | ` +
            `${m['SI']!.toFixed(0)} | ${s.runs.map((r) => r.performance).join(', ')} |`,
        );
        const failed = [...new Set(s.runs.flatMap((r) => r.failedAccessibilityAudits))];
        if (failed.length)
          console.log(`  ${s.path} accessibility audits failing: ${failed.join('; ')}`);
        verdicts.push({
          budget: `Lighthouse ${s.path} performance ≥ ${LIGHTHOUSE_MIN.performance}`,
          measured: String(s.performance),
          ok: s.performance >= LIGHTHOUSE_MIN.performance,
        });
        verdicts.push({
          budget: `Lighthouse ${s.path} accessibility = ${LIGHTHOUSE_MIN.accessibility}`,
          measured: String(s.accessibility),
          ok: s.accessibility >= LIGHTHOUSE_MIN.accessibility,
        });
      }
    }

    console.log('\n| Budget | Measured | Verdict |\n|---|---|---|');
    for (const v of verdicts)
      console.log(`| ${v.budget} | ${v.measured} | ${v.ok ? 'pass' : 'FAIL'} |`);

    const env = environment();
    console.log(
      `\n${Object.entries(env)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n')}`,
    );
    writeFileSync(
      path.join(RESULTS_DIR, 'web.json'),
      JSON.stringify(
        { environment: env, chunks: [...chunks.values()], loads, proof, lighthouse, verdicts },
        null,
        2,
      ),
    );
    console.log(`Raw results: ${path.relative(ROOT, path.join(RESULTS_DIR, 'web.json'))}`);
    process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
  } finally {
    await server.close();
  }
}

await main();
