/**
 * Service configuration, read once from the environment. Every knob has a default that works on a
 * fresh machine (embedded storage, in-memory rate limits); invalid values fail fast at start-up
 * with a message naming the variable rather than surfacing later as odd behaviour.
 */
import { availableParallelism } from 'node:os';

export type PaidPlan = 'basic' | 'pro' | 'business';

export interface Limits {
  /** Longest accepted `text` (characters, i.e. code points). */
  maxTextLength: number;
  /** Largest accepted request body in bytes (larger → 413). */
  bodyLimitBytes: number;
  maxPresetsPerAccount: number;
  /** Work budget of one request: Σ text length × ad hoc program size (413 beyond, before any work). */
  maxWorkUnits: number;
  /** Candidate matches one text may produce (413 beyond). */
  maxMatches: number;
  /** Estimated result size of one text in bytes (413 beyond). */
  maxResultBytes: number;
  /** Time budget of one detection job in ms (413 beyond; worker jobs are stopped hard shortly after). */
  jobTimeoutMs: number;
  /** Heap ceiling of each worker thread in MB (a job that exceeds it → 413, the thread is replaced). */
  workerMaxHeapMb: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Undefined in embedded mode: the store generates and keeps one in DATA_DIR. */
  jwtSecret: string | undefined;
  masterKey: string | undefined;
  nodeEnv: string;
  production: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Bearer token of GET /metrics (Prometheus); unset: no /metrics route (404). */
  metricsToken: string | undefined;
  limits: Limits;
  /** Requests per account per window, by plan. */
  rateLimits: Record<PaidPlan, number>;
  rateWindowMs: number;
  /** How long a verified token / loaded account is reused before the store is asked again (0 = never cached). */
  authCacheTtlMs: number;
  scheduler: {
    /** Documents of at least this many UTF-16 units are analysed on worker threads. */
    workerThresholdChars: number;
    /** Worker threads for large documents (0 = everything inline on the main thread). */
    workerThreads: number;
    /** Jobs whose estimated ad hoc work (units, see maxWorkUnits) is at least this run on worker threads. */
    workerThresholdWork: number;
    /** A worker thread idle this long stops (they start again on demand). */
    workerIdleMs: number;
    /** Small documents run on the worker threads too, batched (the main thread runs no detection). */
    smallJobsOnWorkers?: boolean;
    /** Default mode: at most this many documents of one batch request per worker message (0: batch documents stay on the main thread). */
    batchChunkDocs?: number;
  };
  /** Under load, charges reach the store at most once per window of at least this many ms (one commit for many). */
  meteringWindowMs: number;
  /**
   * The longest such window (ms): the window grows with the commit time up to this. Unset: 50 on
   * embedded PGlite, 10 on PostgreSQL (see src/service/metering.ts, "Pacing").
   */
  meteringMaxWindowMs?: number;
  /** Time allowed for in-flight requests to finish on SIGTERM before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The web console (src/service/console/). */
  console: ConsoleConfig;
}

export interface ConsoleConfig {
  /** open: anyone reaching the server can sign up (free plan); closed: only `veil account create` makes accounts. */
  signup: 'open' | 'closed';
  /** Lifetime of a console session (not extended by use). */
  sessionTtlMs: number;
  /** Failed sign-ins per account (email) within the window before further tries get 429. */
  loginMaxFailuresPerAccount: number;
  /** Failed sign-ins and sign-ups per client IP within the window before further tries get 429. */
  loginMaxFailuresPerIp: number;
  loginWindowMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxTextLength: 1_000_000,
  bodyLimitBytes: 10 * 1024 * 1024,
  maxPresetsPerAccount: 100,
  maxWorkUnits: 250_000_000,
  maxMatches: 200_000,
  maxResultBytes: 32 * 1024 * 1024,
  jobTimeoutMs: 30_000,
  workerMaxHeapMb: 512,
};

export const DEFAULT_RATE_LIMITS: Record<PaidPlan, number> = { basic: 60, pro: 300, business: 1200 };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new ConfigError(`${name} must be an integer of at least ${min} (got '${raw}')`);
  return value;
}

