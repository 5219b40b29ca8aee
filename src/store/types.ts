/**
 * The storage contract the service needs — nothing more. Two implementations share one drizzle
 * schema and one migration folder: embedded PGlite (default, DATA_DIR) and PostgreSQL (DATABASE_URL).
 * Routes never see SQL or drizzle; they see this interface.
 */

export type Plan = 'free' | 'basic' | 'pro' | 'business';

export interface Account {
  id: string;
  email: string;
  plan: Plan;
  /** Tokens left of the current cycle's allowance. */
  allowanceLeft: number;
  /** Purchased top-up tokens (never expire). */
  topUp: number;
  cycleStartedAt: Date;
  cycleResetsAt: Date;
  createdAt: Date;
}

export interface ApiTokenRecord {
  id: string;
  accountId: string;
  name: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** Approximate: refreshed at most once a minute per token and server instance. */
  lastUsedAt: Date | null;
}

/** A web console session; `id` is the SHA-256 (hex) of the secret the browser's cookie holds. */
export interface SessionRecord {
  id: string;
  accountId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Tokens charged on one UTC day (`day` is YYYY-MM-DD). */
export interface DailyUsage {
  day: string;
  tokens: number;
}

/** One ledger entry as the console shows it: never the request's text (the ledger has none). */
export interface LedgerEntry {
  endpoint: string;
  tokens: number;
  createdAt: Date;
}

export interface PresetRecord {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  settings: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface PresetInput {
  name: string;
  description: string | null;
  settings: Record<string, unknown>;
}

export interface EncryptionKeyRecord {
  id: string;
  accountId: string;
  name: string;
  algorithm: 'AES-256-GCM';
  fingerprint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  useCount: number;
  isDefault: boolean;
}

/** A debit request; `reference` identifies the call (request id) in the usage ledger. */
export interface Charge {
  accountId: string;
  tokens: number;
  endpoint: string;
  reference: string;
}

export type ChargeResult =
  | { ok: true; balance: Balance }
  | { ok: false; reason: 'insufficient_tokens'; balance: Balance };

export interface Balance {
  allowanceLeft: number;
  topUp: number;
  total: number;
  cycleResetsAt: Date;
}

export class ConflictError extends Error {
  override name = 'ConflictError';
}

export interface Store {
  /** Runs migrations; resolves when the store is ready. */
  init(): Promise<void>;
  close(): Promise<void>;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<boolean>;

  // accounts
  createAccount(input: { email: string; plan: Plan }): Promise<Account>; // ConflictError on duplicate email
  getAccount(id: string): Promise<Account | null>; // rolls the monthly cycle over when it has ended
  getAccountByEmail(email: string): Promise<Account | null>;
  countAccounts(): Promise<number>;
  setPlan(accountId: string, plan: Plan): Promise<Account>;
  topUp(accountId: string, tokens: number): Promise<Account>;
  /** The per-account HMAC secret for the hash operator (created with the account, never returned by the API). */
  getHashSecret(accountId: string): Promise<Buffer>;

  // API tokens (the JWT itself is never stored; only its id and metadata)
  createApiToken(input: { accountId: string; name: string | null; expiresAt: Date | null }): Promise<ApiTokenRecord>;
  getApiToken(id: string): Promise<ApiTokenRecord | null>;
  revokeApiToken(id: string): Promise<boolean>;
  /** Every token of the account (revoked and expired included), oldest first. */
  listApiTokens(accountId: string): Promise<ApiTokenRecord[]>;
  /** Sets last_used_at (the authenticator calls it, throttled). */
  touchApiToken(id: string, at: Date): Promise<void>;

  // web console: passwords (scrypt hashes made by the service) and sessions
  /** NotFoundError when the account does not exist. */
  setPasswordHash(accountId: string, hash: string): Promise<void>;
  getPasswordHash(accountId: string): Promise<string | null>;
  createSession(input: { id: string; accountId: string; expiresAt: Date }): Promise<SessionRecord>;
  getSession(id: string): Promise<SessionRecord | null>;
  /** True when the session existed (revoking twice keeps the first time). */
  revokeSession(id: string): Promise<boolean>;
  /** Revokes every live session of the account but `exceptId`; resolves to how many. */
  revokeSessions(accountId: string, exceptId?: string): Promise<number>;
  /** Deletes sessions that expired or were revoked before `before`; resolves to how many. */
  pruneSessions(before: Date): Promise<number>;

  // metering: durable when the promise resolves; never lets the balance go below zero, also across
  // instances; cheap per call (implementations group concurrent charges into one transaction).
  charge(charge: Charge): Promise<ChargeResult>;
  balance(accountId: string): Promise<Balance>;
  /** Sum of the ledger for an account (tests and reconciliation). */
  ledgerTotal(accountId: string): Promise<number>;
  /** Tokens charged per UTC day from `since` on (days without charges are absent), oldest first. */
  usageByDay(accountId: string, since: Date): Promise<DailyUsage[]>;
  /** The latest ledger entries, newest first. */
  recentCharges(accountId: string, limit: number): Promise<LedgerEntry[]>;

  // presets (ConflictError on a duplicate name within the account)
  listPresets(accountId: string): Promise<PresetRecord[]>;
  getPreset(accountId: string, id: string): Promise<PresetRecord | null>;
  createPreset(accountId: string, input: PresetInput): Promise<PresetRecord>;
  updatePreset(accountId: string, id: string, input: PresetInput): Promise<PresetRecord | null>;
  deletePreset(accountId: string, id: string): Promise<boolean>;
  countPresets(accountId: string): Promise<number>;

  // encryption keys; key values are encrypted at rest under the master key and only decrypted here
  listKeys(accountId: string): Promise<EncryptionKeyRecord[]>;
  getKey(accountId: string, id: string): Promise<EncryptionKeyRecord | null>;
  /** The plaintext key string (for includeKey=true and the encrypt operator). */
  getKeyValue(accountId: string, id: string): Promise<string | null>;
  createKey(accountId: string, input: { name: string; isDefault?: boolean }): Promise<EncryptionKeyRecord>;
  /** The account's default key, created on first use. */
  getOrCreateDefaultKey(accountId: string): Promise<EncryptionKeyRecord>;
  deleteKey(accountId: string, id: string): Promise<boolean>;
  recordKeyUse(accountId: string, id: string): Promise<void>;
}
