import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { Store } from '../../src/store/open-store.js';
import { emulatorHost, TEST_PROJECT_ID } from './emulator.js';
import { resetStore, type OpenedStore, type StoreLeg } from './stores.js';

/** The configuration tests use: the emulator, quiet logs, limits high enough not to interfere. */
export function testConfig(environment: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_USER_MAX: '1000000',
    DATA_DIR: 'memory://',
    ...environment,
  });
}

export function buildTestApp(
  store: Store,
  environment: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'store'> = {},
): Promise<App> {
  return buildApp(testConfig(environment), { ...options, store });
}

export interface AppContext {
  readonly app: App;
  readonly store: Store;
  readonly opened: OpenedStore;
}

/**
 * One store and one app per suite (the file's engine leg), tables emptied before each test.
 * Returns an object whose fields are filled in by beforeAll.
 */
export function useApp(leg: StoreLeg, environment: Record<string, string> = {}): AppContext {
  const context = {} as { app: App; store: Store; opened: OpenedStore };
  beforeAll(async () => {
    context.opened = await leg.open();
    context.store = context.opened.store;
    context.app = await buildTestApp(context.store, environment);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.opened?.dispose();
  });
  beforeEach(async () => {
    await resetStore(context.store);
  });
  return context;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
