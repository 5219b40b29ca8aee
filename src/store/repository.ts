/**
 * The Store, written once over the drizzle database type both backends give. A backend
 * (pglite.ts, postgres.ts) supplies the connection, how to migrate it, and how to close it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, ne, or, sql, sum } from 'drizzle-orm';
import { MasterKey, generateKeyString, keyFingerprint } from './crypto.ts';
import type { Db } from './db.ts';
import { FOREIGN_KEY_VIOLATION, NotFoundError, PlanError, UNIQUE_VIOLATION, sqlState } from './errors.ts';
import { isUuid } from './ids.ts';
import { GroupCommitter, MAX_TOKENS, type GroupCommitOptions } from './metering.ts';
import { PLAN_ALLOWANCE, cycleStartingAt, isPlan, rollCycle } from './plans.ts';
import { accounts, apiTokens, consoleSessions, encryptionKeys, presets, storeMeta, usageLedger } from './schema.ts';
import {
  ConflictError,
  type Account,
  type ApiTokenRecord,
  type Balance,
  type Charge,
  type ChargeResult,
  type DailyUsage,
  type EncryptionKeyRecord,
  type LedgerEntry,
  type Plan,
  type PresetInput,
  type PresetRecord,
  type SessionRecord,
  type Store,
} from './types.ts';

/** The one migration folder drizzle-kit generates (repo root /drizzle). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface SqlStoreOptions {
  masterKey: string;
  metering?: GroupCommitOptions;
}

type AccountRow = typeof accounts.$inferSelect;
type KeyRow = typeof encryptionKeys.$inferSelect;
type PresetRow = typeof presets.$inferSelect;

const MASTER_KEY_CHECK = 'master_key_check';
/** Hash secrets never change, so a decrypted copy can be kept; bounded so memory stays flat. */
const HASH_SECRET_CACHE_SIZE = 10_000;

export abstract class SqlStore implements Store {
  /** The drizzle handle. Public for tests and tooling (raw reads); routes use the methods. */
  readonly db: Db;
  protected readonly masterKey: MasterKey;
  readonly metering: GroupCommitter;
  readonly #hashSecrets = new Map<string, Buffer>();
  /** The per-request reads, prepared once: saves drizzle's query building (~0.4 ms a call on PGlite). */
  readonly #q;

