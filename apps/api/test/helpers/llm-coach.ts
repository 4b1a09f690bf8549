import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../../src/app.js';
import type { Store } from '../../src/store/open-store.js';
import { bearer, buildTestApp } from './app.js';
import { createEmailAccount, type TestAccount } from './emulator.js';
import { startFakeProvider, type FakeProvider } from './openai-compatible-server.js';
import { PGLITE_LEG, resetStore, type OpenedStore, type StoreLeg } from './stores.js';

/**
 * Builds apps whose coach is an LLM behind the local OpenAI-compatible server `provider`, with
 * no retries and a call timeout far longer than any test: a test that needs the client's abort
 * to stop a call would otherwise pass by that timer. `environment` overrides any of it. Every
 * app built is kept in `apps`, for the suite's afterAll to close.
 */
export function llmAppBuilder(store: () => Store, provider: () => FakeProvider, apps: App[]) {
  return async (environment: Record<string, string> = {}): Promise<App> => {
    const app = await buildTestApp(store(), {
      COACH_PROVIDER: 'openai-compatible',
      COACH_MODEL: 'local-model',
      COACH_BASE_URL: provider().baseUrl,
      COACH_MAX_RETRIES: '0',
      COACH_TIMEOUT_MS: '120000',
      ...environment,
    });
    apps.push(app);
    return app;
  };
}

/** Starts `app` listening on a free loopback port and returns the port. */
export async function listenOnLoopback(app: App): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/**
 * A signed-in JSON POST on a connection of its own (no pool), so destroying the request really
 * hangs up, as a browser tab that closes does.
 */
export function postOnOwnConnection(
  port: number,
  path: string,
  idToken: string,
  payload: object,
): ClientRequest {
  const body = JSON.stringify(payload);
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      ...bearer(idToken),
    },
  });
  // Hanging up makes the request emit an error; that is the point, not a failure.
  request.on('error', () => undefined);
  request.end(body);
  return request;
}

/** A suite's LLM stack: the fake provider, a store of one engine, a verified user, an app. */
export interface LlmStack {
  readonly provider: FakeProvider;
  readonly store: Store;
  /** A verified email account (the LLM coach refuses unverified ones). */
  readonly alice: TestAccount;
  /** An app on the stack with the default LLM settings. */
  readonly app: App;
  /** Another app on the stack with these settings; closed after the suite. */
  build(environment?: Record<string, string>): Promise<App>;
  /** A fresh provider after a test closed this one; `app` is rebuilt on it. */
  restartProvider(): Promise<void>;
}

/**
 * One fake provider, store (`leg`) and verified user per suite, the store emptied before each
 * test; every app and the provider closed after the suite.
 */
export function useLlmStack(leg: StoreLeg = PGLITE_LEG): LlmStack {
  const state = {} as {
    provider: FakeProvider;
    opened: OpenedStore;
    alice: TestAccount;
    app: App;
  };
  const apps: App[] = [];
  const build = llmAppBuilder(
    () => state.opened.store,
    () => state.provider,
    apps,
  );
  beforeAll(async () => {
    state.provider = await startFakeProvider();
    state.opened = await leg.open();
    state.alice = await createEmailAccount('alice', { verified: true });
    state.app = await build();
  });
  beforeEach(async () => {
    await resetStore(state.opened.store);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await state.opened?.dispose();
    await state.provider?.close();
  });
  return {
    get provider() {
      return state.provider;
    },
    get store() {
      return state.opened.store;
    },
    get alice() {
      return state.alice;
    },
    get app() {
      return state.app;
    },
    build,
    async restartProvider() {
      await state.provider.close();
      state.provider = await startFakeProvider();
      state.app = await build();
    },
  };
}
