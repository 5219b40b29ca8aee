/**
 * HTTP benchmark (issue 13, item 3): the real app (fastify + auth + rate limiting + metering +
 * scheduler) in a child process, driven by autocannon over loopback keep-alive connections with
 * ~300-character documents from the bench corpus, on each backend:
 *  - embedded PGlite (a fresh data directory on disk, inside the server process, as npm start runs it), rate limits in memory;
 *  - PostgreSQL + Redis: a throw-away database created on TEST_DATABASE_URL's server and dropped
 *    afterwards, rate limits in Redis (TEST_REDIS_URL); skipped with a message when either is
 *    unreachable (CI has both).
 *
 * Prints, per backend, beside the single-thread engine rate measured in the same run:
 *  - peak analyze req/s (64 connections), p50/p99, the ratio to the engine rate and the targets;
 *  - the share of time per stage (auth, parse, handler, detect, meter, serialize), from the
 *    server's veil_request_stage_seconds_total scraped before and after the peak run;
 *  - CPU during the peak run: the server, autocannon (this process), the whole machine, in cores;
 *  - p50/p99 at a fixed 50% of the peak rate (target p99 < 50 ms);
 *  - POST /api/pii/batch with 50 documents per request: documents/s and the ratio to the
 *    single-request document rate (target ≥ 1.5×);
 *  - a metering check (tokens debited = 200s seen) and business vs basic under saturation.
 *
 * Modes come from the environment, as for `npm start`: default (small documents on the HTTP
 * thread, a batch's documents on both), SMALL_JOBS_ON_WORKERS=true (every document on worker threads),
 * WORKER_THREADS=N, BATCH_CHUNK_DOCS=N (0: a batch's documents on the HTTP thread too).
 * HTTP_BENCH_BACKENDS=pglite,postgres picks the backends (default both).
 *
 * `npm run bench -- --only http [--quick]` runs it; so does `tsx bench/http.ts [--quick]`.
 * The child is this same file with `--serve <json>`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { benchCorpus } from './corpus.ts';
import { fmt, heading, ms, type BenchOptions } from './lib.ts';
import { parseSamples, scrape, ScrapeDelta, total } from './prom.ts';
import { ADMIN_URL, adminQuery, redactUrl } from '../test/support/postgres.ts';
import { redisProblem } from '../test/support/redis.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const BATCH_SIZE = 50;
const LOAD_DOCS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const STAGES = ['auth', 'parse', 'handler', 'detect', 'meter', 'serialize'] as const;
const TARGETS = {
  pglite: { ratio: 1.0, goal: 1.5 },
  postgres: { ratio: 1.2, goal: 1.7 },
  halfLoadP99Ms: 50,
  batchRatio: 1.5,
};

/** The part of autocannon's API used here (the package ships no types). */
interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: 'POST'; body: string }[];
  overallRate?: number;
  timeout?: number;
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  duration: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: CannonOptions) => Promise<CannonResult>;

export interface HttpBenchOptions {
  quick?: boolean;
  /** Seconds of each measured run (default 10, quick 4). */
  duration?: number;
  /** Concurrent connections (default 64, as issue 13 specifies). */
  connections?: number;
  /** Default: HTTP_BENCH_BACKENDS, else both. */
  backends?: BackendName[];
}

export type BackendName = 'pglite' | 'postgres';

/** What the child needs to open its store and rate limiter. */
interface ServeSpec {
  backend: BackendName;
  /** PGlite's data directory (on disk, as `npm start` keeps it). */
  dataDir?: string;
  /** A second instance on the same database: the bench accounts exist already (tokens are new). */
  join?: boolean;
  databaseUrl?: string;
  redisUrl?: string;
}

interface ServeInfo {
  url: string;
  business: string;
  basic: string;
}

// ------------------------------------------------------------------ child: the server

