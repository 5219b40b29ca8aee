/**
 * Bearer JWT authentication.
 *
 * Tokens are HS256 JWTs signed with JWT_SECRET, carrying `sub` (account id) and `jti` (token id).
 * The algorithm is pinned: `alg: none`, RS/ES algorithms and HS384/512 are refused before the
 * signature is even looked at. A token is valid only while its stored record exists, belongs to
 * `sub`, is not revoked and not expired — so revocation works although JWTs are self-contained.
 *
 * Caching: the verified signature of a token string, its record and its account are each reused
 * for `ttlMs` (default 2 s) so authentication is not a database round trip per request (on PGlite
 * every query runs on the event-loop thread). Consequences, documented in docs/api.md:
 *  - a revocation or plan change made through THIS instance (invalidate*) applies at once;
 *  - one made elsewhere (CLI on PostgreSQL, another instance) applies within ttlMs;
 *  - the token's own `exp` is checked on every request, never cached.
 * Concurrent misses for the same key share one lookup.
 */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Account, ApiTokenRecord, Store } from '../store/types.ts';
import { unauthorized } from './errors.ts';

export const JWT_ALGORITHM = 'HS256';

export interface Caller {
  account: Account;
  tokenId: string;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a JWT for an existing token record. */
export async function signToken(secret: string, record: Pick<ApiTokenRecord, 'id' | 'accountId' | 'expiresAt'>): Promise<string> {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' }).setSubject(record.accountId).setJti(record.id).setIssuedAt();
  if (record.expiresAt) jwt.setExpirationTime(Math.floor(record.expiresAt.getTime() / 1000));
  return jwt.sign(secretKey(secret));
}

export interface IssuedToken {
  id: string;
  token: string;
  expires_at: string | null;
}

/** Creates a token record and its JWT (bootstrap, CLI `veil token create`). */
export async function issueToken(
  store: Store,
  secret: string,
  input: { accountId: string; name?: string | null; expiresAt?: Date | null },
): Promise<IssuedToken> {
  const record = await store.createApiToken({ accountId: input.accountId, name: input.name ?? null, expiresAt: input.expiresAt ?? null });
  const token = await signToken(secret, record);
  return { id: record.id, token, expires_at: record.expiresAt ? record.expiresAt.toISOString() : null };
}

interface Entry<T> {
  value: Promise<T>;
  at: number;
}

/** A small TTL cache of promises; bounded by dropping everything when full (cheap, rare). */
class TtlCache<T> {
  readonly #map = new Map<string, Entry<T>>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: string, load: () => Promise<T>, now: number): Promise<T> {
    const hit = this.#map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.ttlMs > 0) {
      if (this.#map.size >= this.maxEntries) this.#map.clear();
      this.#map.set(key, { value, at: now });
      // A failed lookup (database hiccup) must not be remembered.
      value.catch(() => {
        if (this.#map.get(key)?.value === value) this.#map.delete(key);
      });
    }
    return value;
  }

  delete(key: string): void {
    this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }
}

interface Claims {
  sub: string;
  jti: string;
  exp: number | undefined;
}

export interface AuthenticatorOptions {
  store: Store;
  jwtSecret: string;
  ttlMs: number;
  now?: () => number;
  /** Errors of the fire-and-forget last-used writes (logged by the app). */
  onBackgroundError?: (err: unknown, what: string) => void;
}

/** A token's last_used_at is written at most this often per instance (it is shown, not billed). */
const LAST_USED_RESOLUTION_MS = 60_000;

export class Authenticator {
  readonly #store: Store;
  readonly #key: Uint8Array;
  readonly #now: () => number;
  readonly #claims: TtlCache<Claims | null>;
  readonly #tokens: TtlCache<ApiTokenRecord | null>;
  readonly #accounts: TtlCache<Account | null>;
  readonly #lastTouched = new Map<string, number>();
  readonly #onBackgroundError: (err: unknown, what: string) => void;

  constructor(options: AuthenticatorOptions) {
    this.#store = options.store;
    this.#onBackgroundError = options.onBackgroundError ?? (() => undefined);
    this.#key = secretKey(options.jwtSecret);
    this.#now = options.now ?? Date.now;
    // Signatures never change validity, only expiry does (checked below): cache them longer.
    this.#claims = new TtlCache(Math.max(options.ttlMs, 60_000));
    this.#tokens = new TtlCache(options.ttlMs);
    this.#accounts = new TtlCache(options.ttlMs);
  }

  /** The caller for an Authorization header; throws 401 ServiceError for anything invalid. */
  async authenticate(header: string | undefined): Promise<Caller> {
    const token = bearer(header);
    if (token === null) throw unauthorized();
    const now = this.#now();
    const claims = await this.#claims.get(token, () => this.#verify(token), now);
    if (claims === null) throw unauthorized();
    if (claims.exp !== undefined && claims.exp * 1000 <= now) throw unauthorized();
    const record = await this.#tokens.get(claims.jti, () => this.#store.getApiToken(claims.jti), now);
    if (record === null || record.accountId !== claims.sub || record.revokedAt !== null) throw unauthorized();
    if (record.expiresAt !== null && record.expiresAt.getTime() <= now) throw unauthorized();
    const account = await this.#accounts.get(claims.sub, () => this.#store.getAccount(claims.sub), now);
    if (account === null) throw unauthorized();
    this.#touch(record.id, now);
    return { account, tokenId: record.id };
  }

  /** Records "last used" without delaying the request, at most once a minute per token. */
  #touch(id: string, now: number): void {
    const last = this.#lastTouched.get(id);
    if (last !== undefined && now - last < LAST_USED_RESOLUTION_MS) return;
    if (this.#lastTouched.size >= 50_000) this.#lastTouched.clear();
    this.#lastTouched.set(id, now);
    this.#store.touchApiToken(id, new Date(now)).catch((err: unknown) => this.#onBackgroundError(err, 'touchApiToken'));
  }

  /** Forget a token record (after revoking it through this process). */
  invalidateToken(id: string): void {
    this.#tokens.delete(id);
  }

  /** Forget an account (after a plan change or top-up through this process). */
  invalidateAccount(id: string): void {
    this.#accounts.delete(id);
  }

  clear(): void {
    this.#claims.clear();
    this.#tokens.clear();
    this.#accounts.clear();
  }

  async #verify(token: string): Promise<Claims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: [JWT_ALGORITHM] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || payload.sub === '' || payload.jti === '') return null;
      return { sub: payload.sub, jti: payload.jti, exp: payload.exp };
    } catch (err) {
      // Expired: not cached as invalid forever, but expiry is re-checked on every request anyway.
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

function bearer(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
