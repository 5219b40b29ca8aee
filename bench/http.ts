/**
 * HTTP benchmark: the real app (fastify + auth + rate limiting + metering on an embedded PGlite
 * store + scheduler) in a child process, driven by autocannon over loopback with ~300-character
 * documents from the bench corpus.
 *
 * Prints
 *  - analyze req/s and latency p50/p99, with the ratio to the in-process single-thread engine rate
 *    on the same documents (the load generator shares the machine's cores with the server);
 *  - a priority figure under saturation: business and basic clients at once, p99 of each;
 *  - a metering check: tokens debited = 2xx responses (every 200 charged exactly once).
 *
 * `npm run bench` calls `httpBench` (section "http"); `tsx bench/http.ts [--quick]` runs it alone.
 * The child is this same file with `--serve`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { benchCorpus } from './corpus.ts';
import { fmt, heading, ms, type BenchOptions } from './lib.ts';

const THIS_FILE = fileURLToPath(import.meta.url);

/** The part of autocannon's API used here (the package ships no types). */
interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: 'POST'; body: string }[];
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: CannonOptions) => Promise<CannonResult>;

export interface HttpBenchOptions {
  quick?: boolean;
  /** Seconds of the throughput run (default 10, quick 4). */
  duration?: number;
  /** Concurrent connections (default 64, as issue 13 specifies). */
  connections?: number;
}

export interface HttpBenchResult {
  engineDocsPerSec: number;
  analyze: { reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number; total2xx: number };
  ratio: number;
  priority: { business: { reqPerSec: number; p50: number; p99: number }; basic: { reqPerSec: number; p50: number; p99: number } };
  metering: { debited: number; acknowledged: number };
}

interface ServeInfo {
  url: string;
  business: string;
  basic: string;
}

// ------------------------------------------------------------------ child: the server

