/**
 * Runs a store test suite against both backends.
 *
 * - PGlite: one in-memory database per test file (initdb costs seconds, so tests share it and
 *   isolate themselves by creating their own accounts).
 * - PostgreSQL: a fresh database `veil_test_<random>` per test file, dropped afterwards, so runs
 *   never collide with each other or with other suites using the server. When the server is
 *   unreachable the suite is skipped with a message — unless CI=true, where it must fail.
 */
import { randomBytes } from 'node:crypto';
import { MEMORY, PgliteStore, PostgresStore, type SqlStore } from '../../src/store/index.ts';
import type { GroupCommitOptions } from '../../src/store/metering.ts';
import { initOrClose, postgresProblem, requiredError, ScratchDatabase, skipReason } from '../support/postgres.ts';

export const MASTER_KEY = 'test-master-key-0123456789-abcdefghijklmnop';

export interface Backend {
  name: 'pglite' | 'pglite-thread' | 'postgres';
  /** Reason to skip the suite, or undefined to run it. */
  skip: string | undefined;
  /** A new store on this file's database (PostgreSQL: any number of them share it). */
  open(options?: { metering?: GroupCommitOptions; masterKey?: string }): Promise<SqlStore>;
  /** Drops the file's database (PostgreSQL). */
  cleanup(): Promise<void>;
}

/** PGlite on the calling thread, or (`thread`) on its own thread as `npm start` runs it (src/store/pglite-client.ts). */
function pgliteBackend(thread: boolean): Backend {
  return {
    name: thread ? 'pglite-thread' : 'pglite',
    skip: undefined,
    async open(options = {}) {
      const store = new PgliteStore({ dataDir: MEMORY, thread, masterKey: options.masterKey ?? MASTER_KEY, ...(options.metering ? { metering: options.metering } : {}) });
      return initOrClose(store);
    },
    async cleanup() {},
  };
}

async function postgresBackend(): Promise<Backend> {
  const problem = await postgresProblem();
  const db = new ScratchDatabase('veil_test');
  return {
    name: 'postgres',
    skip: skipReason(problem),
    async open(options = {}) {
      if (problem) throw requiredError(problem);
      await db.create();
      const store = new PostgresStore({
        databaseUrl: db.url,
        masterKey: options.masterKey ?? MASTER_KEY,
        ...(options.metering ? { metering: options.metering } : {}),
      });
      return initOrClose(store);
    },
    cleanup: () => db.drop(),
  };
}

/** Runs `fn` with the URL of a new, empty PostgreSQL database that is dropped afterwards. */
export async function withFreshPostgresDatabase(fn: (databaseUrl: string) => Promise<void>): Promise<void> {
  const db = new ScratchDatabase('veil_test');
  await db.create();
  try {
    await fn(db.url);
  } finally {
    await db.drop();
  }
}

export async function backends(): Promise<Backend[]> {
  return [pgliteBackend(false), pgliteBackend(true), await postgresBackend()];
}

let seq = 0;
/** An email no other test (or earlier run on a shared database) uses. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${++seq}-${randomBytes(4).toString('hex')}@example.test`;
}
