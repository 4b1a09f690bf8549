import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionProblems } from './production-env-guard';

const WEB = path.resolve(__dirname, '..');
const VITE = path.resolve(WEB, '../../node_modules/.bin/vite');
const PRODUCTION = {
  VITE_API_BASE_URL: 'https://api.styleprint.example',
  VITE_FIREBASE_API_KEY: 'AIza-test-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'styleprint-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'styleprint-prod',
};

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `vite build` as a deployment runs it, with only the given environment. */
function build(env: Record<string, string>, args: string[] = []) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'styleprint-web-build-'));
  outDirs.push(outDir);
  const started = Date.now();
  const result = spawnSync(
    VITE,
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...args],
    {
      cwd: WEB,
      env: { PATH: process.env['PATH'] ?? '', ...env },
      encoding: 'utf8',
    },
  );
  return {
    ...result,
    outDir,
    elapsedMs: Date.now() - started,
    output: `${result.stdout}${result.stderr}`,
  };
}

describe('the production build guard', () => {
  it('names every missing VITE_* value and an emulator URL', () => {
    expect(productionProblems({})).toHaveLength(4);
    expect(
      productionProblems({
        ...PRODUCTION,
        VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      }),
    ).toEqual([
      expect.stringMatching(
        /^VITE_FIREBASE_AUTH_EMULATOR_URL must be empty for a production build/,
      ),
    ]);
    expect(productionProblems(PRODUCTION)).toEqual([]);
  });

  it.each([
    ['without VITE_API_BASE_URL', { ...PRODUCTION, VITE_API_BASE_URL: '' }, 'VITE_API_BASE_URL'],
    [
      'with the auth emulator',
      { ...PRODUCTION, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
      'VITE_FIREBASE_AUTH_EMULATOR_URL',
    ],
  ])('refuses a production build %s before bundling anything', (_title, env, variable) => {
    const result = build(env);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(
      new RegExp(`Refusing to build the web for production:\\n {2}- ${variable} `),
    );
    expect(readdirSync(result.outDir)).toEqual([]);
    // Refused while Vite reads its configuration; the margin is for a busy 2-core CI machine.
    expect(result.elapsedMs).toBeLessThan(15_000);
  });

  it('builds for production with every value given, and no emitted code holds an emulator URL', () => {
    const result = build(PRODUCTION);
    expect(result.status, result.output).toBe(0);
    const assets = readdirSync(path.join(result.outDir, 'assets'));
    const code = assets
      .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
      .map((file) => readFileSync(path.join(result.outDir, 'assets', file), 'utf8'))
      .join('\n');
    expect(code).toContain('https://api.styleprint.example');
    expect(code).not.toMatch(/127\.0\.0\.1:9099|localhost:9099|demo-api-key/);
  }, 180_000);
});