async function serve(spec: ServeSpec): Promise<void> {
  const { loadConfig, testConfig } = await import('../src/config.ts');
  const { loadEngineFiles } = await import('../src/engine-files.ts');
  const { createVeilApp } = await import('../src/app.ts');
  const { issueToken } = await import('../src/service/auth.ts');
  const { MEMORY, openStore } = await import('../src/store/index.ts');
  const jwtSecret = 'bench-jwt-secret-0123456789abcdefghijkl';
  const store = openStore({ dataDir: spec.dataDir ?? MEMORY, databaseUrl: spec.databaseUrl, masterKey: 'bench-master-key-0123456789abcdefghijkl' });
  await store.init();
  loadEngineFiles();
  // Rate limits out of the way (this measures throughput, not the limiter's 429s), but the limiter
  // still runs (in Redis with REDIS_URL); metering on; /metrics on for the stage figures.
  // The scheduler as the environment sets it (WORKER_THREADS, SMALL_JOBS_ON_WORKERS, …), as in npm start.
  const config = testConfig({
    jwtSecret,
    logLevel: 'warn',
    rateLimits: { basic: 1e9, pro: 1e9, business: 1e9 },
    scheduler: loadConfig(process.env).scheduler,
    metricsToken: METRICS_TOKEN,
    databaseUrl: spec.databaseUrl,
    redisUrl: spec.redisUrl,
  });
  const app = await createVeilApp({ store, config, logger: false });
  // The worker threads load the engine before the runs when they take documents (every small one,
  // or a batch's share): in production they start with the first such request and then stay up while
  // requests keep coming (WORKER_IDLE_MS); the runs measure that steady state, not a thread's start.
  if (app.veil.scheduler.smallJobsOnWorkers || (config.scheduler.batchChunkDocs ?? 16) > 0) await app.veil.scheduler.warmUp();
  const account = async (email: string, plan: 'business' | 'basic') => {
    if (spec.join) {
      const existing = await store.getAccountByEmail(email);
      if (!existing) throw new Error(`bench account ${email} missing: a joining instance needs the first one's database`);
      return existing;
    }
    const created = await store.createAccount({ email, plan });
    await store.topUp(created.id, 1_000_000_000);
    return created;
  };
  const business = await account('bench-business@localhost', 'business');
  const basic = await account('bench-basic@localhost', 'basic');
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const info: ServeInfo = {
    url,
    business: (await issueToken(store, jwtSecret, { accountId: business.id })).token,
    basic: (await issueToken(store, jwtSecret, { accountId: basic.id })).token,
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}

// ------------------------------------------------------------------ parent: backends

interface Backend {
  name: BackendName;
  label: string;
  spec: ServeSpec;
  cleanup(): Promise<void>;
}

// The same servers and admin helpers as the integration tests (TEST_DATABASE_URL, TEST_REDIS_URL).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** PostgreSQL + Redis with a fresh database, or why not. */
async function postgresBackend(): Promise<Backend | string> {
  const name = `veil_bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch (err) {
    return `PostgreSQL not reachable at ${redactUrl(ADMIN_URL)} (${(err as Error).message}); set TEST_DATABASE_URL`;
  }
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  const problem = await redisProblem(REDIS_URL);
  if (problem) {
    await drop();
    return `Redis not reachable at ${redactUrl(REDIS_URL)} (${problem}); set TEST_REDIS_URL`;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    label: `PostgreSQL + Redis (throw-away database ${name} on ${url.host}, rate limits in Redis at ${new URL(REDIS_URL).host})`,
    spec: { backend: 'postgres', databaseUrl: url.toString(), redisUrl: REDIS_URL },
    cleanup: drop,
  };
}

/**
 * PGlite in a fresh data directory on disk, as `npm start` runs it (DATA_DIR): its commits write
 * files from the server's main thread, which an in-memory store would leave out of the figures.
 */
function pgliteBackend(): Backend {
  const dataDir = mkdtempSync(join(tmpdir(), 'veil-bench-pglite-'));
  return {
    name: 'pglite',
    label: `embedded PGlite (data directory on disk, in the server process, as npm start runs it), rate limits in memory`,
    spec: { backend: 'pglite', dataDir },
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

// ------------------------------------------------------------------ parent: the server process

function startChild(spec: ServeSpec): Promise<{ child: ChildProcess; info: ServeInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, '--serve', JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('bench server did not start within 180 s')), 180_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve({ child, info: JSON.parse(line) as ServeInfo });
      }
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ------------------------------------------------------------------ measurements

interface EngineTiming {
  docsPerSec: number;
  /** CPU time of this process / wall time while timing: ~1 when the thread had a core to itself. */
  coreShare: number;
}

/** The in-process engine rate on the same documents, one thread, warmed. */
async function engineRate(docs: readonly string[], seconds: number): Promise<EngineTiming> {
  const { analyze } = await import('../src/engine/index.ts');
  const { loadEngineFiles } = await import('../src/engine-files.ts');
  loadEngineFiles();
  for (const d of docs.slice(0, 200)) analyze(d);
  let n = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) analyze(docs[n++ % docs.length]!);
  const wall = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { docsPerSec: n / wall, coreShare: (cpu.user + cpu.system) / 1e6 / wall };
}

/** Cores the machine spends on other processes while this bench does nothing (1 s sample). */
async function backgroundCores(): Promise<number> {
  const t0 = machineTimes();
  await sleep(1000);
  const t1 = machineTimes();
  return ((t1.busy - t0.busy) / Math.max(1, t1.all - t0.all)) * os.cpus().length;
}

/**
 * Whether the machine was quiet enough for the ratios to mean something: the engine thread had a
 * core while timed, and other processes took little CPU before the runs (on PGlite also during
 * the peak run: there the machine's CPU beyond server + autocannon is other processes only).
 */
interface Quiet {
  engineCoreShare: number;
  background: number;
}
const QUIET_CORE_SHARE = 0.9;
const QUIET_OTHER_CORES = 0.25;
function isQuiet(q: Quiet, run?: { backend: BackendName; cpu: CpuUse }): boolean {
  const othersDuringRun = run && run.backend === 'pglite' ? run.cpu.machine - run.cpu.server - run.cpu.autocannon : 0;
  return q.engineCoreShare >= QUIET_CORE_SHARE && q.background <= QUIET_OTHER_CORES && othersDuringRun <= QUIET_OTHER_CORES;
}

interface Run {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total2xx: number;
}

interface Load {
  path: string;
  token: string;
  bodies: string[];
  seconds: number;
  connections: number;
  /** Fixed request rate over all connections (default: as fast as the server answers). */
  overallRate?: number;
}

async function cannon(url: string, load: Load): Promise<Run> {
  const result = await autocannon({
    url: `${url}${load.path}`,
    connections: load.connections,
    duration: load.seconds,
    headers: { authorization: `Bearer ${load.token}`, 'content-type': 'application/json' },
    requests: load.bodies.map((body) => ({ method: 'POST', body })),
    // A batch of 50 behind 63 others waits seconds at saturation; not a failure.
    timeout: 60,
    ...(load.overallRate ? { overallRate: load.overallRate } : {}),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total2xx: result['2xx'],
  };
}

function analyzeBodies(docs: readonly string[]): string[] {
  return docs.map((text) => JSON.stringify({ text }));
}

function batchBodies(docs: readonly string[]): string[] {
  const bodies: string[] = [];
  for (let i = 0; i + BATCH_SIZE <= docs.length; i += BATCH_SIZE) {
    bodies.push(JSON.stringify({ documents: docs.slice(i, i + BATCH_SIZE).map((text, j) => ({ id: String(i + j), text })) }));
  }
  return bodies;
}

async function balance(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/account`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { balance: { total: number } };
  return body.balance.total;
}

/** Busy and total CPU time of the whole machine (every process), from os.cpus(). */
function machineTimes(): { busy: number; all: number } {
  let busy = 0;
  let all = 0;
  for (const { times } of os.cpus()) {
    const sum = times.user + times.nice + times.sys + times.irq + times.idle;
    all += sum;
    busy += sum - times.idle;
  }
  return { busy, all };
}

interface CpuUse {
  /** Cores used on average during the run. */
  server: number;
  autocannon: number;
  machine: number;
  cores: number;
}

interface StageShare {
  stage: string;
  /** Mean wall time per request, µs. */
  meanUs: number;
  share: number;
}

/** A run with what the server and the machine did during it. */
export interface MeasuredRun {
  run: Run;
  cpu: CpuUse;
  stages: StageShare[];
  requestsSeen: number;
  /** Mean per detection job, µs: waiting for a lane, and the lane's busy time per job. */
  queueWaitUs: number;
  runningUs: number;
  /** Metering group commits during the run: mean duration and charges settled per commit. */
  commitMs: number;
  chargesPerCommit: number;
}

/**
 * Waits until the server has finished what the last run left in flight (autocannon stops with up
 * to one request per connection unanswered; a batch run leaves thousands of queued jobs), so that
 * the next run and the metering check start from a quiet server: no queued job, no new charge.
 */
async function settle(url: string): Promise<void> {
  let last = -1;
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const samples = parseSamples(await scrape(url, METRICS_TOKEN));
    const charged = total(samples, 'veil_tokens_charged_total');
    if (total(samples, 'veil_detection_queue_depth') === 0 && total(samples, 'veil_detection_workers_busy') === 0 && charged === last) return;
    last = charged;
    await sleep(300);
  }
  throw new Error('the server did not settle within 60 s');
}

