/**
 * PostgreSQL connections terminated under the store (pg_terminate_backend, a failover, an admin
 * killing sessions): the calls using them fail, the process lives on, and the next calls get fresh
 * connections. Found by the soak (test/soak): a connection checked out for a transaction and
 * waiting between two statements had no 'error' listener, so its termination was an unhandled
 * 'error' event that ended the server process.
 *
 * A fresh database on TEST_DATABASE_URL's server; unreachable → skipped, except with CI=true.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { PostgresStore } from '../../src/store/index.ts';
import { adminQuery, postgresProblem, requiredError, ScratchDatabase, skipReason } from '../support/postgres.ts';
import { MASTER_KEY } from './backends.ts';

const problem = await postgresProblem();
const skip = skipReason(problem) ?? false;
if (skip) console.log(`# skipping the PostgreSQL connection-loss test: ${skip}`);
const db = new ScratchDatabase('veil_connloss');
after(() => db.drop());

test('a connection terminated in the middle of a transaction fails that transaction only; the process and the store live on', { skip, timeout: 120_000 }, async () => {
  if (problem) throw requiredError(problem);
  await db.create();
  const errors: Error[] = [];
  const store = new PostgresStore({ databaseUrl: db.url, masterKey: MASTER_KEY, onPoolError: (err) => errors.push(err) });
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  // Without the fix the 'error' event is thrown from the socket's data handler: an uncaught exception.
  process.on('uncaughtException', onUncaught);
  try {
    await store.init();
    const account = await store.createAccount({ email: 'connloss@example.test', plan: 'pro' });

    // Idle in transaction: the connection is checked out, no statement is running.
    let inTransaction!: () => void;
    const reached = new Promise<void>((r) => (inTransaction = r));
    const transaction = store.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inTransaction();
      await new Promise((r) => setTimeout(r, 1500));
      await tx.execute(sql`select 2`);
    });
    const outcome = transaction.then(
      () => 'committed',
      (err: unknown) => `failed: ${(err as Error).message}`,
    );
    await reached;
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${db.name}' and pid <> pg_backend_pid()`);
    assert.match(await outcome, /^failed: /);
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(uncaught, [], 'no uncaught exception');
    assert.ok(errors.length >= 1, 'the termination was reported through onPoolError');
    assert.match(String(errors[0]?.message), /terminat/i);

    // Idle pooled connections were terminated too; the next calls get fresh ones.
    assert.equal((await store.balance(account.id)).total, 4000);
    const charged = await store.charge({ accountId: account.id, tokens: 3, endpoint: 'analyze', reference: 'after-loss' });
    assert.equal(charged.ok, true);
    assert.equal(await store.ledgerTotal(account.id), 3);
  } finally {
    process.off('uncaughtException', onUncaught);
    await store.close();
  }
});
