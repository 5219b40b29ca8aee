/**
 * The drizzle database type both backends produce. The repository and the metering code are
 * written once against it; pglite.ts and postgres.ts only supply the connection.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;
