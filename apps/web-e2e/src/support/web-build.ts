/**
 * Builds apps/web for production with a given `VITE_*` configuration into a directory of ours,
 * leaving apps/web/dist (the developer's `npm start` build) alone.
 */
import { runToCompletion } from '@styleprint/test-harness';
import { PATHS, bin } from './config.js';

export async function buildWeb(options: {
  outDir: string;
  env: Record<string, string>;
  logFile: string;
  /** Extra `vite build` flags, e.g. `--manifest` for the bench's module graph. */
  extraArgs?: string[];
}): Promise<void> {
  await runToCompletion({
    name: 'vite build (apps/web)',
    command: bin('vite'),
    args: [
      'build',
      '--outDir',
      options.outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
      ...(options.extraArgs ?? []),
    ],
    cwd: PATHS.webApp,
    env: options.env,
    logFile: options.logFile,
  });
}
