/**
 * A pre-initialised embedded database, made by `npm run build` (dist/pgdata-template) and copied
 * into DATA_DIR/pgdata on a first start instead of running initdb there: initdb in WASM took
 * 3.2–4.8 s (and ~800 MB at its peak) on the 2-core VM, copying the template ~0.33 s, after which
 * PGlite opens it like any existing data directory. The template holds initdb's output plus
 * Veil's migrations and nothing else: no accounts, no secrets (those are made per DATA_DIR).
 * drizzle's migrator still runs at every start and applies whatever the template lacks.
 *
 * It is used only when its marker (pgdata-template.json beside it) names the PGlite version that is
 * installed: a different PGlite may need a different on-disk format, and then initdb runs as before.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a server; Veil's embedded database is a
 * few MB of accounts, tokens and presets. 16 MB keeps it cached and takes ~110 MB off the
 * process's RSS (measured: 358 → 246 MB for PGlite alone on an existing data directory).
 */
export const EMBEDDED_POSTGRES_CONF = ['shared_buffers = 16MB', 'wal_buffers = 1MB'];

/** Where `npm run build` puts the template; the same path from src/store and dist/store. */
export const DEFAULT_TEMPLATE = fileURLToPath(new URL('../../dist/pgdata-template', import.meta.url));

interface Marker {
  pglite: string;
  migrations: string[];
  created: string;
}

/** The installed PGlite's version (its package.json is not in its `exports`, so found beside its entry, dist/index.*). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(entry, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The template's marker when it is usable with the installed PGlite, else null. */
export function usableTemplate(template: string): Marker | null {
  try {
    const marker = JSON.parse(readFileSync(`${template}.json`, 'utf8')) as Marker;
    return marker.pglite === pgliteVersion() && existsSync(join(template, 'PG_VERSION')) ? marker : null;
  } catch {
    return null;
  }
}

/**
 * Copies the template to `dataDir` when `dataDir` does not exist yet and the template is usable;
 * true when it did. The copy goes to a temporary directory renamed into place at the end, so a
 * start interrupted mid-copy leaves no half database (PGlite would take any directory holding
 * PG_VERSION for a complete one).
 */
export function seedFromTemplate(template: string, dataDir: string): boolean {
  if (existsSync(dataDir) || usableTemplate(template) === null) return false;
  const partial = `${dataDir}.seeding-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  renameSync(partial, dataDir);
  return true;
}

/**
 * Makes a template at `target` (replacing one there): initdb through PGlite with the embedded
 * settings, Veil's migrations, then the marker, written last (a build interrupted before it leaves
 * a template that is not used).
 */
export async function buildTemplate(target: string, migrationsFolder: string): Promise<Marker> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  rmSync(`${target}.json`, { force: true });
  rmSync(target, { recursive: true, force: true });
  const client = new PGlite(target, { postgresqlconf: EMBEDDED_POSTGRES_CONF });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const marker: Marker = { pglite: pgliteVersion(), migrations: journal.entries.map((e) => e.tag), created: new Date().toISOString() };
  writeFileSync(`${target}.json`, `${JSON.stringify(marker, null, 2)}\n`);
  return marker;
}
