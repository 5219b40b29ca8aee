/** JWT_SECRET / MASTER_KEY loading: env first, generated files in embedded mode, an error with DATABASE_URL. */
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretsError, loadSecrets } from '../../src/store/index.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'veil-secrets-'));
  dirs.push(dir);
  return join(dir, 'data'); // not yet existing: loadSecrets creates it
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const JWT = 'j'.repeat(32);
const MASTER = 'm'.repeat(40);
const posix = process.platform !== 'win32';

test('secrets from the environment win and nothing is written', () => {
  const dataDir = tempDir();
  assert.deepEqual(loadSecrets({ dataDir, env: { JWT_SECRET: JWT, MASTER_KEY: MASTER } }), { jwtSecret: JWT, masterKey: MASTER });
  assert.equal(existsSync(join(dataDir, 'jwt_secret')), false);
  assert.equal(existsSync(join(dataDir, 'master_key')), false);
});

test('embedded mode generates both secrets once, mode 0600, and reuses them', () => {
  const dataDir = tempDir();
  const first = loadSecrets({ dataDir, env: {} });
  assert.ok(first.jwtSecret.length >= 32 && first.masterKey.length >= 32);
  assert.notEqual(first.jwtSecret, first.masterKey);
  for (const file of ['jwt_secret', 'master_key']) {
    if (posix) assert.equal(statSync(join(dataDir, file)).mode & 0o777, 0o600);
  }
  if (posix) assert.equal(statSync(dataDir).mode & 0o077, 0);
  assert.equal(readFileSync(join(dataDir, 'master_key'), 'utf8').trim(), first.masterKey);
  assert.deepEqual(loadSecrets({ dataDir, env: {} }), first);
  // One from env, the other from the file.
  assert.deepEqual(loadSecrets({ dataDir, env: { JWT_SECRET: JWT } }), { jwtSecret: JWT, masterKey: first.masterKey });
});

test('a secret file readable by others is tightened to 0600', { skip: !posix && 'POSIX modes' }, () => {
  const dataDir = tempDir();
  loadSecrets({ dataDir, env: {} });
  chmodSync(join(dataDir, 'jwt_secret'), 0o644);
  loadSecrets({ dataDir, env: {} });
  assert.equal(statSync(join(dataDir, 'jwt_secret')).mode & 0o777, 0o600);
});

test('with DATABASE_URL both must come from the environment', () => {
  const dataDir = tempDir();
  const databaseUrl = 'postgres://db/veil';
  assert.throws(() => loadSecrets({ dataDir, databaseUrl, env: {} }), (err: unknown) => err instanceof SecretsError && /JWT_SECRET and MASTER_KEY must be set when DATABASE_URL/.test(err.message));
  assert.throws(() => loadSecrets({ dataDir, databaseUrl, env: { JWT_SECRET: JWT } }), (err: unknown) => err instanceof SecretsError && /^MASTER_KEY must be set/.test(err.message));
  assert.equal(existsSync(dataDir), false, 'no files generated in PostgreSQL mode');
  assert.deepEqual(loadSecrets({ dataDir, databaseUrl, env: { JWT_SECRET: JWT, MASTER_KEY: MASTER } }), { jwtSecret: JWT, masterKey: MASTER });
});

test('short secrets are refused, without echoing them', () => {
  const dataDir = tempDir();
  assert.throws(
    () => loadSecrets({ dataDir, env: { JWT_SECRET: 'hunter2', MASTER_KEY: MASTER } }),
    (err: unknown) => err instanceof SecretsError && /JWT_SECRET must be at least 32/.test(err.message) && !err.message.includes('hunter2'),
  );
  loadSecrets({ dataDir, env: {} });
  writeFileSync(join(dataDir, 'master_key'), 'short\n', { mode: 0o600 });
  assert.throws(() => loadSecrets({ dataDir, env: {} }), (err: unknown) => err instanceof SecretsError && !err.message.includes('short\n'));
});

test('loading secrets logs nothing', () => {
  const dataDir = tempDir();
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const saved = methods.map((m) => console[m]);
  const calls: unknown[] = [];
  for (const m of methods) console[m] = (...args: unknown[]) => calls.push(args);
  try {
    loadSecrets({ dataDir, env: {} });
    loadSecrets({ dataDir, env: { MASTER_KEY: MASTER } });
  } finally {
    methods.forEach((m, i) => (console[m] = saved[i]!));
  }
  assert.deepEqual(calls, []);
});
