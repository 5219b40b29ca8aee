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

    // token list: every token of the account with its status, never the JWT itself.
    const second = await veilJson(['token', 'create', '--email', 'ada@example.com', '--name', 'second'], env);
    const listed = await veilJson(['token', 'list', '--email', 'ada@example.com'], env);
    assert.equal(listed.email, 'ada@example.com');
    const tokens = listed.tokens as Record<string, unknown>[];
    assert.deepEqual(
      tokens.map((t) => [t.id, t.name, t.status]),
      [
        [issued.id, 'ci', 'revoked'],
        [second.id, 'second', 'active'],
      ],
    );
    assert.deepEqual(Object.keys(tokens[0]!).sort(), ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'revoked_at', 'status']);
    assert.ok(!JSON.stringify(listed).includes(second.token as string), 'the JWT is never listed');
    const humanList = await veil(['token', 'list', '--email', 'ada@example.com'], { env });
    assert.equal(humanList.code, 0, humanList.stderr);
    assert.match(humanList.stdout, new RegExp(`${String(second.id)}  active   second`));
    await veilJson(['token', 'revoke', second.id as string], env);

    // Human output: only the JWT on stdout (TOKEN=$(veil token create …)), the id as a note.
    const human = await veil(['token', 'create', '--email', 'ada@example.com'], { env });
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /^eyJ[\w-]+\.[\w-]+\.[\w-]+\n$/);
    assert.match(human.stderr, /token id [0-9a-f-]{36}, no expiry/);

    // Errors on the direct path (the socket path is checked below; usage errors in usage.test.ts).
    const unknown = await veil(['account', 'show', '--email', 'nobody@example.com', '--json'], { env });
    assert.equal(unknown.code, 1);
    assert.equal(unknown.stdout, '');
    assert.deepEqual(jsonError(unknown), { error: 'no account with email nobody@example.com', code: 'not_found' });
    const badPlan = await veil(['account', 'create', '--email', 'x@example.com', '--plan', 'gold'], { env });
    assert.equal(badPlan.code, 2);
    assert.match(badPlan.stderr, /^veil: --plan must be one of free, basic, pro, business \(got "gold"\)\n/);

    assert.equal(existsSync(socket), false, 'no server ran, so no socket');
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

    // Errors come back over the socket with their codes: 2 for invalid input, 1 for the rest.
    const expectError = async (args: string[], exit: number, code: string, message?: RegExp) => {
      const run = await veil([...args, '--json'], { env });
      assert.equal(run.code, exit, `veil ${args.join(' ')}: ${run.stderr}`);
      assert.equal(run.stdout, '');
      const error = jsonError(run);
      assert.equal(error.code, code, error.error);
      if (message) assert.match(error.error, message);
    };
    await expectError(['account', 'show', '--email', 'nobody@example.com'], 1, 'not_found', /nobody@example.com/);
    await expectError(['token', 'create', '--email', 'nobody@example.com'], 1, 'not_found');
    await expectError(['account', 'create', '--email', 'bob@example.com', '--plan', 'pro'], 1, 'conflict', /already exists/);
    await expectError(['token', 'revoke', '00000000-0000-4000-8000-000000000000'], 1, 'not_found');
    await expectError(['account', 'set-plan', '--email', 'bob@example.com', '--plan', 'gold'], 2, 'invalid', /free, basic, pro, business/);
    await expectError(['account', 'create', '--email', 'not-an-email', '--plan', 'pro'], 2, 'invalid', /not an email/);
    await veilJson(['account', 'create', '--email', 'free@example.com', '--plan', 'free'], env);
    await expectError(['account', 'top-up', '--email', 'free@example.com', '--tokens', '10'], 1, 'plan', /paid plan/);

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
    // The server logs the command before answering, but its stdout and the CLI's exit reach this
    // process through different pipes, in either order on a busy machine.
    for (const deadline = Date.now() + 5000; !/"command":"account.show"/.test(server.output()) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
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
