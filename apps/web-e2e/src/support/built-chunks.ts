/**
 * What each JavaScript chunk of a web build is made of, read from its source map: the only
 * reliable way to tell which hashed file holds the chart code (visx and the d3 modules under it).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CHART_SOURCE = /node_modules\/(@visx\/|d3-)/;

export interface BuiltChunk {
  /** Path as the browser requests it, without the leading slash: assets/index-abc.js. */
  file: string;
  rawBytes: number;
  /** npm packages the code comes from; "app" for our own sources. */
  packages: string[];
  /** Our own source files in it (apps/…, libs/…), from the source map. */
  ownSources: string[];
  holdsCharts: boolean;
}

/** The npm package a source file belongs to, or "app" for our own code (apps/, libs/). */
function packageOf(source: string): string {
  // The last node_modules wins: firebase nests its own @firebase/auth under firebase/.
  return /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'app';
}

function packagesOf(sources: string[]): string[] {
  return [...new Set(sources.map(packageOf))].sort();
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Rolldown's module runtime chunk (`rolldown-runtime-<hash>.js`). */
const BUNDLER_RUNTIME = /^rolldown-runtime-[\w-]+\.js$/;

const readMap = (file: string): SourceMap => JSON.parse(readFileSync(file, 'utf8')) as SourceMap;

/** Every chunk under `buildDir/assets`; fails if the build has no source maps to read. */
export function readBuiltChunks(buildDir: string): Map<string, BuiltChunk> {
  const assets = path.join(buildDir, 'assets');
  const chunks = new Map<string, BuiltChunk>();
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const mapFile = path.join(assets, `${name}.map`);
    if (!existsSync(mapFile) && BUNDLER_RUNTIME.test(name)) {
      // The bundler's own module runtime has no sources of ours, so it gets no map.
      const rawBytes = readFileSync(path.join(assets, name)).length;
      chunks.set(`assets/${name}`, {
        file: `assets/${name}`,
        rawBytes,
        packages: ['bundler runtime'],
        ownSources: [],
        holdsCharts: false,
      });
      continue;
    }
    if (!existsSync(mapFile)) {
      throw new Error(`${mapFile} is missing: build with --sourcemap to see what chunks hold`);
    }
    const { sources } = readMap(mapFile);
    chunks.set(`assets/${name}`, {
      file: `assets/${name}`,
      rawBytes: readFileSync(path.join(assets, name)).length,
      packages: packagesOf(sources),
      ownSources: sources
        .filter((source) => packageOf(source) === 'app')
        .map((source) => source.replace(/^(\.\.\/)+/, '')),
      holdsCharts: sources.some((source) => CHART_SOURCE.test(source)),
    });
  }
  return chunks;
}

/** The chunk a script URL refers to, if it is one of the build's. */
export function chunkOfUrl(chunks: Map<string, BuiltChunk>, url: string): BuiltChunk | undefined {
  return chunks.get(new URL(url).pathname.replace(/^\//, ''));
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment: base64 VLQ numbers (generated column, source, line, column, name). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface PackageShare {
  name: string;
  rawBytes: number;
  /** Its code gzipped on its own: an estimate, the shares add up to a little more than the file. */
  gzipBytes: number;
}

/**
 * How much of a chunk each package makes up, by walking its source map: every run of generated
 * code belongs to the source its mapping segment names (source-map-explorer's method).
 */
export function packageShares(buildDir: string, file: string): PackageShare[] {
  const whole = readFileSync(path.join(buildDir, file), 'utf8');
  if (
    !existsSync(path.join(buildDir, `${file}.map`)) &&
    BUNDLER_RUNTIME.test(path.basename(file))
  ) {
    // The bundler's runtime has no map (see readBuiltChunks): all of it is the bundler's.
    return [{ name: 'bundler runtime', rawBytes: whole.length, gzipBytes: gzipSync(whole).length }];
  }
  const code = whole.split('\n');
  const map = readMap(path.join(buildDir, `${file}.map`));
  const pieces = new Map<string, string[]>();
  const add = (name: string, text: string) => pieces.set(name, [...(pieces.get(name) ?? []), text]);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = code[lineNumber] ?? '';
    let column = 0;
    const spans: { start: number; source: number | null }[] = [];
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      spans.push({ start: column, source: sourceDelta === undefined ? null : sourceIndex });
    }
    spans.forEach((span, index) => {
      const end = spans[index + 1]?.start ?? line.length;
      const source = span.source === null ? undefined : map.sources[span.source];
      add(source === undefined ? '(unmapped)' : packageOf(source), line.slice(span.start, end));
    });
  });
  return [...pieces.entries()]
    .map(([name, texts]) => {
      const text = texts.join('');
      return { name, rawBytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length };
    })
    .sort((a, b) => b.rawBytes - a.rawBytes);
}