/** One autocannon run with CPU and the server's stage figures around it. */
async function measuredRun(url: string, load: Load): Promise<MeasuredRun> {
  const before = await scrape(url, METRICS_TOKEN);
  const cpu0 = process.cpuUsage();
  const machine0 = machineTimes();
  const started = performance.now();
  const run = await cannon(url, load);
  const wall = (performance.now() - started) / 1000;
  const cpu1 = process.cpuUsage(cpu0);
  const machine1 = machineTimes();
  const serverCpuAtStop = new ScrapeDelta(before, await scrape(url, METRICS_TOKEN)).of('process_cpu_seconds_total');
  await settle(url);
  const delta = new ScrapeDelta(before, await scrape(url, METRICS_TOKEN));

  const route = { route: load.path, method: 'POST' };
  const requestsSeen = delta.of('veil_http_request_duration_seconds_count', route);
  const seconds = STAGES.map((stage) => delta.of('veil_request_stage_seconds_total', { ...route, stage }));
  const sum = seconds.reduce((a, b) => a + b, 0);
  const stages = STAGES.map((stage, i) => ({ stage, meanUs: (seconds[i]! / Math.max(1, requestsSeen)) * 1e6, share: seconds[i]! / Math.max(sum, 1e-9) }));
  const jobs = delta.of('veil_detection_queue_wait_seconds_count');
  const commits = delta.of('veil_store_commit_duration_seconds_count');
  const cores = os.cpus().length;
  return {
    run,
    cpu: {
      server: serverCpuAtStop / wall,
      autocannon: (cpu1.user + cpu1.system) / 1e6 / wall,
      machine: ((machine1.busy - machine0.busy) / Math.max(1, machine1.all - machine0.all)) * cores,
      cores,
    },
    stages,
    requestsSeen,
    queueWaitUs: (delta.of('veil_detection_queue_wait_seconds_sum') / Math.max(1, jobs)) * 1e6,
    runningUs: (delta.of('veil_detection_busy_seconds_total') / Math.max(1, jobs)) * 1e6,
    commitMs: (delta.of('veil_store_commit_duration_seconds_sum') / Math.max(1, commits)) * 1000,
    chargesPerCommit: delta.of('veil_store_committed_charges_total') / Math.max(1, commits),
  };
}

