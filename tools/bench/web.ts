/**
 * The web budgets of docs/decisions/0052-how-the-web-budgets-are-measured.md, measured on the production build:
 *   1. JavaScript loaded by /login, gzip as transferred, against 140 KB (140,000 bytes).
 *   2. The chart code (visx and its d3 helpers) is not loaded by /login or /, and is reached only
 *      from the profile route: checked in the browser and proved from the build's module graph.
 *   3. Lighthouse (performance and accessibility, median of several runs) on /login and /:
 *      performance = 100, accessibility = 100 (docs/decisions/0090-hot-path-caches.md).
 *
 * Usage (from the repository root): npx tsx tools/bench/web.ts [--runs 5] [--no-lighthouse]
 * Prints the figures and a markdown table; writes the raw results to tools/bench/results/web.json.
 * Exits 1 when a budget is missed. A benchmark, not a test: `npm test` does not run it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import {
  CHROMIUM_FLAGS,
  resolveChromium,
  HOST,
  buildWeb,
  launchChromium,
  readBuiltChunks,
  serveStatic,
  webBuildEnv,
  packageShares,
  type BuiltChunk,
  type PackageShare,
} from '@styleprint/web-e2e';

/** The Chromium the journeys use (system, else bundled); Lighthouse drives the same binary. */
const CHROMIUM_PATH = (await resolveChromium()).executablePath;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'tools/bench/results');
const BUILD_DIR = path.join(RESULTS_DIR, 'web-build');

/** "140 KB" read strictly: 140,000 bytes (140 KiB would allow 143,360). */
// docs/decisions/0090-hot-path-caches.md: no more than the 126 KB measured before the pages were prerendered.
const JS_BUDGET_BYTES = 126_000;
// docs/decisions/0090-hot-path-caches.md raised the performance bar from 95 to 100 once the public pages are prerendered.
const LIGHTHOUSE_MIN = { performance: 100, accessibility: 100 } as const;
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

function proveChartsAreLazy(chunks: Map<string, BuiltChunk>): GraphProof {
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
  const browser = await launchChromium(CHROMIUM_PATH);
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

type Verdict = { budget: string; measured: string; ok: boolean };

function reportLoginJavaScript(login: PageLoad, chunks: Map<string, BuiltChunk>): Verdict {
  console.log('\nJavaScript loaded by /login (gzip as transferred):');
  console.log('| Chunk | Raw KB | Gzip KB |\n|---|---:|---:|');
  for (const script of [...login.scripts].sort((a, b) => b.transferBytes - a.transferBytes)) {
    const raw = chunks.get(script.file)?.rawBytes ?? 0;
    console.log(`| ${script.file} | ${kb(raw)} | ${kb(script.transferBytes)} |`);
  }
  console.log(`| **Total** | | **${kb(login.totalTransferBytes)}** |`);

  console.log(
    '\nWhat the /login JavaScript is made of (from the source maps; gzip of each part alone):',
  );
  console.log('| Package | Raw KB | Gzip KB (est.) |\n|---|---:|---:|');
  const shares = new Map<string, PackageShare>();
  for (const script of login.scripts) {
    for (const share of packageShares(BUILD_DIR, script.file)) {
      const sum = shares.get(share.name) ?? { name: share.name, rawBytes: 0, gzipBytes: 0 };
      shares.set(share.name, {
        name: share.name,
        rawBytes: sum.rawBytes + share.rawBytes,
        gzipBytes: sum.gzipBytes + share.gzipBytes,
      });
    }
  }
  for (const share of [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`| ${share.name} | ${kb(share.rawBytes)} | ${kb(share.gzipBytes)} |`);
  }
  return {
    budget: `JS loaded by /login ≤ ${kb(JS_BUDGET_BYTES)} KB gzip`,
    measured: `${kb(login.totalTransferBytes)} KB in ${login.scripts.length} files`,
    ok: login.totalTransferBytes <= JS_BUDGET_BYTES,
  };
}

/** Every chunk of the build, so the cost of each route's code is visible too. */
function reportAllChunks(chunks: Map<string, BuiltChunk>, login: PageLoad): void {
  const onLogin = new Set(login.scripts.map((s) => s.file));
  console.log('\nEvery JavaScript chunk of the build (gzip at the served level):');
  console.log('| Chunk | Raw KB | Gzip KB | Loaded by /login | Holds charts |');
  console.log('|---|---:|---:|:-:|:-:|');
  const rows = [...chunks.values()].map((chunk) => ({
    chunk,
    gzip: gzipSync(readFileSync(path.join(BUILD_DIR, chunk.file))).length,
  }));
  for (const { chunk, gzip } of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `| ${chunk.file} | ${kb(chunk.rawBytes)} | ${kb(gzip)} | ` +
        `${onLogin.has(chunk.file) ? 'yes' : ''} | ${chunk.holdsCharts ? 'yes' : ''} |`,
    );
  }
}

