/**
 * The server under soak: the real `src/main.ts` in a child process (node --import tsx, as
 * `npm start` runs it, minus npm), on loopback, with an explicit environment, so nothing from the
 * developer's shell leaks in. It can be killed with SIGKILL and started again on the same data and
 * the same port; its RSS is read from /proc (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerEnv {
  dataDir: string;
  databaseUrl?: string | undefined;
  jwtSecret: string;
  masterKey: string;
  /** Further variables (rate limits, worker settings). */
  extra?: Record<string, string>;
}

/** VmRSS of one process in MB (worker threads included: they share the process), or NaN once it is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

export class SoakServer {
  #proc: ChildProcess | null = null;
  #exited: Promise<number | null> = Promise.resolve(null);
  #port = 0;
  #output = '';
  /** Times started (1 after the first start). */
  generation = 0;
  /** Exits nobody asked for (a crash): exit code or signal, with the end of the output. */
  readonly crashes: string[] = [];
  #expectingExit = false;

  constructor(private readonly env: ServerEnv) {}

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  get pid(): number {
    return this.#proc?.pid ?? -1;
  }

  /** The last 64 KB of the server's stdout and stderr (its JSON log lines), for failure messages. */
  output(): string {
    return this.#output.slice(-65_536);
  }

  /** Starts the server (on the port of the previous start, if any) and resolves once it listens. */
  async start(timeoutMs = 240_000): Promise<void> {
    if (this.#proc && this.#proc.exitCode === null && this.#proc.signalCode === null) throw new Error('already running');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(this.#port),
      // The default level: the 'listening' line gives the port, and request logging is part of the load.
      LOG_LEVEL: 'info',
      DATA_DIR: this.env.dataDir,
      JWT_SECRET: this.env.jwtSecret,
      MASTER_KEY: this.env.masterKey,
      ...(this.env.databaseUrl ? { DATABASE_URL: this.env.databaseUrl } : {}),
      ...this.env.extra,
    };
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.#proc = proc;
    this.generation++;
    this.#expectingExit = false;
    const exited = new Promise<number | null>((resolve) =>
      proc.on('exit', (code, signal) => {
        if (!this.#expectingExit) this.crashes.push(`generation ${this.generation} exited by itself (code ${code}, signal ${signal})\n${this.output().split('\n').slice(-30).join('\n')}`);
        resolve(code);
      }),
    );
    this.#exited = exited;
    let pending = '';
    const onData = (d: Buffer) => {
      const text = d.toString();
      // Keep warnings and errors (and the start lines); drop the per-request info lines.
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (!line.includes('"msg":"request"')) this.#output = (this.#output + line + '\n').slice(-262_144);
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms\n${this.output()}`)), timeoutMs);
      const check = () => {
        const line = this.#output.split('\n').find((l) => l.includes('"msg":"listening"'));
        const m = line ? /"address":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(line) : null;
        if (m) {
          clearTimeout(timer);
          proc.stdout.off('data', check);
          this.#port = Number(m[1]);
          // Start lines are consumed: later starts must not match this one.
          this.#output = this.#output.replace(/"msg":"listening"/g, '"msg":"listened"');
          resolve();
        }
      };
      proc.stdout.on('data', check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} during start\n${this.output()}`));
      });
    });
  }

  /** SIGKILL, and wait until the process is gone. */
  async kill9(): Promise<void> {
    this.#expectingExit = true;
    this.#proc?.kill('SIGKILL');
    await this.#exited;
  }

  /** SIGTERM (drain in-flight requests, flush charges), and the exit code. */
  async stop(): Promise<number | null> {
    if (!this.#proc || this.#proc.exitCode !== null || this.#proc.signalCode !== null) return this.#proc?.exitCode ?? null;
    this.#expectingExit = true;
    this.#proc.kill('SIGTERM');
    return this.#exited;
  }

  /** Whether the process is alive (not exited). */
  alive(): boolean {
    return this.#proc !== null && this.#proc.exitCode === null && this.#proc.signalCode === null;
  }
}
