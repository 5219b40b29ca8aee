/**
 * PostgreSQL for the integration suites (store, service, CLI): whether the server is reachable, and
 * scratch databases — one `<prefix>_<random>` per test file, created on first use and dropped
 * afterwards, so runs never collide. An unreachable server skips a suite with a message, except
 * with CI=true, where the suite must fail instead.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SqlStore } from '../../src/store/index.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CI = process.env.CI === 'true';

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Runs one statement on the admin connection. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** null when the server answers, else why not. */
export async function postgresProblem(): Promise<Error | null> {
  try {
    await adminQuery('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** The reason to skip a PostgreSQL suite; never on CI, where an unreachable server is a failure. */
export function skipReason(problem: Error | null): string | undefined {
  if (problem === null || CI) return undefined;
  return `PostgreSQL not reachable at ${redactUrl(ADMIN_URL)} (${problem.message}); set TEST_DATABASE_URL, or CI=true to make this a failure`;
}

/** The error a suite throws when it must run but cannot reach the server. */
export function requiredError(problem: Error): Error {
  return new Error(`PostgreSQL is required on CI but not reachable at ${redactUrl(ADMIN_URL)}: ${problem.message}`);
}

/** A database of its own for one test file, on the same server as ADMIN_URL. */
export class ScratchDatabase {
  readonly name: string;
  readonly url: string;
  #created = false;

  constructor(prefix: string) {
    this.name = `${prefix}_${randomBytes(6).toString('hex')}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${this.name}`;
    this.url = url.toString();
  }

  async create(): Promise<void> {
    if (this.#created) return;
    await adminQuery(`create database ${this.name}`);
    this.#created = true;
  }

  async drop(): Promise<void> {
    if (!this.#created) return;
    await adminQuery(`drop database if exists ${this.name} with (force)`);
    this.#created = false;
  }
}

/** Initialises a store, closing it if that fails: a failed init must not leave a pool or a WASM instance keeping the test process alive. */
export async function initOrClose(store: SqlStore): Promise<SqlStore> {
  try {
    await store.init();
    return store;
  } catch (err) {
    await store.close().catch(() => undefined);
    throw err;
  }
}
