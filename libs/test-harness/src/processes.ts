/**
 * Child processes for tests, journeys and benchmarks. Each runs in its own process group, so
 * stopping it also stops whatever it spawned (a `tsx` CLI starts a second node), and a process
 * is never left behind when the parent exits abruptly. Output is kept (the last part of it) for
 * error messages, and also written to a log file when one is named.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProcessSpec {
  /** How messages name the process ("API", "web build"). */
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  /** Variables set for the child, on top of the base environment. */
  env?: Record<string, string>;
  /**
   * `inherit` (the default) passes this process's environment on; `path-only` passes only PATH,
   * so the child is configured by `env` and nothing else (what a server's config tests need).
   */
  baseEnv?: 'inherit' | 'path-only';
  /** Also write the output here (the directory is created). */
  logFile?: string;
  /**
   * The signal `stop()` sends first (SIGTERM by default). The auth emulator wants SIGINT: only
   * then does it export its accounts before exiting (the start script keeps them across runs).
   */
  stopSignal?: NodeJS.Signals;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  logFile: string | undefined;
  /** Resolves once the process has ended (or failed to start: code null, signal null). */
  exited: Promise<ExitStatus>;
  hasExited(): boolean;
  /** Standard output and error so far (the last 256 KB). */
  output(): string;
  /** The stop signal to the process group, SIGKILL after the grace period; resolves once it ended. */
  stop(graceMs?: number): Promise<ExitStatus>;
}

const KEEP_OUTPUT_CHARS = 256 * 1024;
export const STOP_GRACE_MS = 10_000;

/** "exit 1", "signal SIGTERM": how a process ended, for messages. */
export function describeExit(status: ExitStatus): string {
  if (status.signal) return `signal ${status.signal}`;
  return status.code === null ? 'failed to start' : `exit ${status.code}`;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts a long-running process (a server, a build). */
export function startProcess(spec: ProcessSpec): RunningProcess {
  const base =
    spec.baseEnv === 'path-only' ? { PATH: process.env['PATH'] ?? '' } : { ...process.env };
  const child = spawn(spec.command, [...spec.args], {
    cwd: spec.cwd,
    env: { ...base, NO_UPDATE_NOTIFIER: '1', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });

  let output = '';
  const log = spec.logFile === undefined ? undefined : openLog(spec.logFile);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT_CHARS);
    log?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let ended = false;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('error', (error) => {
      ended = true;
      output += `\n${spec.name} failed to start: ${error.message}\n`;
      resolve({ code: null, signal: null });
    });
    child.once('exit', (code, signal) => {
      ended = true;
      resolve({ code, signal });
    });
  });
  void exited.then(() => log?.end());

  // Last resort: never leave a server behind when the parent exits without stopping it.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  return {
    name: spec.name,
    child,
    logFile: spec.logFile,
    exited,
    hasExited: () => ended,
    output: () => output,
    async stop(graceMs = STOP_GRACE_MS) {
      if (!ended) {
        signalGroup(child, spec.stopSignal ?? 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

function openLog(logFile: string) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  return createWriteStream(logFile);
}

/** Runs a command to completion (a build) and fails with the end of its output when it fails. */
export async function runToCompletion(spec: ProcessSpec): Promise<void> {
  const running = startProcess(spec);
  const status = await running.exited;
  if (status.code !== 0) {
    throw new Error(`${spec.name} failed (${describeExit(status)}).\n${tailOf(running)}`);
  }
}

/** The last lines a process wrote: from its log file when it has one, else from memory. */
export function tailOf(running: RunningProcess, lines = 30): string {
  const text = running.logFile === undefined ? running.output() : readLog(running.logFile);
  const where = running.logFile === undefined ? 'its output' : running.logFile;
  return `Last lines of ${where}:\n${lastLines(text, lines)}`;
}

function readLog(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8');
  } catch {
    return '(no log written)';
  }
}

export function lastLines(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
