/**
 * Metering micro-benchmark: charges/s through Store.charge() with 200 concurrent callers, each
 * charging 1 token in a loop (await, then charge again), on embedded PGlite (a real data
 * directory) and on PostgreSQL (a throwaway database; skipped when unreachable). For contrast the
 * same load runs with grouping disabled (maxBatch 1: one transaction per charge).
 *
 *   node --import tsx bench/store.ts [seconds=5] [callers=200]
 *   TEST_DATABASE_URL=postgres://… to point at another server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgliteStore, PostgresStore, type SqlStore } from '../src/store/index.ts';

const seconds = Number(process.argv[2] ?? 5);
const callers = Number(process.argv[3] ?? 200);
const MASTER_KEY = randomBytes(32).toString('base64url');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Result {
  backend: string;
  charges: number;
  perSecond: number;
  flushes: number;
  meanBatch: number;
  p50ms: number;
  p99ms: number;
}

async function run(backend: string, store: SqlStore): Promise<Result> {
  const account = await store.createAccount({ email: `bench-${randomBytes(4).toString('hex')}@example.test`, plan: 'business' });
  await store.topUp(account.id, 1_000_000_000);
  const before = { ...store.metering.stats };
  const latencies: number[] = [];
  let stop = false;
  const caller = async () => {
    let i = 0;
    while (!stop) {
      const t0 = performance.now();
      const r = await store.charge({ accountId: account.id, tokens: 1, endpoint: 'analyze', reference: `bench-${++i}` });
      latencies.push(performance.now() - t0);
      if (!r.ok) throw new Error('balance exhausted');
    }
  };
  const started = performance.now();
  const timer = setTimeout(() => (stop = true), seconds * 1000);
  await Promise.all(Array.from({ length: callers }, caller));
  clearTimeout(timer);
  const elapsed = (performance.now() - started) / 1000;

  const charges = latencies.length;
  const ledger = await store.ledgerTotal(account.id);
  if (ledger !== charges) throw new Error(`ledger ${ledger} != acknowledged ${charges}`);
  latencies.sort((a, b) => a - b);
  const flushes = store.metering.stats.flushes - before.flushes;
  return {
    backend,
    charges,
    perSecond: Math.round(charges / elapsed),
    flushes,
    meanBatch: Math.round((charges / Math.max(1, flushes)) * 10) / 10,
    p50ms: round(latencies[Math.floor(charges * 0.5)] ?? 0),
    p99ms: round(latencies[Math.floor(charges * 0.99)] ?? 0),
  };
}

const round = (x: number) => Math.round(x * 100) / 100;

async function withPglite(label: string, maxBatch: number | undefined): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'veil-bench-'));
  const store = new PgliteStore({ dataDir: dir, masterKey: MASTER_KEY, ...(maxBatch ? { metering: { maxBatch } } : {}) });
  try {
    await store.init();
    return await run(label, store);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres(label: string, maxBatch: number | undefined): Promise<Result | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.error(`PostgreSQL not reachable at ${ADMIN_URL}: ${(err as Error).message}; skipping`);
    return null;
  }
  const name = `veil_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const store = new PostgresStore({ databaseUrl: url.toString(), masterKey: MASTER_KEY, ...(maxBatch ? { metering: { maxBatch } } : {}) });
  try {
    await store.init();
    return await run(label, store);
  } finally {
    await store.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results: Result[] = [];
results.push(await withPglite('pglite (directory), group commit', undefined));
results.push(await withPglite('pglite (directory), no grouping', 1));
for (const [label, maxBatch] of [['postgres, group commit', undefined], ['postgres, no grouping', 1]] as const) {
  const r = await withPostgres(label, maxBatch);
  if (r) results.push(r);
}
console.log(`${callers} concurrent callers, ${seconds} s each, 1 token per charge`);
console.table(results);
