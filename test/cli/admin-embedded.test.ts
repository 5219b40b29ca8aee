/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   CLI and API output is untyped JSON; the assertions are the type check. */
/**
 * `veil` admin commands on embedded PGlite, with the real CLI and the real server as child
 * processes sharing one DATA_DIR (initdb once for the whole file):
 *  - server stopped: the CLI opens the store itself;
 *  - server running: the CLI goes through DATA_DIR/admin.sock and the server applies changes to
 *    its very next request (its auth cache is invalidated, not merely expired);
 *  - SIGTERM removes the socket; a killed server's stale socket is cleaned up by the CLI and by
 *    the next server.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, linkSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { baseEnv, getAccount, jsonError, startServer, tempDir, veil, veilJson, type ServerProcess } from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const TIMEOUT = 600_000;

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('veil admin commands on embedded storage', () => {
  const dataDir = tempDir('cli');
  const socket = join(dataDir, 'admin.sock');
  // A long auth cache: a change can only show on the next request if the server drops its cache.
  const env = baseEnv({ DATA_DIR: dataDir, XDG_CONFIG_HOME: join(dataDir, 'xdg'), AUTH_CACHE_TTL_MS: '600000' });
  let server: ServerProcess | null = null;

  after(async () => {
    if (server && server.proc.exitCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('server stopped: account and token commands open the store directly', { timeout: TIMEOUT }, async () => {
    const created = await veilJson(['account', 'create', '--email', 'Ada@Example.com', '--plan', 'basic'], env);
    assert.deepEqual(Object.keys(created).sort(), ['email', 'id', 'plan']);
    assert.match(created.id as string, UUID);
    assert.equal(created.email, 'ada@example.com');
    assert.equal(created.plan, 'basic');

    const upgraded = await veilJson(['account', 'set-plan', '--email', 'ada@example.com', '--plan', 'pro'], env);
    assert.equal(upgraded.plan, 'pro');
    assert.equal(upgraded.id, created.id);
    assert.deepEqual(upgraded.balance, { allowance_left: 4000, top_up: 0, total: 4000 });

    const topped = await veilJson(['account', 'top-up', '--email', 'ada@example.com', '--tokens', '500'], env);
    assert.deepEqual(topped.balance, { allowance_left: 4000, top_up: 500, total: 4500 });
    const shown = await veilJson(['account', 'show', '--email', 'ADA@example.com'], env);
    assert.deepEqual(shown, topped);
    assert.deepEqual(Object.keys(shown).sort(), ['balance', 'created_at', 'cycle_resets_at', 'cycle_started_at', 'email', 'id', 'plan']);

    const before = Date.now();
    const issued = await veilJson(['token', 'create', '--email', 'ada@example.com', '--name', 'ci', '--expires-in', '90d'], env);
    assert.deepEqual(Object.keys(issued).sort(), ['expires_at', 'id', 'token']);
    assert.match(issued.token as string, JWT);
    assert.equal(claims(issued.token as string).sub, created.id);
    assert.equal(claims(issued.token as string).jti, issued.id);
    const expires = Date.parse(issued.expires_at as string);
    assert.ok(Math.abs(expires - (before + 90 * 86_400_000)) < 10 * 60_000, `expires_at ${String(issued.expires_at)} is not ~90 days ahead`);

    assert.deepEqual(await veilJson(['token', 'revoke', issued.id as string], env), { id: issued.id, revoked: true });

    // Human output: only the JWT on stdout (TOKEN=$(veil token create …)), the id as a note.
    const human = await veil(['token', 'create', '--email', 'ada@example.com'], { env });
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /^eyJ[\w-]+\.[\w-]+\.[\w-]+\n$/);
    assert.match(human.stderr, /token id [0-9a-f-]{36}, no expiry/);

    assert.equal(existsSync(socket), false, 'no server ran, so no socket');
  });

  test('usage errors exit with 2, runtime failures with 1, as JSON on stderr with --json', { timeout: TIMEOUT }, async () => {
    const expectExit = async (args: string[], code: number, errorCode?: string) => {
      const run = await veil([...args, '--json'], { env });
      assert.equal(run.code, code, `veil ${args.join(' ')}: ${run.stderr}`);
      assert.equal(run.stdout, '');
      const error = jsonError(run);
      assert.equal(typeof error.error, 'string');
      if (errorCode) assert.equal(error.code, errorCode, error.error);
      return error;
    };
    // Rejected before any store is opened.
    assert.match((await expectExit(['account', 'create', '--plan', 'pro'], 2)).error, /--email is required/);
    assert.match((await expectExit(['account', 'top-up', '--email', 'ada@example.com', '--tokens', 'ten'], 2)).error, /--tokens/);
    assert.match((await expectExit(['account', 'create', '--email', 'x@y.z', '--plan', 'pro', '--colour', 'red'], 2)).error, /--colour/);
    assert.match((await expectExit(['token', 'create', '--email', 'ada@example.com', '--expires-in', '3 days'], 2)).error, /--expires-in/);
    assert.match((await expectExit(['token', 'revoke'], 2)).error, /missing argument/);
    assert.match((await expectExit(['frobnicate'], 2)).error, /unknown command/);
    assert.match((await expectExit(['account', 'delete'], 2)).error, /create, set-plan, top-up, show/);
    // Rejected by the admin commands themselves (the same checks run on the socket path).
    assert.match((await expectExit(['account', 'create', '--email', 'x@y.z', '--plan', 'gold'], 2, 'invalid')).error, /free, basic, pro, business/);
    assert.match((await expectExit(['account', 'create', '--email', 'not-an-email', '--plan', 'pro'], 2, 'invalid')).error, /not an email/);
    assert.match((await expectExit(['account', 'show', '--email', 'nobody@example.com'], 1, 'not_found')).error, /nobody@example.com/);
    await expectExit(['token', 'create', '--email', 'nobody@example.com'], 1, 'not_found');
    await expectExit(['account', 'create', '--email', 'ada@example.com', '--plan', 'pro'], 1, 'conflict');
    await expectExit(['token', 'revoke', '00000000-0000-4000-8000-000000000000'], 1, 'not_found');
    await veilJson(['account', 'create', '--email', 'free@example.com', '--plan', 'free'], env);
    assert.match((await expectExit(['account', 'top-up', '--email', 'free@example.com', '--tokens', '10'], 1, 'plan')).error, /paid plan/);

    // Without --json: a one-line message and a pointer to the usage.
    const plain = await veil(['account', 'create', '--plan', 'pro'], { env });
    assert.equal(plain.code, 2);
    assert.match(plain.stderr, /^veil: --email is required\nrun 'veil account create --help' for usage\n$/);
    const help = await veil(['account', 'create', '--help'], { env });
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^usage: veil account create --email E --plan P/);
    const list = await veil(['--help'], { env });
    assert.equal(list.code, 0);
    for (const name of ['account create', 'account set-plan', 'account top-up', 'account show', 'token create', 'token revoke', 'analyze', 'anonymize']) {
      assert.ok(list.stdout.includes(name), name);
    }
  });

  test('server running: commands go through DATA_DIR/admin.sock and apply to its next request', { timeout: TIMEOUT }, async () => {
    server = await startServer(env);
    const url = server.url;
    const stat = statSync(socket);
    assert.ok(stat.isSocket());
    assert.equal(stat.mode & 0o777, 0o600, 'only the server user may connect');

    // The account made while the server was stopped is there (same store, not a second one).
    const ada = await veilJson(['account', 'show', '--email', 'ada@example.com'], env);
    assert.equal(ada.plan, 'pro');

    const created = await veilJson(['account', 'create', '--email', 'bob@example.com', '--plan', 'basic'], env);
    assert.deepEqual(Object.keys(created).sort(), ['email', 'id', 'plan']);
    const issued = await veilJson(['token', 'create', '--email', 'bob@example.com', '--expires-in', '12h'], env);
    assert.deepEqual(Object.keys(issued).sort(), ['expires_at', 'id', 'token']);
    const token = issued.token as string;

    let res = await getAccount(url, token);
    assert.equal(res.status, 200);
    assert.equal(res.body.email, 'bob@example.com');
    assert.equal(res.body.plan, 'basic');
    assert.equal((await getAccount(url, token)).status, 200); // now cached by the server

    await veilJson(['account', 'set-plan', '--email', 'bob@example.com', '--plan', 'free'], env);
    res = await getAccount(url, token);
    assert.equal(res.status, 403, 'a downgrade applies to the next request');
    assert.equal(res.body.error, 'Upgrade required');

    await veilJson(['account', 'set-plan', '--email', 'bob@example.com', '--plan', 'pro'], env);
    await veilJson(['account', 'top-up', '--email', 'bob@example.com', '--tokens', '250'], env);
    res = await getAccount(url, token);
    assert.equal(res.status, 200);
    assert.equal(res.body.plan, 'pro');
    assert.equal((res.body.balance as Record<string, number>).top_up, 250);

    // Errors come back over the socket with the same codes.
    const unknown = await veil(['account', 'show', '--email', 'nobody@example.com', '--json'], { env });
    assert.equal(unknown.code, 1);
    assert.equal(jsonError(unknown).code, 'not_found');
    const badPlan = await veil(['account', 'set-plan', '--email', 'bob@example.com', '--plan', 'gold', '--json'], { env });
    assert.equal(badPlan.code, 2);

    assert.deepEqual(await veilJson(['token', 'revoke', issued.id as string], env), { id: issued.id, revoked: true });
    res = await getAccount(url, token);
    assert.equal(res.status, 401, 'a revocation applies to the next request');
    assert.deepEqual(res.body, { error: 'Unauthorized' });

    // The server did the work (the CLI could not have opened the locked store), and logged only
    // command names: never the token it issued.
    const log = server.output();
    for (const command of ['account.create', 'token.create', 'account.set-plan', 'account.top-up', 'token.revoke']) {
      assert.ok(log.includes(`"command":"${command}"`), command);
    }
    assert.ok(!log.includes(token), 'the issued token is never logged');
  });

  test('SIGTERM removes the socket; a stale one (killed server) is cleaned up by the next server and by the CLI', { timeout: TIMEOUT }, async () => {
    assert.equal(await server!.stop(), 0);
    assert.equal(existsSync(socket), false, 'the socket file goes with the server');

    // A stale socket: a file nobody listens on (a hard link outlives the listener's own unlink).
    const holder = createServer();
    const tmpSocket = join(dataDir, 'tmp.sock');
    await new Promise<void>((resolve) => holder.listen(tmpSocket, resolve));
    linkSync(tmpSocket, socket);
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    assert.ok(statSync(socket).isSocket());

    server = await startServer(env);
    assert.match(server.output(), /removed a stale admin socket/);
    assert.equal((await veilJson(['account', 'show', '--email', 'bob@example.com'], env)).plan, 'pro');
    assert.match(server.output(), /"command":"account.show"/);

    // kill -9: no cleanup at all, so the socket file and the store lock stay behind.
    server.proc.kill('SIGKILL');
    await server.exited;
    assert.ok(existsSync(socket));
    const shown = await veilJson(['account', 'show', '--email', 'bob@example.com'], env);
    assert.equal(shown.plan, 'pro');
    assert.equal(existsSync(socket), false, 'the CLI removed the stale socket once it held the store');
  });
});
