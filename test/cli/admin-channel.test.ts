/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   responses are untyped JSON; the assertions are the type check. */
/**
 * The admin socket itself, in-process over a stub store (no database needed): the wire protocol's
 * error handling, file mode and close, stale-socket handling, long paths, and the CLI waiting for a
 * server that holds the data directory but does not answer yet.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { listenAdmin, removeStaleSocket, type AdminChannel } from '../../src/admin/server.ts';
import { adminSocketPath, SocketPathError } from '../../src/admin/protocol.ts';
import type { Account, Store } from '../../src/store/types.ts';
import { baseEnv, tempDir, veil } from './helpers.ts';

const ACCOUNT: Account = {
  id: '6f1d3f3e-4c1a-4b7e-9f1e-0a1b2c3d4e5f',
  email: 'stub@example.com',
  plan: 'pro',
  allowanceLeft: 3000,
  topUp: 0,
  cycleStartedAt: new Date('2030-01-01T00:00:00Z'),
  cycleResetsAt: new Date('2030-02-01T00:00:00Z'),
  createdAt: new Date('2030-01-01T00:00:00Z'),
};

/** Only what the commands used here need; anything else fails loudly. */
function stubStore(): Store {
  const known: Partial<Store> = {
    getAccountByEmail: (email) => Promise.resolve(email.toLowerCase() === ACCOUNT.email ? ACCOUNT : null),
  };
  return new Proxy(known as Store, {
    get(target, prop: string) {
      if (prop in target) return target[prop as keyof Store];
      return () => Promise.reject(new Error(`stub store: ${prop} not implemented`));
    },
  });
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Sends raw lines and collects `count` response lines. */
function exchange(path: string, payload: string, count: number): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buffer = '';
    socket.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n').filter((l) => l !== '');
      if (lines.length >= count && buffer.endsWith('\n')) {
        socket.end();
        resolve(lines.map((l) => JSON.parse(l) as Record<string, unknown>));
      }
    });
    socket.on('error', reject);
    socket.write(payload);
  });
}

