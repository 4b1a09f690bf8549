import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { Store } from '../../src/store/open-store.js';
import { createEmailAccount, emulatorHost, TEST_PROJECT_ID, type TestAccount } from './emulator.js';
import type { captureLogs } from './log-capture.js';
import { PGLITE_LEG, resetStore, type OpenedStore, type StoreLeg } from './stores.js';

/** The configuration tests use: the emulator, quiet logs, limits high enough not to interfere. */
export function testConfig(environment: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_USER_MAX: '1000000',
    RATE_LIMIT_USER_IN_FLIGHT: '100000',
    RATE_LIMIT_USER_WRITES_IN_FLIGHT: '100000',
    // Suites that exercise the limits would otherwise wait up to a second per 429; the pacing
    // itself is tested in test/security/refusal-pacing.test.ts.
    RATE_LIMIT_REFUSAL_DELAY_MS: '0',
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

export interface AppFactory {
  /** An app with these settings on the suite's store; every app built is closed after the suite. */
  build(
    environment?: Record<string, string>,
    logStream?: ReturnType<typeof captureLogs>['stream'],
  ): Promise<App>;
  /** Two signed-up users, created once per suite. */
  readonly alice: TestAccount;
  readonly bob: TestAccount;
}

/**
 * For suites whose tests each need their own settings (limits, policies, log capture): one PGlite
 * store, emptied before each test, and two users. Storage is incidental in such suites.
 */
export function useAppFactory(): AppFactory {
  const apps: App[] = [];
  const context = {} as { opened: OpenedStore; alice: TestAccount; bob: TestAccount };
  beforeAll(async () => {
    context.opened = await PGLITE_LEG.open();
    [context.alice, context.bob] = await Promise.all([
      createEmailAccount('alice'),
      createEmailAccount('bob'),
    ]);
  });
  beforeEach(async () => {
    await resetStore(context.opened.store);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await context.opened?.dispose();
  });
  return {
    async build(environment = {}, logStream) {
      const app = await buildTestApp(
        context.opened.store,
        environment,
        logStream ? { logStream } : {},
      );
      apps.push(app);
      return app;
    },
    get alice() {
      return context.alice;
    },
    get bob() {
      return context.bob;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A request as `account` (null: signed out) through `context`'s app, with an optional JSON body.
 */
export function callAs(
  context: AppContext,
  account: TestAccount | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return context.app.inject({
    method,
    url,
    headers: account ? bearer(account.idToken) : {},
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
}

/** `callAs` bound to one app: `call(account, 'GET', '/people')`. */
export function callerFor(context: AppContext) {
  return (
    account: TestAccount | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ) => callAs(context, account, method, url, payload);
}
