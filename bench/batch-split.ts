/**
 * npx tsx bench/batch-split.ts [--rounds N] [--batches N]
 *
 * A batch request's documents on the HTTP thread only (BATCH_CHUNK_DOCS=0, the behaviour before
 * 2026-11-27) against split between the HTTP thread and one worker thread (the default, chunks of
 * ≤ 16), through the real Scheduler (Scheduler.submitGroup) without HTTP: batches of 50 of the HTTP
 * bench's documents (bench/corpus.ts, ~280 characters), 4 batches in flight (a saturated server),
 * rounds of the two modes interleaved in one process so that a shared machine weighs on both alike.
 * Per mode: documents per second of wall time, and CPU per document from
 * /proc/self/task/<tid>/schedstat (Linux; on a VM including time the host took the core away):
 * the main thread, every other thread (the worker thread, GC helpers, the compiler), total.
 */
import { parseArgs } from 'node:util';
import { Scheduler } from '../src/service/scheduler.ts';
import type { Job } from '../src/service/jobs.ts';
import { benchCorpus } from './corpus.ts';
import { threadCpu } from './lib.ts';
import { loadEngineFiles } from '../src/engine-files.ts';
import { warmUpSteps } from '../src/engine/index.ts';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '8' }, batches: { type: 'string', default: '20' } } });
const ROUNDS = Number(args.rounds);
const BATCHES = Number(args.batches);
const IN_FLIGHT = 4;
const LIMITS = { maxMatches: 200_000, maxResultBytes: 32 << 20, timeoutMs: 30_000 };

const docs = benchCorpus(100);
const batch = (k: number): Job[] => Array.from({ length: 50 }, (_, i) => ({ op: 'analyze', text: docs[(k * 50 + i) % docs.length]!, options: {} }));

async function round(scheduler: Scheduler): Promise<{ docs: number; wallMs: number; mainNs: number; otherNs: number; busiestNs: number; workerDocs: number }> {
  const workerBefore = scheduler.stats.workerJobs;
  const before = threadCpu();
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < BATCHES) await Promise.all(scheduler.submitGroup(batch(next++), 'pro'));
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  const wallMs = performance.now() - started;
  const after = threadCpu();
  let mainNs = 0;
  let otherNs = 0;
  let busiestNs = 0;
  for (const [tid, ns] of after) {
    const d = ns - (before.get(tid) ?? 0);
    if (tid === String(process.pid)) mainNs += d;
    else {
      otherNs += d;
      busiestNs = Math.max(busiestNs, d);
    }
  }
  return { docs: BATCHES * 50, wallMs, mainNs, otherNs, busiestNs, workerDocs: scheduler.stats.workerJobs - workerBefore };
}

loadEngineFiles();
for (const step of warmUpSteps()) step();
const modes = {
  'HTTP thread only (BATCH_CHUNK_DOCS=0)': new Scheduler({ workerThresholdChars: 20_000, workerThreads: 1, maxChunkJobs: 0, limits: LIMITS, workerMaxHeapMb: 512 }),
  'split, 1 worker thread (default, 16)': new Scheduler({ workerThresholdChars: 20_000, workerThreads: 1, limits: LIMITS, workerMaxHeapMb: 512 }),
};
const schedulers = Object.values(modes);
for (const s of schedulers) await s.warmUp();
for (const s of schedulers) await round(s); // warm the JIT on both paths
for (let k = 0; k < 3; k++) await round(schedulers[1]!); // more for the worker thread's JIT
const totals = schedulers.map(() => ({ docs: 0, wallMs: 0, mainNs: 0, otherNs: 0, busiestNs: 0, workerDocs: 0 }));
const rates: number[][] = schedulers.map(() => []);
for (let r = 0; r < ROUNDS; r++) {
  for (const [i, s] of schedulers.entries()) {
    const x = await round(s);
    const t = totals[i]!;
    t.docs += x.docs;
    t.wallMs += x.wallMs;
    t.mainNs += x.mainNs;
    t.otherNs += x.otherNs;
    t.busiestNs += x.busiestNs;
    t.workerDocs += x.workerDocs;
    rates[i]!.push((x.docs / x.wallMs) * 1000);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${ROUNDS} interleaved rounds of ${BATCHES} batches of 50 documents, ${IN_FLIGHT} batches in flight; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('mode | docs/s (total wall) | docs/s median round | µs CPU/doc main | other threads | total');
for (const [i, name] of Object.keys(modes).entries()) {
  const t = totals[i]!;
  const per = (ns: number) => Math.round(ns / t.docs / 1000);
  console.log(`${name} | ${Math.round((t.docs / t.wallMs) * 1000)} | ${Math.round(median(rates[i]!))} | ${per(t.mainNs)} | ${per(t.otherNs)} | ${per(t.mainNs + t.otherNs)}`);
}
const ratio = (totals[1]!.docs / totals[1]!.wallMs) / (totals[0]!.docs / totals[0]!.wallMs);
console.log(`split / HTTP thread only, wall-time rate: ${ratio.toFixed(2)}×; per-round ratios: ${rates[1]!.map((x, k) => (x / rates[0]![k]!).toFixed(2)).join(' ')}`);
const { workerJobs, workerMessages } = schedulers[1]!.stats;
const w = totals[1]!;
console.log(
  `split, timed rounds: ${w.docs - w.workerDocs} documents on the main thread (${Math.round(w.mainNs / (w.docs - w.workerDocs) / 1000)} µs CPU each, dispatch included), ` +
    `${w.workerDocs} on the worker (busiest other thread: ${Math.round(w.busiestNs / Math.max(1, w.workerDocs) / 1000)} µs CPU each); ${(workerJobs / workerMessages).toFixed(1)} documents per worker message`,
);
for (const s of schedulers) await s.close();
