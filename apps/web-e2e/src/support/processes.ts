/**
 * Child processes of the e2e stack. Each runs in its own process group so stopping it also stops
 * whatever it spawned (tsx starts a second node), and its output goes to a log file under
 * artifacts/logs, which is where to look when the stack fails to start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  logFile: string;
}

export interface RunningProcess {
  name: string;
  logFile: string;
  /** Resolves with a description of how the process ended (e.g. "exit 1"). */
  exited: Promise<string>;
  hasExited(): boolean;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 10_000;

function launch(spec: ProcessSpec): ChildProcess {
  mkdirSync(path.dirname(spec.logFile), { recursive: true });
  const log = createWriteStream(spec.logFile);
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('close', () => log.end());
  return child;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit ${code ?? '?'}`;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts a long-running process (a server). */
export function startProcess(spec: ProcessSpec): RunningProcess {
  const child = launch(spec);
  let ended = false;
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => {
      ended = true;
      resolve(`failed to start: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      ended = true;
      resolve(describeExit(code, signal));
    });
  });
  // Last resort: never leave a server behind when vitest exits abruptly.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  return {
    name: spec.name,
    logFile: spec.logFile,
    exited,
    hasExited: () => ended,
    async stop() {
      process.off('exit', killOnExit);
      if (ended) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to completion (a build) and fails with the end of its log when it fails. */
export async function runToCompletion(spec: ProcessSpec): Promise<void> {
  const running = startProcess(spec);
  const outcome = await running.exited;
  if (outcome !== 'exit 0') {
    throw new Error(
      `${spec.name} failed (${outcome}). Last lines of ${spec.logFile}:\n${logTail(spec.logFile)}`,
    );
  }
}

/** The last lines of a log, for error messages. */
export function logTail(logFile: string, lines = 30): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log written)';
  }
}
