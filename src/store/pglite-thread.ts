/**
 * The embedded database's own thread (worker_threads): PGlite runs here, not on the HTTP thread.
 * PGlite executes every statement synchronously on the thread that calls it (PostgreSQL compiled
 * to WASM), so in-process its opening (~0.3–0.5 s of CPU) and every group commit competed with
 * HTTP and detection for one core. Here they run on the other core; the main thread only posts
 * messages (pglite-client.ts is the other end and documents the protocol).
 *
 * Imports nothing of Veil's but the template helper: the thread starts before the server's bundle
 * has loaded (main.ts), so it must be cheap to load.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { seedFromTemplate } from './pglite-template.ts';

export interface ThreadData {
  /** A directory for the database files, or 'memory://'. */
  dataDir: string;
  postgresqlconf: string[];
  /** A pre-initialised data directory to copy when dataDir has no database yet (pglite-template.ts). */
  template: string | null;
}

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError } | { id: 0; ready: true; seeded: boolean; ms: number } | { id: 0; ready: false; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

/**
 * drizzle's PGlite driver passes these parsers with every query: date and time types (and their
 * arrays) come back as PostgreSQL's text, which drizzle maps itself. Functions cannot cross the
 * thread boundary, so the thread applies the same set to every query; every other type keeps
 * PGlite's default parser, as in-process.
 */
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const parsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, (value: string) => value]));

export function serializeError(err: unknown): SerializedError {
  const e = err instanceof Error ? err : new Error(String(err));
  const props: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') props[k] = v;
  return { name: e.name, message: e.message, props };
}

async function run(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-thread.ts runs as a worker thread');
  const data = workerData as ThreadData;
  const started = performance.now();
  let db: PGlite;
  let seeded: boolean;
  try {
    seeded = data.template !== null && data.dataDir !== 'memory://' && seedFromTemplate(data.template, data.dataDir);
    db = new PGlite(data.dataDir, { postgresqlconf: data.postgresqlconf });
    await db.waitReady;
  } catch (err) {
    port.postMessage({ id: 0, ready: false, error: serializeError(err) } satisfies Reply);
    return;
  }
  port.postMessage({ id: 0, ready: true, seeded, ms: Math.round(performance.now() - started) } satisfies Reply);
  port.on('message', (req: Request) => {
    // PGlite queues the calls itself (one at a time, in call order), so replies keep request order.
    let work: Promise<unknown>;
    if (req.op === 'query') work = db.query(req.sql, req.params, { rowMode: req.rowMode, parsers });
    else if (req.op === 'exec') work = db.exec(req.sql);
    else work = db.closed ? Promise.resolve() : db.close();
    work.then(
      (value) => port.postMessage({ id: req.id, ok: true, value } satisfies Reply),
      (err: unknown) => port.postMessage({ id: req.id, ok: false, error: serializeError(err) } satisfies Reply),
    );
  });
}

void run();
