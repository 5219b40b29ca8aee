/**
 * Console sessions and CSRF.
 *
 * - The cookie `veil_session` holds 32 random bytes (base64url); the store keeps only their SHA-256,
 *   so sessions are revocable and expire server-side. HttpOnly, SameSite=Strict, Path=/, Secure
 *   when the request came over HTTPS (request.protocol honours TRUST_PROXY).
 * - A new session id is issued on every sign-in, sign-up and password change, and the session the
 *   browser arrived with is revoked: an id planted before sign-in (fixation) never becomes valid.
 * - CSRF: every state-changing request carries `X-CSRF-Token`, which must equal
 *   HMAC-SHA256(server secret, session id) — a signed double-submit token the page receives in JSON
 *   and a cross-site page can neither read nor forge. Also, a state-changing request whose Origin
 *   header names another host is refused (this covers sign-in/sign-up, which have no session yet).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account, Store } from '../../store/types.ts';
import { ServiceError } from '../errors.ts';

export const SESSION_COOKIE = 'veil_session';
export const CSRF_HEADER = 'x-csrf-token';
const SECRET_RE = /^[A-Za-z0-9_-]{43}$/;

export interface ConsoleCaller {
  account: Account;
  /** SHA-256 (hex) of the cookie secret: the store's session id. */
  sessionId: string;
}

export const csrfRejected = () => new ServiceError(403, 'CSRF check failed: send the X-CSRF-Token header the console received at sign-in', { reason: 'csrf' });

export function sessionIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The value of one cookie from the Cookie header (first occurrence), or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function cookie(request: FastifyRequest, value: string, maxAgeS: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}${secure}`;
}

/** Ended sessions are deleted at most this often (from a sign-in), a day after they ended. */
const PRUNE_EVERY_MS = 3_600_000;
const KEEP_ENDED_MS = 86_400_000;

export class Sessions {
  #lastPrune = 0;

  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly ttlMs: number,
    private readonly onBackgroundError: (err: unknown, what: string) => void = () => undefined,
  ) {}

  csrfToken(sessionId: string): string {
    return createHmac('sha256', this.secret).update(`veil-console-csrf:${sessionId}`).digest('base64url');
  }

  csrfValid(sessionId: string, header: unknown): boolean {
    if (typeof header !== 'string') return false;
    const expected = Buffer.from(this.csrfToken(sessionId));
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The session id the request's cookie names, whether or not it is valid (for revocation). */
  presentedId(request: FastifyRequest): string | null {
    const secret = readCookie(request.headers.cookie, SESSION_COOKIE);
    return secret !== null && SECRET_RE.test(secret) ? sessionIdOf(secret) : null;
  }

  /** The signed-in caller, or null (no cookie, unknown, revoked, expired, or account gone). */
  async caller(request: FastifyRequest): Promise<ConsoleCaller | null> {
    const id = this.presentedId(request);
    if (id === null) return null;
    const session = await this.store.getSession(id);
    if (!session || session.revokedAt !== null || session.expiresAt.getTime() <= Date.now()) return null;
    const account = await this.store.getAccount(session.accountId);
    return account ? { account, sessionId: id } : null;
  }

  /**
   * Starts a fresh session for `accountId` and sets its cookie; the session the request arrived with
   * (if any) is revoked first. Returns the new session's id and CSRF token.
   */
  async start(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<{ sessionId: string; csrfToken: string }> {
    const previous = this.presentedId(request);
    if (previous !== null) await this.store.revokeSession(previous);
    const secret = randomBytes(32).toString('base64url');
    const sessionId = sessionIdOf(secret);
    await this.store.createSession({ id: sessionId, accountId, expiresAt: new Date(Date.now() + this.ttlMs) });
    void reply.header('Set-Cookie', cookie(request, secret, Math.floor(this.ttlMs / 1000)));
    this.#prune();
    return { sessionId, csrfToken: this.csrfToken(sessionId) };
  }

  /** Keeps the sessions table small without a scheduler: off the request path, hourly at most. */
  #prune(): void {
    const now = Date.now();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    this.store.pruneSessions(new Date(now - KEEP_ENDED_MS)).catch((err: unknown) => this.onBackgroundError(err, 'pruneSessions'));
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.presentedId(request);
    if (id !== null) await this.store.revokeSession(id);
    void reply.header('Set-Cookie', cookie(request, '', 0));
  }
}

/** Refuses a state-changing request sent from another origin (when the browser says so). */
export function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw csrfRejected();
  }
  if (host !== request.host) throw csrfRejected();
}

export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}
