/**
 * `veil account set-password` with the real CLI and the real server as child processes on one
 * DATA_DIR: the password arrives on stdin, the console accepts it, and a new password set while
 * the server runs (through its admin socket) signs out the console sessions.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, jsonError, startServer, tempDir, veil, veilJson, type ServerProcess } from './helpers.ts';

const TIMEOUT = 600_000;

async function signin(url: string, email: string, password: string): Promise<{ status: number; cookie: string | null }> {
  const res = await fetch(`${url}/api/console/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const cookie = /^veil_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;
  return { status: res.status, cookie };
}

describe('veil account set-password', () => {
  const dataDir = tempDir('pw');
  const env = baseEnv({ DATA_DIR: dataDir, XDG_CONFIG_HOME: join(dataDir, 'xdg') });
  let server: ServerProcess | null = null;

  after(async () => {
    if (server && server.proc.exitCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('reads the password from stdin; refuses short ones, unknown emails and an empty stdin', { timeout: TIMEOUT }, async () => {
    await veilJson(['account', 'create', '--email', 'ops@example.com', '--plan', 'pro'], env);
    const set = await veil(['account', 'set-password', '--email', 'ops@example.com', '--json'], { env, input: 'first passphrase\n' });
    assert.equal(set.code, 0, set.stderr);
    assert.deepEqual(JSON.parse(set.stdout), { email: 'ops@example.com', password_set: true, sessions_revoked: 0 });
    assert.ok(!set.stdout.includes('first passphrase') && !set.stderr.includes('first passphrase'), 'the password is never echoed');

    const short = await veil(['account', 'set-password', '--email', 'ops@example.com', '--json'], { env, input: 'short\n' });
    assert.equal(short.code, 2);
    assert.match(jsonError(short).error, /at least 10 characters/);
    const unknown = await veil(['account', 'set-password', '--email', 'nobody@example.com', '--json'], { env, input: 'long enough passphrase\n' });
    assert.equal(unknown.code, 1);
    const empty = await veil(['account', 'set-password', '--email', 'ops@example.com'], { env, input: '' });
    assert.equal(empty.code, 2);
    assert.match(empty.stderr, /no password given on stdin/);
  });

  test('the console accepts it; a new one set while the server runs signs its sessions out', { timeout: TIMEOUT }, async () => {
    server = await startServer(env);
    const first = await signin(server.url, 'ops@example.com', 'first passphrase');
    assert.equal(first.status, 200);
    assert.ok(first.cookie);
    const session = () => fetch(`${server!.url}/api/console/session`, { headers: { cookie: `veil_session=${first.cookie}` } });
    assert.equal((await session()).status, 200);

    const changed = await veil(['account', 'set-password', '--email', 'ops@example.com', '--json'], { env, input: 'second passphrase\n' });
    assert.equal(changed.code, 0, changed.stderr);
    assert.equal((JSON.parse(changed.stdout) as { sessions_revoked: number }).sessions_revoked, 1);
    assert.equal((await session()).status, 401);
    assert.equal((await signin(server.url, 'ops@example.com', 'first passphrase')).status, 401);
    assert.equal((await signin(server.url, 'ops@example.com', 'second passphrase')).status, 200);
    assert.equal(await server.stop(), 0);
  });
});