function reportCharts(loads: PageLoad[], chunks: Map<string, BuiltChunk>): Verdict[] {
  const proof = proveChartsAreLazy(chunks);
  const verdicts: Verdict[] = [];
  console.log(`\nChart chunks (visx/d3 sources): ${proof.chartFiles.join(', ') || 'none found'}`);
  console.log(`Statically imported by the entry: ${proof.inEntry.join(', ') || 'none'}`);
  console.log(`Reached from lazy modules: ${proof.reachedFrom.join(', ') || 'none'}`);
  for (const load of loads) {
    const charts = load.scripts.filter((s) => chunks.get(s.file)?.holdsCharts);
    verdicts.push({
      budget: `no chart code loaded by ${load.path}`,
      measured: proof.chartFiles.length
        ? charts.map((c) => c.file).join(', ') || 'none requested'
        : 'cannot tell: the build has no chart chunk',
      ok: proof.chartFiles.length > 0 && charts.length === 0,
    });
  }
  // The screens that draw charts: the profile, the history's trend and the team view.
  const chartScreensOnly =
    proof.reachedFrom.length > 0 &&
    proof.reachedFrom.every((src) => /profile|HistoryRoute|TeamRoute/.test(src));
  verdicts.push({
    budget: 'charts load only with the screens that draw them (module graph)',
    measured: `entry imports ${proof.inEntry.length} chart chunks; reached from ${proof.reachedFrom.join(', ') || 'nothing'}`,
    ok: proof.chartFiles.length > 0 && proof.inEntry.length === 0 && chartScreensOnly,
  });
  return verdicts;
}

async function reportLighthouse(baseUrl: string, runs: number) {
  console.log(`\nLighthouse (default mobile settings, simulated throttling), median of ${runs}:`);
  const summaries: LighthouseSummary[] = [];
  for (const pagePath of LIGHTHOUSE_PAGES) {
    summaries.push(await lighthouseMedian(baseUrl, pagePath, runs));
  }
  console.log(
    '| Page | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS | SI ms | Each run (perf) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  const verdicts: Verdict[] = [];
  for (const s of summaries) {
    const m = s.metrics;
    console.log(
      `| ${s.path} | ${s.performance} | ${s.accessibility} | ${m['FCP']!.toFixed(0)} | ` +
        `${m['LCP']!.toFixed(0)} | ${m['TBT']!.toFixed(0)} | ${m['CLS']!.toFixed(3)} | ` +
        `${m['SI']!.toFixed(0)} | ${s.runs.map((r) => r.performance).join(', ')} |`,
    );
    const failed = [...new Set(s.runs.flatMap((r) => r.failedAccessibilityAudits))];
    if (failed.length)
      console.log(`  ${s.path} failing accessibility audits: ${failed.join('; ')}`);
    verdicts.push(
      {
        budget: `Lighthouse ${s.path} performance ≥ ${LIGHTHOUSE_MIN.performance}`,
        measured: String(s.performance),
        ok: s.performance >= LIGHTHOUSE_MIN.performance,
      },
      {
        budget: `Lighthouse ${s.path} accessibility = ${LIGHTHOUSE_MIN.accessibility}`,
        measured: String(s.accessibility),
        ok: s.accessibility >= LIGHTHOUSE_MIN.accessibility,
      },
    );
  }
  return { summaries, verdicts };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  console.log('Building the web (production configuration)…');
  await buildProduction();
  const chunks = readBuiltChunks(BUILD_DIR);
  const server = await serveStatic({ root: BUILD_DIR, host: HOST, port: 0 });
  try {
    console.log(`Serving ${path.relative(ROOT, BUILD_DIR)} with gzip at ${server.url}`);
    const loads: PageLoad[] = [];
    for (const pagePath of PAGES_WITHOUT_CHARTS) {
      loads.push(await measurePage(server.url, pagePath));
    }
    const login = loads.find((load) => load.path === '/login')!;

    const verdicts: Verdict[] = [reportLoginJavaScript(login, chunks)];
    reportAllChunks(chunks, login);
    verdicts.push(...reportCharts(loads, chunks));
    const lighthouse = options.lighthouse
      ? await reportLighthouse(server.url, options.runs)
      : { summaries: [], verdicts: [] };
    verdicts.push(...lighthouse.verdicts);

    console.log('\n| Budget | Measured | Verdict |\n|---|---|---|');
    for (const v of verdicts) {
      console.log(`| ${v.budget} | ${v.measured} | ${v.ok ? 'pass' : 'FAIL'} |`);
    }
    const env = environment();
    console.log(
      `\n${Object.entries(env)
        .map(([key, value]) => `${key}: ${value}`)
        .join('\n')}`,
    );
    const resultsFile = path.join(RESULTS_DIR, 'web.json');
    writeFileSync(
      resultsFile,
      JSON.stringify(
        {
          environment: env,
          chunks: [...chunks.values()],
          loads,
          lighthouse: lighthouse.summaries,
          verdicts,
        },
        null,
        2,
      ),
    );
    console.log(`Raw results: ${path.relative(ROOT, resultsFile)}`);
    process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
  } finally {
    await server.close();
  }
}

await main();
