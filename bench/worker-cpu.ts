/**
 * npx tsx bench/worker-cpu.ts [--docs N]
 *
 * Where the CPU of a small document goes: inline on the calling thread vs through the scheduler's
 * worker path (SMALL_JOBS_ON_WORKERS), in CPU time per document by thread, not in throughput (which
 * a shared or noisy machine makes meaningless). Each mode runs in its own child process on the 100
 * documents of the HTTP bench (bench/corpus.ts, ~280 characters), 2,000 documents to warm up, then
 * N timed (default 6,000); the worker modes keep 64 documents in flight, as 64 HTTP connections do.
 *
 *   inline          runJob on the main thread, one after the other (the default mode's detect lane)
 *   inline, busy    the same while another thread spins on the second core (no memory traffic):
 *                   what the machine does to a thread's CPU per document when both cores are busy
 *   worker ×1, ×2   Scheduler with smallJobsOnWorkers and 1 or 2 worker threads (batches of ≤ 4)
 *
 * Per-thread CPU comes from /proc/self/task/<tid>/schedstat (Linux; nanoseconds on the CPU), read
 * before and after the timed round: "main" is the main thread, "workers" the threads started for
 * the mode (in inline-busy the spinner, which is left out), "V8/libuv" every other thread of the process (GC helpers and the optimizing compiler
 * run there). On a VM the figures include time the host took the core away (steal), so compare
 * modes run back to back only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { benchCorpus } from './corpus.ts';
import { threadCpu } from './lib.ts';

const WARM = 2000;
const IN_FLIGHT = 64;
const LIMITS = { maxMatches: 200_000, maxResultBytes: 32 << 20, timeoutMs: 30_000 };
const MODES = ['inline', 'inline-busy', 'worker-1', 'worker-2'] as const;
type Mode = (typeof MODES)[number];

interface Report {
  mode: Mode;
  docs: number;
  wallMs: number;
  /** µs of CPU per document. */
  main: number;
  workers: number;
  other: number;
  messages?: number;
}

async function child(mode: Mode, n: number): Promise<Report> {
  const docs = benchCorpus(100);
  const { runJob } = await import('../src/service/jobs.ts');
  const { loadEngineFiles } = await import('../src/engine-files.ts');
  const { Scheduler } = await import('../src/service/scheduler.ts');
  const before = new Set(threadCpu().keys());
  let timed: () => Promise<void>;
  let stop = async () => {};
  let messages: () => number | undefined = () => undefined;
  if (mode === 'inline' || mode === 'inline-busy') {
    loadEngineFiles();
    const run = (count: number) => {
      for (let i = 0; i < count; i++) runJob({ op: 'analyze', text: docs[i % docs.length]!, options: {}, limits: LIMITS });
    };
    run(WARM);
    if (mode === 'inline-busy') {
      const spinner = new Worker('let x = 0; for (;;) x = (x * 31 + 7) | 0;', { eval: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      stop = async () => {
        await spinner.terminate();
      };
    }
    timed = () => {
      run(n);
      return Promise.resolve();
    };
  } else {
    const scheduler = new Scheduler({
      workerThresholdChars: 20_000,
      workerThreads: mode === 'worker-1' ? 1 : 2,
      smallJobsOnWorkers: true,
      workerMaxHeapMb: 512,
      limits: LIMITS,
    });
    await scheduler.warmUp();
    const run = async (count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < count) {
            const i = next++;
            await scheduler.submit({ op: 'analyze', text: docs[i % docs.length]!, options: {} }, 'business');
          }
        }),
      );
    };
    await run(WARM);
    const m0 = scheduler.stats.workerMessages;
    messages = () => scheduler.stats.workerMessages - m0;
    timed = () => run(n);
    stop = () => scheduler.close();
  }
  const started = new Set([...threadCpu().keys()].filter((t) => !before.has(t)));
  const t0 = threadCpu();
  const w0 = performance.now();
  await timed();
  const wallMs = performance.now() - w0;
  const t1 = threadCpu();
  const msgs = messages();
  await stop();
  const sum = (pick: (tid: string) => boolean) => {
    let ns = 0;
    for (const [tid, v] of t1) if (pick(tid)) ns += v - (t0.get(tid) ?? 0);
    return ns / 1000 / n;
  };
  const pid = String(process.pid);
  return {
    mode,
    docs: n,
    wallMs,
    main: sum((t) => t === pid),
    workers: sum((t) => started.has(t)),
    other: sum((t) => t !== pid && !started.has(t)),
    ...(msgs !== undefined ? { messages: msgs } : {}),
  };
}

const { values } = parseArgs({ options: { docs: { type: 'string', default: '6000' }, child: { type: 'string' } }, strict: true });
const n = Number(values.docs);
if (values.child) {
  process.stdout.write(JSON.stringify(await child(values.child as Mode, n)) + '\n');
  process.exit(0);
}
if (!existsSync('/proc/self/task')) {
  console.log('needs /proc (Linux) for per-thread CPU');
  process.exit(1);
}
console.log(`CPU per document by thread, ${n} documents of ~280 characters per mode (µs; each mode a fresh process)`);
const self = fileURLToPath(import.meta.url);
for (const mode of MODES) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', mode, '--docs', String(n)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const line = r.stdout.trim().split('\n').at(-1) ?? '';
  if (r.status !== 0 || !line.startsWith('{')) {
    console.log(`  ${mode}: failed (${r.status})`);
    continue;
  }
  const x = JSON.parse(line) as Report;
  const f = (v: number) => v.toFixed(0).padStart(5);
  // In inline-busy the started thread is the spinner, not detection work.
  if (x.mode === 'inline-busy') x.workers = 0;
  const perMsg = x.messages ? `, ${(x.docs / x.messages).toFixed(1)} docs/message` : '';
  console.log(
    `  ${mode.padEnd(12)} main ${f(x.main)} | workers ${f(x.workers)} | V8/libuv ${f(x.other)} | total ${f(x.main + x.workers + x.other)}   (wall ${f((x.wallMs * 1000) / x.docs)} per doc${perMsg})`,
  );
}
