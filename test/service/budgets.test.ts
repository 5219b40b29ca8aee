/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * Work budgets over real HTTP: the attack requests of issue 10 (ad hoc patterns that multiply the
 * matching cost, patterns that match everywhere, results larger than memory, a job that runs
 * forever, a worker that runs out of heap) at small but representative sizes, with the limits
 * scaled down by configuration. Each must end in a 413 naming the budget, charge nothing, and
 * leave the server (and its worker pool) answering the next request.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, makeAccount, pgliteBackend, startServer, type Res, type Server, type TestAccount } from './harness.ts';
import type { SqlStore } from '../../src/store/index.ts';
import { DEFAULT_LIMITS, testConfig, type Config } from '../../src/config.ts';
import { HARD_STOP_GRACE_MS } from '../../src/service/scheduler.ts';

const TEXT = 'Contact Jane Doe at jane.doe@example.com or 212-555-0123.';
const backend = pgliteBackend();

const recognizers = (n: number, patterns: number, regex: string) =>
  Array.from({ length: n }, (_, i) => ({ entity_type: `HOSTILE_${i}`, patterns: Array.from({ length: patterns }, () => ({ regex, score: 0.5 })) }));

function limits(overrides: Partial<Config['limits']>): Partial<Config> {
  return { limits: { ...DEFAULT_LIMITS, ...overrides } };
}
const defaults = testConfig();

