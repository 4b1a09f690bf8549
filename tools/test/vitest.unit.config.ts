/**
 * The fast inner loop (`npm run test:unit`) as ONE vitest run over every project's own config:
 * one process and one pool of workers for all the suites, instead of a vitest start per project
 * behind Nx (docs/decisions/0056-one-vitest-run-for-the-unit-loop.md).
 *
 * Which projects: every project with a `test` target that is not tagged `needs:emulator`, read
 * from the projects' own package.json / project.json, so a new project joins by default as it
 * does in `nx run-many -t test`. A `needs:emulator` project contributes the vitest project named
 * `unit` of its own config (the same files its `unit` target runs: the API's src/**, the tools'
 * own logic).
 *
 * Projects whose tests are pure (no processes, no module mocks, state reset after each test) run
 * without per-file isolation: the modules they share (React and the app for the web, the coach
 * engine's language model) are loaded once per worker instead of once per test file, which is
 * most of their time. `npm test` keeps every file isolated.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile } from 'vite';
import { defineConfig, type TestProjectConfiguration, type ViteUserConfig } from 'vitest/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Projects that start processes or mock modules keep per-file isolation. */
const ISOLATED = new Set(['libs/test-harness', 'tools', 'apps/api']);

interface ProjectFile {
  name?: string;
  scripts?: Record<string, string>;
  targets?: Record<string, unknown>;
  tags?: string[];
  nx?: { tags?: string[] };
}

const readJson = (file: string): ProjectFile | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ProjectFile) : undefined;

/** Every project folder: apps/*, libs/* and tools. */
const projectDirs = [
  ...['apps', 'libs'].flatMap((group) =>
    readdirSync(path.join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}`),
  ),
  'tools',
];

/**
 * All the suites share two cores in one run, so a test waits longer for its turn than in a run of
 * its own: no project gets less than this (the web's own setting), none loses a longer one it set.
 */
const MIN_TEST_TIMEOUT_MS = 15_000;

/** A project's own test options, loaded as vitest loads them (bundled: a config may be TypeScript). */
async function testOptionsOf(configFile: string): Promise<NonNullable<ViteUserConfig['test']>> {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, configFile);
  return (loaded?.config as ViteUserConfig | undefined)?.test ?? {};
}

/** The `unit` project of a config that splits its tests, with the config's shared options. */
async function unitProjectOf(configFile: string): Promise<ViteUserConfig['test']> {
  const { projects = [], ...shared } = await testOptionsOf(configFile);
  const unit = projects.find(
    (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
  );
  if (typeof unit !== 'object' || !('test' in unit)) {
    throw new Error(`${configFile} has a unit target but no vitest project named "unit".`);
  }
  return { ...shared, ...unit.test };
}

const projects: TestProjectConfiguration[] = [];
for (const dir of projectDirs) {
  const pkg = readJson(path.join(ROOT, dir, 'package.json'));
  const project = readJson(path.join(ROOT, dir, 'project.json'));
  const name = project?.name ?? pkg?.name ?? dir;
  const tags = [...(pkg?.nx?.tags ?? []), ...(project?.tags ?? [])];
  const hasTarget = (target: string) =>
    Boolean(pkg?.scripts?.[target] ?? project?.targets?.[target]);
  const configFile = path.join(ROOT, dir, 'vitest.config.ts');
  if (!existsSync(configFile)) continue;
  const isolate = ISOLATED.has(dir);
  if (!tags.includes('needs:emulator')) {
    if (!hasTarget('test')) continue;
    const { testTimeout = 0 } = await testOptionsOf(configFile);
    projects.push({
      extends: configFile,
      test: {
        name,
        root: path.join(ROOT, dir),
        isolate,
        testTimeout: Math.max(testTimeout, MIN_TEST_TIMEOUT_MS),
      },
    });
  } else if (hasTarget('unit')) {
    const unit = await unitProjectOf(configFile);
    projects.push({
      test: {
        ...unit,
        name: `${name} (unit)`,
        root: path.join(ROOT, dir),
        isolate,
        testTimeout: Math.max(unit?.testTimeout ?? 0, MIN_TEST_TIMEOUT_MS),
      },
    });
  }
}

export default defineConfig({
  root: ROOT,
  // Vitest's default is one worker fewer than the cores, which on a 2-core machine is one: half
  // the machine idle. The main process only collects results, so every core gets a worker.
  test: { projects, maxWorkers: os.availableParallelism() },
});
