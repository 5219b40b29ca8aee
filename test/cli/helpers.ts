/**
 * Running the real `veil` (node bin/veil.js) and the real server (src/main.ts, or the compiled
 * dist/main.js) as child processes.
 * Every child gets an explicit environment, so nothing from the developer's shell (DATABASE_URL,
 * a real ~/.config/veil) leaks into a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin', 'veil.js');

/** Short, so DATA_DIR/admin.sock stays far below the Unix socket path limit. */
export function tempDir(tag: string): string {
  return mkdtempSync(join(tmpdir(), `veil-${tag}-`));
}

/** The environment for CLI and server children: embedded storage unless the caller overrides. */
export function baseEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  // VEIL_FROM_SOURCE: bin/veil.js runs src/ (the code under test), not a possibly older dist/ build.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, NODE_ENV: 'development', VEIL_FROM_SOURCE: '1' };
  for (const [k, v] of Object.entries(overrides)) env[k] = v;
  return env;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function veil(args: readonly string[], options: { env: NodeJS.ProcessEnv; input?: string; cwd?: string }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** Runs `veil … --json`, expects exit code 0 and returns the parsed stdout. */
export async function veilJson<T = Record<string, unknown>>(args: readonly string[], env: NodeJS.ProcessEnv): Promise<T> {
  const run = await veil([...args, '--json'], { env });
  if (run.code !== 0) throw new Error(`veil ${args.join(' ')} exited with ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

/** The JSON error a failed `--json` run writes to stderr. */
export function jsonError(run: Run): { error: string; code?: string; details?: Record<string, unknown> } {
  return JSON.parse(run.stderr.trim().split('\n').pop()!) as { error: string; code?: string };
}

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  pid: number;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server on a free port. `entry: 'dist'` runs the compiled build (`node dist/main.js`,
 * what `npm start` runs) instead of src/ under tsx. `env` may set WORKER_THREADS (default 0).
 */
export async function startServer(env: NodeJS.ProcessEnv, options: { entry?: 'src' | 'dist' } = {}): Promise<ServerProcess> {
  const args = options.entry === 'dist' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { WORKER_THREADS: '0', ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time\n${out}`)), 240_000);
    const check = () => {
      const m = /"msg":"listening"/.test(out) ? /"address":"(http:\/\/[^"]+)"/.exec(out) : null;
      if (m) {
        clearTimeout(timer);
        proc.stdout.off('data', check);
        resolve(m[1]!);
      }
    };
    proc.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}\n${out}`));
    });
  });
  return {
    proc,
    url,
    pid: proc.pid!,
    output: () => out,
    exited,
    stop: () => {
      proc.kill('SIGTERM');
      return exited;
    },
  };
}

export async function getAccount(url: string, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}/api/account`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
