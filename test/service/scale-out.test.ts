/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * Scale-out, tested: three server processes share one PostgreSQL database (fresh per run, dropped
 * afterwards) and one Redis. Each is started the way deploy/veil@.service starts it: its ExecStart
 * (`node dist/main.js`, the compiled build) in its WorkingDirectory (the repository), with the
 * environment of its EnvironmentFile (deploy/veil.env; the CHANGE_ME values and DATA_DIR replaced by
 * this test's) and its Environment lines (PORT=%i, with 0 here: a free port each). Over keep-alive
 * connections:
 *  - 3,000 billable requests (analyze, anonymize, batch; 1–3 tokens each) spread round-robin with 12
 *    in flight: every one is a 200, each instance served a third, and the charges are exact —
 *    Σ tokens_charged of the responses = ledger delta = balance change = Σ veil_tokens_charged_total
 *    scraped from the three instances' /metrics;
 *  - the rate limit is global: RATE_LIMIT_BASIC=10 across the three → exactly 10 × 200 of 15;
 *  - a token revoked with `veil token revoke` (DATABASE_URL: straight to PostgreSQL, as an operator
 *    does) is refused by every instance once AUTH_CACHE_TTL_MS (the documented window) has passed
 *    since the revocation, although each instance had it cached;
 *  - a preset created through one instance is listed, read and applied by the other two.
 * Skipped with a message when PostgreSQL or Redis is unreachable (a failure with CI=true).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlStore } from '../../src/store/index.ts';
import { PostgresStore } from '../../src/store/index.ts';
import { baseEnv, ROOT, startServer, tempDir, veilJson, type ServerProcess } from '../cli/helpers.ts';
import { initOrClose, postgresProblem, ScratchDatabase, skipReason } from '../support/postgres.ts';
import { call, JWT_SECRET, makeAccount, MASTER_KEY, REDIS_URL, redisSkip } from './harness.ts';

const INSTANCES = 3;
const REQUESTS = 3000;
const IN_FLIGHT = 12;
const METRICS_TOKEN = 'scale-out-metrics-token-0123';
const TIMEOUT = 600_000;
const UNIT = join(ROOT, 'deploy', 'veil@.service');
const ENV_FILE = join(ROOT, 'deploy', 'veil.env');

