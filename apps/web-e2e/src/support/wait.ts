import { logTail, type RunningProcess } from './processes.js';

const POLL_MS = 250;

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

function serverLog(server: RunningProcess | undefined): string {
  return server ? `\nLast lines of ${server.logFile}:\n${logTail(server.logFile)}` : '';
}

/**
 * Waits until `url` answers 2xx. Gives up early, with the server's log, if the process that should
 * serve it has died (a crashed API should fail the run in seconds, not after the timeout), or if
 * the URL answers 404 (the server has no such route, so waiting cannot help).
 */
export async function waitForHttp(
  url: string,
  options: { label: string; timeoutMs: number; server?: RunningProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (options.server?.hasExited()) {
      const outcome = await options.server.exited;
      throw new Error(
        `${options.label}: ${options.server.name} stopped (${outcome}) before ${url} answered.` +
          serverLog(options.server),
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
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `${options.label}: ${url} did not answer within ${options.timeoutMs / 1000} s ` +
      `(${lastProblem}).${serverLog(options.server)}`,
  );
}
