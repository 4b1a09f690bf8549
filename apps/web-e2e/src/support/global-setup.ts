/**
 * Vitest global setup: one stack for the whole run, shared by every journey file through
 * `inject()`, and stopped when the run ends (vitest calls the returned teardown even when tests
 * fail).
 */
import type { TestProject } from 'vitest/node';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    authEmulatorHost: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack();
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('authEmulatorHost', stack.authEmulatorHost);
  project.provide('chromiumPath', stack.chromiumPath);
  return stack.stop;
}