async function serve(): Promise<void> {
  const { loadConfig, testConfig } = await import('../src/config.ts');
  const { loadEngineFiles } = await import('../src/engine-files.ts');
  const { createVeilApp } = await import('../src/app.ts');
  const { issueToken } = await import('../src/service/auth.ts');
  const { MEMORY, PgliteStore } = await import('../src/store/index.ts');
  const jwtSecret = 'bench-jwt-secret-0123456789abcdefghijkl';
  const store = new PgliteStore({ dataDir: MEMORY, masterKey: 'bench-master-key-0123456789abcdefghijkl' });
  await store.init();
  loadEngineFiles();
  // Rate limits out of the way (this measures throughput, not the limiter's 429s); metering on.
  // The scheduler as the environment sets it (WORKER_THREADS, SMALL_JOBS_ON_WORKERS, …), as in npm start.
  const config = testConfig({ jwtSecret, logLevel: 'warn', rateLimits: { basic: 1e9, pro: 1e9, business: 1e9 }, scheduler: loadConfig(process.env).scheduler });
  const app = await createVeilApp({ store, config, logger: false });
  if (app.veil.scheduler.smallJobsOnWorkers) await app.veil.scheduler.warmUp();
  const business = await store.createAccount({ email: 'bench-business@localhost', plan: 'business' });
  const basic = await store.createAccount({ email: 'bench-basic@localhost', plan: 'basic' });
  await store.topUp(business.id, 100_000_000);
  await store.topUp(basic.id, 100_000_000);
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

// ------------------------------------------------------------------ parent: the load

function startChild(): Promise<{ child: ChildProcess; info: ServeInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
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

/** The in-process engine rate on the same documents, one thread, warmed. */
async function engineRate(docs: readonly string[], seconds: number): Promise<number> {
  const { analyze } = await import('../src/engine/index.ts');
  const { loadEngineFiles } = await import('../src/engine-files.ts');
  loadEngineFiles();
  for (const d of docs.slice(0, 200)) analyze(d);
  let n = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) analyze(docs[n++ % docs.length]!);
  return n / ((performance.now() - start) / 1000);
}

interface Run {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total2xx: number;
}

async function cannon(url: string, token: string, docs: readonly string[], seconds: number, connections: number): Promise<Run> {
  const result = await autocannon({
    url: `${url}/api/pii/analyze`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: docs.slice(0, 100).map((text) => ({ method: 'POST', body: JSON.stringify({ text }) })),
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

async function balance(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/account`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { balance: { total: number } };
  return body.balance.total;
}

export async function runHttpBench(options: HttpBenchOptions = {}): Promise<HttpBenchResult> {
  const quick = options.quick ?? false;
  const seconds = options.duration ?? (quick ? 4 : 10);
  const connections = options.connections ?? 64;
  const docs = benchCorpus(quick ? 200 : 1000);
  const avgChars = docs.reduce((s, d) => s + d.length, 0) / docs.length;

  const engineDocsPerSec = await engineRate(docs, quick ? 2 : 4);
  const { child, info } = await startChild();
  try {
    // Warm-up: JIT, connection setup, first charges.
    await cannon(info.url, info.business, docs, 2, 8);
    const before = await balance(info.url, info.business);
    const analyze = await cannon(info.url, info.business, docs, seconds, connections);
    const debited = before - (await balance(info.url, info.business));

    // Saturation with both plans at once: equal connections, the scheduler decides who waits.
    const [business, basic] = await Promise.all([
      cannon(info.url, info.business, docs, seconds, connections / 2),
      cannon(info.url, info.basic, docs.slice(100), seconds, connections / 2),
    ]);
    const result: HttpBenchResult = {
      engineDocsPerSec,
      analyze,
      ratio: analyze.reqPerSec / engineDocsPerSec,
      priority: {
        business: { reqPerSec: business.reqPerSec, p50: business.p50, p99: business.p99 },
        basic: { reqPerSec: basic.reqPerSec, p50: basic.p50, p99: basic.p99 },
      },
      metering: { debited, acknowledged: analyze.total2xx },
    };
    print(result, { seconds, connections, avgChars, docs: docs.length });
    return result;
  } finally {
    await stopChild(child);
  }
}

function print(r: HttpBenchResult, setup: { seconds: number; connections: number; avgChars: number; docs: number }): void {
  console.log(
    `POST /api/pii/analyze, ${fmt(setup.docs)} corpus documents of ~${fmt(setup.avgChars)} chars, ${setup.connections} connections, ${setup.seconds} s, ` +
      'auth + rate limiting + metering (PGlite group commit) on, server in a child process, autocannon in this one',
  );
  const scheduler = loadConfig(process.env).scheduler;
  console.log(
    `  detection: ${scheduler.smallJobsOnWorkers ? `every document on ${scheduler.workerThreads} worker thread(s), small ones batched (SMALL_JOBS_ON_WORKERS=true)` : `small documents on the HTTP thread, large ones on ${scheduler.workerThreads} worker thread(s)`}`,
  );
  console.log(`  engine in-process, one thread:  ${fmt(r.engineDocsPerSec)} docs/s`);
  console.log(`  HTTP analyze:                    ${fmt(r.analyze.reqPerSec)} req/s  p50 ${ms(r.analyze.p50)}  p99 ${ms(r.analyze.p99)}  (non-2xx ${r.analyze.non2xx}, errors ${r.analyze.errors})`);
  console.log(`  HTTP / engine:                   ${(r.ratio * 100).toFixed(0)}%  (target ≥ 60%)`);
  console.log(
    `  metering: ${fmt(r.metering.debited)} tokens debited for ${fmt(r.metering.acknowledged)} 200 responses seen by autocannon (1 token each; ` +
      `the difference, at most ${setup.connections}, is requests in flight when autocannon stopped: the server finished and charged them)`,
  );
  const { business, basic } = r.priority;
  console.log(`  priority under saturation (business and basic clients at once, ${setup.connections / 2} connections each):`);
  console.log(`    business: ${fmt(business.reqPerSec)} req/s  p50 ${ms(business.p50)}  p99 ${ms(business.p99)}`);
  console.log(`    basic:    ${fmt(basic.reqPerSec)} req/s  p50 ${ms(basic.p50)}  p99 ${ms(basic.p99)}`);
  console.log(`    business p99 / basic p99: ${(business.p99 / Math.max(basic.p99, 0.001)).toFixed(2)}`);
}

/** The `npm run bench` section. */
export async function httpBench(options: BenchOptions): Promise<void> {
  heading('HTTP service');
  await runHttpBench({ quick: options.quick });
}

if (process.argv[1] === THIS_FILE) {
  if (process.argv.includes('--serve')) {
    await serve();
  } else {
    heading('HTTP service');
    await runHttpBench({ quick: process.argv.includes('--quick') });
  }
}
