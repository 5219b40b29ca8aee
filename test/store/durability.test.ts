/**
 * Embedded store durability: a charge whose promise resolved survives kill -9 of the process.
 * Uses a real data directory (the only test that pays for initdb on disk).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MasterKeyMismatchError, PgliteStore, StoreLockedError } from '../../src/store/index.ts';
import { MASTER_KEY } from './backends.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'veil-durability-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const child = fileURLToPath(new URL('./fixtures/charge-child.ts', import.meta.url));
const ACKS_BEFORE_KILL = 300;

test('charges acknowledged before SIGKILL are in the ledger and the balance after reopening', { timeout: 300_000 }, async (t) => {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir, MASTER_KEY], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));

  let accountId = '';
  let ledgerAfterCrash: number;
  let acks = 0;
  for await (const line of createInterface({ input: proc.stdout })) {
    if (line.startsWith('account ')) accountId = line.slice('account '.length);
    else if (line === 'ack') acks++;
    // Keep reading after the kill: acks already in the pipe were acknowledged too.
    if (acks === ACKS_BEFORE_KILL) proc.kill('SIGKILL');
  }
  assert.equal(await exited, 'SIGKILL', `child did not die by SIGKILL; stderr:\n${stderr}`);
  assert.ok(acks >= ACKS_BEFORE_KILL, `only ${acks} acks; stderr:\n${stderr}`);

  // The dead child's lock is stale and is taken over; PostgreSQL's crash recovery replays the WAL.
  const store = new PgliteStore({ dataDir, masterKey: MASTER_KEY });
  try {
    await store.init();
    const ledger = await store.ledgerTotal(accountId);
    const balance = await store.balance(accountId);
    assert.ok(ledger >= acks, `ledger ${ledger} < acknowledged ${acks}`);
    // Charges committed but not yet acknowledged may be there too, but never a partial batch.
    assert.equal(balance.total, 10_000 - ledger);
    // Visible in the test output: how many committed charges were never acknowledged.
    t.diagnostic(`acknowledged ${acks}, in ledger ${ledger}`);
    ledgerAfterCrash = ledger;

    // While this process holds the directory, nobody else may open it.
    assert.throws(() => new PgliteStore({ dataDir, masterKey: MASTER_KEY }), StoreLockedError);
  } finally {
    await store.close();
  }

  // A different MASTER_KEY is refused at start, and the directory is released again afterwards.
  const wrong = new PgliteStore({ dataDir, masterKey: 'a-different-master-key-of-enough-length' });
  await assert.rejects(wrong.init(), MasterKeyMismatchError);
  await wrong.close();
  const again = new PgliteStore({ dataDir, masterKey: MASTER_KEY });
  await again.init();
  assert.equal(await again.ledgerTotal(accountId), ledgerAfterCrash);
  await again.close();
});

test('the data directory lock: a live foreign owner refuses, our own pid left by a crash does not', async () => {
  const lock = join(dataDir, 'store.lock');
  // The test runner (our parent) is alive and is not us: the directory counts as in use.
  writeFileSync(lock, JSON.stringify({ pid: process.ppid }));
  assert.throws(
    () => new PgliteStore({ dataDir, masterKey: MASTER_KEY }),
    (err: unknown) => err instanceof StoreLockedError && err.pid === process.ppid && err.message.includes(lock),
  );
  // A container restarted after a crash often gets the same pid as before: that lock is stale.
  writeFileSync(lock, JSON.stringify({ pid: process.pid }));
  const store = new PgliteStore({ dataDir, masterKey: MASTER_KEY });
  await store.init();
  await store.close();
  assert.equal(existsSync(lock), false, 'released on close');
});
