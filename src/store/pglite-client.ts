/**
 * The main thread's end of the embedded database's thread (pglite-thread.ts): the part of PGlite's
 * interface that drizzle's PGlite driver and PgliteStore use — `query`, `exec`, `transaction`,
 * `waitReady`, `close`, `closed` — as messages to the thread. drizzle is unchanged: it is given
 * this object as its client.
 *
 * Order and isolation are PGlite's own, one statement at a time in arrival order: the thread hands
 * requests to PGlite in the order they were posted, and a transaction (BEGIN … COMMIT, several
 * messages) holds back every statement outside it until it ends, as PGlite's `transaction()` does
 * in-process.
 *
 * Also the early start: `startEmbeddedEarly()` (main.ts, before the server's modules load) takes
 * the data directory's lock and starts the thread, so PGlite opens on the other core while the main
 * thread loads the server; `PgliteStore` adopts that thread instead of starting its own.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DirLock } from './dir-lock.ts';
import { DEFAULT_TEMPLATE, EMBEDDED_POSTGRES_CONF } from './pglite-template.ts';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Reply, Request, SerializedError, ThreadData } from './pglite-thread.ts';

/** The statements of a connection or of one of its transactions. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** What PgliteStore and drizzle's driver need of a PGlite connection (PGlite itself satisfies it). */
export interface PgliteConnection extends PgliteQueries {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A request without its id (the id is assigned when it is sent). */
type Unsent<R> = R extends unknown ? Omit<R, 'id'> : never;

/**
 * Starts the thread's module beside this one: pglite-thread.js in dist/; under tsx (tests) the .ts,
 * through require() from a CommonJS entry (tsx-thread.cjs), as piscina loads the detection
 * threads' module: in a new thread tsx's ESM loader (inherited through execArgv) is not active
 * yet, its require hook is.
 */
function startThread(workerData: ThreadData): Worker {
  const options = { workerData, name: 'veil-pglite' };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-thread.js', import.meta.url), options);
  return new Worker(new URL('./tsx-thread.cjs', import.meta.url), { ...options, argv: [fileURLToPath(new URL('./pglite-thread.ts', import.meta.url))] });
}

/** An error from the thread, rebuilt with its fields (SQLSTATE `code`, `constraint`, …) for sqlState() and callers. */
function rebuild(e: SerializedError): Error {
  const err = new Error(e.message);
  err.name = e.name;
  Object.assign(err, e.props);
  return err;
}

export class PgliteThreadClient implements PgliteConnection {
  readonly waitReady: Promise<void>;
  /** Whether the thread copied the pre-initialised template (a first start), once ready. */
  seeded = false;
  /** Time the thread took to open PGlite (ms), once ready. */
  openMs = 0;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #next = 1;
  #closed = false;
  #failure: Error | null = null;
  /** Set while a transaction runs: statements outside it wait for this to settle. */
  #tx: Promise<unknown> | null = null;
  #txChain: Promise<void> = Promise.resolve();

  constructor(dataDir: string, options: { template?: string | null } = {}) {
    const workerData: ThreadData = { dataDir, postgresqlconf: EMBEDDED_POSTGRES_CONF, template: options.template === undefined ? DEFAULT_TEMPLATE : options.template };
    this.#worker = startThread(workerData);
    // The thread keeps the process alive only while a call is waiting for it (as a socket would).
    this.#worker.unref();
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#pending.set(0, {
        resolve: (value) => {
          const ready = value as { seeded: boolean; ms: number };
          this.seeded = ready.seeded;
          this.openMs = ready.ms;
          resolve();
        },
        reject,
      });
      this.#worker.ref();
    });
    // Unhandled only until someone awaits it (PgliteStore.init): a failed start is reported there.
    this.waitReady.catch(() => undefined);
    this.#worker.on('message', (reply: Reply) => this.#settle(reply));
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the embedded database's thread exited (code ${code})`)));
  }

  get closed(): boolean {
    return this.#closed;
  }

  #settle(reply: Reply): void {
    const waiter = this.#pending.get(reply.id);
    if (!waiter) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ('ready' in reply) {
      if (reply.ready) waiter.resolve(reply);
      else waiter.reject(rebuild(reply.error));
    } else if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(rebuild(reply.error));
  }

  #fail(err: Error): void {
    this.#failure ??= err;
    this.#closed = true;
    for (const waiter of this.#pending.values()) waiter.reject(this.#failure);
    this.#pending.clear();
  }

  #send(req: Unsent<Request>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...req, id });
    });
  }

  /** Waits until no transaction is running (one may start right after another: hence the loop). */
  async #outsideTransactions(): Promise<void> {
    while (this.#tx) await this.#tx.catch(() => undefined);
  }

  #query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#send({ op: 'query', sql, params, rowMode: options?.rowMode ?? 'object' }) as Promise<Results<T>>;
  }

  #exec(sql: string): Promise<Results[]> {
    return this.#send({ op: 'exec', sql }) as Promise<Results[]>;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.#tx) await this.#outsideTransactions();
    return this.#query<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    if (this.#tx) await this.#outsideTransactions();
    return this.#exec(sql);
  }

  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    // Transactions queue behind each other (a chain of promises: the mutex), statements outside
    // them wait only for the one running (#tx).
    const previous = this.#txChain;
    let release!: () => void;
    this.#txChain = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      const inside: PgliteQueries = {
        query: (sql, params, options) => this.#query(sql, params, options),
        exec: (sql) => this.#exec(sql),
      };
      const run = (async () => {
        await this.#exec('BEGIN');
        try {
          const result = await fn(inside);
          await this.#exec('COMMIT');
          return result;
        } catch (err) {
          await this.#exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      })();
      this.#tx = run;
      try {
        return await run;
      } finally {
        this.#tx = null;
      }
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#txChain;
    try {
      await this.#send({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#worker.removeAllListeners('exit');
      await this.#worker.terminate();
    }
  }
}

/**
 * The early-started database of this process, if any, keyed by its data directory. Kept on
 * globalThis, not in this module: main.ts (an ES module) starts it and the server, loaded from its
 * own CommonJS bundle (server-bundle.ts) with its own copy of this module, takes it over.
 */
const EARLY = Symbol.for('veil.pglite.earlyStart');
type Early = { dataDir: string; lock: DirLock; client: PgliteThreadClient } | null;
const slot = globalThis as unknown as Record<typeof EARLY, Early | undefined>;

/**
 * Starts opening the embedded database in `dataDir` (DATA_DIR/pgdata) now, before the server's
 * modules load. Best effort: a directory locked by another process (or any other problem) is left
 * to PgliteStore, which reports it as usual.
 */
export function startEmbeddedEarly(dataDir: string, lockPath: string): void {
  try {
    const lock = DirLock.acquire(lockPath);
    slot[EARLY] = { dataDir, lock, client: new PgliteThreadClient(dataDir) };
  } catch {
    slot[EARLY] = null;
  }
}

/** The early-started client for `dataDir` (and its lock), handed over once. */
export function takeEarlyStart(dataDir: string): { lock: DirLock; client: PgliteThreadClient } | null {
  const early = slot[EARLY];
  if (!early || early.dataDir !== dataDir) return null;
  slot[EARLY] = null;
  return early;
}
