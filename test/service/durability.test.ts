/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   response bodies are untyped JSON; the assertions are the type check. */
/**
 * The real server (`src/main.ts`) as a child process on embedded PGlite:
 *  - first start prints one bootstrap token; a restart does not;
 *  - charges acknowledged by a 200 survive `kill -9`;
 *  - SIGTERM drains in-flight requests and flushes pending charges, exit code 0.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call } from './harness.ts';

const ROOT = new URL('../../', import.meta.url);
const JWT = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+)$/m;

interface Child {
  proc: ChildProcess;
  url: string;
  stdout: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      WORKER_THREADS: '0',
      JWT_SECRET: '',
      MASTER_KEY: '',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time\n${out}\n${err}`)), 180_000);
    const check = () => {
      const m = /"msg":"listening"/.test(out) ? /"address":"(http:\/\/[^"]+)"/.exec(out) : null;
      if (m) {
        clearTimeout(timer);
        proc.stdout.off('data', check);
        resolve(m[1]!);
      }
    };
    proc.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code}\n${out}\n${err}`)));
  });
  return { proc, url, stdout: () => out, exited };
}

/** `loops` clients each calling analyze back to back until stopped or the server dies. */
function load(url: string, token: string, loops: number) {
  let acked = 0;
  let stopped = false;
  const running = Array.from({ length: loops }, async () => {
    while (!stopped) {
      try {
        const res = await call(url, 'POST', '/api/pii/analyze', { token, body: { text: 'Call Jane Doe at 212-555-0123' } });
        if (res.status === 200) acked++;
        else if (res.status === 503) return; // closing: fastify refuses new requests while draining
        else if (res.status !== 429) throw new Error(`unexpected ${res.status}`);
      } catch (err) {
        if ((err as Error).message.startsWith('unexpected')) throw err;
        return; // connection refused / reset: the server is gone
      }
    }
  });
  return {
    acked: () => acked,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

test('charges acknowledged by 200 survive kill -9; SIGTERM drains and flushes', { timeout: 600_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'veil-durability-'));
  try {
    // First start: bootstrap account + token, printed once.
    let server = await startServer(dataDir);
    const token = JWT.exec(server.stdout())?.[1];
    assert.ok(token, 'bootstrap token printed on first start');
    const start = await call(server.url, 'GET', '/api/account', { token });
    assert.equal(start.body.email, 'dev@localhost');
    assert.equal(start.body.plan, 'business');
    const initial = start.body.balance.total as number;

    const loops = 16;
    let traffic = load(server.url, token, loops);
    await new Promise((r) => setTimeout(r, 2000));
    server.proc.kill('SIGKILL');
    await server.exited;
    await traffic.stop();
    const ackedBeforeKill = traffic.acked();
    assert.ok(ackedBeforeKill > 0, 'some calls succeeded before the kill');

    server = await startServer(dataDir);
    assert.equal(JWT.exec(server.stdout()), null, 'no bootstrap token on restart');
    const afterKill = (await call(server.url, 'GET', '/api/account', { token })).body.balance.total as number;
    const used = initial - afterKill;
    // Every acknowledged charge is there; at most the requests in flight at the kill may be too.
    assert.ok(used >= ackedBeforeKill, `used ${used} ≥ acknowledged ${ackedBeforeKill}`);
    assert.ok(used <= ackedBeforeKill + loops, `used ${used} ≤ acknowledged ${ackedBeforeKill} + in flight ${loops}`);

    // Graceful stop: in-flight requests finish, their charges are flushed, exit 0.
    traffic = load(server.url, token, loops);
    await new Promise((r) => setTimeout(r, 1500));
    server.proc.kill('SIGTERM');
    assert.equal(await server.exited, 0, server.stdout().slice(-3000));
    await traffic.stop();
    const ackedBeforeTerm = traffic.acked();

    server = await startServer(dataDir);
    const afterTerm = (await call(server.url, 'GET', '/api/account', { token })).body.balance.total as number;
    assert.equal(afterKill - afterTerm, ackedBeforeTerm, 'after SIGTERM the ledger holds exactly the acknowledged calls');
    server.proc.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
