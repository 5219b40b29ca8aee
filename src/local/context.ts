/**
 * The service's operations without a server (`veil mcp` on the local engine, offline `veil analyze`
 * and `veil anonymize`): the very operations the server runs (same validation, same engine, same
 * response shapes), over a stand-in store for one anonymous local user — no account, no metering,
 * nothing stored.
 *
 * What needs an account says so instead of pretending: presets and stored encryption keys (key_id
 * and the default key). hash without salt is keyed with the local secret (VEIL_HASH_SECRET or
 * ~/.config/veil/hash_secret), so the CLI and `veil mcp` give equal hashes.
 */
import type { Config } from '../config.ts';
import { ensureEngineFiles } from '../engine-files.ts';
import { badRequest } from '../service/errors.ts';
import { Meter } from '../service/metering.ts';
import type { CallContext, ServiceContext } from '../service/operations/context.ts';
import { Scheduler, schedulerOptions } from '../service/scheduler.ts';
import type { Account, Balance, ChargeResult, EncryptionKeyRecord, Store } from '../store/types.ts';
import { localHashSecret } from './hash-secret.ts';

export const SERVER_HINT = 'set VEIL_API_URL and VEIL_API_TOKEN to use a Veil server';
const UNLIMITED = Number.MAX_SAFE_INTEGER;
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');

const LOCAL_ACCOUNT: Account = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'local',
  // The largest limits (batch size): locally nothing is sold, so nothing is held back.
  plan: 'business',
  allowanceLeft: UNLIMITED,
  topUp: 0,
  cycleStartedAt: new Date(0),
  cycleResetsAt: FAR_FUTURE,
  createdAt: new Date(0),
};

const BALANCE: Balance = { allowanceLeft: UNLIMITED, topUp: 0, total: UNLIMITED, cycleResetsAt: FAR_FUTURE };

const unavailable = (what: string) => Promise.reject(new Error(`${what} is not available without a Veil server`));

/** The Store the service functions see locally: everything account-bound answers "needs a server". */
class LocalStore implements Store {
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  init = () => Promise.resolve();
  close = () => Promise.resolve();
  ping = () => Promise.resolve(true);
  createAccount = () => unavailable('accounts');
  getAccount = () => Promise.resolve(LOCAL_ACCOUNT);
  getAccountByEmail = () => Promise.resolve(null);
  countAccounts = () => Promise.resolve(0);
  setPlan = () => unavailable('accounts');
  topUp = () => unavailable('accounts');
  getHashSecret = (): Promise<Buffer> => {
    try {
      return Promise.resolve(Buffer.from(localHashSecret(this.env), 'utf8'));
    } catch (err) {
      // A bad VEIL_HASH_SECRET or an unreadable secret file: the user can fix it, so say what it is.
      return Promise.reject(badRequest(`the hash operator without salt needs a local secret: ${(err as Error).message}`));
    }
  };
  createApiToken = () => unavailable('API tokens');
  getApiToken = () => Promise.resolve(null);
  revokeApiToken = () => Promise.resolve(false);
  listApiTokens = () => Promise.resolve([]);
  touchApiToken = () => Promise.resolve();
  setPasswordHash = () => unavailable('accounts');
  getPasswordHash = () => Promise.resolve(null);
  createSession = () => unavailable('console sessions');
  getSession = () => Promise.resolve(null);
  revokeSession = () => Promise.resolve(false);
  revokeSessions = () => Promise.resolve(0);
  pruneSessions = () => Promise.resolve(0);
  // Nothing is metered: every charge is admitted and nothing is recorded.
  charge = (): Promise<ChargeResult> => Promise.resolve({ ok: true, balance: BALANCE });
  balance = () => Promise.resolve(BALANCE);
  ledgerTotal = () => Promise.resolve(0);
  usageByDay = () => Promise.resolve([]);
  recentCharges = () => Promise.resolve([]);
  listPresets = () => unavailable('presets');
  getPreset = () => Promise.reject(badRequest(`preset_id needs a Veil server: ${SERVER_HINT}`, { field: 'preset_id' }));
  createPreset = () => unavailable('presets');
  updatePreset = () => unavailable('presets');
  deletePreset = () => unavailable('presets');
  countPresets = () => Promise.resolve(0);
  listKeys = () => Promise.resolve([]);
  getKey = () => Promise.resolve(null);
  getKeyValue = (): Promise<string | null> =>
    Promise.reject(badRequest(`key_id needs a Veil server (stored keys): give key (16–32 characters) instead, or ${SERVER_HINT}`, { field: 'key_id' }));
  createKey = () => unavailable('stored encryption keys');
  getOrCreateDefaultKey = (): Promise<EncryptionKeyRecord> =>
    Promise.reject(badRequest(`without a Veil server there is no stored default key: give key (16–32 characters), or ${SERVER_HINT}`, { field: 'key' }));
  deleteKey = () => Promise.resolve(false);
  recordKeyUse = () => Promise.resolve();
}

export interface LocalEngine {
  ctx: ServiceContext;
  call: () => CallContext;
  close(): Promise<void>;
}

export function localEngine(config: Config, env: NodeJS.ProcessEnv, log: (line: string) => void): LocalEngine {
  ensureEngineFiles();
  const store = new LocalStore(env);
  const scheduler = new Scheduler(schedulerOptions(config));
  const ctx: ServiceContext = {
    store,
    config,
    scheduler,
    meter: new Meter(store),
    onBackgroundError: (err) => log(`background task failed: ${(err as Error).message}`),
  };
  let seq = 0;
  return {
    ctx,
    call: () => ({ account: LOCAL_ACCOUNT, requestId: `local-${++seq}` }),
    close: () => scheduler.close(),
  };
}

/**
 * The configuration of a local session: defaults, without the server's per-request limits (a local
 * user may analyze a file of any size, as the engine alone would) and without worker threads (one
 * caller, one call at a time: threads would only add start-up time).
 */
export function localConfig(base: Config): Config {
  return {
    ...base,
    limits: {
      ...base.limits,
      maxTextLength: Number.POSITIVE_INFINITY,
      maxWorkUnits: Number.POSITIVE_INFINITY,
      maxMatches: Number.POSITIVE_INFINITY,
      maxResultBytes: Number.POSITIVE_INFINITY,
      jobTimeoutMs: Number.POSITIVE_INFINITY,
    },
    scheduler: { ...base.scheduler, workerThresholdChars: Number.MAX_SAFE_INTEGER, workerThreads: 0 },
  };
}
