/**
 * Opening the store: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * The caller runs `await store.init()` (migrations) before use and `close()` at shutdown.
 */
import type { GroupCommitOptions } from './metering.ts';
import { PgliteStore } from './pglite.ts';
import { PostgresStore } from './postgres.ts';
import type { SqlStore } from './repository.ts';

export interface OpenStoreOptions {
  /** DATA_DIR for embedded mode (ignored with databaseUrl); 'memory://' for a throwaway store. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** MASTER_KEY (see secrets.ts): encrypts stored encryption keys and hash secrets. */
  masterKey: string;
  metering?: GroupCommitOptions;
  onPoolError?: (err: Error) => void;
}

export function openStore(options: OpenStoreOptions): SqlStore {
  if (options.databaseUrl) {
    return new PostgresStore({
      databaseUrl: options.databaseUrl,
      masterKey: options.masterKey,
      ...(options.metering ? { metering: options.metering } : {}),
      ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}),
    });
  }
  return new PgliteStore({ dataDir: options.dataDir, masterKey: options.masterKey, ...(options.metering ? { metering: options.metering } : {}) });
}

export type { SqlStore } from './repository.ts';
export { PgliteStore, MEMORY } from './pglite.ts';
export { PostgresStore } from './postgres.ts';
export { loadSecrets, type Secrets } from './secrets.ts';
export { PLANS, PLAN_ALLOWANCE, isPlan } from './plans.ts';
export { deriveEncryptionKey, keyFingerprint, ENCRYPT_KDF, MasterKeyMismatchError } from './crypto.ts';
export { NotFoundError, PlanError, SecretsError, StoreLockedError } from './errors.ts';
export { ConflictError } from './types.ts';
export type * from './types.ts';