  protected constructor(db: Db, options: SqlStoreOptions) {
    this.db = db;
    this.masterKey = new MasterKey(options.masterKey);
    this.metering = new GroupCommitter(db, options.metering);
    const id = sql.placeholder('id');
    const accountId = sql.placeholder('accountId');
    this.#q = {
      accountById: db.select().from(accounts).where(eq(accounts.id, id)).prepare('veil_account_by_id'),
      accountByEmail: db.select().from(accounts).where(eq(accounts.email, sql.placeholder('email'))).prepare('veil_account_by_email'),
      tokenById: db.select().from(apiTokens).where(eq(apiTokens.id, id)).prepare('veil_token_by_id'),
      presetById: db
        .select()
        .from(presets)
        .where(and(eq(presets.id, id), eq(presets.accountId, accountId)))
        .prepare('veil_preset_by_id'),
      keyById: db
        .select()
        .from(encryptionKeys)
        .where(and(eq(encryptionKeys.id, id), eq(encryptionKeys.accountId, accountId)))
        .prepare('veil_key_by_id'),
    };
  }

  /** Applies the migrations in MIGRATIONS_FOLDER (backend-specific: locking differs). */
  protected abstract migrate(): Promise<void>;
  /** Closes the connection after metering has drained. */
  protected abstract closeConnection(): Promise<void>;

  async init(): Promise<void> {
    await this.migrate();
    await this.#checkMasterKey();
  }

  /**
   * Fails fast with a clear message when MASTER_KEY is not the one the data was written with,
   * instead of failing later on the first key or hash request.
   */
  async #checkMasterKey(): Promise<void> {
    await this.db
      .insert(storeMeta)
      .values({ name: MASTER_KEY_CHECK, value: this.masterKey.seal(Buffer.from('veil'), MASTER_KEY_CHECK) })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(storeMeta).where(eq(storeMeta.name, MASTER_KEY_CHECK));
    this.masterKey.open(row!.value, MASTER_KEY_CHECK);
  }

  async close(): Promise<void> {
    await this.metering.close();
    await this.closeConnection();
  }

  async ping(): Promise<boolean> {
    try {
      await this.db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }

  // ---------------------------------------------------------------- accounts

  async createAccount(input: { email: string; plan: Plan }): Promise<Account> {
    if (!isPlan(input.plan)) throw new RangeError(`unknown plan ${String(input.plan)}`);
    const id = randomUUID();
    const cycle = cycleStartingAt(new Date());
    try {
      const [row] = await this.db
        .insert(accounts)
        .values({
          id,
          email: normaliseEmail(input.email),
          plan: input.plan,
          allowanceLeft: PLAN_ALLOWANCE[input.plan],
          topUp: 0,
          cycleStartedAt: cycle.startedAt,
          cycleResetsAt: cycle.resetsAt,
          hashSecret: this.masterKey.seal(randomBytes(32), hashSecretAad(id)),
        })
        .returning();
      return toAccount(row!);
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw new ConflictError(`an account with email ${normaliseEmail(input.email)} already exists`);
      throw err;
    }
  }

  async getAccount(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const row = await this.#readRolled(() => this.#q.accountById.execute({ id }));
    return row ? toAccount(row) : null;
  }

  async getAccountByEmail(email: string): Promise<Account | null> {
    const row = await this.#readRolled(() => this.#q.accountByEmail.execute({ email: normaliseEmail(email) }));
    return row ? toAccount(row) : null;
  }

  /**
   * Reads an account and, when its cycle has ended, rolls it over. The rollover is a conditional
   * UPDATE (only while the row's cycle is still over and its plan unchanged), so concurrent readers
   * and flushes on any instance apply it once; a loser re-reads the winner's row.
   */
  async #readRolled(read: () => Promise<AccountRow[]>): Promise<AccountRow | null> {
    for (let attempt = 0; ; attempt++) {
      const [row] = await read();
      if (!row) return null;
      const now = new Date();
      const next = rollCycle({ startedAt: row.cycleStartedAt, resetsAt: row.cycleResetsAt }, now);
      // Bounded: a row that keeps changing under us is returned as read; charge() rolls over under its lock anyway.
      if (!next || attempt === 3) return row;
      const [updated] = await this.db
        .update(accounts)
        .set({ allowanceLeft: allowanceOf(row.plan), cycleStartedAt: next.startedAt, cycleResetsAt: next.resetsAt })
        .where(and(eq(accounts.id, row.id), lte(accounts.cycleResetsAt, now), eq(accounts.plan, row.plan)))
        .returning();
      if (updated) return updated;
    }
  }

  async countAccounts(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(accounts);
    return row?.n ?? 0;
  }

  /**
   * Changes the plan at once. The tokens already used this cycle stay used: the new allowance
   * left is the new plan's allowance minus this cycle's usage (never below zero). Top-up is kept.
   */
  async setPlan(accountId: string, plan: Plan): Promise<Account> {
    if (!isPlan(plan)) throw new RangeError(`unknown plan ${String(plan)}`);
    return this.#updateLocked(accountId, (row) => {
      const used = Math.max(0, allowanceOf(row.plan) - row.allowanceLeft);
      return { plan, allowanceLeft: Math.max(0, PLAN_ALLOWANCE[plan] - used) };
    });
  }

  /** Adds purchased credits (paid plans only; they never expire). */
  async topUp(accountId: string, tokens: number): Promise<Account> {
    if (!Number.isSafeInteger(tokens) || tokens <= 0) throw new RangeError(`top-up tokens must be a positive integer, got ${String(tokens)}`);
    return this.#updateLocked(accountId, (row) => {
      if (row.plan === 'free') throw new PlanError('top-ups need a paid plan (basic, pro or business)');
      if (row.topUp + tokens > MAX_TOKENS) throw new RangeError(`top-up would exceed ${MAX_TOKENS} tokens`);
      return { topUp: row.topUp + tokens };
    });
  }

  /** Read-modify-write of one account under its row lock (the same lock charges take). */
  async #updateLocked(accountId: string, change: (row: AccountRow) => Partial<Pick<AccountRow, 'plan' | 'allowanceLeft' | 'topUp'>>): Promise<Account> {
    if (!isUuid(accountId)) throw new NotFoundError(`account ${accountId} not found`);
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
      if (!locked) throw new NotFoundError(`account ${accountId} not found`);
      // The cycle may have ended since the last charge: roll it over before applying the change.
      const next = rollCycle({ startedAt: locked.cycleStartedAt, resetsAt: locked.cycleResetsAt }, new Date());
      const rolled = next ? { ...locked, allowanceLeft: allowanceOf(locked.plan), cycleStartedAt: next.startedAt, cycleResetsAt: next.resetsAt } : locked;
      const final = { ...rolled, ...change(rolled) };
      const [updated] = await tx
        .update(accounts)
        .set({ plan: final.plan, allowanceLeft: final.allowanceLeft, topUp: final.topUp, cycleStartedAt: final.cycleStartedAt, cycleResetsAt: final.cycleResetsAt })
        .where(eq(accounts.id, accountId))
        .returning();
      return toAccount(updated!);
    });
  }

  async getHashSecret(accountId: string): Promise<Buffer> {
    const cached = this.#hashSecrets.get(accountId);
    if (cached) return Buffer.from(cached);
    if (!isUuid(accountId)) throw new NotFoundError(`account ${accountId} not found`);
    const [row] = await this.db.select({ id: accounts.id, hashSecret: accounts.hashSecret }).from(accounts).where(eq(accounts.id, accountId));
    if (!row) throw new NotFoundError(`account ${accountId} not found`);
    const secret = this.masterKey.open(row.hashSecret, hashSecretAad(row.id));
    if (this.#hashSecrets.size >= HASH_SECRET_CACHE_SIZE) this.#hashSecrets.delete(this.#hashSecrets.keys().next().value!);
    this.#hashSecrets.set(accountId, secret);
    // A copy, so a caller that zeroes or mutates its buffer cannot corrupt the cache.
    return Buffer.from(secret);
  }

  // ---------------------------------------------------------------- API tokens

  async createApiToken(input: { accountId: string; name: string | null; expiresAt: Date | null }): Promise<ApiTokenRecord> {
    if (!isUuid(input.accountId)) throw new NotFoundError(`account ${input.accountId} not found`);
    try {
      const [row] = await this.db
        .insert(apiTokens)
        .values({ id: randomUUID(), accountId: input.accountId, name: input.name, expiresAt: input.expiresAt })
        .returning();
      return toToken(row!);
    } catch (err) {
      if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw new NotFoundError(`account ${input.accountId} not found`);
      throw err;
    }
  }

  async getApiToken(id: string): Promise<ApiTokenRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.#q.tokenById.execute({ id });
    return row ? toToken(row) : null;
  }

  async listApiTokens(accountId: string): Promise<ApiTokenRecord[]> {
    const rows = await this.db.select().from(apiTokens).where(eq(apiTokens.accountId, accountId)).orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
    return rows.map(toToken);
  }

  /** True when the token exists (revoking twice keeps the first revocation time). */
  async revokeApiToken(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .update(apiTokens)
      .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
      .where(eq(apiTokens.id, id))
      .returning({ id: apiTokens.id });
    return rows.length > 0;
  }

  async touchApiToken(id: string, at: Date): Promise<void> {
    if (!isUuid(id)) return;
    await this.db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
  }

  // ---------------------------------------------------------------- console: passwords and sessions

  async setPasswordHash(accountId: string, hash: string): Promise<void> {
    if (!isUuid(accountId)) throw new NotFoundError(`account ${accountId} not found`);
    const rows = await this.db.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, accountId)).returning({ id: accounts.id });
    if (rows.length === 0) throw new NotFoundError(`account ${accountId} not found`);
  }

  async getPasswordHash(accountId: string): Promise<string | null> {
    if (!isUuid(accountId)) return null;
    const [row] = await this.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
    return row?.hash ?? null;
  }

  async createSession(input: { id: string; accountId: string; expiresAt: Date }): Promise<SessionRecord> {
    if (!isUuid(input.accountId)) throw new NotFoundError(`account ${input.accountId} not found`);
    try {
      const [row] = await this.db.insert(consoleSessions).values(input).returning();
      return row!;
    } catch (err) {
      if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw new NotFoundError(`account ${input.accountId} not found`);
      throw err;
    }
  }

  async getSession(id: string): Promise<SessionRecord | null> {
    const [row] = await this.db.select().from(consoleSessions).where(eq(consoleSessions.id, id));
    return row ?? null;
  }

  async revokeSession(id: string): Promise<boolean> {
    const rows = await this.db
      .update(consoleSessions)
      .set({ revokedAt: sql`coalesce(${consoleSessions.revokedAt}, now())` })
      .where(eq(consoleSessions.id, id))
      .returning({ id: consoleSessions.id });
    return rows.length > 0;
  }

  async revokeSessions(accountId: string, exceptId?: string): Promise<number> {
    if (!isUuid(accountId)) return 0;
    const rows = await this.db
      .update(consoleSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(consoleSessions.accountId, accountId), isNull(consoleSessions.revokedAt), exceptId === undefined ? undefined : ne(consoleSessions.id, exceptId)))
      .returning({ id: consoleSessions.id });
    return rows.length;
  }

  async pruneSessions(before: Date): Promise<number> {
    const rows = await this.db
      .delete(consoleSessions)
      .where(or(lt(consoleSessions.expiresAt, before), lt(consoleSessions.revokedAt, before)))
      .returning({ id: consoleSessions.id });
    return rows.length;
  }

  // ---------------------------------------------------------------- metering

  charge(charge: Charge): Promise<ChargeResult> {
    return this.metering.submit(charge);
  }

  async balance(accountId: string): Promise<Balance> {
    const account = await this.getAccount(accountId);
    if (!account) throw new NotFoundError(`account ${accountId} not found`);
    return { allowanceLeft: account.allowanceLeft, topUp: account.topUp, total: account.allowanceLeft + account.topUp, cycleResetsAt: account.cycleResetsAt };
  }

  async ledgerTotal(accountId: string): Promise<number> {
    if (!isUuid(accountId)) return 0;
    const [row] = await this.db.select({ total: sum(usageLedger.tokens) }).from(usageLedger).where(eq(usageLedger.accountId, accountId));
    return Number(row?.total ?? 0);
  }

  async usageByDay(accountId: string, since: Date): Promise<DailyUsage[]> {
    if (!isUuid(accountId)) return [];
    // Days in UTC, whatever the session's time zone: the console labels them as UTC days.
    const day = sql<string>`to_char(${usageLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({ day, tokens: sum(usageLedger.tokens) })
      .from(usageLedger)
      .where(and(eq(usageLedger.accountId, accountId), gte(usageLedger.createdAt, since)))
      .groupBy(day)
      .orderBy(day);
    return rows.map((r) => ({ day: r.day, tokens: Number(r.tokens ?? 0) }));
  }

  async recentCharges(accountId: string, limit: number): Promise<LedgerEntry[]> {
    if (!isUuid(accountId)) return [];
    return this.db
      .select({ endpoint: usageLedger.endpoint, tokens: usageLedger.tokens, createdAt: usageLedger.createdAt })
      .from(usageLedger)
      .where(eq(usageLedger.accountId, accountId))
      .orderBy(desc(usageLedger.createdAt), desc(usageLedger.id))
      .limit(limit);
  }

  // ---------------------------------------------------------------- presets

  async listPresets(accountId: string): Promise<PresetRecord[]> {
    if (!isUuid(accountId)) return [];
    const rows = await this.db.select().from(presets).where(eq(presets.accountId, accountId)).orderBy(asc(presets.createdAt), asc(presets.id));
    return rows.map(toPreset);
  }

  async getPreset(accountId: string, id: string): Promise<PresetRecord | null> {
    if (!isUuid(accountId) || !isUuid(id)) return null;
    const [row] = await this.#q.presetById.execute({ id, accountId });
    return row ? toPreset(row) : null;
  }

  async createPreset(accountId: string, input: PresetInput): Promise<PresetRecord> {
    if (!isUuid(accountId)) throw new NotFoundError(`account ${accountId} not found`);
    try {
      const [row] = await this.db
        .insert(presets)
        .values({ id: randomUUID(), accountId, name: input.name, description: input.description, settings: input.settings })
        .returning();
      return toPreset(row!);
    } catch (err) {
      throw presetWriteError(err, accountId, input.name);
    }
  }

  /** Full replacement; null when the preset does not exist in this account. */
  async updatePreset(accountId: string, id: string, input: PresetInput): Promise<PresetRecord | null> {
    if (!isUuid(accountId) || !isUuid(id)) return null;
    try {
      const [row] = await this.db
        .update(presets)
        .set({ name: input.name, description: input.description, settings: input.settings, updatedAt: sql`now()` })
        .where(and(eq(presets.id, id), eq(presets.accountId, accountId)))
        .returning();
      return row ? toPreset(row) : null;
    } catch (err) {
      throw presetWriteError(err, accountId, input.name);
    }
  }

  async deletePreset(accountId: string, id: string): Promise<boolean> {
    if (!isUuid(accountId) || !isUuid(id)) return false;
    const rows = await this.db
      .delete(presets)
      .where(and(eq(presets.id, id), eq(presets.accountId, accountId)))
      .returning({ id: presets.id });
    return rows.length > 0;
  }

  async countPresets(accountId: string): Promise<number> {
    if (!isUuid(accountId)) return 0;
    const [row] = await this.db.select({ n: count() }).from(presets).where(eq(presets.accountId, accountId));
    return row?.n ?? 0;
  }

  // ---------------------------------------------------------------- encryption keys

  async listKeys(accountId: string): Promise<EncryptionKeyRecord[]> {
    if (!isUuid(accountId)) return [];
    const rows = await this.db
      .select()
      .from(encryptionKeys)
      .where(eq(encryptionKeys.accountId, accountId))
      .orderBy(asc(encryptionKeys.createdAt), asc(encryptionKeys.id));
    return rows.map(toKey);
  }

  async getKey(accountId: string, id: string): Promise<EncryptionKeyRecord | null> {
    const row = await this.#keyRow(accountId, id);
    return row ? toKey(row) : null;
  }

  async getKeyValue(accountId: string, id: string): Promise<string | null> {
    const row = await this.#keyRow(accountId, id);
    return row ? this.masterKey.open(row.value, keyAad(row.id)).toString('utf8') : null;
  }

  async #keyRow(accountId: string, id: string): Promise<KeyRow | null> {
    if (!isUuid(accountId) || !isUuid(id)) return null;
    const [row] = await this.#q.keyById.execute({ id, accountId });
    return row ?? null;
  }

  /** Generates a new key; ConflictError when `isDefault` and the account already has a default key. */
  async createKey(accountId: string, input: { name: string; isDefault?: boolean }): Promise<EncryptionKeyRecord> {
    if (!isUuid(accountId)) throw new NotFoundError(`account ${accountId} not found`);
    try {
      const [row] = await this.db.insert(encryptionKeys).values(this.#newKey(accountId, input.name, input.isDefault ?? false)).returning();
      return toKey(row!);
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw new ConflictError('the account already has a default key');
      if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw new NotFoundError(`account ${accountId} not found`);
      throw err;
    }
  }

  /**
   * Race-safe on any number of instances: the partial unique index allows one default key per
   * account, the insert of a loser does nothing, and everyone then reads the winner's key.
   */
  async getOrCreateDefaultKey(accountId: string): Promise<EncryptionKeyRecord> {
    if (!isUuid(accountId)) throw new NotFoundError(`account ${accountId} not found`);
    const findDefault = async () => {
      const [row] = await this.db
        .select()
        .from(encryptionKeys)
        .where(and(eq(encryptionKeys.accountId, accountId), eq(encryptionKeys.isDefault, true)));
      return row;
    };
    const existing = await findDefault();
    if (existing) return toKey(existing);
    try {
      await this.db.insert(encryptionKeys).values(this.#newKey(accountId, 'default', true)).onConflictDoNothing();
    } catch (err) {
      if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw new NotFoundError(`account ${accountId} not found`);
      throw err;
    }
    const created = await findDefault();
    if (!created) throw new Error(`default key of account ${accountId} vanished while being created`);
    return toKey(created);
  }

  #newKey(accountId: string, name: string, isDefault: boolean): typeof encryptionKeys.$inferInsert {
    const id = randomUUID();
    const key = generateKeyString();
    return { id, accountId, name, value: this.masterKey.seal(Buffer.from(key, 'utf8'), keyAad(id)), fingerprint: keyFingerprint(key), isDefault };
  }

  async deleteKey(accountId: string, id: string): Promise<boolean> {
    if (!isUuid(accountId) || !isUuid(id)) return false;
    const rows = await this.db
      .delete(encryptionKeys)
      .where(and(eq(encryptionKeys.id, id), eq(encryptionKeys.accountId, accountId)))
      .returning({ id: encryptionKeys.id });
    return rows.length > 0;
  }

  async recordKeyUse(accountId: string, id: string): Promise<void> {
    if (!isUuid(accountId) || !isUuid(id)) return;
    await this.db
      .update(encryptionKeys)
      .set({ useCount: sql`${encryptionKeys.useCount} + 1`, lastUsedAt: sql`now()` })
      .where(and(eq(encryptionKeys.id, id), eq(encryptionKeys.accountId, accountId)));
  }
}

/** Emails compare case-insensitively in practice; store one canonical form so the unique index does. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function allowanceOf(plan: string): number {
  return isPlan(plan) ? PLAN_ALLOWANCE[plan] : 0;
}

const hashSecretAad = (accountId: string) => `accounts.hash_secret:${accountId}`;
const keyAad = (keyId: string) => `encryption_keys.value:${keyId}`;

function presetWriteError(err: unknown, accountId: string, name: string): unknown {
  if (sqlState(err) === UNIQUE_VIOLATION) return new ConflictError(`a preset named "${name}" already exists`);
  if (sqlState(err) === FOREIGN_KEY_VIOLATION) return new NotFoundError(`account ${accountId} not found`);
  return err;
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    plan: row.plan as Plan,
    allowanceLeft: row.allowanceLeft,
    topUp: row.topUp,
    cycleStartedAt: row.cycleStartedAt,
    cycleResetsAt: row.cycleResetsAt,
    createdAt: row.createdAt,
  };
}

function toToken(row: typeof apiTokens.$inferSelect): ApiTokenRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
  };
}

function toPreset(row: PresetRow): PresetRecord {
  return { id: row.id, accountId: row.accountId, name: row.name, description: row.description, settings: row.settings, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

function toKey(row: KeyRow): EncryptionKeyRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    algorithm: 'AES-256-GCM',
    fingerprint: row.fingerprint,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    useCount: row.useCount,
    isDefault: row.isDefault,
  };
}