describe('admin socket', () => {
  const dir = tempDir('chan');
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('answers JSON lines in order, refuses malformed, unknown and outdated requests; mode 0600', async () => {
    const dataDir = join(dir, 'a');
    mkdirSync(dataDir);
    const channel = await listenAdmin({ dataDir, context: { store: stubStore(), jwtSecret: 'x'.repeat(32) }, log: silent });
    try {
      assert.equal(statSync(channel.path).mode & 0o777, 0o600);
      const responses = await exchange(
        channel.path,
        [
          JSON.stringify({ v: 1, command: 'account.show', params: { email: 'Stub@Example.com' } }),
          'not json',
          JSON.stringify({ v: 1, command: 'account.delete', params: {} }),
          JSON.stringify({ v: 99, command: 'account.show', params: { email: 'stub@example.com' } }),
          JSON.stringify({ v: 1, command: 'account.show', params: { email: 'nobody@example.com' } }),
          JSON.stringify({ v: 1, command: 'account.show', params: 'stub@example.com' }),
          JSON.stringify({ v: 1, command: 'account.set-plan', params: { email: 'stub@example.com', plan: 'platinum' } }),
          '',
        ].join('\n'),
        7,
      );
      assert.equal(responses[0]!.ok, true);
      assert.equal((responses[0]!.result as { email: string }).email, 'stub@example.com');
      assert.deepEqual(
        responses.slice(1).map((r) => (r.error as { code: string }).code),
        ['invalid', 'unknown_command', 'unknown_command', 'not_found', 'invalid', 'invalid'],
      );
    } finally {
      await channel.close();
    }
    assert.equal(existsSync(join(dataDir, 'admin.sock')), false, 'close removes the socket file');
  });

  test('an over-long request line is refused and the connection closed', async () => {
    const dataDir = join(dir, 'b');
    mkdirSync(dataDir);
    const channel = await listenAdmin({ dataDir, context: { store: stubStore(), jwtSecret: 'x'.repeat(32) }, log: silent });
    try {
      const [response] = await exchange(channel.path, 'x'.repeat(100_000), 1);
      assert.deepEqual(response, { ok: false, error: { message: 'request line too long', code: 'invalid' } });
    } finally {
      await channel.close();
    }
  });

  test('close() ends idle connections instead of waiting for them', async () => {
    const dataDir = join(dir, 'c');
    mkdirSync(dataDir);
    const channel: AdminChannel = await listenAdmin({ dataDir, context: { store: stubStore(), jwtSecret: 'x'.repeat(32) }, log: silent });
    const idle = createConnection(channel.path);
    await new Promise((resolve) => idle.once('connect', resolve));
    const ended = new Promise((resolve) => idle.once('end', resolve));
    await channel.close();
    await ended;
    idle.destroy();
  });

  test('stale sockets are removed; live sockets and other files are not', async () => {
    const dataDir = join(dir, 'd');
    mkdirSync(dataDir);
    const path = join(dataDir, 'admin.sock');
    assert.equal(await removeStaleSocket(path), false, 'nothing there');

    writeFileSync(path, 'not a socket');
    await assert.rejects(removeStaleSocket(path), /is not a socket/);
    rmSync(path);

    const live = createServer();
    await new Promise<void>((resolve) => live.listen(path, resolve));
    await assert.rejects(removeStaleSocket(path), /another process already serves/);
    // Only one server per socket: a second channel on a live path refuses to start.
    await assert.rejects(listenAdmin({ dataDir, context: { store: stubStore(), jwtSecret: 'x'.repeat(32) }, log: silent }), /another process/);
    await new Promise<void>((resolve) => live.close(() => resolve()));
  });

  test('a DATA_DIR too deep for sun_path falls back to a relative path, or fails clearly', () => {
    const deep = `/${'d'.repeat(60)}/${'e'.repeat(60)}`;
    assert.equal(adminSocketPath(`${deep}/data`, deep), './data/admin.sock');
    assert.throws(() => adminSocketPath(`${deep}/data`, '/'), SocketPathError);
    assert.equal(adminSocketPath('data', '/srv/veil'), '/srv/veil/data/admin.sock');
  });

  test('the CLI waits for a server that holds DATA_DIR but does not answer yet, then uses its socket', { timeout: 300_000 }, async () => {
    const dataDir = join(dir, 'e');
    mkdirSync(dataDir);
    // This test process plays a starting server: it holds the store lock, the socket comes later.
    writeFileSync(join(dataDir, 'store.lock'), JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
    const env = baseEnv({ DATA_DIR: dataDir, VEIL_ADMIN_WAIT_MS: '240000' });

    let channel: AdminChannel | null = null;
    const run = veil(['account', 'show', '--email', 'stub@example.com', '--json'], { env });
    // Start listening only once the CLI has found the data directory busy.
    const started = (async () => {
      for (let i = 0; i < 2400 && !existsSync(join(dataDir, 'jwt_secret')); i++) await new Promise((r) => setTimeout(r, 100));
      channel = await listenAdmin({ dataDir, context: { store: stubStore(), jwtSecret: 'x'.repeat(32) }, log: silent });
    })();
    const result = await run;
    await started;
    await (channel as AdminChannel | null)?.close();
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, new RegExp(`waiting for the server \\(process ${process.pid}\\)`));
    assert.equal(JSON.parse(result.stdout).email, 'stub@example.com');

    // Nobody answers within the wait: a clear failure, exit 1.
    const impatient = await veil(['account', 'show', '--email', 'stub@example.com'], { env: { ...env, VEIL_ADMIN_WAIT_MS: '300' } });
    assert.equal(impatient.code, 1);
    assert.match(impatient.stderr, new RegExp(`in use by process ${process.pid}, but its admin socket .* does not answer`));
  });
});
