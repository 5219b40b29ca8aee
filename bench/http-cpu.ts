/**
 * Server CPU per analyze request over HTTP (issue 13), for comparing builds on a busy machine:
 * throughput there is noise, CPU time per request is not (much).
 *
 *   npx tsx bench/http-cpu.ts [--rounds 4] [--seconds 5] [--connections 64] [--tree DIR]… [--prof DIR]
 *
 * Each `--tree` is a checkout of this repository (default: this one), optionally with node flags
 * for its server (`--tree .::--max-semi-space-size=32`); its bench/http.ts `--serve`
 * starts the server child exactly as `npm run bench -- --only http` does (PGlite on disk, auth,
 * rate limiter, metering, /metrics on). With several trees the rounds alternate between them
 * (A B A B …), each tree's server kept running. Per round: autocannon (in this process) for
 * `--seconds` on 64 keep-alive connections with the bench's 100 documents, then the server's
 * per-thread CPU (/proc/<pid>/task/<tid>/schedstat, ns) divided by the 2xx responses counted.
 * Threads are grouped as the main (event-loop) thread, piscina/worker threads ("veil-…" or
 * "WorkerThread"), and the rest (V8 GC/compiler helpers, libuv). `--prof DIR` runs the server with
 * `--cpu-prof --cpu-prof-dir DIR` (profiles are written when the server stops). `--postgres`: each
 * server on a throw-away database of TEST_DATABASE_URL's server (dropped at the end) with rate
 * limits in Redis at TEST_REDIS_URL, as the bench's PostgreSQL + Redis backend; the CPU figures are
 * then the Veil server's only (PostgreSQL's and Redis's own are not counted).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchCorpus } from './corpus.ts';
import { parseSamples, scrape, total } from './prom.ts';
import { randomBytes } from 'node:crypto';
import { ADMIN_URL, adminQuery } from '../test/support/postgres.ts';

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '64' },
    tree: { type: 'string', multiple: true },
    prof: { type: 'string' },
    warmup: { type: 'string', default: '4' },
    postgres: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
// A tree may carry node flags for its server: `--tree DIR::--flag1,--flag2`.
const trees = (values.tree ?? [resolve(import.meta.dirname, '..')]).map((t) => {
  const [dir, flags] = t.split('::');
  return { dir: resolve(dir!), flags: flags ? flags.split(',') : [], label: t };
});

interface CannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  requests: { average: number };
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: object) => Promise<CannonResult>;

interface Server {
  tree: string;
  child: ChildProcess;
  url: string;
  token: string;
  dataDir: string;
  database: string | null;
}

async function start(tree: { dir: string; flags: string[]; label: string }): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'veil-http-cpu-'));
  let database: string | null = null;
  let spec: object = { backend: 'pglite', dataDir };
  if (values.postgres) {
    database = `veil_cpu_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${database}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    spec = { backend: 'postgres', databaseUrl: url.toString(), redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
  }
  const flags = [...tree.flags, ...(values.prof ? ['--cpu-prof', '--cpu-prof-dir', values.prof] : [])];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', join(tree.dir, 'bench/http.ts'), '--serve', JSON.stringify(spec)], {
    cwd: tree.dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        const info = JSON.parse(line) as { url: string; business: string };
        ok({ tree: tree.label, child, url: info.url, token: info.business, dataDir, database });
      }
    });
    child.on('exit', (code) => fail(new Error(`server in ${tree.label} exited with ${code}`)));
  });
}

/** ns of CPU per thread group of a process. */
function threads(pid: number): { main: number; workers: number; other: number } {
  const out = { main: 0, workers: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      if (Number(tid) === pid) out.main += ns;
      else if (/^(WorkerThread|veil|piscina)/i.test(comm) && comm !== 'node') out.workers += ns;
      else out.other += ns;
    } catch {
      // thread gone
    }
  }
  return out;
}

const docs = benchCorpus(100).map((d) => JSON.stringify({ text: d }));

function cannon(s: Server, secs: number, conns: number): Promise<CannonResult> {
  return autocannon({
    url: `${s.url}/api/pii/analyze`,
    connections: conns,
    duration: secs,
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    requests: docs.map((body) => ({ method: 'POST', body })),
    timeout: 60,
  });
}

const servers: Server[] = [];
for (const t of trees) servers.push(await start(t));
for (const s of servers) console.log(`server ${s.tree}: pid ${s.child.pid}`);
for (const s of servers) await cannon(s, Number(values.warmup), connections);
const rows: Record<string, { main: number[]; workers: number[]; other: number[]; total: number[]; rate: number[] }> = {};
for (let r = 0; r < rounds; r++) {
  for (const s of servers) {
    const m0 = parseSamples(await scrape(s.url, METRICS_TOKEN));
    const t0 = threads(s.child.pid!);
    const cpu0 = process.cpuUsage();
    const res = await cannon(s, seconds, connections);
    const cpu1 = process.cpuUsage(cpu0);
    const t1 = threads(s.child.pid!);
    const m1 = parseSamples(await scrape(s.url, METRICS_TOKEN));
    const d = (name: string) => total(m1, name) - total(m0, name);
    const commits = d('veil_store_commit_duration_seconds_count');
    const lane = (l: string) => total(m1, 'veil_detection_queue_wait_seconds_count', { lane: l }) - total(m0, 'veil_detection_queue_wait_seconds_count', { lane: l });
    const laneNote = `jobs inline ${lane('inline')}, on workers ${lane('worker')}`;
    const commitNote = `${laneNote}; ${commits} commits of ${((d('veil_store_commit_duration_seconds_sum') / Math.max(1, commits)) * 1000).toFixed(2)} ms, ${(d('veil_store_committed_charges_total') / Math.max(1, commits)).toFixed(1)} charges each`;
    const n = res['2xx'];
    const per = (k: 'main' | 'workers' | 'other') => (t1[k] - t0[k]) / 1000 / n;
    const row = (rows[s.tree] ??= { main: [], workers: [], other: [], total: [], rate: [] });
    row.main.push(per('main'));
    row.workers.push(per('workers'));
    row.other.push(per('other'));
    row.total.push(per('main') + per('workers') + per('other'));
    row.rate.push(res.requests.average);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(
      `round ${r + 1} ${s.tree}: ${Math.round(res.requests.average)} req/s (non-2xx ${res.non2xx}, errors ${res.errors}); server µs CPU/request: ` +
        `main ${per('main').toFixed(0)}, workers ${per('workers').toFixed(0)}, other threads ${per('other').toFixed(0)}, total ${(per('main') + per('workers') + per('other')).toFixed(0)}; ` +
        `autocannon ${((cpu1.user + cpu1.system) / n).toFixed(0)} µs/request; ${commitNote}; load ${load}`,
    );
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log('\nmedians (µs CPU per request):');
for (const [tree, row] of Object.entries(rows)) {
  console.log(
    `  ${tree}: main ${median(row.main).toFixed(0)}, workers ${median(row.workers).toFixed(0)}, other ${median(row.other).toFixed(0)}, total ${median(row.total).toFixed(0)}; ${Math.round(median(row.rate))} req/s`,
  );
}
for (const s of servers) {
  await new Promise<void>((ok) => {
    s.child.removeAllListeners('exit');
    s.child.on('exit', () => ok());
    s.child.kill('SIGTERM');
  });
  rmSync(s.dataDir, { recursive: true, force: true });
  if (s.database) await adminQuery(`drop database if exists ${s.database} with (force)`);
}
