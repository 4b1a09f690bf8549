import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server-process.js';

/**
 * server.ts started with each unsafe setting must refuse at once, with one line that names the
 * variable, and never listen (docs/decisions/0080-configuration-fails-closed.md, point 1). The addresses below are configuration that
 * must be refused; nothing is ever sent to them.
 */

/**
 * The refusal itself takes milliseconds; most of the time is node loading tsx and libs/coach's
 * configuration parser (about 1 s idle, measured in docs/reliability.md). The margin is for a
 * shared 2-core CI machine.
 */
const REFUSAL_BUDGET_MS = 15_000;

const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'styleprint-prod',
  CORS_ORIGINS: 'https://styleprint.example',
  DATABASE_URL: 'postgres://api@127.0.0.1:1/styleprint',
  PORT: '0',
};

const UNSAFE: { title: string; variable: string; env: Record<string, string> }[] = [
  {
    title: 'an auth emulator on another machine (NODE_ENV unset)',
    variable: 'FIREBASE_AUTH_EMULATOR_HOST',
    env: {
      PORT: '0',
      FIREBASE_PROJECT_ID: 'demo-styleprint',
      FIREBASE_AUTH_EMULATOR_HOST: '192.0.2.10:9099',
    },
  },
  {
    title: 'the auth emulator with a real project id (NODE_ENV unset)',
    variable: 'FIREBASE_PROJECT_ID',
    env: {
      PORT: '0',
      FIREBASE_PROJECT_ID: 'styleprint-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    },
  },
  {
    title: 'TRUST_PROXY=true in production',
    variable: 'TRUST_PROXY',
    env: { ...PRODUCTION, TRUST_PROXY: 'true' },
  },
  {
    title: 'production without CORS_ORIGINS',
    variable: 'CORS_ORIGINS',
    env: { ...PRODUCTION, CORS_ORIGINS: '' },
  },
  {
    title: 'production without DATABASE_URL or the PGlite opt-in',
    variable: 'DATABASE_URL',
    env: { ...PRODUCTION, DATABASE_URL: '' },
  },
  {
    title: 'production with an LLM coach open to anonymous callers',
    variable: 'COACH_AUTH',
    env: {
      ...PRODUCTION,
      COACH_PROVIDER: 'openai-compatible',
      COACH_MODEL: 'local-model',
      COACH_BASE_URL: 'http://127.0.0.1:1/v1',
      COACH_AUTH: 'optional',
    },
  },
];

describe('server.ts fails closed', () => {
  it.each(UNSAFE)('refuses $title, naming $variable in one line', async ({ variable, env }) => {
    const started = Date.now();
    const server = startServer(env);
    const { code } = await server.exited;
    const elapsedMs = Date.now() - started;
    const output = server.output();
    expect(code).toBe(1);
    expect(elapsedMs).toBeLessThan(REFUSAL_BUDGET_MS);
    const lines = output.split('\n').filter((line) => line.startsWith('  - '));
    // The unsafe setting is the only problem, reported as one line that starts with its name.
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^  - ${variable} `))]);
    expect(output).toContain('The API did not start.');
    expect(output).not.toContain('listening');
  });
});