/** KEY=VALUE lines of a systemd EnvironmentFile (comments on their own lines). */
function environmentFile(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

/** Every `Key=value` of a unit file's [Service] section, in order. */
function serviceSettings(path: string): [string, string][] {
  const out: [string, string][] = [];
  let section = '';
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) section = line;
    else if (section === '[Service]' && /^\w+=/.test(line)) out.push([line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  }
  return out;
}

const unit = serviceSettings(UNIT);
const setting = (key: string) => unit.filter(([k]) => k === key).map(([, v]) => v);
const deployed = environmentFile(ENV_FILE);
const AUTH_CACHE_TTL_MS = Number(deployed.AUTH_CACHE_TTL_MS);

const problem = await postgresProblem();
const skip = skipReason(problem) ?? (await redisSkip());
if (skip) console.log(`# skipping the three-instance test: ${skip}`);

/** Runs `task(i)` for i in [0, n) with at most `limit` running at once. */
async function pool(n: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/** Σ of one counter's samples in a Prometheus text scrape. */
function counterSum(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split('\n')) if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  return sum;
}

describe(`${INSTANCES} instances on one PostgreSQL and one Redis`, { skip }, () => {
  const db = new ScratchDatabase('veil_scale');
  const dataDir = tempDir('scale');
  // The unit's environment: its EnvironmentFile, then its Environment lines (%i: the port).
  const unitEnv: Record<string, string> = { ...deployed };
  for (const line of setting('Environment')) {
    const [key, value] = [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)];
    unitEnv[key] = value.replace('%i', '0');
  }
  const env = baseEnv({
    ...unitEnv,
    // Where the deployment has placeholders, this test's services and secrets.
    DATABASE_URL: db.url,
    REDIS_URL,
    JWT_SECRET,
    MASTER_KEY,
    METRICS_TOKEN,
    DATA_DIR: dataDir,
    // Small enough to reach in the rate-limit test; out of the way of the 3,000 requests.
    RATE_LIMIT_BASIC: '10',
    RATE_LIMIT_BUSINESS: '1000000',
  });
  let store: SqlStore;
  let servers: ServerProcess[] = [];
  let urls: string[] = [];

  before(async () => {
    // What the test maps: the checkout directory, the env file's path; the command is run as is.
    assert.deepEqual(setting('WorkingDirectory'), ['/opt/veil']);
    assert.deepEqual(setting('EnvironmentFile'), ['/etc/veil/veil.env']);
    assert.deepEqual(setting('ExecStart'), ['/usr/bin/env node dist/main.js']);
    for (const [key, value] of Object.entries(deployed)) {
      if (value.includes('CHANGE_ME')) assert.ok(key in env && !env[key]!.includes('CHANGE_ME'), `${key} is not set by the test`);
    }
    assert.equal(env.NODE_ENV, 'production');
    assert.equal(env.TRUST_PROXY, 'true');
    assert.ok(AUTH_CACHE_TTL_MS > 0);
    await db.create();
    // The test's own connection: accounts and tokens (as `veil account create` would), ledger reads.
    store = await initOrClose(new PostgresStore({ databaseUrl: db.url, masterKey: MASTER_KEY }));
    servers = await Promise.all(Array.from({ length: INSTANCES }, () => startServer(env, { entry: 'dist' })));
    urls = servers.map((s) => s.url);
    assert.equal(new Set(urls).size, INSTANCES);
  });

  after(async () => {
    await Promise.all(servers.filter((s) => s.proc.exitCode === null).map((s) => s.stop()));
    await store?.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the unit file passes systemd-analyze verify (where systemd is installed)', (t) => {
    const probe = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
    if (probe.error) {
      t.skip('systemd-analyze is not installed');
      return;
    }
    // A template is verified through an instance name; verify prints problems and exits 0 on some.
    const dir = tempDir('unit');
    try {
      copyFileSync(UNIT, join(dir, 'veil@.service'));
      const run = spawnSync('systemd-analyze', ['verify', join(dir, 'veil@3001.service')], { encoding: 'utf8', timeout: 60_000 });
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stderr.trim(), '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test(`${REQUESTS} requests across the instances: charges exact`, { timeout: TIMEOUT }, async () => {
    const a = await makeAccount(store, 'business');
    await store.topUp(a.account.id, 20_000);
    const balanceBefore = (await store.balance(a.account.id)).total;
    const ledgerBefore = await store.ledgerTotal(a.account.id);

    let charged = 0;
    const perInstance = new Array<number>(INSTANCES).fill(0);
    const failures: string[] = [];
    const started = performance.now();
    await pool(REQUESTS, IN_FLIGHT, async (i) => {
      const instance = i % INSTANCES;
      // 1, 2 or 3 tokens: 1 per started 1,000 characters.
      const text = `${'Nothing here. '.repeat(72 * (i % 3))}Write to person${i}@example.com or call 212-555-0199.`;
      const [path, body] =
        i % 10 === 0
          ? ['/api/pii/batch', { texts: [text, `Mail jane${i}@example.org`] }]
          : i % 5 === 0
            ? ['/api/pii/anonymize', { text }]
            : ['/api/pii/analyze', { text }];
      const res = await call(urls[instance]!, 'POST', path, { token: a.token, body });
      if (res.status !== 200) {
        failures.push(`${path} on ${instance}: ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      assert.equal(Number(res.headers.get('x-tokens-charged')), res.body.tokens_charged);
      charged += res.body.tokens_charged as number;
      perInstance[instance]!++;
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`# ${REQUESTS} requests in ${seconds.toFixed(1)} s (${(REQUESTS / seconds).toFixed(0)}/s), ${charged} tokens, per instance ${perInstance.join(' / ')}`);

    assert.deepEqual(failures, []);
    assert.deepEqual(perInstance, new Array<number>(INSTANCES).fill(REQUESTS / INSTANCES));
    assert.ok(charged > REQUESTS, 'multi-token requests were part of the mix');
    assert.equal((await store.ledgerTotal(a.account.id)) - ledgerBefore, charged);
    assert.equal(balanceBefore - (await store.balance(a.account.id)).total, charged);

    // The instances' own accounting agrees: tokens_charged counters summed over the three.
    let metered = 0;
    for (const url of urls) {
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(res.status, 200);
      metered += counterSum(await res.text(), 'veil_tokens_charged_total');
    }
    assert.equal(metered, charged);
  });

  test('the rate limit is global: 10 per window across all instances', { timeout: TIMEOUT }, async () => {
    const b = await makeAccount(store, 'basic');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await call(urls[i % INSTANCES]!, 'GET', '/api/account', { token: b.token })).status);
    assert.deepEqual(statuses, [...new Array<number>(10).fill(200), ...new Array<number>(5).fill(429)]);
    const refused = await call(urls[0]!, 'GET', '/api/account', { token: b.token });
    assert.equal(refused.body.details.reason, 'rate_limited');
    assert.equal(refused.body.details.limit, 10);
  });

  test(`a revoked token is refused by every instance within AUTH_CACHE_TTL_MS (${AUTH_CACHE_TTL_MS} ms)`, { timeout: TIMEOUT }, async () => {
    const c = await makeAccount(store, 'pro');
    // Every instance has verified (and cached) the token.
    for (const url of urls) assert.equal((await call(url, 'GET', '/api/account', { token: c.token })).status, 200);
    const revokeStarted = Date.now();
    assert.deepEqual(await veilJson(['token', 'revoke', c.tokenId], env), { id: c.tokenId, revoked: true });
    const wait = revokeStarted + AUTH_CACHE_TTL_MS + 100 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    for (const url of urls) {
      const res = await call(url, 'GET', '/api/account', { token: c.token });
      assert.equal(res.status, 401, `${url} still accepts the revoked token`);
      assert.deepEqual(res.body, { error: 'Unauthorized' });
    }
  });

  test('a preset created through one instance is visible and applied on the others', { timeout: TIMEOUT }, async () => {
    const d = await makeAccount(store, 'pro');
    const created = await call(urls[0]!, 'POST', '/api/presets', { token: d.token, body: { name: 'emails only', settings: { entities: ['EMAIL_ADDRESS'] } } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    for (const url of urls.slice(1)) {
      const read = await call(url, 'GET', `/api/presets/${created.body.id as string}`, { token: d.token });
      assert.equal(read.status, 200);
      assert.deepEqual(read.body, created.body);
      const listed = await call(url, 'GET', '/api/presets', { token: d.token });
      assert.deepEqual(
        (listed.body.presets as { id: string }[]).map((p) => p.id),
        [created.body.id],
      );
      const applied = await call(url, 'POST', '/api/pii/analyze', { token: d.token, body: { text: 'Call 212-555-0199 or mail jo@example.com', preset_id: created.body.id } });
      assert.equal(applied.status, 200);
      assert.deepEqual(
        (applied.body.entities as { entity_type: string }[]).map((e) => e.entity_type),
        ['EMAIL_ADDRESS'],
      );
    }
  });
});
