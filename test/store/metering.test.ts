/** charge(), balance() and the monthly cycle on both backends. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NotFoundError, PostgresStore, type ChargeResult, type SqlStore } from '../../src/store/index.ts';
import { GroupCommitter } from '../../src/store/metering.ts';
import { addMonths } from '../../src/store/plans.ts';
import { accounts, usageLedger } from '../../src/store/schema.ts';
import { MASTER_KEY, backends, uniqueEmail, withFreshPostgresDatabase } from './backends.ts';

const DAY = 86_400_000;

for (const backend of await backends()) {
  describe(`metering on ${backend.name}`, { skip: backend.skip }, () => {
    let store: SqlStore;
    before(async () => {
      store = await backend.open();
    });
    after(async () => {
      await store?.close();
      await backend.cleanup();
    });

    /** An account with exactly this balance. */
    const accountWith = async (allowanceLeft: number, topUp = 0, plan: 'basic' | 'pro' | 'business' = 'basic') => {
      const a = await store.createAccount({ email: uniqueEmail(), plan });
      await store.db.update(accounts).set({ allowanceLeft, topUp }).where(eq(accounts.id, a.id));
      return a.id;
    };
    const charge = (accountId: string, tokens = 1, reference = randomUUID()) => store.charge({ accountId, tokens, endpoint: 'analyze', reference });

    test('a charge debits the balance and writes one ledger row', async () => {
      const id = await accountWith(1000);
      const r = await store.charge({ accountId: id, tokens: 3, endpoint: 'anonymize', reference: 'req-42' });
      assert.equal(r.ok, true);
      assert.deepEqual({ ...r.balance, cycleResetsAt: undefined }, { allowanceLeft: 997, topUp: 0, total: 997, cycleResetsAt: undefined });
      const rows = await store.db.select().from(usageLedger).where(eq(usageLedger.accountId, id));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.tokens, 3);
      assert.equal(rows[0]!.endpoint, 'anonymize');
      assert.equal(rows[0]!.reference, 'req-42');
      assert.equal(await store.ledgerTotal(id), 3);
      const b = await store.balance(id);
      assert.equal(b.total, 997);
      assert.deepEqual(b.cycleResetsAt, r.balance.cycleResetsAt);
    });

    test('allowance is used first, then top-up; a charge may span both', async () => {
      const id = await accountWith(10, 50);
      const r1 = await charge(id, 15);
      assert.ok(r1.ok);
      assert.equal(r1.balance.allowanceLeft, 0);
      assert.equal(r1.balance.topUp, 45);
      const r2 = await charge(id, 45);
      assert.ok(r2.ok);
      assert.equal(r2.balance.total, 0);
      const r3 = await charge(id, 1);
      assert.deepEqual(r3, { ok: false, reason: 'insufficient_tokens', balance: r2.balance });
      assert.equal(await store.ledgerTotal(id), 60);
    });

    test('top-up bought after the allowance ran out is used', async () => {
      const id = await accountWith(0);
      assert.equal((await charge(id)).ok, false);
      await store.topUp(id, 5);
      const r = await charge(id, 5);
      assert.ok(r.ok);
      assert.equal(r.balance.total, 0);
    });

    test('an insufficient charge changes nothing, and a later smaller one in the same batch still fits', async () => {
      const id = await accountWith(3);
      const [big, one, two, three] = await Promise.all([charge(id, 5), charge(id, 1), charge(id, 2), charge(id, 1)]);
      assert.deepEqual(
        [big, one, two, three].map((r) => r.ok),
        [false, true, true, false],
      );
      assert.equal(big.balance.total, 3);
      assert.equal(three.balance.total, 0);
      assert.equal(await store.ledgerTotal(id), 3);
    });

    test('bad charges are rejected on their own and do not fail the batch they share', async () => {
      const id = await accountWith(100);
      const results = await Promise.allSettled([
        charge(id, 1),
        charge(id, 0),
        charge(id, -2),
        charge(id, 1.5),
        charge(randomUUID(), 1),
        charge('not-a-uuid', 1),
        store.charge({ accountId: id, tokens: 1, endpoint: 'a\u0000b', reference: 'x'.repeat(10_000) }),
      ]);
      assert.deepEqual(
        results.map((r) => r.status),
        ['fulfilled', 'rejected', 'rejected', 'rejected', 'rejected', 'rejected', 'fulfilled'],
      );
      const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
      assert.ok(reasons.slice(0, 3).every((e) => e instanceof RangeError));
      assert.ok(reasons.slice(3).every((e) => e instanceof NotFoundError));
      assert.equal(await store.ledgerTotal(id), 2);
    });

    test('300 concurrent charges of 1 against a balance of 100: exactly 100 succeed', async () => {
      const id = await accountWith(100);
      const results = await Promise.all(Array.from({ length: 300 }, () => charge(id)));
      assert.equal(results.filter((r) => r.ok).length, 100);
      assert.ok(results.filter((r) => !r.ok).every((r) => r.balance.total === 0));
      assert.equal((await store.balance(id)).total, 0);
      assert.equal(await store.ledgerTotal(id), 100);
    });

    test('charges arriving while a flush is in flight: 300 in waves across event-loop turns', async () => {
      const ids = [await accountWith(60, 40), await accountWith(100)];
      const pending: Promise<ChargeResult>[] = [];
      for (let wave = 0; wave < 30; wave++) {
        for (let i = 0; i < 10; i++) pending.push(charge(ids[i % 2]!));
        await new Promise((r) => setImmediate(r));
      }
      const results = await Promise.all(pending);
      assert.equal(results.filter((r) => r.ok).length, 200);
      for (const id of ids) {
        assert.equal((await store.balance(id)).total, 0);
        assert.equal(await store.ledgerTotal(id), 100);
      }
    });

    test('the same charges grouped with a collection window and a batch cap', async () => {
      const committer = new GroupCommitter(store.db, { windowMs: 5, maxBatch: 64 });
      const id = await accountWith(100);
      const results = await Promise.all(Array.from({ length: 300 }, () => committer.submit({ accountId: id, tokens: 1, endpoint: 'e', reference: 'r' })));
      assert.equal(results.filter((r) => r.ok).length, 100);
      assert.equal(await store.ledgerTotal(id), 100);
      assert.equal(committer.stats.largestBatch, 64);
      assert.equal(committer.stats.flushes, 5);
      await committer.close();
    });

    test('many accounts in one batch are each written once and correctly', async () => {
      const ids = await Promise.all(Array.from({ length: 25 }, (_, i) => accountWith(i)));
      const results = await Promise.all(ids.flatMap((id) => Array.from({ length: 30 }, () => charge(id))));
      assert.equal(results.filter((r) => r.ok).length, (24 * 25) / 2);
      for (const [i, id] of ids.entries()) assert.equal(await store.ledgerTotal(id), i);
    });

    test('one group commit mixing covered, short and ended-cycle accounts: each charge as if settled alone, in order', async () => {
      // settleGroup debits covered accounts in one statement and sends the rest through the full
      // rule; the per-charge balances, refusals, roll-over and ledger rows must be the same as
      // charging one by one in arrival order.
      const covered = await accountWith(10, 50);
      const short = await accountWith(3);
      const ended = await accountWith(2);
      await store.db
        .update(accounts)
        .set({ cycleStartedAt: new Date(Date.now() - 40 * DAY), cycleResetsAt: new Date(Date.now() - 9 * DAY) })
        .where(eq(accounts.id, ended));
      const plan: [string, number][] = [
        [covered, 5],
        [short, 2],
        [covered, 8],
        [ended, 1],
        [short, 5],
        [covered, 20],
        [short, 1],
        [covered, 1],
      ];
      const refs = plan.map(() => randomUUID());
      const results = await Promise.all(plan.map(([id, n], i) => charge(id, n, refs[i])));
      // What charging them one by one gives: allowance first, a refusal changes nothing.
      const model = new Map<string, { a: number; t: number }>([
        [covered, { a: 10, t: 50 }],
        [short, { a: 3, t: 0 }],
        [ended, { a: 1000, t: 0 }], // basic's allowance after the roll-over
      ]);
      const expected = plan.map(([id, n]) => {
        const w = model.get(id)!;
        if (n > w.a + w.t) return { ok: false, a: w.a, t: w.t };
        const fromA = Math.min(n, w.a);
        w.a -= fromA;
        w.t -= n - fromA;
        return { ok: true, a: w.a, t: w.t };
      });
      assert.deepEqual(
        results.map((r) => ({ ok: r.ok, a: r.balance.allowanceLeft, t: r.balance.topUp })),
        expected,
      );
      assert.ok(results[3]!.balance.cycleResetsAt.getTime() > Date.now(), 'the ended cycle was rolled over');
      for (const [id, w] of model) {
        const b = await store.balance(id);
        assert.deepEqual([b.allowanceLeft, b.topUp], [w.a, w.t]);
      }
      const rows = await store.db.select().from(usageLedger).where(eq(usageLedger.accountId, covered)).orderBy(usageLedger.id);
      assert.deepEqual(
        rows.map((r) => [r.reference, r.tokens]),
        plan.flatMap(([id, n], i) => (id === covered ? [[refs[i], n]] : [])),
        'ledger rows of the one-statement path in arrival order',
      );
      assert.equal(await store.ledgerTotal(short), 3);
      assert.equal(await store.ledgerTotal(ended), 1);
    });

    test('endpoint and reference strings reach the ledger exactly as given (the PGlite path writes them as literals)', async () => {
      const id = await accountWith(100);
      const strings = [`it's`, 'a "quoted" word', 'back\\slash \\" and \\\\', '{braces},commas', 'NULL', '', ' spaced ', "'; drop table accounts; --", 'ünï €😀', '$veil$', 'x'.repeat(200)];
      const results = await Promise.all(strings.map((s, i) => store.charge({ accountId: id, tokens: 1, endpoint: strings[strings.length - 1 - i]!, reference: s })));
      assert.ok(results.every((r) => r.ok));
      const rows = await store.db.select().from(usageLedger).where(eq(usageLedger.accountId, id)).orderBy(usageLedger.id);
      assert.deepEqual(
        rows.map((r) => [r.reference, r.endpoint]),
        strings.map((s, i) => [s, strings[strings.length - 1 - i]]),
      );
    });

    test('close() settles queued charges, then refuses new ones', async () => {
      const committer = new GroupCommitter(store.db);
      const id = await accountWith(5);
      const queued = Array.from({ length: 8 }, () => committer.submit({ accountId: id, tokens: 1, endpoint: 'e', reference: 'r' }));
      await committer.close();
      const results = await Promise.all(queued);
      assert.equal(results.filter((r) => r.ok).length, 5);
      await assert.rejects(committer.submit({ accountId: id, tokens: 1, endpoint: 'e', reference: 'r' }), /closed/);
    });

    describe('monthly cycle', () => {
      /** Moves the account's cycle so that it started `daysAgo` days ago (and may have ended). */
      const startCycle = async (id: string, started: Date) => {
        await store.db
          .update(accounts)
          .set({ cycleStartedAt: started, cycleResetsAt: addMonths(started, 1) })
          .where(eq(accounts.id, id));
      };

      test('a running cycle is left alone', async () => {
        const id = await accountWith(7);
        await startCycle(id, new Date(Date.now() - 10 * DAY));
        assert.equal((await store.balance(id)).allowanceLeft, 7);
      });

      test('an ended cycle rolls over on read: allowance reset, top-up kept', async () => {
        const id = await accountWith(0, 33, 'pro');
        const started = new Date(Date.now() - 40 * DAY);
        await startCycle(id, started);
        const a = await store.getAccount(id);
        assert.equal(a?.allowanceLeft, 4000);
        assert.equal(a?.topUp, 33);
        assert.deepEqual(a?.cycleStartedAt, addMonths(started, 1));
        assert.deepEqual(a?.cycleResetsAt, addMonths(started, 2));
        assert.ok(a.cycleStartedAt.getTime() <= Date.now() && Date.now() < a.cycleResetsAt.getTime());
        // Reading again does not reset again.
        await charge(id, 100);
        assert.equal((await store.getAccount(id))?.allowanceLeft, 3900);
      });

      test('an ended cycle rolls over on charge', async () => {
        const id = await accountWith(0, 0, 'basic');
        await startCycle(id, new Date(Date.now() - 35 * DAY));
        const r = await charge(id, 10);
        assert.ok(r.ok);
        assert.equal(r.balance.allowanceLeft, 990);
        assert.ok(r.balance.cycleResetsAt.getTime() > Date.now());
      });

      test('after months of inactivity the cycle lands on its regular boundary', async () => {
        const id = await accountWith(0);
        const started = new Date(Date.now() - 200 * DAY);
        await startCycle(id, started);
        const b = await store.balance(id);
        assert.equal(b.allowanceLeft, 1000);
        const a = (await store.getAccount(id))!;
        assert.ok(a.cycleStartedAt.getTime() <= Date.now() && Date.now() < a.cycleResetsAt.getTime());
        assert.equal(a.cycleStartedAt.getUTCHours(), started.getUTCHours());
        assert.equal(a.cycleStartedAt.getUTCMinutes(), started.getUTCMinutes());
      });

      test('concurrent readers and charges roll over exactly once', async () => {
        const id = await accountWith(0, 0, 'basic');
        await startCycle(id, new Date(Date.now() - 45 * DAY));
        const work: Promise<unknown>[] = [];
        for (let i = 0; i < 20; i++) work.push(store.getAccount(id), charge(id, 10));
        await Promise.all(work);
        assert.equal((await store.balance(id)).allowanceLeft, 1000 - 200);
      });

      test('setPlan and topUp on an ended cycle roll it over first', async () => {
        const id = await accountWith(0, 0, 'basic');
        await startCycle(id, new Date(Date.now() - 45 * DAY));
        const a = await store.setPlan(id, 'business');
        assert.equal(a.allowanceLeft, 10_000);
        assert.ok(a.cycleResetsAt.getTime() > Date.now());
      });
    });

    if (backend.name === 'postgres') {
      test('two instances on one database racing: 300 charges of 1 against 100 → exactly 100', async () => {
        const other = await backend.open();
        try {
          const id = await accountWith(100);
          const results = await Promise.all(
            Array.from({ length: 300 }, (_, i) => (i % 2 ? store : other).charge({ accountId: id, tokens: 1, endpoint: 'e', reference: `r${i}` })),
          );
          assert.equal(results.filter((r) => r.ok).length, 100);
          assert.equal((await store.balance(id)).total, 0);
          assert.equal((await other.balance(id)).total, 0);
          assert.equal(await store.ledgerTotal(id), 100);
        } finally {
          await other.close();
        }
      });

      test('three instances, many accounts, mixed sizes: no balance below zero, ledger = debits', async () => {
        const others = [await backend.open(), await backend.open()];
        try {
          const instances = [store, ...others];
          const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => accountWith(50 + i * 7, i * 3)));
          const start = new Map(await Promise.all(ids.map(async (id) => [id, (await store.balance(id)).total] as const)));
          await Promise.all(
            Array.from({ length: 600 }, (_, i) => instances[i % 3]!.charge({ accountId: ids[(i * 7) % ids.length]!, tokens: 1 + (i % 4), endpoint: 'e', reference: `r${i}` })),
          );
          for (const id of ids) {
            const b = await store.balance(id);
            assert.ok(b.allowanceLeft >= 0 && b.topUp >= 0);
            assert.equal(b.total + (await store.ledgerTotal(id)), start.get(id));
          }
        } finally {
          await Promise.all(others.map((o) => o.close()));
        }
      });

      test('instances starting together on an empty database migrate once', async () => {
        await withFreshPostgresDatabase(async (databaseUrl) => {
          const fresh = [1, 2, 3].map(() => new PostgresStore({ databaseUrl, masterKey: MASTER_KEY }));
          try {
            await Promise.all(fresh.map((s) => s.init()));
            const a = await fresh[0]!.createAccount({ email: uniqueEmail(), plan: 'basic' });
            assert.equal((await fresh[2]!.getAccount(a.id))?.email, a.email);
          } finally {
            await Promise.all(fresh.map((s) => s.close()));
          }
        });
      });
    }
  });
}
