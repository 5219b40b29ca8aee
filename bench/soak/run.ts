/**
 * The soak and chaos run: the real server (src/main.ts) in a child process on loopback, driven by
 * `clients` concurrent clients sending the mix of traffic.ts for `seconds`, while faults are
 * injected — kill -9 of the server and a restart on the same data, and on PostgreSQL the
 * termination of every server connection — and afterwards the checks of checks.ts, the survival of
 * acknowledged presets and keys, and the server's RSS against its start.
 *
 * Phases: set-up (accounts, tokens and a balance snapshot, through the store in this process, before
 * the server owns the data) → start → warm-up (every action and attack once per client, then mixed
 * traffic) → settle → baseline RSS → soak with faults → settle → end RSS → acknowledged resources
 * still there → SIGTERM (exit 0 expected) → ledger and balances read through the store → verdict.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { judge, type AccountBalance, type Fault, type LedgerRow, type Outcome, type Verdict } from './checks.ts';
import { rssMb, SoakServer } from './server.ts';
import { prng, step, warmUp, type Answer, type Client, type RequestSpec, type Send, type Tokens } from './traffic.ts';

export interface SoakOptions {
  backend: 'pglite' | 'postgres';
  /** Seconds of soak traffic (after the warm-up). */
  seconds: number;
  /** Concurrent clients (at least 3: business clients, one basic, one nearly empty pro account). */
  clients: number;
  /** Share of hostile requests (default 0.05). */
  hostileShare?: number;
  /** Seconds of mixed traffic after the one-of-each warm-up (default 10% of `seconds`, 5–30). */
  warmUpSeconds?: number;
  /** Idle time before each RSS reading (default 10 s). */
  settleMs?: number;
  /** PostgreSQL server for the postgres backend; a fresh database is created on it and dropped after. */
  adminUrl?: string;
  /** The documents the clients send. */
  docs: readonly string[];
  seed?: number;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Fault instants as fractions of the soak (defaults: kill at 0.45; PostgreSQL terminations every 10% except near the kill). */
  killAt?: readonly number[];
  pgTerminateAt?: readonly number[];
  /** How long after a connection termination a 5xx still counts as caused by it (default 1,000 ms). */
  pgGraceMs?: number;
}

export interface SoakReport {
  backend: string;
  seconds: number;
  clients: number;
  requests: number;
  requestsPerSecond: number;
  hostile: number;
  faults: Fault[];
  verdict: Verdict;
  rss: { baselineMb: number; peakMb: number; endMb: number; ratio: number; withinLimit: boolean; restartedMb: number };
  restartMs: number[];
  resources: { presets: number; keys: number; missing: string[] };
  exitCode: number | null;
  /** Every failure: the verdict's, RSS, lost resources, exit code. Empty = passed. */
  failures: string[];
  serverLog: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** RSS end / baseline above this fails the run. */
export const RSS_LIMIT = 1.2;

interface Setup {
  clients: Omit<Client, 'random' | 'docs'>[];
  ids: Map<string, string>;
  before: Map<string, number>;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => undefined);
  const hostileShare = options.hostileShare ?? 0.05;
  const settleMs = options.settleMs ?? 10_000;
  const warmUpSeconds = options.warmUpSeconds ?? Math.min(30, Math.max(5, options.seconds * 0.1));
  const killAt = options.killAt ?? [0.45];
  const pgTerminateAt = options.backend === 'postgres' ? (options.pgTerminateAt ?? [0.1, 0.2, 0.3, 0.6, 0.7, 0.8, 0.9]) : [];
  const pgGraceMs = options.pgGraceMs ?? 1000;
  if (options.clients < 3) throw new Error('the soak needs at least 3 clients');

