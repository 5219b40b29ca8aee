/**
 * The one drizzle schema. Both backends (embedded PGlite and PostgreSQL) run the migrations that
 * drizzle-kit generates from this file into drizzle/. Self-contained on purpose: drizzle-kit loads
 * it on its own, so it imports nothing from the project.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** bytea has no built-in drizzle column. pg hands back a Buffer, PGlite a Uint8Array: normalise. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    allowanceLeft: integer('allowance_left').notNull(),
    topUp: integer('top_up').notNull().default(0),
    cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }).notNull(),
    cycleResetsAt: timestamp('cycle_resets_at', { withTimezone: true }).notNull(),
    /** AES-256-GCM under the master key (iv ‖ ciphertext ‖ tag); never leaves the store in clear except to the hash operator. */
    hashSecret: bytea('hash_secret').notNull(),
    /** scrypt hash for the web console (`scrypt$N$r$p$salt$hash`); null: no console sign-in yet. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    check('accounts_plan_check', sql`${t.plan} in ('free', 'basic', 'pro', 'business')`),
    // Backstops for the metering code: even a bug there cannot take a balance below zero.
    check('accounts_allowance_left_check', sql`${t.allowanceLeft} >= 0`),
    check('accounts_top_up_check', sql`${t.topUp} >= 0`),
  ],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    /** The JWT's jti. The token itself is never stored. */
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Approximate (written at most once a minute per token and instance). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_account_id_idx').on(t.accountId)],
);

/** Web console sessions. The cookie holds a random secret; only its SHA-256 is stored. */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    /** SHA-256 (hex) of the cookie's secret: a database leak does not hand out live sessions. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('console_sessions_account_id_idx').on(t.accountId)],
);

export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Deliberately no foreign key: its per-row check doubled the cost of the metering INSERT
    // (measured on PGlite), and it adds nothing there — metering writes ledger rows only for
    // account rows it holds locked in the same transaction. A billing record should also outlive
    // its account.
    accountId: uuid('account_id').notNull(),
    tokens: integer('tokens').notNull(),
    endpoint: text('endpoint').notNull(),
    /** The request that was charged (informational; not unique: request ids may repeat across restarts). */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_ledger_account_id_created_at_idx').on(t.accountId, t.createdAt), check('usage_ledger_tokens_check', sql`${t.tokens} > 0`)],
);

export const presets = pgTable(
  'presets',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('presets_account_id_name_key').on(t.accountId, t.name)],
);

export const encryptionKeys = pgTable(
  'encryption_keys',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key string, AES-256-GCM under the master key (iv ‖ ciphertext ‖ tag), bound to the row id. */
    value: bytea('value').notNull(),
    fingerprint: text('fingerprint').notNull(),
    useCount: integer('use_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('encryption_keys_account_id_idx').on(t.accountId),
    // At most one default key per account: this is what makes getOrCreateDefaultKey race-safe,
    // also between instances.
    uniqueIndex('encryption_keys_one_default_per_account').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/** Store-internal facts, e.g. a value sealed under the master key to detect a wrong MASTER_KEY at start. */
export const storeMeta = pgTable('store_meta', {
  name: text('name').primaryKey(),
  value: bytea('value').notNull(),
});

export const schema = { accounts, apiTokens, consoleSessions, usageLedger, presets, encryptionKeys, storeMeta };
export type Schema = typeof schema;
