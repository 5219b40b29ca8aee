/**
 * The drizzle database type both backends produce. The repository and the metering code are
 * written once against it; pglite.ts and postgres.ts only supply the connection.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type Executor = Db | Tx;