  const tag = `soak-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'veil-soak-'));
  const jwtSecret = `soak-jwt-${randomBytes(16).toString('hex')}`;
  const masterKey = `soak-master-${randomBytes(16).toString('hex')}`;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (options.backend === 'postgres') {
    if (!options.adminUrl) throw new Error('adminUrl is required for the postgres backend');
    dbName = `veil_soak_${randomBytes(6).toString('hex')}`;
    await adminQuery(options.adminUrl, `create database ${dbName}`);
    const u = new URL(options.adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const server = new SoakServer({
    dataDir,
    databaseUrl,
    jwtSecret,
    masterKey,
    // Business clients are not rate limited (the soak measures the service, not the limiter); the
    // basic client keeps the default 60/min and so also sees 429s.
    extra: { RATE_LIMIT_BUSINESS: '1000000', RATE_LIMIT_PRO: '1000000', WORKER_IDLE_MS: '5000' },
  });
  try {
    log(`set-up: ${options.backend}, ${options.clients} clients, ${options.seconds} s, hostile ${(hostileShare * 100).toFixed(0)}%`);
    const setup = await setUp({ dataDir, databaseUrl, masterKey, jwtSecret, clients: options.clients });
    const started = performance.now();
    await server.start();
    log(`server started in ${((performance.now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`);

    // ---- traffic machinery
    const outcomes: Outcome[] = [];
    const faults: Fault[] = [];
    let seq = 0;
    let gate: Promise<void> = Promise.resolve();
    let recording = true;
    const sendFor =
      (client: Client): Send =>
      async (spec: RequestSpec): Promise<Answer | null> => {
        await gate;
        const id = `${tag}-${++seq}`;
        const outcome = await send(server.url, id, client, spec);
        if (recording) outcomes.push(outcome.outcome);
        // A client backs off on 429 (rate limit, or the nearly empty account's balance).
        if (outcome.answer?.status === 429) await sleep(250);
        // No answer: do not spin on a dead port.
        if (outcome.answer === null) await sleep(100);
        return outcome.answer;
      };
    const clients: Client[] = setup.clients.map((c, i) => ({ ...c, random: prng((options.seed ?? 42) * 1000 + i), docs: options.docs }));

    let stopAt = 0;
    const loop = async (c: Client) => {
      const s = sendFor(c);
      while (performance.now() < stopAt) {
        await step(c, s, hostileShare);
        // The basic client is rate limited to 60/min: no point hammering 429s.
        if (c.plan === 'basic') await sleep(500);
      }
    };

    // ---- warm-up (one client walks every path once; that is what the baseline must have seen)
    await warmUp(clients[0]!, sendFor(clients[0]!));
    stopAt = performance.now() + warmUpSeconds * 1000;
    await Promise.all(clients.map(loop));
    log(`warm-up done: ${outcomes.length} requests; settling ${settleMs / 1000} s`);
    await sleep(settleMs);
    const baselineMb = rssMb(server.pid);
    log(`baseline RSS ${baselineMb.toFixed(0)} MB`);

    // ---- soak with faults
    const soakStart = performance.now();
    const duration = options.seconds * 1000;
    stopAt = soakStart + duration;
    const countBefore = outcomes.length;
    let peakMb = baselineMb;
    const sampler = setInterval(() => {
      const mb = rssMb(server.pid);
      if (mb > peakMb) peakMb = mb;
    }, 1000);
    const restartMs: number[] = [];
    let restartedMb = NaN;
    const chaos = (async () => {
      const plan = [...killAt.map((f) => ({ f, kind: 'kill' as const })), ...pgTerminateAt.map((f) => ({ f, kind: 'pg-terminate' as const }))].sort((a, b) => a.f - b.f);
      for (const p of plan) {
        const wait = soakStart + p.f * duration - performance.now();
        if (wait > 0) await sleep(wait);
        if (p.kind === 'kill') {
          const generation = server.generation;
          const at = performance.now();
          let release!: () => void;
          gate = new Promise((r) => (release = r));
          await server.kill9();
          log(`kill -9 at ${((at - soakStart) / 1000).toFixed(1)} s`);
          await server.start();
          const until = performance.now();
          release();
          restartMs.push(until - at);
          faults.push({ kind: 'kill', at, until, detail: generation });
          log(`restarted in ${((until - at) / 1000).toFixed(1)} s (pid ${server.pid})`);
          setTimeout(() => {
            restartedMb = rssMb(server.pid);
          }, 10_000).unref();
        } else {
          const at = performance.now();
          const n = await terminateConnections(options.adminUrl!, dbName!);
          faults.push({ kind: 'pg-terminate', at, until: performance.now() + pgGraceMs, detail: n });
          log(`terminated ${n} PostgreSQL connections at ${((at - soakStart) / 1000).toFixed(1)} s`);
        }
      }
    })();
    await Promise.all([...clients.map(loop), chaos]);
    const soakMs = performance.now() - soakStart;
    clearInterval(sampler);
    const soakOutcomes = outcomes.slice(countBefore);
    log(`soak done: ${soakOutcomes.length} requests in ${(soakMs / 1000).toFixed(1)} s; settling ${settleMs / 1000} s`);
    recording = false;

    await sleep(settleMs);
    const endMb = rssMb(server.pid);

    // ---- acknowledged presets and keys are still there
    const missing: string[] = [];
    let presetCount = 0;
    let keyCount = 0;
    const crashes = [...server.crashes];
    if (!server.alive()) {
      // Read the books all the same: a crash must not hide a charge problem.
      await server.start();
    }
    for (const c of clients) {
      const presets = await listAll(server.url, c.tokens.valid, '/api/presets', 'presets');
      const keys = await listAll(server.url, c.tokens.valid, '/api/encryption-keys', 'keys');
      presetCount += c.presets.size;
      keyCount += c.keys.size;
      for (const id of c.presets.keys()) if (!presets.has(id)) missing.push(`${c.label} preset ${id}`);
      for (const id of c.keys) if (!keys.has(id)) missing.push(`${c.label} key ${id}`);
    }

    const exitCode = await server.stop();
    const serverLog = server.output();

    // ---- ledger and balances
    const { ledger, balances } = await readBack({ dataDir, databaseUrl, masterKey, setup });
    const verdict = judge(outcomes, faults, ledger, balances);
    const ratio = endMb / baselineMb;
    const failures = [...crashes.map((c) => `the server crashed: ${c}`), ...verdict.failures];
    if (!(ratio <= RSS_LIMIT)) failures.push(`RSS ${endMb.toFixed(0)} MB at the end is ${((ratio - 1) * 100).toFixed(0)}% above the ${baselineMb.toFixed(0)} MB baseline (limit +${((RSS_LIMIT - 1) * 100).toFixed(0)}%)`);
    if (missing.length > 0) failures.push(`acknowledged resources lost: ${missing.length} (e.g. ${missing.slice(0, 5).join('; ')})`);
    if (exitCode !== 0) failures.push(`the server exited with ${exitCode} on SIGTERM`);
    if (faults.filter((f) => f.kind === 'kill').length !== killAt.length) failures.push('not every planned kill happened');
    return {
      backend: options.backend,
      seconds: soakMs / 1000,
      clients: options.clients,
      requests: soakOutcomes.length,
      requestsPerSecond: soakOutcomes.length / (soakMs / 1000),
      hostile: soakOutcomes.filter((o) => o.hostile).length,
      faults,
      verdict,
      rss: { baselineMb, peakMb, endMb, ratio, withinLimit: ratio <= RSS_LIMIT, restartedMb },
      restartMs,
      resources: { presets: presetCount, keys: keyCount, missing },
      exitCode,
      failures,
      serverLog,
    };
  } finally {
    if (server.alive()) await server.kill9();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName && options.adminUrl) await adminQuery(options.adminUrl, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
  }
}

// ------------------------------------------------------------------ one request

async function send(base: string, id: string, client: Client, spec: RequestSpec): Promise<{ outcome: Outcome; answer: Answer | null }> {
  const headers: Record<string, string> = { 'x-request-id': id, ...spec.headers };
  const token = spec.token === undefined ? client.tokens.valid : spec.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | Buffer | FormData | undefined;
  if (spec.form) body = spec.form;
  else if (spec.raw !== undefined) body = spec.raw;
  else if (spec.json !== undefined) body = JSON.stringify(spec.json);
  if (body !== undefined && !spec.form) headers['content-type'] = spec.contentType ?? 'application/json';
  const start = performance.now();
  const base_: Omit<Outcome, 'end' | 'status' | 'expected' | 'tokensCharged'> = { id, kind: spec.kind, hostile: spec.hostile, account: client.label, start, mayBeCut: spec.mayBeCut ?? false };
  try {
    const res = await fetch(base + spec.path, { method: spec.method, headers, ...(body !== undefined ? { body } : {}), signal: AbortSignal.timeout(180_000) });
    const text = await res.text();
    const end = performance.now();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON
    }
    const charged = res.headers.get('x-tokens-charged');
    const outcome: Outcome = {
      ...base_,
      end,
      status: res.status,
      expected: res.status === 429 || spec.expect.includes(res.status),
      tokensCharged: res.status === 200 && charged !== null ? Number(charged) : null,
    };
    if (res.status >= 500) outcome.serverError = typeof parsed === 'object' && parsed !== null ? String((parsed as { error?: unknown }).error) : text.slice(0, 100);
    // The id must come back, on every answer (the bogus one is replaced by a fresh one).
    if (spec.kind !== 'bogus-request-id' && res.headers.get('x-request-id') !== id && res.status !== 431) {
      outcome.expected = false;
    }
    return { outcome, answer: { status: res.status, body: parsed } };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return { outcome: { ...base_, end: performance.now(), status: null, networkError: e.cause?.code ?? e.name, expected: false, tokensCharged: null }, answer: null };
  }
}

async function listAll(base: string, token: string, path: string, field: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = '';
  while (cursor !== null) {
    const res = await fetch(`${base}${path}?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    for (const item of body[field] as { id: string }[]) ids.add(item.id);
    cursor = (body.next_cursor as string | null | undefined) ?? null;
  }
  return ids;
}

// ------------------------------------------------------------------ store access (before and after the server)

async function openSoakStore(dataDir: string, databaseUrl: string | undefined, masterKey: string) {
  const { openStore } = await import('../../src/store/index.ts');
  const store = openStore({ dataDir, databaseUrl, masterKey });
  await store.init();
  return store;
}

async function setUp(o: { dataDir: string; databaseUrl: string | undefined; masterKey: string; jwtSecret: string; clients: number }): Promise<Setup> {
  const { issueToken, signToken } = await import('../../src/service/auth.ts');
  const store = await openSoakStore(o.dataDir, o.databaseUrl, o.masterKey);
  try {
    const ids = new Map<string, string>();
    const before = new Map<string, number>();
    const clients: Setup['clients'] = [];
    const otherSecret = `not-the-secret-${randomBytes(16).toString('hex')}`;
    for (let i = 0; i < o.clients; i++) {
      // The last two clients: a rate-limited basic account and a pro account with 150 tokens left.
      const plan = i === o.clients - 2 ? 'basic' : i === o.clients - 1 ? 'pro' : 'business';
      const label = plan === 'business' ? `business-${i}` : plan === 'basic' ? 'basic' : 'pro-nearly-empty';
      const account = await store.createAccount({ email: `${label}-${randomBytes(3).toString('hex')}@soak.test`, plan });
      if (plan === 'pro') {
        const r = await store.charge({ accountId: account.id, tokens: account.allowanceLeft - 150, endpoint: 'soak-setup', reference: 'soak-setup' });
        if (!r.ok) throw new Error('set-up charge refused');
      } else {
        await store.topUp(account.id, 50_000_000);
      }
      const valid = await issueToken(store, o.jwtSecret, { accountId: account.id, name: 'soak' });
      const expired = await issueToken(store, o.jwtSecret, { accountId: account.id, name: 'soak-expired', expiresAt: new Date(Date.now() - 60_000) });
      const revoked = await issueToken(store, o.jwtSecret, { accountId: account.id, name: 'soak-revoked' });
      await store.revokeApiToken(revoked.id);
      const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const tokens: Tokens = {
        valid: valid.token,
        expired: expired.token,
        revoked: revoked.token,
        forged: await signToken(otherSecret, { id: valid.id, accountId: account.id, expiresAt: null }),
        algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: account.id, jti: valid.id })}.`,
      };
      ids.set(label, account.id);
      before.set(account.id, (await store.balance(account.id)).total);
      clients.push({ label, plan, tokens, presets: new Map(), keys: new Set(), uncertain: new Set() });
    }
    return { clients, ids, before };
  } finally {
    await store.close();
  }
}

async function readBack(o: { dataDir: string; databaseUrl: string | undefined; masterKey: string; setup: Setup }): Promise<{ ledger: LedgerRow[]; balances: AccountBalance[] }> {
  const { usageLedger } = await import('../../src/store/schema.ts');
  const store = await openSoakStore(o.dataDir, o.databaseUrl, o.masterKey);
  try {
    const ids = [...o.setup.ids.values()];
    const rows = await store.db
      .select({ accountId: usageLedger.accountId, reference: usageLedger.reference, tokens: usageLedger.tokens })
      .from(usageLedger)
      .where(inArray(usageLedger.accountId, ids));
    const ledger = rows.filter((r) => r.reference !== 'soak-setup');
    const balances: AccountBalance[] = [];
    for (const [label, id] of o.setup.ids) balances.push({ label, id, before: o.setup.before.get(id)!, after: (await store.balance(id)).total });
    return { ledger, balances };
  } finally {
    await store.close();
  }
}

// ------------------------------------------------------------------ PostgreSQL

async function adminQuery(adminUrl: string, statement: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/** Terminates every connection to the soak database (the server's pool); returns how many. */
async function terminateConnections(adminUrl: string, dbName: string): Promise<number> {
  const r = await adminQuery(adminUrl, 'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()) t', [dbName]);
  return (r.rows[0] as { n: number }).n;
}

/** null when the PostgreSQL server answers, else why not. */
export async function postgresUnreachable(adminUrl: string): Promise<string | null> {
  try {
    await adminQuery(adminUrl, 'select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

// ------------------------------------------------------------------ report

export function formatReport(r: SoakReport): string[] {
  const v = r.verdict;
  const c = v.charges;
  const statuses = Object.entries(v.answers.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const kills = r.faults.filter((f) => f.kind === 'kill').length;
  const terms = r.faults.filter((f) => f.kind === 'pg-terminate');
  return [
    `  backend ${r.backend}: ${r.seconds.toFixed(0)} s, ${r.clients} clients, ${r.requests} requests (${r.requestsPerSecond.toFixed(1)} req/s), ${r.hostile} hostile (${((r.hostile / Math.max(1, r.requests)) * 100).toFixed(1)}%)`,
    `  faults: ${kills} × kill -9 (restart → listening ${r.restartMs.map((m) => `${(m / 1000).toFixed(1)} s`).join(', ') || '–'})` +
      (terms.length ? `, ${terms.length} × pg_terminate_backend (${terms.map((t) => t.detail).join(', ')} connections)` : ''),
    `  answers (warm-up included, ${v.answers.total}): ${statuses}`,
    `  5xx: ${v.answers.serverErrors} (${v.answers.serverErrorsInjected} during injected faults, ${v.answers.serverErrors - v.answers.serverErrorsInjected} otherwise); ` +
      `no answer: ${v.answers.noAnswerHitByKill} cut or refused by the kill, ${v.answers.noAnswerCutUpload} uploads cut after the server's answer; unexpected statuses: ${v.answers.unexpected}`,
    `  charges: ${c.ok200Billable} billable 200s carrying ${c.tokensIn200s} tokens; ledger ${c.ledgerRows} rows / ${c.ledgerTokens} tokens; balance change ${c.balanceChange}; ` +
      `charged but cut by a fault: ${c.chargedButCut} (${c.chargedButCutTokens} tokens)`,
    `  RSS: baseline ${r.rss.baselineMb.toFixed(0)} MB, peak ${r.rss.peakMb.toFixed(0)} MB, 10 s after the restart ${Number.isNaN(r.rss.restartedMb) ? '–' : `${r.rss.restartedMb.toFixed(0)} MB`}, ` +
      `end (after settling, no forced GC) ${r.rss.endMb.toFixed(0)} MB = ${(r.rss.ratio * 100).toFixed(0)}% of baseline (limit ${(RSS_LIMIT * 100).toFixed(0)}%)`,
    `  acknowledged resources checked after the soak: ${r.resources.presets} presets, ${r.resources.keys} keys, ${r.resources.missing.length} missing; SIGTERM exit code ${r.exitCode}`,
    r.failures.length === 0 ? '  verdict: PASS' : `  verdict: FAIL\n${r.failures.map((f) => `    - ${f}`).join('\n')}`,
  ];
}
