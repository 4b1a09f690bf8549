/**
 * What tools/bench/web.ts reuses from the e2e harness: the production-like static host, the web
 * build, reading what each built chunk holds, and Chromium launched with this machine's flags.
 * The journeys themselves are not exported.
 */
export { serveStatic, type StaticServer } from './support/static-server.js';
export {
  readBuiltChunks,
  packageShares,
  CHART_SOURCE,
  type BuiltChunk,
  type PackageShare,
} from './support/built-chunks.js';
export { buildWeb } from './support/web-build.js';
export { CHROMIUM_FLAGS, resolveChromium, launchChromium } from './support/chromium.js';
export { webBuildEnv, PATHS as E2E_PATHS, HOST } from './support/config.js';
