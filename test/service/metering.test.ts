/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * Metering under concurrency, over real HTTP: the balance never goes below zero, exactly the
 * affordable number of calls succeed, every 200 is in the ledger once, failures charge nothing —
 * on PGlite, on PostgreSQL, and with two app instances sharing one PostgreSQL database.
 */
import { RATE_LIMIT_KEY_PREFIX } from '../../src/service/app.ts';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, call, makeAccount, REDIS_URL, redisSkip, startServer, type Server } from './harness.ts';
import type { SqlStore } from '../../src/store/index.ts';

async function hammer(urls: string[], token: string, n: number): Promise<{ ok: number; insufficient: number; other: number[]; charged: number }> {
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) => call(urls[i % urls.length]!, 'POST', '/api/pii/analyze', { token, body: { text: `Mail jane${i}@example.com please` } })),
  );
  let ok = 0;
  let insufficient = 0;
  let charged = 0;
  const other: number[] = [];
  for (const r of results) {
    if (r.status === 200) {
      ok++;
      charged += Number(r.headers.get('x-tokens-charged'));
    } else if (r.status === 429 && r.body.details?.reason === 'insufficient_tokens') insufficient++;
    else other.push(r.status);
  }
  return { ok, insufficient, other, charged };
}

for (const backend of await backends()) {
  describe(`metering on ${backend.name}`, { skip: backend.skip }, () => {
    let store: SqlStore;
    let server: Server;

    before(async () => {
      store = await backend.openStore();
      // The auth cache on, as in production: the pre-check then sees a stale balance and the
      // store's atomic charge is what must hold the line.
      server = await startServer(store, { config: { authCacheTtlMs: 2000 } });
    });
    after(async () => {
      await server.close();
      await store.close();
      await backend.cleanup();
    });

    test('300 concurrent analyze calls against a balance of 100 → exactly 100 × 200, balance 0, ledger matches', async () => {
      const a = await makeAccount(store, 'basic', { balance: 100 }); // 900 debited in setup
      const r = await hammer([server.url], a.token, 300);
      assert.deepEqual(r.other, []);
      assert.equal(r.ok, 100);
      assert.equal(r.insufficient, 200);
      assert.equal(r.charged, 100);
      assert.equal((await store.balance(a.account.id)).total, 0);
      assert.equal(await store.ledgerTotal(a.account.id), 1000);
    });

    test('every 200 is charged exactly once: ledger delta = sum of X-Tokens-Charged', async () => {
      const a = await makeAccount(store, 'business');
      const before = await store.ledgerTotal(a.account.id);
      const calls = await Promise.all([
        ...Array.from({ length: 20 }, () => call(server.url, 'POST', '/api/pii/analyze', { token: a.token, body: { text: 'x'.repeat(1500) } })),
        ...Array.from({ length: 20 }, () => call(server.url, 'POST', '/api/pii/anonymize', { token: a.token, body: { text: 'jane@example.com' } })),
        ...Array.from({ length: 5 }, () => call(server.url, 'POST', '/api/pii/batch', { token: a.token, body: { texts: ['a', 'b'.repeat(2500)] } })),
        ...Array.from({ length: 5 }, () => call(server.url, 'POST', '/api/pii/analyze', { token: a.token, body: { text: 'x', language: 'xx' } })),
      ]);
      const charged = calls.filter((c) => c.status === 200).reduce((s, c) => s + Number(c.headers.get('x-tokens-charged')), 0);
      assert.equal(calls.filter((c) => c.status === 200).length, 45);
      assert.equal(charged, 20 * 2 + 20 * 1 + 5 * 4);
      assert.equal((await store.ledgerTotal(a.account.id)) - before, charged);
      const remaining = Math.min(...calls.filter((c) => c.status === 200).map((c) => Number(c.headers.get('x-tokens-remaining'))));
      assert.equal(remaining, (await store.balance(a.account.id)).total);
    });

    test('an internal failure is a 500 with the generic body and charges nothing', async () => {
      const failing = await startServer(store, {
        engine: () => {
          throw new Error('boom: contains jane@example.com');
        },
      });
      try {
        const a = await makeAccount(store, 'basic');
        const res = await call(failing.url, 'POST', '/api/pii/analyze', { token: a.token, body: { text: 'jane@example.com' } });
        assert.equal(res.status, 500);
        assert.deepEqual(res.body, { error: 'Internal server error', request_id: res.headers.get('x-request-id') });
        assert.equal(await store.ledgerTotal(a.account.id), 0);
      } finally {
        await failing.close();
      }
    });

    test('a 1 MB document runs on a worker thread: /api/health and small requests stay fast meanwhile', { timeout: 120_000 }, async () => {
      const pooled = await startServer(store, { config: { scheduler: { workerThresholdChars: 20_000, workerThreads: 1, workerThresholdWork: 2_000_000, workerIdleMs: 60_000 } } });
      try {
        await pooled.app.veil.scheduler.warmUp();
        const a = await makeAccount(store, 'business');
        const doc = 'Contact Jane Doe at jane.doe@example.com or 212-555-0123. ';
        const text = doc.repeat(Math.ceil(999_000 / doc.length)).slice(0, 999_000);
        const started = performance.now();
        const bigCall = call(pooled.url, 'POST', '/api/pii/analyze', { token: a.token, body: { text } });
        await new Promise((r) => setTimeout(r, 300));
        const latencies: number[] = [];
        let bigDone = false;
        void bigCall.then(() => (bigDone = true));
        while (!bigDone && latencies.length < 20) {
          const t = performance.now();
          const health = await call(pooled.url, 'GET', '/api/health');
          const small = await call(pooled.url, 'POST', '/api/pii/analyze', { token: a.token, body: { text: 'jane@example.com' } });
          assert.equal(health.status, 200);
          assert.equal(small.status, 200);
          latencies.push(performance.now() - t);
        }
        const big = await bigCall;
        const bigMs = performance.now() - started;
        assert.equal(big.status, 200);
        assert.equal(big.body.tokens_charged, 999);
        assert.ok(pooled.app.veil.scheduler.stats.workerJobs >= 1);
        if (latencies.length > 0) {
          const worst = Math.max(...latencies);
          assert.ok(worst < Math.max(250, bigMs / 4), `health+small worst ${worst.toFixed(0)} ms while a ${bigMs.toFixed(0)} ms job ran`);
        }
      } finally {
        await pooled.close();
      }
    });

    if (backend.name === 'pglite') {
      test('with REDIS_URL the rate limit is shared by instances', async (t) => {
        const skip = await redisSkip();
        if (skip) {
          t.skip(skip);
          return;
        }
        const config = { redisUrl: REDIS_URL, rateLimits: { basic: 4, pro: 300, business: 1200 } };
        const one = await startServer(store, { config });
        const two = await startServer(store, { config });
        try {
          const a = await makeAccount(store, 'basic');
          const statuses: number[] = [];
          for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 ? two.url : one.url, 'GET', '/api/account', { token: a.token })).status);
          assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
          // One counter per account, named after it (it was `veil-rl:undefinedundefined-<id>`).
          const { Redis } = await import('ioredis');
          const redis = new Redis(REDIS_URL);
          try {
            assert.equal(await redis.get(`${RATE_LIMIT_KEY_PREFIX}${a.account.id}`), '6');
            assert.deepEqual(await redis.keys(`${RATE_LIMIT_KEY_PREFIX}undefined*`), []);
            const ttl = await redis.pttl(`${RATE_LIMIT_KEY_PREFIX}${a.account.id}`);
            assert.ok(ttl > 0 && ttl <= 60_000, `ttl ${ttl}`);
          } finally {
            redis.disconnect();
          }
        } finally {
          await one.close();
          await two.close();
        }
      });

      test('with REDIS_URL, concurrent requests of an account (counted per event-loop turn) get distinct counts and exactly the limit passes', async (t) => {
        const skip = await redisSkip();
        if (skip) {
          t.skip(skip);
          return;
        }
        const config = { redisUrl: REDIS_URL, rateLimits: { basic: 25, pro: 300, business: 1200 } };
        const one = await startServer(store, { config });
        const two = await startServer(store, { config });
        try {
          const a = await makeAccount(store, 'basic');
          const results = await Promise.all(
            Array.from({ length: 60 }, (_, i) =>
              fetch(`${i % 2 ? two.url : one.url}/api/account`, { headers: { authorization: `Bearer ${a.token}` } }).then(async (r) => {
                await r.arrayBuffer();
                return { status: r.status, remaining: r.headers.get('ratelimit-remaining') };
              }),
            ),
          );
          assert.equal(results.filter((r) => r.status === 200).length, 25);
          assert.equal(results.filter((r) => r.status === 429).length, 35);
          // Each admitted request saw its own count: remaining 24 … 0, each once.
          const remaining = results.filter((r) => r.status === 200).map((r) => Number(r.remaining)).sort((x, y) => x - y);
          assert.deepEqual(remaining, Array.from({ length: 25 }, (_, i) => i));
          const { Redis } = await import('ioredis');
          const redis = new Redis(REDIS_URL);
          try {
            assert.equal(await redis.get(`${RATE_LIMIT_KEY_PREFIX}${a.account.id}`), '60');
            const ttl = await redis.pttl(`${RATE_LIMIT_KEY_PREFIX}${a.account.id}`);
            assert.ok(ttl > 0 && ttl <= 60_000, `ttl ${ttl}`);
          } finally {
            redis.disconnect();
          }
        } finally {
          await one.close();
          await two.close();
        }
      });
    }

    if (backend.name === 'postgres') {
      test('two app instances on one PostgreSQL: 300 concurrent calls against 100 → exactly 100 succeed', async () => {
        const store2 = await backend.openStore();
        const second = await startServer(store2, { config: { authCacheTtlMs: 2000 } });
        try {
          const a = await makeAccount(store, 'basic', { balance: 100 });
          const r = await hammer([server.url, second.url], a.token, 300);
          assert.deepEqual(r.other, []);
          assert.equal(r.ok, 100);
          assert.equal(r.insufficient, 200);
          assert.equal((await store.balance(a.account.id)).total, 0);
          assert.equal((await store2.balance(a.account.id)).total, 0);
          assert.equal(await store.ledgerTotal(a.account.id), 1000);
        } finally {
          await second.close();
          await store2.close();
        }
      });
    }
  });
}
