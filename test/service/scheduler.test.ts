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

const note = (i: number) => `Note ${i}: ask Maria Lopez (maria.lopez${i}@example.org, +44 20 7946 0${String(i).padStart(3, '0')}) about invoice ${1000 + i}.`;

test('default mode: a group (batch) splits between the main thread and a worker, results identical and in order', { timeout: 120_000 }, async () => {
  const scheduler = new Scheduler({ workerThresholdChars: 100_000, workerThreads: 1, maxChunkJobs: 4 });
  try {
    await scheduler.warmUp();
    const jobs: Job[] = Array.from({ length: 40 }, (_, i) => ({ op: 'analyze', text: i % 7 === 0 ? big(3_000) : note(i), options: {} }));
    const results = await Promise.all(scheduler.submitGroup(jobs, 'pro'));
    assert.equal(results.length, jobs.length);
    results.forEach((r, i) => assert.deepEqual(r, runJob(jobs[i]!), `document ${i}`));
    const { inlineJobs, workerJobs, workerMessages } = scheduler.stats;
    assert.equal(inlineJobs + workerJobs, 40);
    assert.ok(inlineJobs > 0 && workerJobs > 0, `both lanes ran documents (inline ${inlineJobs}, worker ${workerJobs})`);
    assert.ok(workerMessages < workerJobs, `several documents per worker message (${workerJobs} in ${workerMessages})`);
    assert.ok(workerJobs <= workerMessages * 4, 'at most maxChunkJobs per message');
    // Single jobs stay on the main thread.
    const before = scheduler.stats.workerJobs;
    await Promise.all(Array.from({ length: 10 }, (_, i) => scheduler.submit({ op: 'analyze', text: note(i), options: {} }, 'pro')));
    assert.equal(scheduler.stats.workerJobs, before);
  } finally {
    await scheduler.close();
  }
});

test('default mode: groups stay on the main thread until the worker threads are warm; WORKER_THREADS=0 and chunk 0 keep them inline', { timeout: 120_000 }, async () => {
  const jobs: Job[] = Array.from({ length: 12 }, (_, i) => ({ op: 'analyze', text: note(i), options: {} }));
  for (const options of [{ workerThreads: 0 }, { workerThreads: 1, maxChunkJobs: 0 }]) {
    const scheduler = new Scheduler({ workerThresholdChars: 100_000, ...options });
    try {
      await scheduler.warmUp();
      const results = await Promise.all(scheduler.submitGroup(jobs, 'basic'));
      results.forEach((r, i) => assert.deepEqual(r, runJob(jobs[i]!)));
      assert.equal(scheduler.stats.workerJobs, 0, JSON.stringify(options));
    } finally {
      await scheduler.close();
    }
  }
  // Cold threads: the first group runs inline while the threads load the engine; later groups use them.
  const scheduler = new Scheduler({ workerThresholdChars: 100_000, workerThreads: 1 });
  try {
    await Promise.all(scheduler.submitGroup(jobs, 'basic'));
    assert.equal(scheduler.stats.workerJobs, 0, 'nothing waited for a cold thread');
    await scheduler.idle();
    for (let i = 0; i < 200 && scheduler.stats.workerJobs === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      await Promise.all(scheduler.submitGroup([...jobs, ...jobs, ...jobs], 'basic'));
    }
    assert.ok(scheduler.stats.workerJobs > 0, 'warm threads take documents of groups');
  } finally {
    await scheduler.close();
  }
});

test('default mode: both lanes take documents of groups in priority order (business first)', { timeout: 120_000 }, async () => {
  const taken: { lane: string; level: number }[] = [];
  const scheduler = new Scheduler({
    // The main thread's lane is slow, so the worker takes its share once the large job is done.
    run: (job: Job): JobResult => {
      busy(80);
      return runJob(job);
    },
    workerThresholdChars: 10_000,
    workerThreads: 1,
    maxChunkJobs: 2,
  });
  try {
    await scheduler.warmUp();
    scheduler.setHooks({ started: (lane, level) => taken.push({ lane, level }), finished: () => {} });
    const large = scheduler.submit({ op: 'analyze', text: big(12_000), options: {} }, 'basic');
    const groups = [
      ...scheduler.submitGroup(Array.from({ length: 6 }, (_, i) => ({ op: 'analyze', text: note(i), options: {} }) satisfies Job), 'basic'),
      ...scheduler.submitGroup(Array.from({ length: 6 }, (_, i) => ({ op: 'analyze', text: note(10 + i), options: {} }) satisfies Job), 'pro'),
      ...scheduler.submitGroup(Array.from({ length: 6 }, (_, i) => ({ op: 'analyze', text: note(20 + i), options: {} }) satisfies Job), 'business'),
    ];
    await Promise.all([large, ...groups]);
    const [first, ...rest] = taken;
    assert.deepEqual(first, { lane: 'worker', level: 2 }, 'the large job was on the worker first');
    const levels = rest.map((t) => t.level);
    assert.deepEqual(levels, [...levels].sort((a, b) => a - b), `taken in priority order: ${JSON.stringify(rest)}`);
    assert.ok(rest.some((t) => t.lane === 'worker') && rest.some((t) => t.lane === 'inline'), `both lanes took group documents: ${JSON.stringify(rest)}`);
  } finally {
    await scheduler.close();
  }
});

test('default mode: a worker chunk over its heap ceiling fails its documents with a memory budget error; the rest of the server carries on', { timeout: 120_000 }, async () => {
  const scheduler = new Scheduler({
    workerThresholdChars: 100_000,
    workerThreads: 1,
    workerMaxHeapMb: 64,
    maxChunkJobs: 4,
    workerUrl: new URL('./fixtures/hungry-worker.ts', import.meta.url),
  });
  try {
    await scheduler.warmUp();
    // Every document asks the fixture worker to exhaust its heap; the main thread runs them normally.
    const jobs: Job[] = Array.from({ length: 8 }, (_, i) => ({ op: 'analyze', text: `EXHAUST ${note(i)}`, options: {} }));
    const outcomes = await Promise.allSettled(scheduler.submitGroup(jobs, 'pro'));
    const failed = outcomes.filter((o) => o.status === 'rejected');
    assert.ok(failed.length > 0, 'the chunk on the worker failed');
    for (const o of failed) {
      const err = o.reason as EngineError;
      assert.ok(err instanceof EngineError && err.code === 'work_budget_exceeded' && err.details?.budget === 'memory', String(err));
    }
    outcomes.forEach((o, i) => {
      if (o.status === 'fulfilled') assert.deepEqual(o.value, runJob(jobs[i]!));
    });
    // The thread was replaced: the next groups are served (inline until it is warm again, then on it).
    const next: Job[] = Array.from({ length: 8 }, (_, i) => ({ op: 'analyze', text: note(i), options: {} }));
    const results = await Promise.all(scheduler.submitGroup(next, 'pro'));
    results.forEach((r, i) => assert.deepEqual(r, runJob(next[i]!)));
    await scheduler.warmUp();
    const workerJobs = scheduler.stats.workerJobs;
    const again = await Promise.all(scheduler.submitGroup(next, 'pro'));
    again.forEach((r, i) => assert.deepEqual(r, runJob(next[i]!)));
    assert.ok(scheduler.stats.workerJobs > workerJobs, 'the replacement thread takes chunks');
  } finally {
    await scheduler.close();
  }
});
