/**
 * The pre-initialised embedded database (src/store/pglite-template.ts): `npm run build` makes
 * dist/pgdata-template, and a first start on an empty DATA_DIR copies it instead of running initdb.
 * It must give the same database as initdb + migrations: the same tables, columns, constraints,
 * indexes and applied migrations. Also: the thread's client serialises transactions against other
 * statements, and database errors keep their SQLSTATE across the thread boundary.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMORY, PgliteStore } from '../../src/store/index.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../src/store/errors.ts';
import type { PgliteConnection } from '../../src/store/pglite-client.ts';
import { DEFAULT_TEMPLATE, seedFromTemplate, usableTemplate } from '../../src/store/pglite-template.ts';
import { MASTER_KEY } from './backends.ts';

const work = mkdtempSync(join(tmpdir(), 'veil-template-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Everything the migrations define, as sorted text: a difference anywhere shows up in the diff. */
async function schemaOf(client: PgliteConnection): Promise<string[]> {
  const queries = [
    `select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '-')
       from information_schema.columns where table_schema in ('public', 'drizzle')`,
    `select 'constraint ' || n.nspname || '.' || c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname in ('public', 'drizzle')`,
    `select 'index ' || schemaname || ' ' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')`,
    `select 'migration ' || hash || ' ' || created_at from drizzle.__drizzle_migrations`,
  ];
  const lines: string[] = [];
  for (const q of queries) lines.push(...(await client.query<{ '?column?': string }>(q)).rows.map((r) => r['?column?']));
  return lines.sort();
}

describe('pre-initialised embedded database', () => {
  test('the build made a template usable with the installed PGlite', () => {
    assert.ok(usableTemplate(DEFAULT_TEMPLATE), `no usable template at ${DEFAULT_TEMPLATE} (npm run build makes it)`);
  });

  test('a first start from the template has exactly the schema of initdb + migrations', { timeout: 300_000 }, async () => {
    const dataDir = join(work, 'seeded');
    const seeded = new PgliteStore({ dataDir, masterKey: MASTER_KEY });
    const migrated = new PgliteStore({ dataDir: MEMORY, masterKey: MASTER_KEY });
    try {
      await Promise.all([seeded.init(), migrated.init()]);
      assert.deepEqual(seeded.startup(), { thread: true, seeded: true, open_ms: seeded.startup().open_ms });
      const [a, b] = await Promise.all([schemaOf(seeded.client), schemaOf(migrated.client)]);
      assert.ok(a.length > 50, `only ${a.length} schema lines`);
      assert.deepEqual(a, b);
      // The template carries no accounts or secrets of its own: those are made per DATA_DIR.
      assert.equal((await seeded.client.query<{ n: number }>('select count(*)::int as n from accounts')).rows[0]!.n, 0);
    } finally {
      await seeded.close();
      await migrated.close();
    }
    // Reopened: an existing database is never replaced by the template.
    const again = new PgliteStore({ dataDir, masterKey: MASTER_KEY });
    try {
      await again.init();
      assert.equal(again.startup().seeded, false);
    } finally {
      await again.close();
    }
  });

  test('a template for another PGlite version, or an existing directory, is not copied', () => {
    const template = join(work, 'template');
    cpSync(DEFAULT_TEMPLATE, template, { recursive: true });
    writeFileSync(`${template}.json`, JSON.stringify({ pglite: '0.0.1', migrations: [], created: '' }));
    assert.equal(usableTemplate(template), null);
    assert.equal(seedFromTemplate(template, join(work, 'other-version')), false);
    assert.equal(existsSync(join(work, 'other-version')), false);
    const existing = join(work, 'existing');
    cpSync(DEFAULT_TEMPLATE, existing, { recursive: true });
    assert.equal(seedFromTemplate(DEFAULT_TEMPLATE, existing), false);
    // No partial copies left behind.
    assert.deepEqual(readdirSync(work).filter((f) => f.includes('.seeding-')), []);
  });
});

describe('PGlite on its own thread', () => {
  test('a transaction holds back statements outside it; errors keep their SQLSTATE', { timeout: 300_000 }, async () => {
    const store = new PgliteStore({ dataDir: MEMORY, thread: true, masterKey: MASTER_KEY });
    try {
      await store.init();
      const c = store.client;
      await c.exec('create table t (k int primary key, v int)');
      const order: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const tx = c.transaction(async (inner) => {
        await inner.query('insert into t values (1, 1)');
        order.push('tx: inserted');
        await gate;
        await inner.query('update t set v = 2 where k = 1');
        order.push('tx: updated');
      });
      await new Promise((r) => setTimeout(r, 50));
      // Issued while the transaction is open: runs after it commits, and sees its final state.
      const outside = c.query<{ v: number }>('select v from t where k = 1').then((r) => {
        order.push('outside');
        return r.rows[0]?.v;
      });
      await new Promise((r) => setTimeout(r, 50));
      release();
      await tx;
      assert.equal(await outside, 2);
      assert.deepEqual(order, ['tx: inserted', 'tx: updated', 'outside']);
      // A failing transaction rolls back, and its error keeps PostgreSQL's code.
      await assert.rejects(
        c.transaction(async (inner) => {
          await inner.query('insert into t values (2, 2)');
          await inner.query('insert into t values (1, 9)');
        }),
        (err: unknown) => sqlState(err) === UNIQUE_VIOLATION,
      );
      assert.equal((await c.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n, 1);
    } finally {
      await store.close();
    }
  });
});
