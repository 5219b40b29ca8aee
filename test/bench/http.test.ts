/**
 * The HTTP benchmark end to end, shortened (1-second runs, 8 connections): the server
 * child starts, every run answers, and the figures it prints hold together — the stages come from
 * the server's /metrics and cover the requests, the metering check balances, the half-load run
 * asks for half the peak. Guards the bench against a renamed metric or a changed route.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runHttpBench, type MeasuredRun } from '../../bench/http.ts';

function assertStages(m: MeasuredRun, what: string): void {
  assert.ok(m.requestsSeen > 0, `${what}: requests seen by the server`);
  const shares = m.stages.reduce((sum, s) => sum + s.share, 0);
  assert.ok(Math.abs(shares - 1) < 1e-9, `${what}: shares add up to ${shares}`);
  assert.deepEqual(
    m.stages.map((s) => s.stage),
    ['auth', 'parse', 'handler', 'detect', 'meter', 'serialize'],
  );
  for (const stage of ['detect', 'meter']) assert.ok(m.stages.find((s) => s.stage === stage)!.meanUs > 0, `${what}: ${stage} time`);
  assert.ok(m.runningUs > 0, `${what}: detection running time`);
  assert.ok(m.commitMs > 0 && m.chargesPerCommit >= 1, `${what}: metering commits`);
  assert.ok(m.cpu.server > 0 && m.cpu.autocannon > 0 && m.cpu.machine > 0, `${what}: CPU figures`);
}

test('npm run bench -- --only http: a short PGlite run gives consistent figures', { timeout: 240_000 }, async () => {
  const connections = 8;
  const [result, ...rest] = await runHttpBench({ quick: true, duration: 1, connections, backends: ['pglite'] });
  assert.equal(rest.length, 0);
  assert.ok(result);
  const { peak, halfLoad, batch, debited } = result;
  for (const run of [peak.run, halfLoad.run, batch.run]) {
    assert.ok(run.total2xx > 0);
    assert.equal(run.non2xx, 0);
    assert.equal(run.errors, 0);
  }
  assertStages(peak, 'peak');
  assertStages(halfLoad, 'half load');
  assert.equal(halfLoad.rate, Math.max(1, Math.round(peak.run.reqPerSec / 2)));
  // Every 200 charged once; requests in flight when autocannon stopped were charged too.
  assert.ok(debited >= peak.run.total2xx && debited <= peak.run.total2xx + connections, `debited ${debited} for ${peak.run.total2xx} 200s`);
  assert.ok(result.priority.business.total2xx > 0 && result.priority.basic.total2xx > 0);
});

test('npm run bench -- --only http: on PostgreSQL + Redis, two instances share the load and charge exactly', { timeout: 240_000 }, async (t) => {
  const connections = 8;
  const results = await runHttpBench({ quick: true, duration: 1, connections, backends: ['postgres'] });
  if (results.length === 0) {
    // The bench printed why (unreachable server); CI has both, so there it must run.
    assert.notEqual(process.env.CI, 'true', 'PostgreSQL and Redis are required on CI');
    t.skip('PostgreSQL or Redis not reachable');
    return;
  }
  const two = results[0]!.twoInstances;
  assert.ok(two, 'the PostgreSQL backend runs the two-instance load');
  assert.ok(two.total2xx > 0 && two.reqPerSec > 0);
  assert.ok(two.debited >= two.total2xx && two.debited <= two.total2xx + connections, `debited ${two.debited} for ${two.total2xx} 200s`);
});