export interface BackendResult {
  backend: Backend;
  peak: MeasuredRun;
  /** Tokens the peak run debited, counted once the server settled. */
  debited: number;
  halfLoad: MeasuredRun & { rate: number };
  batch: MeasuredRun;
  priority: { business: Run; basic: Run };
  /** PostgreSQL + Redis only: analyze on two instances sharing the database, half the connections each. */
  twoInstances?: { reqPerSec: number; p99: number; total2xx: number; debited: number };
}

async function benchBackend(backend: Backend, docs: readonly string[], seconds: number, connections: number): Promise<BackendResult> {
  const { child, info } = await startChild(backend.spec);
  try {
    const analyze = { path: '/api/pii/analyze', token: info.business, bodies: analyzeBodies(docs), connections, seconds };
    const batch = { path: '/api/pii/batch', token: info.business, bodies: batchBodies(docs), connections, seconds };
    // Warm-up: JIT, connections, auth cache, first charges, the batch path.
    await cannon(info.url, { ...analyze, seconds: 2, connections: 8 });
    await cannon(info.url, { ...batch, seconds: 1, connections: 4 });
    await settle(info.url);

    const balanceBefore = await balance(info.url, info.business);
    const peak = await measuredRun(info.url, analyze);
    const debited = balanceBefore - (await balance(info.url, info.business));
    const rate = Math.max(1, Math.round(peak.run.reqPerSec / 2));
    const halfLoad = { ...(await measuredRun(info.url, { ...analyze, overallRate: rate })), rate };
    const batchRun = await measuredRun(info.url, batch);
    // Saturation with both plans at once: equal connections, the scheduler decides who waits.
    const [business, basic] = await Promise.all([
      cannon(info.url, { ...analyze, connections: connections / 2 }),
      cannon(info.url, { ...analyze, token: info.basic, connections: connections / 2 }),
    ]);
    const twoInstances = backend.name === 'postgres' ? await twoInstanceRun(backend, info, analyze) : undefined;
    return { backend, peak, debited, halfLoad, batch: batchRun, priority: { business, basic }, ...(twoInstances ? { twoInstances } : {}) };
  } finally {
    await stopChild(child);
  }
}

