/**
 * PostgreSQL storage (DATABASE_URL) for one or many instances sharing a database. Correctness
 * across instances rests on the database: row locks in metering, unique indexes for names and
 * default keys, and an advisory lock so instances starting together migrate one at a time.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { DEBIT_COVERED_SQL, debitParams, type DebitedRow } from './metering.ts';
import { MIGRATIONS_FOLDER, SqlStore, type SqlStoreOptions } from './repository.ts';

/** Names Veil's migration lock (pg_advisory_lock takes a bigint): the ASCII bytes of "veil". */
const MIGRATION_LOCK = 0x7665696c;

export interface PostgresStoreOptions extends SqlStoreOptions {
  databaseUrl: string;
  /** Pool size per instance (default 10). Metering uses one connection at a time. */
  maxConnections?: number;
  /** Errors of pooled connections, idle or checked out (the pool drops them); without a listener they would crash the process. */
  onPoolError?: (err: Error) => void;
}

export class PostgresStore extends SqlStore {
  readonly pool: pg.Pool;

  constructor(options: PostgresStoreOptions) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10, application_name: 'veil' });
    pool.on('error', (err) => options.onPoolError?.(err));
    // The pool listens only to idle connections. One checked out (a transaction between two
    // statements) that the server terminates emits 'error' with nobody listening, which ends the
    // process (found by the soak test, with pg_terminate_backend). Listening on every connection
    // keeps it to the failed call: its query rejects, and the pool drops the dead connection.
    pool.on('connect', (client) => client.on('error', (err) => options.onPoolError?.(err)));
    // The group commit's one statement (store/metering.ts) as a named prepared statement: each
    // pooled connection parses and plans it once, then only binds and executes it — PostgreSQL
    // otherwise parsed and planned the whole CTE at every commit (CPU of the database, which on a
    // small machine shares the cores with this process), and drizzle rebuilt its SQL object.
    const debitCovered = async (charges: Parameters<typeof debitParams>[0], now: Date): Promise<DebitedRow[]> =>
      (await pool.query<DebitedRow>({ name: 'veil_debit_covered', text: DEBIT_COVERED_SQL, values: debitParams(charges, now) })).rows;
    super(drizzle({ client: pool }), { ...options, metering: { debitCovered, ...options.metering } });
    this.pool = pool;
  }

  protected async migrate(): Promise<void> {
    // drizzle's migrator reads the applied list and then applies the rest: two instances doing
    // that at once would both apply. The advisory lock is per session, so hold one client.
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  protected async closeConnection(): Promise<void> {
    await this.pool.end();
  }
}
