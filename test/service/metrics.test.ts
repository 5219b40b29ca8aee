/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * GET /metrics over real HTTP on PGlite: absent without METRICS_TOKEN (404), 401 without or with a
 * wrong bearer token, and with the right one Prometheus text whose figures follow the traffic sent:
 * requests by route/status/plan, tokens charged, rate-limit and balance refusals, queue wait per
 * plan, store commits, time per request stage, and no account ids or request text. Also X-Request-Id
 * on every answer.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, makeAccount, pgliteBackend, startServer, type Server } from './harness.ts';
import type { SqlStore } from '../../src/store/index.ts';
import { STAGES } from '../../src/service/stages.ts';

const TOKEN = 'metrics-test-token-0123456789';

/** The value of one sample line `name{labels} value` (labels in prom-client's order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have: Record<string, string> = {};
    for (const x of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) have[x[1]!] = x[2]!;
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function scrape(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return res.text();
}

describe('GET /metrics', () => {
  const backend = pgliteBackend();
  let store: SqlStore;
  let server: Server;
  let plain: Server;

  before(async () => {
    store = await backend.openStore();
    server = await startServer(store, { config: { metricsToken: TOKEN, rateLimits: { basic: 3, pro: 100_000, business: 100_000 } } });
    plain = await startServer(store);
  });
  after(async () => {
    await server.close();
    await plain.close();
    await store.close();
  });

  test('without METRICS_TOKEN there is no such route', async () => {
    const res = await call(plain.url, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.status, 404);
  });

  test('401 without a token, with a wrong one, or with an API token', async () => {
    const a = await makeAccount(store, 'business');
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: `Bearer ${a.token}` }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const res = await call(server.url, 'GET', '/metrics', { headers });
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, { error: 'Unauthorized' });
      assert.ok(res.headers.get('x-request-id'));
    }
  });

  test('requests, tokens, refusals, queue wait and commits follow the traffic', async () => {
    const pro = await makeAccount(store, 'pro');
    const basic = await makeAccount(store, 'basic');
    const poor = await makeAccount(store, 'business', { balance: 0 });
    const before = await scrape(server.url);
    const okBefore = sample(before, 'veil_http_requests_total', { route: '/api/pii/analyze', method: 'POST', status: '200', plan: 'pro' }) ?? 0;
    const tokensBefore = sample(before, 'veil_tokens_charged_total', { endpoint: 'analyze', plan: 'pro' }) ?? 0;

    const secret = 'jane.secret@example.com';
    for (let i = 0; i < 3; i++) assert.equal((await call(server.url, 'POST', '/api/pii/analyze', { token: pro.token, body: { text: `Write to ${secret}` } })).status, 200);
    // 2,500 characters: 3 tokens.
    assert.equal((await call(server.url, 'POST', '/api/pii/analyze', { token: pro.token, body: { text: 'x'.repeat(2500) } })).status, 200);
    assert.equal((await call(server.url, 'POST', '/api/pii/analyze', { token: pro.token, body: {} })).status, 400);
    // basic: 3 requests per window, the fourth is refused.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(server.url, 'GET', '/api/account', { token: basic.token })).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const broke = await call(server.url, 'POST', '/api/pii/analyze', { token: poor.token, body: { text: 'hello' } });
    assert.equal(broke.status, 429);
    assert.equal(broke.body.details.reason, 'insufficient_tokens');
    assert.equal((await call(server.url, 'GET', '/nowhere/42')).status, 404);

    const text = await scrape(server.url);
    assert.equal(sample(text, 'veil_http_requests_total', { route: '/api/pii/analyze', method: 'POST', status: '200', plan: 'pro' }), okBefore + 4);
    assert.equal(sample(text, 'veil_http_requests_total', { route: '/api/pii/analyze', method: 'POST', status: '400', plan: 'pro' }), 1);
    assert.equal(sample(text, 'veil_http_requests_total', { route: '/api/account', method: 'GET', status: '429', plan: 'basic' }), 1);
    assert.equal(sample(text, 'veil_http_requests_total', { route: 'unmatched', method: 'GET', status: '404', plan: 'none' }), 1);
    assert.equal(sample(text, 'veil_tokens_charged_total', { endpoint: 'analyze', plan: 'pro' }), tokensBefore + 6);
    assert.equal(sample(text, 'veil_refused_requests_total', { reason: 'rate_limited', plan: 'basic' }), 1);
    assert.equal(sample(text, 'veil_refused_requests_total', { reason: 'insufficient_tokens', plan: 'business' }), 1);
    assert.ok((sample(text, 'veil_http_request_duration_seconds_count', { route: '/api/pii/analyze', method: 'POST' }) ?? 0) >= 5);
    assert.ok((sample(text, 'veil_detection_queue_wait_seconds_count', { lane: 'inline', plan: 'pro' }) ?? 0) >= 4);
    assert.equal(sample(text, 'veil_detection_queue_depth', { lane: 'inline', plan: 'business' }), 0);
    assert.ok((sample(text, 'veil_detection_busy_seconds_total', { lane: 'inline' }) ?? 0) > 0);
    assert.ok((sample(text, 'veil_store_commit_duration_seconds_count') ?? 0) >= 1);
    assert.ok((sample(text, 'veil_store_committed_charges_total') ?? 0) >= 4);
    assert.ok(sample(text, 'veil_detection_worker_threads') !== undefined);
    assert.ok(sample(text, 'process_cpu_user_seconds_total') !== undefined);
    // Scrapes are not counted, and nothing identifying leaks into labels.
    assert.equal(sample(text, 'veil_http_requests_total', { route: '/metrics' }), undefined);
    for (const leak of [secret, pro.account.id, pro.account.email, pro.token]) assert.ok(!text.includes(leak), `metrics contain ${leak}`);
  });

  test('time per stage: every stage of analyze is counted, and the stages add up to the request time', async () => {
    const business = await makeAccount(store, 'business');
    const route = { route: '/api/pii/analyze', method: 'POST' };
    const stageOf = (text: string, stage: string, of = route) => sample(text, 'veil_request_stage_seconds_total', { ...of, stage }) ?? 0;
    const before = await scrape(server.url);
    for (let i = 0; i < 5; i++) {
      const res = await call(server.url, 'POST', '/api/pii/analyze', { token: business.token, body: { text: `Call Jane Doe at 212-555-01${10 + i}` } });
      assert.equal(res.status, 200);
    }
    assert.equal((await call(server.url, 'GET', '/api/account', { token: business.token })).status, 200);
    const after = await scrape(server.url);

    const added = Object.fromEntries(STAGES.map((stage) => [stage, stageOf(after, stage) - stageOf(before, stage)]));
    for (const stage of STAGES) assert.ok(added[stage]! > 0, `stage ${stage} of analyze: ${added[stage]} s`);
    // The stages partition the request: their sum is the time the latency histogram saw, less
    // the few microseconds before the first hook.
    const stagesSum = STAGES.reduce((sum, stage) => sum + stageOf(after, stage), 0);
    const latencySum = sample(after, 'veil_http_request_duration_seconds_sum', route)!;
    assert.ok(stagesSum <= latencySum + 1e-6, `stages ${stagesSum} s > latency ${latencySum} s`);
    assert.ok(stagesSum > 0.8 * latencySum, `stages ${stagesSum} s cover too little of latency ${latencySum} s`);
    // A route without detection or metering spends nothing in those stages.
    const account = { route: '/api/account', method: 'GET' };
    assert.ok(stageOf(after, 'handler', account) > 0);
    assert.equal(stageOf(after, 'detect', account), 0);
    assert.equal(stageOf(after, 'meter', account), 0);
    // Only the known stages, and never the scrapes themselves.
    for (const line of after.split('\n').filter((l) => l.startsWith('veil_request_stage_seconds_total{'))) {
      assert.match(line, /stage="(auth|parse|handler|detect|meter|serialize)"/);
      assert.doesNotMatch(line, /route="\/metrics"/);
    }
  });

  test('X-Request-Id: a valid incoming one is kept, an invalid one replaced, also on errors', async () => {
    const kept = await call(server.url, 'GET', '/api/account', { headers: { 'x-request-id': 'client-trace.42' } });
    assert.equal(kept.status, 401);
    assert.equal(kept.headers.get('x-request-id'), 'client-trace.42');
    const replaced = await call(server.url, 'GET', '/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    assert.match(replaced.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    const metrics = await call(server.url, 'GET', '/metrics', { headers: { 'x-request-id': 'scrape-1' } });
    assert.equal(metrics.headers.get('x-request-id'), 'scrape-1');
  });
});
