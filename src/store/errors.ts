/** Errors the store raises besides ConflictError (which lives with the interface in types.ts). */

/** The account (or other parent record) a write refers to does not exist. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** A top-up on a plan that cannot hold top-up credits (free). */
export class PlanError extends Error {
  override name = 'PlanError';
}

/**
 * The embedded data directory is open in another process. PGlite is a single-process database:
 * a second opener would corrupt it, so the CLI must talk to the running server instead.
 */
export class StoreLockedError extends Error {
  override name = 'StoreLockedError';
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

/** Missing or unusable JWT_SECRET / MASTER_KEY. */
export class SecretsError extends Error {
  override name = 'SecretsError';
}

/** The SQLSTATE of a database error, looking through drizzle's wrapper (`cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** Worth retrying the whole transaction: it was rolled back and nothing was applied. */
export const RETRYABLE = new Set(['40001', '40P01']);

/** Node's socket errors of a database connection that went away. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * The database connection was lost or refused (server restarting, connection terminated by an
 * administrator, network cut): a transient condition, worth retrying on a fresh connection —
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), a socket
 * error, or node-postgres's "Connection terminated" (which carries no code).
 */
export function isConnectionLoss(err: unknown): boolean {
  const state = sqlState(err);
  if (state !== undefined) return state.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03';
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
  }
  return false;
}