/**
 * Scale-out on one machine: a second server process on the same PostgreSQL and Redis, and the
 * analyze load split evenly over the two (each instance its own autocannon, run at once). Charges
 * are checked across both: the balance drop against the 200s both saw.
 */
async function twoInstanceRun(backend: Backend, first: ServeInfo, analyze: Load): Promise<BackendResult['twoInstances']> {
  const { child, info } = await startChild({ ...backend.spec, join: true });
  try {
    const half = { ...analyze, connections: analyze.connections / 2 };
    await cannon(info.url, { ...half, token: info.business, seconds: 2, connections: 8 });
    await Promise.all([settle(first.url), settle(info.url)]);
    const before = await balance(first.url, first.business);
    const runs = await Promise.all([cannon(first.url, half), cannon(info.url, { ...half, token: info.business })]);
    await Promise.all([settle(first.url), settle(info.url)]);
    const debited = before - (await balance(first.url, first.business));
    return {
      reqPerSec: runs[0].reqPerSec + runs[1].reqPerSec,
      p99: Math.max(runs[0].p99, runs[1].p99),
      total2xx: runs[0].total2xx + runs[1].total2xx,
      debited,
    };
  } finally {
    await stopChild(child);
  }
}

function selectedBackends(): BackendName[] {
  const names = (process.env.HTTP_BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
  for (const n of names) if (n !== 'pglite' && n !== 'postgres') throw new Error(`HTTP_BENCH_BACKENDS: unknown backend '${n}'`);
  return names as BackendName[];
}

export async function runHttpBench(options: HttpBenchOptions = {}): Promise<BackendResult[]> {
  const quick = options.quick ?? false;
  const seconds = options.duration ?? (quick ? 4 : 10);
  const connections = options.connections ?? 64;
  // The engine, analyze and batch runs all use these documents. autocannon starts every
  // connection at the first request of the list, so a short list is what every run covers evenly
  // (10 s at ~2,000 req/s over 64 connections is ~300 requests per connection: 3 rounds of 100).
  const docs = benchCorpus(LOAD_DOCS);
  const avgChars = docs.reduce((s, d) => s + d.length, 0) / docs.length;

  printSetup({ seconds, connections, avgChars, docs: docs.length });
  const background = await backgroundCores();
  const engine = await engineRate(docs, quick ? 2 : 4);
  const quiet: Quiet = { engineCoreShare: engine.coreShare, background };
  console.log(`engine in-process, one thread, same documents: ${fmt(engine.docsPerSec)} docs/s (the thread got ${(engine.coreShare * 100).toFixed(0)}% of a core)`);
  console.log(`other processes before the runs: ${background.toFixed(2)} cores busy`);
  if (!isQuiet(quiet)) console.log('WARNING: the machine is not quiet: the rates, ratios and verdicts below are not a measurement; rerun on an idle machine');

  const results: BackendResult[] = [];
  for (const name of options.backends ?? selectedBackends()) {
    const backend = name === 'pglite' ? pgliteBackend() : await postgresBackend();
    if (typeof backend === 'string') {
      console.log(`\n-- PostgreSQL + Redis: skipped: ${backend}`);
      continue;
    }
    console.log(`\n-- ${backend.label}`);
    try {
      const result = await benchBackend(backend, docs, seconds, connections);
      printBackend(result, engine.docsPerSec, connections, isQuiet(quiet, { backend: name, cpu: result.peak.cpu }));
      results.push(result);
    } finally {
      await backend.cleanup();
    }
  }
  return results;
}

// ------------------------------------------------------------------ report

function printSetup(setup: { seconds: number; connections: number; avgChars: number; docs: number }): void {
  console.log(
    `${fmt(setup.docs)} corpus documents of ~${fmt(setup.avgChars)} chars, ${setup.connections} keep-alive connections, ${setup.seconds} s per run; ` +
      'auth + rate limiting + metering on; the server in a child process, autocannon in this one, on the same cores',
  );
  const scheduler = loadConfig(process.env).scheduler;
  const mode = scheduler.smallJobsOnWorkers
    ? `SMALL_JOBS_ON_WORKERS=true: every document on ${scheduler.workerThreads} worker thread(s), small ones batched`
    : scheduler.workerThreads > 0 && (scheduler.batchChunkDocs ?? 16) > 0
      ? `default: small documents on the HTTP thread, large ones on ${scheduler.workerThreads} worker thread(s); a batch's documents on both, up to ${scheduler.batchChunkDocs ?? 16} per worker message`
      : `default: small documents (batches too) on the HTTP thread, large ones on ${scheduler.workerThreads} worker thread(s)`;
  console.log(`mode: ${mode} (switch with SMALL_JOBS_ON_WORKERS=true, WORKER_THREADS=N and BATCH_CHUNK_DOCS=N)`);
}

function verdict(met: boolean, quiet: boolean): string {
  return `${met ? 'met' : 'NOT met'} in this run${quiet ? '' : ', on a busy machine'}`;
}

function latency(r: Run): string {
  return `p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  (non-2xx ${r.non2xx}, errors ${r.errors})`;
}

function printCpu(cpu: CpuUse, backend: BackendName): void {
  console.log(
    `    CPU, in cores of ${cpu.cores}: server ${cpu.server.toFixed(2)}, autocannon ${cpu.autocannon.toFixed(2)}, whole machine ${cpu.machine.toFixed(2)} ` +
      `(the rest: ${backend === 'postgres' ? 'PostgreSQL, Redis and ' : ''}other processes)`,
  );
}

function printStages(m: MeasuredRun): void {
  console.log(`    time per request by stage (server side, wall time; mean over ${fmt(m.requestsSeen)} requests, share of the request):`);
  console.log(`      ${m.stages.map((s) => `${s.stage} ${fmt(s.meanUs)} µs ${(s.share * 100).toFixed(1)}%`).join(' | ')}`);
  console.log(`      detect per job: ${fmt(m.queueWaitUs)} µs waiting for a lane, ${fmt(m.runningUs)} µs running`);
  console.log(`      meter: group commits of ${ms(m.commitMs)} on average, ${fmt(m.chargesPerCommit, 1)} charges each (a charge waits for the next commit window)`);
}

function printBackend(r: BackendResult, engine: number, connections: number, quiet: boolean): void {
  const { peak, halfLoad, batch, priority } = r;
  const name = r.backend.name;
  const target = TARGETS[name];
  const ratio = peak.run.reqPerSec / engine;
  console.log(`  peak analyze: ${fmt(peak.run.reqPerSec)} req/s  ${latency(peak.run)}`);
  console.log(`    HTTP / engine: ${ratio.toFixed(2)}×  (target ≥ ${target.ratio.toFixed(1)}×, goal ${target.goal.toFixed(1)}×: ${verdict(ratio >= target.ratio, quiet)})`);
  printCpu(peak.cpu, name);
  printStages(peak);
  console.log(
    `    metering: ${fmt(r.debited)} tokens debited for ${fmt(peak.run.total2xx)} 200s seen by autocannon (1 token each; ` +
      `up to ${connections} more are requests in flight when autocannon stopped, which the server finished and charged)`,
  );
  console.log(`  at 50% of peak (fixed ${fmt(halfLoad.rate)} req/s): ${fmt(halfLoad.run.reqPerSec)} req/s  ${latency(halfLoad.run)}`);
  console.log(`    p99 < ${TARGETS.halfLoadP99Ms} ms: ${verdict(halfLoad.run.p99 < TARGETS.halfLoadP99Ms, quiet)}`);
  printCpu(halfLoad.cpu, name);
  printStages(halfLoad);
  const batchDocs = batch.run.reqPerSec * BATCH_SIZE;
  const batchRatio = batchDocs / peak.run.reqPerSec;
  console.log(`  batch of ${BATCH_SIZE} documents: ${fmt(batch.run.reqPerSec, 1)} req/s = ${fmt(batchDocs)} docs/s  ${latency(batch.run)}`);
  console.log(`    batch / single-request document rate: ${batchRatio.toFixed(2)}×  (target ≥ ${TARGETS.batchRatio}×: ${verdict(batchRatio >= TARGETS.batchRatio, quiet)})`);
  printCpu(batch.cpu, name);
  const { business, basic } = priority;
  console.log(`  priority under saturation (business and basic at once, ${connections / 2} connections each):`);
  console.log(`    business: ${fmt(business.reqPerSec)} req/s  p50 ${ms(business.p50)}  p99 ${ms(business.p99)}`);
  console.log(`    basic:    ${fmt(basic.reqPerSec)} req/s  p50 ${ms(basic.p50)}  p99 ${ms(basic.p99)}`);
  const two = r.twoInstances;
  if (two) {
    const twoRatio = two.reqPerSec / engine;
    console.log(`  two instances on this database and Redis (${connections / 2} connections each): ${fmt(two.reqPerSec)} req/s  p99 ${ms(two.p99)} (the slower instance)`);
    console.log(`    HTTP / engine: ${twoRatio.toFixed(2)}×  (target ≥ ${target.ratio.toFixed(1)}×, goal ${target.goal.toFixed(1)}×: ${verdict(twoRatio >= target.ratio, quiet)})`);
    console.log(`    metering: ${fmt(two.debited)} tokens debited for ${fmt(two.total2xx)} 200s seen across both (up to ${connections} more in flight)`);
  }
}

/** The `npm run bench` section. */
export async function httpBench(options: BenchOptions): Promise<void> {
  heading('HTTP service');
  await runHttpBench({ quick: options.quick });
}

if (process.argv[1] === THIS_FILE) {
  const serveAt = process.argv.indexOf('--serve');
  if (serveAt >= 0) {
    await serve(JSON.parse(process.argv[serveAt + 1] ?? '{}') as ServeSpec);
  } else {
    heading('HTTP service');
    await runHttpBench({ quick: process.argv.includes('--quick') });
  }
}
