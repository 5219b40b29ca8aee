/**
 * Start-up order (issue 13): store, engine tables and app are built concurrently and the server
 * listens only once all three are ready, so the first 200 from /api/health already means that text
 * analysis works — never "healthy" while the store is still opening or the engine still loading.
 * Polls /api/health from before the process listens (every few ms) on the compiled build
 * (`node dist/main.js`, what `npm start` runs), on a first start and on a restart of the same DATA_DIR.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { baseEnv, ROOT, tempDir } from '../cli/helpers.ts';

const TIMEOUT = 300_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface FirstHealthy {
  /** The server's output (pino lines, synchronous) when the first 200 arrived. */
  outputThen: string;
  body: { status: string; checks: Record<string, string> };
  /** Analyzes a text right away; the caller passes the bearer token. */
  analyze: (token: string, text: string) => Promise<Response>;
  output: () => string;
  stop: () => Promise<number | null>;
}

async function startAndPoll(dataDir: string): Promise<FirstHealthy> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['dist/main.js'], {
    cwd: ROOT,
    env: baseEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WORKER_THREADS: '0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    assert.equal(proc.exitCode, null, `the server exited\n${out}`);
    assert.ok(Date.now() < deadline, `no 200 from /api/health in time\n${out}`);
    let res: Response | null = null;
    try {
      res = await fetch(`${url}/api/health`);
    } catch {
      // not listening yet
    }
    if (res?.status === 200) {
      const outputThen = out;
      const body = (await res.json()) as FirstHealthy['body'];
      return {
        outputThen,
        body,
        analyze: (token, text) =>
          fetch(`${url}/api/pii/analyze`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text }) }),
        output: () => out,
        stop: () => {
          proc.kill('SIGTERM');
          return exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 3));
  }
}

const TEXT = 'Dear Mr. John Smith, write to john.smith@example.com.';

function assertReadyWhenHealthy(first: FirstHealthy): void {
  assert.equal(first.body.status, 'ok');
  assert.equal(first.body.checks.storage, 'ok');
  assert.equal(first.body.checks.engine, 'ok', 'health must report the engine as loaded from its first 200 on');
  // pino writes synchronously: these lines were out before the server answered.
  assert.match(first.outputThen, /"msg":"store ready"/, `healthy before the store was ready\n${first.outputThen}`);
  assert.match(first.outputThen, /"msg":"engine ready"/, `healthy before the engine was loaded\n${first.outputThen}`);
}

describe('start-up order: healthy only when text analysis works', () => {
  const dataDir = tempDir('order');
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  let token = '';

  test('first start (empty DATA_DIR): the first 200 comes with store and engine ready', { timeout: TIMEOUT }, async () => {
    const first = await startAndPoll(dataDir);
    try {
      assertReadyWhenHealthy(first);
      // The embedded database ran on its own thread and was copied from the build's template (no initdb).
      assert.match(first.outputThen, /"msg":"store ready"/);
      assert.match(first.outputThen, /"thread":true,"seeded":true/, `the first start did not use the pre-initialised database\n${first.outputThen}`);
      // The bootstrap token is printed right after listen.
      for (let i = 0; i < 500 && !token; i++) {
        token = /\b(eyJ[\w-]+\.[\w-]+\.[\w-]+)\b/.exec(first.output())?.[1] ?? '';
        if (!token) await new Promise((r) => setTimeout(r, 10));
      }
      assert.ok(token, `no bootstrap token\n${first.output()}`);
    } finally {
      assert.equal(await first.stop(), 0);
    }
  });

  test('restart: analyze right at the first 200 answers with the entities', { timeout: TIMEOUT }, async () => {
    assert.ok(token, 'needs the first test');
    const first = await startAndPoll(dataDir);
    try {
      const res = await first.analyze(token, TEXT);
      assertReadyWhenHealthy(first);
      assert.match(first.outputThen, /"thread":true,"seeded":false/, first.outputThen);
      assert.equal(res.status, 200, await res.clone().text());
      const types = ((await res.json()) as { entities: { entity_type: string }[] }).entities.map((e) => e.entity_type);
      assert.ok(types.includes('EMAIL_ADDRESS') && types.includes('PERSON'), types.join(','));
    } finally {
      assert.equal(await first.stop(), 0);
    }
  });
});
