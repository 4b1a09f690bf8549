import { loadEnv, type Plugin } from 'vite';

/**
 * Refuses a production web build that would ship the wrong identity setup (decision 0080):
 * every VITE_* value must be given (the local defaults are not in production bundles) and the
 * auth emulator must be off. After bundling, no
 * emitted file may contain an emulator URL. `npm start` and the e2e suite build with
 * `--mode emulator`, which is the same optimised build pointed at the emulator on purpose.
 */

export const REQUIRED_VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
] as const;

/** How the emulator's URL appears in code (its default host and port, and any given one). */
const EMULATOR_MARKERS = ['127.0.0.1:9099', 'localhost:9099'];

export function productionProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED_VARIABLES) {
    if ((env[name] ?? '').trim() === '') {
      problems.push(`${name} must be set for a production build (see .env.example)`);
    }
  }
  if ((env['VITE_FIREBASE_AUTH_EMULATOR_URL'] ?? '').trim() !== '') {
    problems.push(
      'VITE_FIREBASE_AUTH_EMULATOR_URL must be empty for a production build: the emulator would receive every password ' +
        '(build with --mode emulator for a local stack)',
    );
  }
  return problems;
}

export function productionEnvGuard(): Plugin {
  let active = false;
  return {
    name: 'styleprint:production-env-guard',
    apply: 'build',
    config(config, { mode }) {
      if (mode !== 'production') return;
      active = true;
      const env = { ...loadEnv(mode, config.envDir || process.cwd(), 'VITE_'), ...process.env };
      const problems = productionProblems(env);
      if (problems.length > 0) {
        throw new Error(
          `Refusing to build the web for production:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
        );
      }
    },
    generateBundle(_options, bundle) {
      if (!active) return;
      for (const file of Object.values(bundle)) {
        // Source maps quote the source (local defaults included) but are never served or run.
        if (file.fileName.endsWith('.map')) continue;
        const text = file.type === 'chunk' ? file.code : String(file.source);
        const found = EMULATOR_MARKERS.find((marker) => text.includes(marker));
        if (found !== undefined) {
          this.error(
            `The production build contains the auth emulator's address (${found}) in ${file.fileName}`,
          );
        }
      }
    },
  };
}