describe('work budgets over HTTP', () => {
  let store: SqlStore;
  const servers: Server[] = [];
  let user: TestAccount;

  before(async () => {
    store = await backend.openStore();
    user = await makeAccount(store, 'business');
  });
  after(async () => {
    for (const s of servers) await s.close();
    await store.close();
  });

  async function server(config: Partial<Config>): Promise<string> {
    const s = await startServer(store, { config });
    servers.push(s);
    return s.url;
  }

  /** Sends a hostile request; expects 413 naming `budget`, nothing charged, and a healthy server after. */
  async function refused(url: string, path: string, body: unknown, budget: string): Promise<Res> {
    const before = (await store.balance(user.account.id)).total;
    const res = await call(url, 'POST', path, { token: user.token, body });
    assert.equal(res.status, 413, JSON.stringify(res.body).slice(0, 300));
    assert.match(res.body.error, /^Work budget exceeded: /);
    assert.equal(res.body.details.reason, 'work_budget_exceeded');
    assert.equal(res.body.details.budget, budget);
    assert.equal((await store.balance(user.account.id)).total, before, 'refused work charges nothing');
    const next = await call(url, 'POST', '/api/pii/analyze', { token: user.token, body: { text: TEXT } });
    assert.equal(next.status, 200, 'the server answers the next request');
    return res;
  }

  test('cost estimate: 20 × 20 heavy patterns on a long text → 413 before any work, naming the limit', async () => {
    const url = await server({});
    const scheduler = servers.at(-1)!.app.veil.scheduler;
    const body = { text: 'a'.repeat(50_000), ad_hoc_recognizers: recognizers(20, 20, '[a-z]{1,100}x?[a-z]{1,100}') };
    const jobsBefore = scheduler.stats.inlineJobs + scheduler.stats.workerJobs;
    const res = await call(url, 'POST', '/api/pii/analyze', { token: user.token, body });
    assert.equal(scheduler.stats.inlineJobs + scheduler.stats.workerJobs, jobsBefore, 'refused up front: no job was queued');
    assert.equal(res.status, 413);
    await refused(url, '/api/pii/analyze', body, 'work');
    assert.equal(res.body.details.limit, DEFAULT_LIMITS.maxWorkUnits);
    assert.ok(res.body.details.estimated > DEFAULT_LIMITS.maxWorkUnits);
    // The same budget holds for anonymize and for a batch (summed over its documents).
    await refused(url, '/api/pii/anonymize', body, 'work');
    const share = { ad_hoc_recognizers: recognizers(1, 20, '[a-z]{1,100}x?[a-z]{1,100}') };
    const docs = Array.from({ length: 10 }, () => ({ text: 'a'.repeat(5_000) }));
    const ok = await call(url, 'POST', '/api/pii/batch', { token: user.token, body: { documents: docs.slice(0, 1), ...share } });
    assert.equal(ok.status, 200, 'one document is within the budget');
    const tight = await server(limits({ maxWorkUnits: 5_000 * 20 * 402 * 5 }));
    await refused(tight, '/api/pii/batch', { documents: docs, ...share }, 'work');
    // Ordinary ad hoc use stays well inside the default budget at the largest text.
    const normal = { text: 'x'.repeat(1000), ad_hoc_recognizers: recognizers(5, 4, 'EMP-\\d{5}') };
    assert.equal((await call(url, 'POST', '/api/pii/analyze', { token: user.token, body: normal })).status, 200);
  });

  test("match cap: '.' matching every character → 413 matches instead of a response of millions of entities", async () => {
    const url = await server(limits({ maxMatches: 2_000 }));
    await refused(url, '/api/pii/analyze', { text: 'a'.repeat(5_000), ad_hoc_recognizers: recognizers(1, 1, '.') }, 'matches');
    await refused(url, '/api/pii/anonymize', { text: 'a'.repeat(5_000), ad_hoc_recognizers: recognizers(1, 1, '.') }, 'matches');
    // Below the cap the same pattern is served.
    const res = await call(url, 'POST', '/api/pii/analyze', { token: user.token, body: { text: 'a'.repeat(500), ad_hoc_recognizers: recognizers(1, 1, '.') } });
    assert.equal(res.status, 200);
    assert.equal(res.body.entities.length, 500);
  });

  test('result size: overlapping long matches → 413 response_size', async () => {
    const url = await server(limits({ maxResultBytes: 20_000 }));
    const body = { text: 'a'.repeat(4_000), allow_overlaps: true, ad_hoc_recognizers: recognizers(4, 1, 'a{1000}') };
    await refused(url, '/api/pii/analyze', body, 'response_size');
  });

  test('time budget on the main thread: the engine stops itself between matches', async () => {
    const url = await server({ ...limits({ jobTimeoutMs: 100 }), scheduler: { ...defaults.scheduler, workerThreads: 0 } });
    // ~0.3 s per pattern on this text (a match every ~600 characters); 10 of them cannot finish in 100 ms.
    const body = { text: 'a'.repeat(15_000), ad_hoc_recognizers: recognizers(1, 10, '(?:a?){300}a{300}') };
    const res = await refused(url, '/api/pii/analyze', body, 'time');
    assert.equal(res.body.details.limit, 100);
  });

  test('time budget in a batch split between the HTTP thread and a worker: 413 time, nothing charged, both lanes serve on', { timeout: 120_000 }, async () => {
    const url = await server({
      // 1 s, not 100 ms: the ordinary batch at the end must not run out of time on a busy machine.
      ...limits({ jobTimeoutMs: 1000, maxWorkUnits: 10 ** 12 }),
      // Heavy ad hoc work does not send a document to a worker alone here: the batch is split in chunks.
      scheduler: { ...defaults.scheduler, workerThreads: 1, workerThresholdWork: 10 ** 12, batchChunkDocs: 4 },
    });
    const scheduler = servers.at(-1)!.app.veil.scheduler;
    await scheduler.warmUp();
    const before = scheduler.stats;
    // ~0.3 s per pattern per document (as on the main thread above): every document spends its 1 s.
    const slow = { text: 'a'.repeat(15_000) };
    const body = { documents: [slow, slow, slow, slow, slow, slow], ad_hoc_recognizers: recognizers(1, 10, '(?:a?){300}a{300}') };
    const res = await refused(url, '/api/pii/batch', body, 'time');
    assert.equal(res.body.details.limit, 1000);
    await scheduler.idle();
    assert.ok(scheduler.stats.workerJobs - before.workerJobs >= 2, 'a chunk ran on the worker thread');
    assert.ok(scheduler.stats.inlineJobs - before.inlineJobs >= 1, 'documents ran on the HTTP thread');
    const ok = await call(url, 'POST', '/api/pii/batch', { token: user.token, body: { texts: Array.from({ length: 20 }, (_, i) => `${TEXT} (${i})`) } });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.results[19].entities.length, 3);
  });

  test('time budget on a worker: a job stuck in one regex step is stopped; the pool serves the next job', { timeout: 120_000 }, async () => {
    const timeoutMs = 3000;
    const url = await server({
      ...limits({ jobTimeoutMs: timeoutMs, maxWorkUnits: 10 ** 10 }),
      scheduler: { ...defaults.scheduler, workerThreads: 1, workerThresholdChars: 10_000 },
    });
    // A 3,000-instruction program that only matches at the very end: one find() scans all 450,000
    // characters (~30 s on an idle 2-core VM) with no match at which the engine could look at the
    // clock; the scheduler terminates the thread at the budget + HARD_STOP_GRACE_MS.
    const body = { text: 'a'.repeat(450_000), ad_hoc_recognizers: recognizers(1, 1, '(?:a?){999}a{999}$') };
    const started = performance.now();
    await refused(url, '/api/pii/analyze', body, 'time');
    const elapsed = performance.now() - started;
    assert.ok(elapsed < timeoutMs + HARD_STOP_GRACE_MS + 10_000, `stopped after ${Math.round(elapsed)} ms, not after the whole scan`);
    const large = await call(url, 'POST', '/api/pii/analyze', { token: user.token, body: { text: TEXT.repeat(400) } });
    assert.equal(large.status, 200, 'a replacement worker runs the next large document');
    assert.equal(large.body.entities.length, 1200);
  });

  test('memory ceiling: a worker over its heap limit fails alone → 413 memory; the process and the pool live on', { timeout: 120_000 }, async () => {
    const url = await server({
      ...limits({ workerMaxHeapMb: 64, maxMatches: 10_000_000, maxResultBytes: 2 ** 30 }),
      scheduler: { ...defaults.scheduler, workerThreads: 1, workerThresholdChars: 10_000 },
    });
    const body = { text: 'a'.repeat(900_000), allow_overlaps: true, return_decision_process: true, ad_hoc_recognizers: recognizers(1, 2, '.') };
    await refused(url, '/api/pii/analyze', body, 'memory');
    const large = await call(url, 'POST', '/api/pii/analyze', { token: user.token, body: { text: TEXT.repeat(400) } });
    assert.equal(large.status, 200);
  });
});
