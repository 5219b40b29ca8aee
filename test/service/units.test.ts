/**
 * Small pure pieces of the service: config parsing, the cost table, AJV message rewriting, and the
 * charge pacer (against a fake store — the integration suites use the real one), and the stage clock
 * behind veil_request_stage_seconds_total.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { fieldPath, validationMessage } from '../../src/service/errors.ts';
import { codePointLength } from '../../src/engine/text/offsets.ts';
import { ChargePacer, COSTS, Meter, textCost } from '../../src/service/metering.ts';
import { StageClock, stageTotals, STAGES } from '../../src/service/stages.ts';
import type { Account, Charge, ChargeResult, Store } from '../../src/store/types.ts';

test('config: defaults, overrides, and clear errors', () => {
  const c = loadConfig({});
  assert.equal(c.port, 3000);
  assert.equal(c.dataDir, './data');
  assert.deepEqual(c.rateLimits, { basic: 60, pro: 300, business: 1200 });
  assert.equal(c.limits.maxTextLength, 1_000_000);
  assert.equal(c.limits.bodyLimitBytes, 10 * 1024 * 1024);
  assert.equal(c.production, false);
  const o = loadConfig({ PORT: '8080', RATE_LIMIT_PRO: '10', NODE_ENV: 'production', REDIS_URL: 'redis://x' });
  assert.equal(o.port, 8080);
  assert.equal(o.rateLimits.pro, 10);
  assert.equal(o.production, true);
  assert.equal(o.redisUrl, 'redis://x');
  assert.throws(() => loadConfig({ PORT: 'abc' }), (e: unknown) => e instanceof ConfigError && /PORT/.test(e.message));
  assert.throws(() => loadConfig({ JWT_SECRET: 'short' }), /JWT_SECRET/);
  // /metrics: off unless a long enough token is set; detection on workers only when asked.
  assert.equal(c.metricsToken, undefined);
  assert.equal(c.scheduler.smallJobsOnWorkers, false);
  assert.equal(loadConfig({ METRICS_TOKEN: 'metrics-token-0123456789' }).metricsToken, 'metrics-token-0123456789');
  assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), (e: unknown) => e instanceof ConfigError && /METRICS_TOKEN must be at least 16/.test(e.message));
  assert.equal(loadConfig({ SMALL_JOBS_ON_WORKERS: 'true' }).scheduler.smallJobsOnWorkers, true);
  assert.throws(() => loadConfig({ SMALL_JOBS_ON_WORKERS: 'maybe' }), /SMALL_JOBS_ON_WORKERS/);
});

test('cost table: 1 token per started 1,000 code points, minimum 1; batch sums; image 5', () => {
  assert.equal(textCost(''), 1);
  assert.equal(textCost('a'.repeat(1000)), 1);
  assert.equal(textCost('a'.repeat(1001)), 2);
  assert.equal(textCost('😀'.repeat(1000)), 1, 'an emoji is one character');
  assert.equal(codePointLength('a😀b'), 3);
  assert.equal(COSTS.batch(['a', 'b'.repeat(2500)]), 4);
  assert.equal(COSTS.image(), 5);
});

test('AJV errors become API.md messages naming the field', () => {
  assert.equal(fieldPath('/operators/PERSON/new_value'), 'operators.PERSON.new_value');
  assert.equal(fieldPath('/documents/3', 'text'), 'documents[3].text');
  assert.equal(validationMessage({ keyword: 'required', instancePath: '', params: { missingProperty: 'text' } }), 'text is required');
  assert.equal(validationMessage({ keyword: 'type', instancePath: '/score_threshold', params: { type: 'number' } }), 'score_threshold must be a number between 0 and 1');
  assert.equal(validationMessage({ keyword: 'type', instancePath: '/entities', params: { type: 'array' } }), 'entities must be an array');
  assert.equal(validationMessage({ keyword: 'maxLength', instancePath: '/name', params: { limit: 100 } }), 'name must be at most 100 characters');
  assert.equal(validationMessage({ keyword: 'enum', instancePath: '/operation', params: { allowedValues: ['analyze', 'anonymize'] } }), "operation must be one of 'analyze', 'anonymize'");
});

function fakeStore(commitMs: number) {
  const batches: number[] = [];
  let pending: { resolve: (r: ChargeResult) => void }[] = [];
  let scheduled = false;
  const store = {
    charge(_c: Charge): Promise<ChargeResult> {
      return new Promise((resolve) => {
        pending.push({ resolve });
        if (!scheduled) {
          scheduled = true;
          setTimeout(() => {
            scheduled = false;
            batches.push(pending.length);
            const now = pending;
            pending = [];
            for (const p of now) p.resolve({ ok: true, balance: { allowanceLeft: 1, topUp: 0, total: 1, cycleResetsAt: new Date() } });
          }, commitMs);
        }
      });
    },
  } as unknown as Store;
  return { store, batches };
}

test('charge pacer: the first charge after a quiet period goes at once; a burst is committed together', async () => {
  const { store, batches } = fakeStore(2);
  // A long window makes "no wait when idle" observable even on a busy machine.
  const pacer = new ChargePacer(store, 1000, 1000);
  const t = performance.now();
  await pacer.charge({ accountId: 'a', tokens: 1, endpoint: 'analyze', reference: 'r' });
  assert.ok(performance.now() - t < 500, 'no window when idle');
  await Promise.all(Array.from({ length: 10 }, () => pacer.charge({ accountId: 'a', tokens: 1, endpoint: 'analyze', reference: 'r' })));
  assert.deepEqual(batches, [1, 10]);
});

test('charge pacer: a window is released as soon as it holds half of the metered requests in flight', async () => {
  const { store, batches } = fakeStore(2);
  let inFlight = 8;
  // A long window: without the bound these charges would wait ~1 s.
  const pacer = new ChargePacer(store, 1000, 1000, () => inFlight);
  await pacer.charge({ accountId: 'a', tokens: 1, endpoint: 'analyze', reference: 'r' });
  const t = performance.now();
  await Promise.all(Array.from({ length: 4 }, () => pacer.charge({ accountId: 'a', tokens: 1, endpoint: 'analyze', reference: 'r' })));
  assert.ok(performance.now() - t < 500, 'released by the 4th of 8 in flight, not by the window');
  inFlight = 100;
  const held = Promise.all(Array.from({ length: 4 }, () => pacer.charge({ accountId: 'a', tokens: 1, endpoint: 'analyze', reference: 'r' })));
  await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(batches, [1, 4], '4 of 100 in flight wait for the window');
  pacer.flush();
  await held;
  assert.deepEqual(batches, [1, 4, 4]);
});

function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

test('stage clock: each stage gets the time until the next one, the sum is the whole, nothing after stop', () => {
  const totals = stageTotals();
  // The clock's whole lies between what was measured inside and outside its start and stop: bounds
  // that hold however long the machine keeps this thread off the CPU in between.
  const beforeStart = performance.now();
  const clock = new StageClock(totals, 'auth');
  const afterStart = performance.now();
  spin(2);
  clock.enter('parse');
  spin(3);
  clock.enter('auth');
  spin(1);
  const beforeStop = performance.now();
  clock.stop();
  const afterStop = performance.now();
  clock.enter('detect');
  spin(1);
  clock.stop();
  assert.equal(clock.stage, undefined);
  const at = (stage: (typeof STAGES)[number]) => totals[STAGES.indexOf(stage)]!;
  assert.ok(at('auth') >= 0.003 && at('parse') >= 0.003, `auth ${at('auth')} s, parse ${at('parse')} s`);
  assert.equal(at('detect'), 0);
  const sum = totals.reduce((a, b) => a + b, 0);
  const outer = (afterStop - beforeStart) / 1000;
  const inner = (beforeStop - afterStart) / 1000;
  assert.ok(sum <= outer + 1e-9 && sum >= inner - 1e-9, `sum ${sum} s, between ${inner} s and ${outer} s`);
});

test('meter.run with a stage clock: pre-check and charge are meter, the work is detect, then back to the caller stage (also on failure)', async () => {
  const { store } = fakeStore(2);
  const meter = new Meter(store, { windowMs: 1 });
  const account = { id: 'a', plan: 'pro', allowanceLeft: 100, topUp: 0, cycleResetsAt: new Date(Date.now() + 86_400_000) } as unknown as Account;
  const totals = stageTotals();
  const at = (stage: (typeof STAGES)[number]) => totals[STAGES.indexOf(stage)]!;
  const clock = new StageClock(totals, 'handler');
  await meter.run(account, 'analyze', 1, 'r1', () => Promise.resolve(spin(5)), clock);
  assert.equal(clock.stage, 'handler');
  assert.ok(at('detect') >= 0.005, `detect ${at('detect')} s`);
  assert.ok(at('meter') > 0, 'the charge waited for its commit');
  // A fresh meter: the fake store's balances expire at once, so this one would ask store.balance().
  await assert.rejects(
    new Meter(store).run(account, 'analyze', 1, 'r2', () => Promise.reject(new Error('engine failed')), clock),
    /engine failed/,
  );
  assert.equal(clock.stage, 'handler');
});
