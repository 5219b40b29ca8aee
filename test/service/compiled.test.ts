/**
 * The compiled runtime, as `npm start` runs it: `npm run build` turns src/ into dist/ (plain
 * JavaScript, data files beside it), and `node dist/main.js` on a fresh DATA_DIR answers
 * /api/health and analyzes text on a detection worker thread started from dist/service/worker.js. The compiled `veil` command (bin/veil.js → dist/cli/main.js) runs too.
 *
 * dist/ must be this checkout's build: `npm test` (scripts/test.mjs) rebuilds it when src/ changed,
 * and the first test fails when a file in src/ is newer than the build.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, ROOT, startServer, tempDir, veil, type ServerProcess } from '../cli/helpers.ts';

const TIMEOUT = 300_000;

describe('compiled runtime (dist/)', () => {
  const dataDir = tempDir('dist');
  let server: ServerProcess | null = null;
  let token = '';

  after(async () => {
    if (server && server.proc.exitCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('dist/ is the build of src/, with the entry points, the worker, the database template and the engine data', () => {
    const stamp = join(ROOT, 'dist', '.built');
    assert.ok(existsSync(stamp), 'no build: run npm run build');
    const built = statSync(stamp).mtimeMs;
    const stale = (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[]).filter((f) => statSync(join(ROOT, 'src', f)).mtimeMs > built);
    assert.deepEqual(stale, [], 'src/ changed since the last build: run npm run build (npm test does)');
    // …and the embedded database's thread and the pre-initialised database a first start copies.
    for (const file of ['main.js', 'cli/main.js', 'service/worker.js', 'store/pglite-thread.js', 'pgdata-template/PG_VERSION', 'pgdata-template.json', 'engine/recognizers/names/data/names-model.bin', 'engine/recognizers/names/data/vocab.bin', 'engine/recognizers/names/data/word-clusters.bin']) {
      assert.ok(existsSync(join(ROOT, 'dist', file)), `dist/${file} is missing`);
    }
    // Relative imports point at .js files: Node runs the build without a TypeScript loader.
    assert.doesNotMatch(readFileSync(join(ROOT, 'dist', 'main.js'), 'utf8'), /from '\.[^']*\.ts'/);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    assert.equal(pkg.scripts.start, 'node dist/main.js');
    assert.equal(pkg.scripts.build, 'node scripts/build.mjs');
    // npm install / npm ci build dist/ (and then the web console) through prepare.
    assert.match(pkg.scripts.prepare ?? '', /^npm run build(?: &&|$)/);
  });

  test('node dist/main.js: healthy, then analyzes on its worker thread (small documents batched, large alone)', { timeout: TIMEOUT }, async () => {
    // One worker thread running every document (dist/service/worker.js): small ones as a batch
    // message, those of 1,000+ characters alone. The default mode (small documents inline) runs
    // from dist/ in the scale-out test.
    server = await startServer(baseEnv({ DATA_DIR: dataDir, WORKER_THREADS: '1', WORKER_THRESHOLD_CHARS: '1000', SMALL_JOBS_ON_WORKERS: 'true' }), { entry: 'dist' });
    const health = await fetch(`${server.url}/api/health`);
    assert.equal(health.status, 200);
    assert.equal(((await health.json()) as { status: string }).status, 'ok');

    // First start on an empty store in development prints the bootstrap token on stdout.
    token = /\b(eyJ[\w-]+\.[\w-]+\.[\w-]+)\b/.exec(server.output())?.[1] ?? '';
    assert.ok(token, `no bootstrap token in the output\n${server.output()}`);
    const analyze = (text: string) =>
      fetch(`${server!.url}/api/pii/analyze`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text }) });

    const small = await analyze('Write to jane.doe@example.com today.');
    assert.equal(small.status, 200);
    const smallBody = (await small.json()) as { entities: { entity_type: string }[]; tokens_charged: number };
    assert.deepEqual(smallBody.entities.map((e) => e.entity_type), ['EMAIL_ADDRESS']);
    assert.equal(smallBody.tokens_charged, 1);

    const large = await analyze(`${'Nothing to see in this sentence at all. '.repeat(40)}Mail jane.doe@example.com now.`);
    assert.equal(large.status, 200, await large.clone().text());
    assert.ok(((await large.json()) as { entities: { entity_type: string }[] }).entities.some((e) => e.entity_type === 'EMAIL_ADDRESS'));

    // The server ran from dist/server.cjs with its V8 code cache, and a package it imports on first
    // use (Swagger UI with /docs) loads from there: on Node 20 an import() inside cached code fails
    // unless the build rewrote it (scripts/build.mjs, src/server-bundle.ts).
    assert.match(server.output(), /"code_cache":"accepted"/);
    const docs = await fetch(`${server.url}/docs/`);
    assert.equal(docs.status, 200, await docs.clone().text());
    assert.match(await docs.text(), /swagger/i);

    assert.equal(await server.stop(), 0);
  });

  test('the veil command (offline analyze) runs from dist/', { timeout: TIMEOUT }, async () => {
    const env = baseEnv({});
    delete env.VEIL_FROM_SOURCE;
    const run = await veil(['analyze', '-', '--json'], { env, input: 'mail jane.doe@example.com' });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual((JSON.parse(run.stdout) as { entities: { entity_type: string }[] }).entities.map((e) => e.entity_type), ['EMAIL_ADDRESS']);
  });
});
