/**
 * What each JavaScript chunk of a web build is made of, read from its source map: the only
 * reliable way to tell which hashed file holds the chart code (visx and the d3 modules under it).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const CHART_SOURCE = /node_modules\/(@visx\/|d3-)/;

export interface BuiltChunk {
  /** Path as the browser requests it, without the leading slash: assets/index-abc.js. */
  file: string;
  rawBytes: number;
  /** npm packages the code comes from; "app" for our own sources. */
  packages: string[];
  holdsCharts: boolean;
}

function packagesOf(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    names.add(match?.[1] ?? 'app');
  }
  return [...names].sort();
}

/** Every chunk under `buildDir/assets`; fails if the build has no source maps to read. */
export function readBuiltChunks(buildDir: string): Map<string, BuiltChunk> {
  const assets = path.join(buildDir, 'assets');
  const chunks = new Map<string, BuiltChunk>();
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const mapFile = path.join(assets, `${name}.map`);
    if (!existsSync(mapFile)) {
      throw new Error(`${mapFile} is missing: build with --sourcemap to see what chunks hold`);
    }
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    chunks.set(`assets/${name}`, {
      file: `assets/${name}`,
      rawBytes: readFileSync(path.join(assets, name)).length,
      packages: packagesOf(sources),
      holdsCharts: sources.some((source) => CHART_SOURCE.test(source)),
    });
  }
  return chunks;
}

/** The chunk a script URL refers to, if it is one of the build's. */
export function chunkOfUrl(chunks: Map<string, BuiltChunk>, url: string): BuiltChunk | undefined {
  return chunks.get(new URL(url).pathname.replace(/^\//, ''));
}
