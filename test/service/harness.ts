/**
 * Integration harness: the real app on the real store, reached over real HTTP.
 *
 * - PGlite: one in-memory database per test file (initdb costs seconds); tests isolate themselves
 *   by creating their own accounts.
 * - PostgreSQL: a fresh database `veil_svc_<random>` per test file, dropped afterwards. When the
 *   server is unreachable the suite is skipped with a message, unless CI=true: then it fails.
 */
import { randomBytes } from 'node:crypto';
import { testConfig, type Config } from '../../src/config.ts';
import { createVeilApp } from '../../src/app.ts';
import type { AppOptions, VeilApp } from '../../src/service/app.ts';
import { issueToken } from '../../src/service/auth.ts';
import { MEMORY, PgliteStore, PostgresStore, type SqlStore } from '../../src/store/index.ts';
import type { Account, Plan } from '../../src/store/types.ts';
import { CI, initOrClose, postgresProblem, requiredError, ScratchDatabase, skipReason } from '../support/postgres.ts';
import { redisProblem } from '../support/redis.ts';

export const JWT_SECRET = 'service-test-jwt-secret-0123456789abcdef';
export const MASTER_KEY = 'service-test-master-key-0123456789abcdef';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Limits high enough that only the rate-limit tests ever hit them. */
export const RELAXED_RATES = { basic: 100_000, pro: 100_000, business: 100_000 };

export function serviceConfig(overrides: Partial<Config> = {}): Config {
  return testConfig({ jwtSecret: JWT_SECRET, masterKey: MASTER_KEY, rateLimits: RELAXED_RATES, authCacheTtlMs: 0, ...overrides });
}

export interface Backend {
  name: 'pglite' | 'postgres';
  skip: string | false;
  /** A store on this file's database (PostgreSQL: several may share it). */
  openStore(): Promise<SqlStore>;
  /** The database URL (PostgreSQL only), for child processes. */
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
}

export function pgliteBackend(): Backend {
  return {
    name: 'pglite',
    skip: false,
    databaseUrl: undefined,
    // On its own thread, as `npm start` runs it (src/store/pglite-client.ts).
    openStore: () => initOrClose(new PgliteStore({ dataDir: MEMORY, thread: true, masterKey: MASTER_KEY })),
    cleanup: async () => {},
  };
}

export async function postgresBackend(): Promise<Backend> {
  const problem = await postgresProblem();
  const db = new ScratchDatabase('veil_svc');
  return {
    name: 'postgres',
    skip: skipReason(problem) ?? false,
    databaseUrl: db.url,
    async openStore() {
      if (problem) throw requiredError(problem);
      await db.create();
      return initOrClose(new PostgresStore({ databaseUrl: db.url, masterKey: MASTER_KEY }));
    },
    cleanup: () => db.drop(),
  };
}

export async function backends(): Promise<Backend[]> {
  return [pgliteBackend(), await postgresBackend()];
}

/** Is Redis reachable? (CI: must be.) */
export async function redisSkip(): Promise<string | false> {
  const problem = await redisProblem(REDIS_URL);
  if (problem === null) return false;
  if (CI) throw new Error(`Redis is required on CI but not reachable at ${REDIS_URL}: ${problem}`);
  return `Redis not reachable at ${REDIS_URL}; set TEST_REDIS_URL, or CI=true to make this a failure`;
}

export interface Server {
  app: VeilApp;
  url: string;
  close(): Promise<void>;
}

export async function startServer(store: SqlStore, options: Partial<Omit<AppOptions, 'config'>> & { config?: Partial<Config> } = {}): Promise<Server> {
  const { config, ...rest } = options;
  const app = await createVeilApp({ store, config: serviceConfig(config), logger: false, ...rest });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

let seq = 0;
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${++seq}-${randomBytes(4).toString('hex')}@example.test`;
}

export interface TestAccount {
  account: Account;
  token: string;
  tokenId: string;
}

/** An account with a token; `balance` debits the allowance down to that figure through the store. */
export async function makeAccount(store: SqlStore, plan: Plan, options: { balance?: number; expiresAt?: Date } = {}): Promise<TestAccount> {
  const account = await store.createAccount({ email: uniqueEmail(plan), plan });
  if (options.balance !== undefined) {
    const debit = account.allowanceLeft + account.topUp - options.balance;
    if (debit > 0) {
      const r = await store.charge({ accountId: account.id, tokens: debit, endpoint: 'test-setup', reference: 'setup' });
      if (!r.ok) throw new Error('setup charge failed');
    }
  }
  const issued = await issueToken(store, JWT_SECRET, { accountId: account.id, name: 'test', expiresAt: options.expiresAt ?? null });
  return { account, token: issued.token, tokenId: issued.id };
}

export interface Res {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON; tests assert on it
  body: any;
}

/** fetch with JSON in and out. */
export async function call(base: string, method: string, path: string, options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Res> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(base + path, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed };
}
