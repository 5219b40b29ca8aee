/**
 * The scheduler on its own: priority order when work queues up, large documents on worker threads
 * with the event loop left free, engine errors crossing the thread boundary intact.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineError } from '../../src/engine/index.ts';
import { runJob, type Job, type JobResult } from '../../src/service/jobs.ts';
import { Scheduler } from '../../src/service/scheduler.ts';
import type { Plan } from '../../src/store/types.ts';

function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin: a CPU-bound job
  }
}

const DOC = 'Contact Jane Doe at jane.doe@example.com or 212-555-0123. ';
const big = (chars: number) => DOC.repeat(Math.ceil(chars / DOC.length)).slice(0, chars);

test('inline lane: business before pro before basic once work queues up; FIFO within a plan', async () => {
  const order: string[] = [];
  const scheduler = new Scheduler({
    run: (job: Job): JobResult => {
      busy(2);
      order.push(job.text);
      return { language: 'en', entities: [] };
    },
    workerThresholdChars: 1_000_000,
    workerThreads: 0,
  });
  const jobs: [string, Plan][] = [
    ['b1', 'basic'],
    ['b2', 'basic'],
    ['b3', 'basic'],
    ['B1', 'business'],
    ['p1', 'pro'],
    ['B2', 'business'],
    ['b4', 'basic'],
    ['B3', 'business'],
  ];
  await Promise.all(jobs.map(([text, plan]) => scheduler.submit({ op: 'analyze', text, options: {} }, plan)));
  assert.deepEqual(order, ['B1', 'B2', 'B3', 'p1', 'b1', 'b2', 'b3', 'b4']);
  assert.equal(scheduler.stats.inlineJobs, 8);
  await scheduler.close();
});

test('inline lane yields to the event loop between jobs', async () => {
  const scheduler = new Scheduler({
    run: (): JobResult => {
      busy(20);
      return { language: 'en', entities: [] };
    },
    workerThresholdChars: 1_000_000,
    workerThreads: 0,
  });
  let timerFiredAfterJobs = -1;
  let done = 0;
  const all = Array.from({ length: 10 }, () => scheduler.submit({ op: 'analyze', text: 'x', options: {} }, 'basic').then(() => done++));
  setTimeout(() => (timerFiredAfterJobs = done), 1);
  await Promise.all(all);
  assert.ok(timerFiredAfterJobs >= 0 && timerFiredAfterJobs < 5, `a timer ran after ${timerFiredAfterJobs} of 10 jobs, not after all`);
  await scheduler.close();
});

test('large documents run on worker threads with the same result; the event loop stays free', { timeout: 120_000 }, async () => {
  const scheduler = new Scheduler({ workerThresholdChars: 10_000, workerThreads: 1 });
  try {
    await scheduler.warmUp();
    const text = big(300_000);
    let maxLag = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      maxLag = Math.max(maxLag, now - last - 5);
      last = now;
    }, 5);
    const started = performance.now();
    const result = await scheduler.submit({ op: 'analyze', text, options: {} }, 'basic');
    const took = performance.now() - started;
    clearInterval(ticker);
    assert.equal(scheduler.stats.workerJobs >= 1, true);
    assert.deepEqual(result, runJob({ op: 'analyze', text, options: {} }));
    assert.ok(maxLag < Math.max(100, took / 4), `event loop lag ${maxLag.toFixed(0)} ms during a ${took.toFixed(0)} ms job`);
  } finally {
    await scheduler.close();
  }
});

test('an EngineError inside a worker arrives as an EngineError (→ 400), not a 500', { timeout: 120_000 }, async () => {
  const scheduler = new Scheduler({ workerThresholdChars: 10, workerThreads: 1 });
  try {
    await assert.rejects(
      scheduler.submit({ op: 'analyze', text: big(100), options: { entities: ['NOPE'] } }, 'pro'),
      (err: unknown) => err instanceof EngineError && err.code === 'unknown_entity' && /NOPE/.test(err.message),
    );
  } finally {
    await scheduler.close();
  }
});

test('worker lane: queued large documents also go business first', { timeout: 120_000 }, async () => {
  const scheduler = new Scheduler({ workerThresholdChars: 1000, workerThreads: 1 });
  try {
    await scheduler.warmUp();
    const order: string[] = [];
    const submit = (tag: string, plan: Plan) =>
      scheduler.submit({ op: 'analyze', text: big(20_000), options: {} }, plan).then(() => order.push(tag));
    await Promise.all([submit('b1', 'basic'), submit('b2', 'basic'), submit('b3', 'basic'), submit('B1', 'business'), submit('B2', 'business')]);
    // b1 was already on the worker when the others arrived.
    assert.deepEqual(order, ['b1', 'B1', 'B2', 'b2', 'b3']);
  } finally {
    await scheduler.close();
  }
});

test('small jobs on worker threads: batched, same results, business first, nothing inline', { timeout: 120_000 }, async () => {
  const scheduler = new Scheduler({ workerThresholdChars: 1000, workerThreads: 1, smallJobsOnWorkers: true, maxBatchJobs: 2 });
  try {
    await scheduler.warmUp();
    const order: string[] = [];
    const results = new Map<string, JobResult>();
    const submit = (tag: string, plan: Plan, text: string) =>
      scheduler.submit({ op: 'analyze', text, options: {} }, plan).then((r) => {
        order.push(tag);
        results.set(tag, r);
      });
    const small = (tag: string) => `${tag}: write to ${tag.toLowerCase()}@example.com or call 212-555-0123.`;
    // The large job occupies the one thread; the small ones queue behind it and leave in batches of 2.
    await Promise.all([
      submit('L', 'basic', big(50_000)),
      submit('b1', 'basic', small('b1')),
      submit('b2', 'basic', small('b2')),
      submit('b3', 'basic', small('b3')),
      submit('B1', 'business', small('B1')),
      submit('B2', 'business', small('B2')),
    ]);
    assert.deepEqual(order, ['L', 'B1', 'B2', 'b1', 'b2', 'b3']);
    for (const tag of ['b1', 'b2', 'b3', 'B1', 'B2']) assert.deepEqual(results.get(tag), runJob({ op: 'analyze', text: small(tag), options: {} }));
    assert.equal(scheduler.stats.inlineJobs, 0);
    // Messages: L alone, then [B1, B2], [b1, b2], [b3].
    assert.equal(scheduler.stats.workerMessages, 4);
    // An engine error of one job in a batch fails that job alone.
    const [bad, good] = await Promise.allSettled([
      scheduler.submit({ op: 'analyze', text: 'x', options: { entities: ['NOPE'] } }, 'pro'),
      scheduler.submit({ op: 'analyze', text: small('ok'), options: {} }, 'pro'),
    ]);
    assert.ok(bad.status === 'rejected' && bad.reason instanceof EngineError && bad.reason.code === 'unknown_entity');
    assert.equal(good.status, 'fulfilled');
  } finally {
    await scheduler.close();
  }
});