function str(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got '${raw}')`);
}

function signupMode(env: Env): 'open' | 'closed' {
  const raw = (str(env, 'SIGNUP') ?? 'open').toLowerCase();
  if (raw !== 'open' && raw !== 'closed') throw new ConfigError(`SIGNUP must be open or closed (got '${raw}')`);
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = str(env, 'NODE_ENV') ?? 'development';
  const jwtSecret = str(env, 'JWT_SECRET');
  // A short HS256 secret can be brute-forced offline from any token a user holds.
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const metricsToken = str(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return {
    port: int(env, 'PORT', 3000),
    host: str(env, 'HOST') ?? '127.0.0.1',
    dataDir: str(env, 'DATA_DIR') ?? './data',
    databaseUrl: str(env, 'DATABASE_URL'),
    redisUrl: str(env, 'REDIS_URL'),
    jwtSecret,
    masterKey: str(env, 'MASTER_KEY'),
    nodeEnv,
    production: nodeEnv === 'production',
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: bool(env, 'TRUST_PROXY', false),
    metricsToken,
    limits: {
      maxTextLength: int(env, 'MAX_TEXT_LENGTH', DEFAULT_LIMITS.maxTextLength, 1),
      bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', DEFAULT_LIMITS.bodyLimitBytes, 1024),
      maxPresetsPerAccount: int(env, 'MAX_PRESETS', DEFAULT_LIMITS.maxPresetsPerAccount, 1),
      maxWorkUnits: int(env, 'MAX_WORK_UNITS', DEFAULT_LIMITS.maxWorkUnits, 1),
      maxMatches: int(env, 'MAX_MATCHES', DEFAULT_LIMITS.maxMatches, 1),
      maxResultBytes: int(env, 'MAX_RESULT_BYTES', DEFAULT_LIMITS.maxResultBytes, 1024),
      jobTimeoutMs: int(env, 'JOB_TIMEOUT_MS', DEFAULT_LIMITS.jobTimeoutMs, 100),
      workerMaxHeapMb: int(env, 'WORKER_MAX_HEAP_MB', DEFAULT_LIMITS.workerMaxHeapMb, 64),
    },
    rateLimits: {
      basic: int(env, 'RATE_LIMIT_BASIC', DEFAULT_RATE_LIMITS.basic, 1),
      pro: int(env, 'RATE_LIMIT_PRO', DEFAULT_RATE_LIMITS.pro, 1),
      business: int(env, 'RATE_LIMIT_BUSINESS', DEFAULT_RATE_LIMITS.business, 1),
    },
    rateWindowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000),
    authCacheTtlMs: int(env, 'AUTH_CACHE_TTL_MS', 2000),
    scheduler: {
      workerThresholdChars: int(env, 'WORKER_THRESHOLD_CHARS', 20_000, 1),
      // One core stays with the event loop (HTTP, metering, small documents).
      workerThreads: int(env, 'WORKER_THREADS', Math.max(1, availableParallelism() - 1)),
      workerThresholdWork: int(env, 'WORKER_THRESHOLD_WORK', 2_000_000, 1),
      workerIdleMs: int(env, 'WORKER_IDLE_MS', 60_000, 1000),
      smallJobsOnWorkers: bool(env, 'SMALL_JOBS_ON_WORKERS', false),
      batchChunkDocs: int(env, 'BATCH_CHUNK_DOCS', 16),
    },
    meteringWindowMs: int(env, 'METERING_WINDOW_MS', 5),
    ...(env.METERING_MAX_WINDOW_MS === undefined ? {} : { meteringMaxWindowMs: int(env, 'METERING_MAX_WINDOW_MS', 50) }),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
    console: {
      signup: signupMode(env),
      sessionTtlMs: int(env, 'SESSION_TTL_HOURS', 7 * 24, 1) * 3_600_000,
      loginMaxFailuresPerAccount: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1),
      loginMaxFailuresPerIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 20, 1),
      loginWindowMs: int(env, 'LOGIN_THROTTLE_WINDOW_MS', 15 * 60_000, 1000),
    },
  };
}

/** A config for tests and embedding: defaults, then the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' }), ...overrides };
}
