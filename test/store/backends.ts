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
import pg from 'pg';
import { MEMORY, PgliteStore, PostgresStore, type SqlStore } from '../../src/store/index.ts';
import type { GroupCommitOptions } from '../../src/store/metering.ts';

export const MASTER_KEY = 'test-master-key-0123456789-abcdefghijklmnop';
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CI = process.env.CI === 'true';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Reason to skip the suite, or undefined to run it. */
  skip: string | undefined;
  /** A new store on this file's database (PostgreSQL: any number of them share it). */
  open(options?: { metering?: GroupCommitOptions; masterKey?: string }): Promise<SqlStore>;
  /** Drops the file's database (PostgreSQL). */
  cleanup(): Promise<void>;
}

async function postgresReachable(): Promise<Error | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  } finally {
    await client.end().catch(() => undefined);
  }
}

function pgliteBackend(): Backend {
  return {
    name: 'pglite',
    skip: undefined,
    async open(options = {}) {
      const store = new PgliteStore({ dataDir: MEMORY, masterKey: options.masterKey ?? MASTER_KEY, ...(options.metering ? { metering: options.metering } : {}) });
      return initOrClose(store);
    },
    async cleanup() {},
  };
}

async function postgresBackend(): Promise<Backend> {
  const unreachable = await postgresReachable();
  const dbName = `veil_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  let created = false;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    skip:
      unreachable && !CI
        ? `PostgreSQL not reachable at ${redact(ADMIN_URL)} (${unreachable.message}); set TEST_DATABASE_URL, or CI=true to make this a failure`
        : undefined,
    async open(options = {}) {
      if (unreachable) throw new Error(`PostgreSQL is required on CI but not reachable at ${redact(ADMIN_URL)}: ${unreachable.message}`);
      if (!created) {
        await admin(`create database ${dbName}`);
        created = true;
      }
      const store = new PostgresStore({
        databaseUrl: url.toString(),
        masterKey: options.masterKey ?? MASTER_KEY,
        ...(options.metering ? { metering: options.metering } : {}),
      });
      return initOrClose(store);
    },
    async cleanup() {
      if (created) await admin(`drop database if exists ${dbName} with (force)`);
    },
  };
}

/** Runs `fn` with the URL of a new, empty PostgreSQL database that is dropped afterwards. */
export async function withFreshPostgresDatabase(fn: (databaseUrl: string) => Promise<void>): Promise<void> {
  const name = `veil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      await fn(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function initOrClose(store: SqlStore): Promise<SqlStore> {
  try {
    await store.init();
    return store;
  } catch (err) {
    // A failed init must not leave a pool or a WASM instance keeping the test process alive.
    await store.close().catch(() => undefined);
    throw err;
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export async function backends(): Promise<Backend[]> {
  return [pgliteBackend(), await postgresBackend()];
}

let seq = 0;
/** An email no other test (or earlier run on a shared database) uses. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${++seq}-${randomBytes(4).toString('hex')}@example.test`;
}
