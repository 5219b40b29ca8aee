/**
 * `veil` admin commands with DATABASE_URL: the CLI opens PostgreSQL itself (several processes may),
 * also while a server runs on the same database; a token it issues works against that server and
 * stops working after `veil token revoke` within the server's auth cache TTL.
 *
 * Uses a fresh database veil_cli_<random> on TEST_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards. Unreachable: skipped with a
 * message — unless CI=true, where it fails.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_URL, postgresProblem, redactUrl, ScratchDatabase, skipReason } from '../support/postgres.ts';
import { baseEnv, getAccount, jsonError, startServer, tempDir, veil, veilJson, type ServerProcess } from './helpers.ts';

const TIMEOUT = 600_000;

const problem = await postgresProblem();
const skip = skipReason(problem) ?? false;
if (skip) console.log(`# skipping the DATABASE_URL CLI tests: ${skip}`);

describe('veil admin commands with DATABASE_URL', () => {
  const db = new ScratchDatabase('veil_cli');
  const dataDir = tempDir('pgcli');
  const env = baseEnv({
    DATABASE_URL: db.url,
    JWT_SECRET: 'cli-test-jwt-secret-0123456789abcdefgh',
    MASTER_KEY: 'cli-test-master-key-0123456789abcdefgh',
    DATA_DIR: dataDir,
    AUTH_CACHE_TTL_MS: '500',
  });
  let server: ServerProcess | null = null;

  after(async () => {
    if (server && server.proc.exitCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('PostgreSQL is reachable (required on CI)', { skip }, () => {
    assert.equal(problem, null, `PostgreSQL is required on CI but not reachable at ${redactUrl(ADMIN_URL)}: ${String(problem)}`);
  });

  test('account and token commands run directly on PostgreSQL', { skip, timeout: TIMEOUT }, async () => {
    await db.create();

    // Instances sharing a database must share the secrets: no generating them per process.
    const noSecret = await veil(['account', 'show', '--email', 'a@example.com'], { env: { ...env, JWT_SECRET: '' } });
    assert.equal(noSecret.code, 1);
    assert.match(noSecret.stderr, /JWT_SECRET must be set when DATABASE_URL is used/);

    const account = await veilJson(['account', 'create', '--email', 'pg@example.com', '--plan', 'basic'], env);
    assert.deepEqual(Object.keys(account).sort(), ['email', 'id', 'plan']);
    assert.equal((await veilJson(['account', 'set-plan', '--email', 'pg@example.com', '--plan', 'pro'], env)).plan, 'pro');
    const topped = await veilJson<{ balance: Record<string, number> }>(['account', 'top-up', '--email', 'pg@example.com', '--tokens', '42'], env);
    assert.deepEqual(topped.balance, { allowance_left: 4000, top_up: 42, total: 4042 });

    const unknown = await veil(['account', 'top-up', '--email', 'nobody@example.com', '--tokens', '1', '--json'], { env });
    assert.equal(unknown.code, 1);
    assert.equal(jsonError(unknown).code, 'not_found');
    const duplicate = await veil(['account', 'create', '--email', 'PG@example.com', '--plan', 'pro', '--json'], { env });
    assert.equal(duplicate.code, 1);
    assert.equal(jsonError(duplicate).code, 'conflict');

    const issued = await veilJson(['token', 'create', '--email', 'pg@example.com', '--expires-in', '30m'], env);
    assert.deepEqual(Object.keys(issued).sort(), ['expires_at', 'id', 'token']);
    assert.deepEqual(await veilJson(['token', 'revoke', issued.id as string], env), { id: issued.id, revoked: true });
  });

  test('while a server runs on the same database: its tokens work, and revocation reaches it', { skip, timeout: TIMEOUT }, async () => {
    server = await startServer(env);
    const issued = await veilJson(['token', 'create', '--email', 'pg@example.com'], env);
    const token = issued.token as string;
    const res = await getAccount(server.url, token);
    assert.equal(res.status, 200);
    assert.equal(res.body.email, 'pg@example.com');

    await veilJson(['token', 'revoke', issued.id as string], env);
    // Another process changed the database: the server notices within AUTH_CACHE_TTL_MS (500 here).
    const deadline = Date.now() + 10_000;
    let status = 200;
    while (Date.now() < deadline && status !== 401) {
      status = (await getAccount(server.url, token)).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(status, 401);

    assert.equal(existsSync(join(dataDir, 'admin.sock')), false, 'no admin socket with DATABASE_URL: the CLI talks to PostgreSQL');
    assert.equal(await server.stop(), 0);
  });
});
