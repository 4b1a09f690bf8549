import { describeExit, tailOf, type RunningProcess } from './processes.js';

const POLL_MS = 200;

/** One attempt: the HTTP status, or why there was none. */
async function probe(url: string): Promise<{ status: number } | { problem: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

export interface WaitOptions {
  /** How messages name what is awaited ("API store"). */
  label: string;
  timeoutMs?: number;
  /** The process that should answer: its death ends the wait at once, with its output. */
  server?: RunningProcess;
  /** Called every `progressEveryMs` while waiting (a person watching a slow start). */
  onProgress?: (elapsedMs: number) => void;
  progressEveryMs?: number;
}

/**
 * Waits until `url` answers 2xx. Gives up early, with the server's output, when the process that
 * should serve it has died (a crashed server fails the run in seconds, not after the timeout), or
 * when the URL answers 404 (the server has no such route, so waiting cannot help).
 */
export async function waitForHttp(url: string, options: WaitOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const started = Date.now();
  const deadline = started + timeoutMs;
  const progressEveryMs = options.progressEveryMs ?? 5_000;
  let nextProgress = started + progressEveryMs;
  const serverTail = () => (options.server ? `\n${tailOf(options.server)}` : '');
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (options.server?.hasExited()) {
      const status = await options.server.exited;
      throw new Error(
        `${options.label}: ${options.server.name} stopped (${describeExit(status)}) before ` +
          `${url} answered.${serverTail()}`,
      );
    }
    const result = await probe(url);
    if ('status' in result) {
      if (result.status >= 200 && result.status < 300) return;
      if (result.status === 404) {
        throw new Error(`${options.label}: ${url} answered 404, so the server does not serve it.`);
      }
      lastProblem = `HTTP ${result.status}`;
    } else {
      lastProblem = result.problem;
    }
    if (options.onProgress && Date.now() >= nextProgress) {
      nextProgress += progressEveryMs;
      options.onProgress(Date.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `${options.label}: ${url} did not answer within ${timeoutMs / 1000} s (${lastProblem}).` +
      serverTail(),
  );
}
