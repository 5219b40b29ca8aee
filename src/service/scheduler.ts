/**
 * Every piece of text detection work goes through here (image requests queue on the OCR pool,
 * which orders them by plan the same way, and run their text detection on the OCR result), so that
 *  - the event loop stays free: small jobs run on the main thread ONE AT A TIME, each in its own
 *    setImmediate turn, so socket I/O (new requests, /api/health, store commits) is served between
 *    any two jobs; large documents go to piscina worker threads and never block the loop;
 *  - priority holds under saturation: each lane (inline, workers) takes the next job from a
 *    priority queue — business before pro before basic, FIFO within a plan — so when work queues
 *    up, business requests overtake. When nothing queues, nothing waits: priority costs nothing idle.
 *
 * Jobs are submitted to piscina only when a worker is free; piscina's own FIFO queue stays empty,
 * so the order is decided here and nowhere else.
 *
 * With `smallJobsOnWorkers` (SMALL_JOBS_ON_WORKERS) small jobs take the worker lane too, up to
 * `maxBatchJobs` per message, so the main thread runs no detection. Batches stay small (4): a batch
 * finishes as a whole, so one that swallowed the whole queue would finish basic requests together
 * with business ones — measured: with 32 per batch business and basic got the same throughput under
 * saturation, with 4 business kept ~12× basic's.
 */
import { Piscina } from 'piscina';
import { WorkBudgetExceeded, type RunLimits } from '../engine/index.ts';
import type { Config } from '../config.ts';
import type { Plan } from '../store/types.ts';
import { runJob, unwrapOutcome, type Job, type JobOutcome, type JobResult } from './jobs.ts';

/**
 * A worker job still running this long after its time budget is stopped by terminating its thread.
 * Generous, because the clock starts when the job is handed over, and a thread that replaces a
 * stopped one first loads the engine (1–3 s on a busy 2-core machine).
 */
export const HARD_STOP_GRACE_MS = 5000;

/**
 * How often the hard-stop watchdog looks at the worker calls in flight (only while there are
 * any). One timer for all calls instead of an AbortSignal.timeout per call: a timeout signal per
 * message (a timer and a registry entry, kept alive for the whole budget, 35 s by default) cost
 * the main thread ~17 µs per document at 4 documents per message, measured.
 */
const WATCHDOG_MS = 250;

/** A worker call that has a hard-stop deadline (performance.now() time). */
interface InFlight {
  deadline: number;
  controller: AbortController;
}

/** Lower runs first. */
export const PLAN_PRIORITY: Readonly<Record<Plan, number>> = { business: 0, pro: 1, basic: 2, free: 3 };
const LEVELS = 4;

interface Task {
  job: Job;
  level: number;
  /** Runs alone on a worker (long text or heavy ad hoc work); small jobs may share a batch. */
  large: boolean;
  /** performance.now() at submit, for the queue-wait metric. */
  queuedAt: number;
  /** Set on the small jobs of a group (submitGroup): they wait in the shared queue, for either lane. */
  group?: Group;
  resolve: (value: JobResult) => void;
  reject: (err: unknown) => void;
}

export type Lane = 'inline' | 'worker';

/** The small jobs of one submitGroup call (one batch request) still waiting in the shared queue. */
interface Group {
  queued: number;
}

/** Observers for metrics (src/service/metrics.ts); called synchronously, so they must be cheap. */
export interface SchedulerHooks {
  /** A job left its queue after waiting `waitedMs`; `level` is its PLAN_PRIORITY. */
  started(lane: Lane, level: number, waitedMs: number): void;
  /** A job settled (result or error) after its lane was busy with it for `busyMs`. */
  finished(lane: Lane, busyMs: number): void;
}

/** FIFO per priority level; O(1) push and shift. */
class PriorityQueue {
  readonly #levels: Task[][] = Array.from({ length: LEVELS }, () => []);
  readonly #heads: number[] = new Array<number>(LEVELS).fill(0);
  size = 0;

  /** Jobs waiting at `level`. */
  sizeAt(level: number): number {
    return this.#levels[level]!.length - this.#heads[level]!;
  }

  push(level: number, task: Task): void {
    this.#levels[Math.min(Math.max(level, 0), LEVELS - 1)]!.push(task);
    this.size++;
  }

  /** The task shift() would return, left in place. */
  peek(): Task | undefined {
    for (let l = 0; l < LEVELS; l++) {
      const head = this.#heads[l]!;
      const q = this.#levels[l]!;
      if (head < q.length) return q[head];
    }
    return undefined;
  }

  shift(): Task | undefined {
    for (let l = 0; l < LEVELS; l++) {
      const q = this.#levels[l]!;
      const head = this.#heads[l]!;
      if (head < q.length) {
        const task = q[head]!;
        // Compact now and then instead of Array#shift (O(n)) per job.
        if (head + 1 === q.length) {
          q.length = 0;
          this.#heads[l] = 0;
        } else if (head > 1024) {
          q.splice(0, head + 1);
          this.#heads[l] = 0;
        } else {
          this.#heads[l] = head + 1;
        }
        this.size--;
        return task;
      }
    }
    return undefined;
  }
}

export interface SchedulerOptions {
  /** Runs a job on the main thread (default: the engine). */
  run?: (job: Job) => JobResult;
  /** Jobs whose text has at least this many UTF-16 units go to worker threads. */
  workerThresholdChars: number;
  /** Worker threads; 0 runs everything inline. */
  workerThreads: number;
  /** Jobs whose estimated work (`job.work`) is at least this go to worker threads too (default: never by work). */
  workerThresholdWork?: number;
  /** Run-time budgets given to every job (none: unbounded, as in offline use). */
  limits?: RunLimits;
  /** Heap ceiling of each worker thread (MB); a job over it fails with a `memory` budget error and the thread is replaced. */
  workerMaxHeapMb?: number;
  /** A worker thread without work for this long stops (default: never). */
  workerIdleMs?: number;
  /** The worker module (default ./worker.ts beside this file, or ./worker.js in the compiled build). */
  workerUrl?: URL;
  /**
   * Small jobs run on the worker threads too, several per message (default false: inline). The
   * main thread then only parses HTTP, authenticates and meters; the threads stay up.
   */
  smallJobsOnWorkers?: boolean;
  /** At most this many small jobs (default 4), of at most this many characters together (32,000), per worker message. */
  maxBatchJobs?: number;
  maxBatchChars?: number;
  /**
   * Default mode only: at most this many documents of one group (a batch request) per worker
   * message (default 16; 0 keeps groups on the main thread, as before).
   */
  maxChunkJobs?: number;
}

/** The scheduler options the configuration asks for: thresholds, threads and every job budget. */
export function schedulerOptions(config: Config): SchedulerOptions {
  const { limits, scheduler } = config;
  return {
    workerThresholdChars: scheduler.workerThresholdChars,
    workerThreads: scheduler.workerThreads,
    workerThresholdWork: scheduler.workerThresholdWork,
    workerMaxHeapMb: limits.workerMaxHeapMb,
    workerIdleMs: scheduler.workerIdleMs,
    smallJobsOnWorkers: scheduler.smallJobsOnWorkers,
    ...(scheduler.batchChunkDocs !== undefined ? { maxChunkJobs: scheduler.batchChunkDocs } : {}),
    limits: runLimits(config),
  };
}

/** The run-time budgets of one detection job (text, batch document or image text) from the configuration. */
export function runLimits(config: Config): RunLimits {
  const { limits } = config;
  return { maxMatches: limits.maxMatches, maxResultBytes: limits.maxResultBytes, timeoutMs: limits.jobTimeoutMs };
}

export interface SchedulerStats {
  inlineJobs: number;
  workerJobs: number;
  /** Calls to the worker threads: one per large job, one per batch of small jobs. */
  workerMessages: number;
  queued: number;
  maxQueued: number;
  activeWorkers: number;
}

export class Scheduler {
  readonly #run: (job: Job) => JobResult;
  readonly #threshold: number;
  readonly #workThreshold: number;
  readonly #limits: RunLimits | undefined;
  readonly #maxHeapMb: number | undefined;
  readonly #idleMs: number;
  readonly #threads: number;
  readonly #workerUrl: URL;
  readonly #smallOnWorkers: boolean;
  readonly #maxBatchJobs: number;
  readonly #maxBatchChars: number;
  readonly #maxChunkJobs: number;
  readonly #inline = new PriorityQueue();
  readonly #workerQueue = new PriorityQueue();
  /** Small jobs of groups: the main thread takes them one at a time, a free worker several of one group. */
  readonly #shared = new PriorityQueue();
  /** Every worker thread has loaded the engine (a warm-up call came back) and none stopped since. */
  #workersWarm = false;
  #warming = false;
  /** Worker threads stopped so far: a warm-up during which one stopped does not count. */
  #threadsStopped = 0;
  #inlineScheduled = false;
  #activeWorkers = 0;
  #pool: Piscina | null = null;
  #idleWaiters: (() => void)[] = [];
  readonly #stats = { inlineJobs: 0, workerJobs: 0, workerMessages: 0, maxQueued: 0 };
  #hooks: SchedulerHooks | null = null;
  readonly #inFlight = new Set<InFlight>();
  #watchdog: NodeJS.Timeout | null = null;

  constructor(options: SchedulerOptions) {
    this.#run = options.run ?? runJob;
    this.#threshold = options.workerThresholdChars;
    this.#workThreshold = options.workerThresholdWork ?? Infinity;
    this.#limits = options.limits;
    this.#maxHeapMb = options.workerMaxHeapMb;
    this.#idleMs = options.workerIdleMs ?? Infinity;
    this.#threads = options.workerThreads;
    this.#workerUrl = options.workerUrl ?? defaultWorkerUrl();
    this.#smallOnWorkers = (options.smallJobsOnWorkers ?? false) && this.#threads > 0;
    this.#maxBatchJobs = options.maxBatchJobs ?? 4;
    this.#maxBatchChars = options.maxBatchChars ?? 32_000;
    this.#maxChunkJobs = options.maxChunkJobs ?? 16;
  }

  /** True when every job runs on worker threads (the main thread runs no detection). */
  get smallJobsOnWorkers(): boolean {
    return this.#smallOnWorkers;
  }

  /** Queues a job at the priority of `plan`; resolves with its result (EngineError for bad options). */
  submit(job: Job, plan: Plan): Promise<JobResult> {
    job = this.#withLimits(job);
    return new Promise<JobResult>((resolve, reject) => {
      const level = PLAN_PRIORITY[plan];
      const large = this.#isLarge(job);
      const task: Task = { job, level, large, queuedAt: performance.now(), resolve, reject };
      if (this.#threads > 0 && (large || this.#smallOnWorkers)) {
        this.#workerQueue.push(level, task);
        this.#pumpWorkers();
      } else {
        this.#inline.push(level, task);
        this.#scheduleInline();
      }
      this.#recordQueued();
    });
  }

  /**
   * Queues several jobs of one request (a batch) at the priority of `plan`; one promise per job,
   * in order. In the default mode their small jobs may run on either lane: the main thread takes
   * them one at a time as it takes single jobs, and a free worker thread takes up to
   * `maxChunkJobs` consecutive ones of the same group per message (never mixing groups, so a
   * thread that dies fails one request only). Workers take them only once the threads have loaded
   * the engine (the first group after an idle spell starts them and runs on the main thread
   * meanwhile). Large jobs go to the worker lane as with submit; with SMALL_JOBS_ON_WORKERS, with
   * no worker threads, or with `maxChunkJobs` 0 this is submit per job.
   */
  submitGroup(jobs: readonly Job[], plan: Plan): Promise<JobResult>[] {
    if (this.#threads === 0 || this.#smallOnWorkers || this.#maxChunkJobs === 0 || jobs.length < 2) return jobs.map((job) => this.submit(job, plan));
    const level = PLAN_PRIORITY[plan];
    const group: Group = { queued: 0 };
    const promises = jobs.map((original) => {
      const job = this.#withLimits(original);
      if (this.#isLarge(job)) return this.submit(job, plan);
      return new Promise<JobResult>((resolve, reject) => {
        group.queued++;
        this.#shared.push(level, { job, level, large: false, queuedAt: performance.now(), resolve, reject, group });
      });
    });
    this.#recordQueued();
    if (group.queued > 0) {
      this.#warmWorkers();
      this.#pumpWorkers();
      this.#scheduleInline();
    }
    return promises;
  }

  /** The configured run limits on a job that brings none. */
  #withLimits(job: Job): Job {
    return this.#limits && job.limits === undefined ? { ...job, limits: this.#limits } : job;
  }

  /** Jobs waiting in any queue (groups' jobs included). */
  #queued(): number {
    return this.#inline.size + this.#workerQueue.size + this.#shared.size;
  }

  #recordQueued(): void {
    const queued = this.#queued();
    if (queued > this.#stats.maxQueued) this.#stats.maxQueued = queued;
  }

  #isLarge(job: Job): boolean {
    return job.text.length >= this.#threshold || (job.work ?? 0) >= this.#workThreshold;
  }

  get stats(): SchedulerStats {
    return { ...this.#stats, queued: this.#queued(), activeWorkers: this.#activeWorkers };
  }

  /** Jobs waiting per lane and priority level (index = PLAN_PRIORITY); jobs of groups, which either lane may take, count as inline. */
  queueDepths(): Record<Lane, number[]> {
    const depths = (q: PriorityQueue) => Array.from({ length: LEVELS }, (_, l) => q.sizeAt(l));
    const shared = depths(this.#shared);
    return { inline: depths(this.#inline).map((n, l) => n + shared[l]!), worker: depths(this.#workerQueue) };
  }

  /** The configured number of worker threads (0: everything runs inline). */
  get workerThreads(): number {
    return this.#threads;
  }

  /** Installs metric observers (one set; a second call replaces the first). */
  setHooks(hooks: SchedulerHooks | null): void {
    this.#hooks = hooks;
  }

  /** Starts the worker threads now (they load the engine) so the first large document is not slow. */
  async warmUp(): Promise<void> {
    if (this.#threads === 0) return;
    const pool = this.#getPool();
    const stopped = this.#threadsStopped;
    // One trivial job per thread makes every thread import and warm the engine.
    await Promise.all(Array.from({ length: this.#threads }, () => pool.run({ op: 'analyze', text: '', options: {} } satisfies Job)));
    // From now on groups may use the threads (unless one stopped meanwhile: it would restart cold).
    if (this.#threadsStopped === stopped) {
      this.#workersWarm = true;
      this.#pumpWorkers();
    }
  }

  /** Resolves when nothing is queued or running. */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Waits for queued work, then stops the worker threads. */
  async close(): Promise<void> {
    await this.idle();
    const pool = this.#pool;
    this.#pool = null;
    if (pool) await pool.destroy();
  }

  #isIdle(): boolean {
    return this.#queued() === 0 && this.#activeWorkers === 0 && !this.#inlineScheduled;
  }

  #notifyIdle(): void {
    if (this.#idleWaiters.length === 0 || !this.#isIdle()) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const w of waiters) w();
  }

  #scheduleInline(): void {
    if (this.#inlineScheduled || (this.#inline.size === 0 && this.#shared.size === 0)) return;
    this.#inlineScheduled = true;
    setImmediate(this.#drainOne);
  }

  /** One job per event-loop turn: I/O callbacks run between any two jobs. */
  readonly #drainOne = (): void => {
    this.#inlineScheduled = false;
    const task = first(this.#inline, this.#shared) === this.#shared ? this.#takeShared() : this.#inline.shift();
    if (task) {
      this.#stats.inlineJobs++;
      const started = performance.now();
      this.#hooks?.started('inline', task.level, started - task.queuedAt);
      try {
        task.resolve(this.#run(task.job));
      } catch (err) {
        task.reject(err);
      }
      this.#hooks?.finished('inline', performance.now() - started);
    }
    this.#scheduleInline();
    this.#notifyIdle();
  };

  #getPool(): Piscina {
    if (this.#pool) return this.#pool;
    this.#pool = new Piscina({
      filename: this.#workerUrl.href,
      // Threads start on demand and stop after #idleMs without work: each holds its own copy of
      // the engine (~70 MB), which an idle server should not carry; starting one costs ~1 s.
      // When they run the small jobs too, they are the engine: they stay up.
      minThreads: this.#smallOnWorkers ? this.#threads : 0,
      maxThreads: this.#threads,
      // Infinity, not Number.MAX_SAFE_INTEGER: piscina hands a finite value to setTimeout, which
      // turns anything above 2^31 − 1 ms into 1 ms (threads stopped 1 ms after their last job).
      idleTimeout: this.#smallOnWorkers ? Infinity : this.#idleMs,
      // Run- and wait-time histograms per call, which nothing reads (the scheduler keeps its own metrics).
      recordTiming: false,
      // A thread over its heap ceiling dies alone (ERR_WORKER_OUT_OF_MEMORY) instead of taking the
      // process with it; piscina starts a replacement (minThreads).
      ...(this.#maxHeapMb !== undefined ? { resourceLimits: { maxOldGenerationSizeMb: this.#maxHeapMb } } : {}),
    });
    // A thread that stops (idle, terminated at a deadline, out of heap) is replaced by a cold one:
    // groups stay on the main thread until the next warm-up came back.
    this.#pool.on('workerDestroy', () => {
      this.#workersWarm = false;
      this.#threadsStopped++;
    });
    return this.#pool;
  }

  /** Starts and warms every worker thread if they are not warm yet (for groups; no-op while warming). */
  #warmWorkers(): void {
    if (this.#workersWarm || this.#warming) return;
    this.#warming = true;
    this.warmUp().then(
      () => {
        this.#warming = false;
      },
      () => {
        // The pool was closed, or a thread failed to start: groups stay inline; the next one tries again.
        this.#warming = false;
      },
    );
  }

  /** The next job of the shared queue, for the main thread. */
  #takeShared(): Task | undefined {
    const task = this.#shared.shift();
    if (task?.group) task.group.queued--;
    return task;
  }

  /** Up to #maxChunkJobs consecutive jobs of the group at the head of the shared queue (half of what it has left, so both lanes end together). */
  #nextChunk(): Task[] {
    const head = this.#shared.peek();
    const group = head?.group;
    if (!head || !group) return [];
    const size = Math.max(1, Math.min(this.#maxChunkJobs, Math.ceil(group.queued / 2)));
    const chunk: Task[] = [];
    let chars = 0;
    for (let next: Task | undefined = head; next?.group === group && chunk.length < size; next = this.#shared.peek()) {
      if (chunk.length > 0 && chars + next.job.text.length > this.#maxBatchChars) break;
      chars += next.job.text.length;
      chunk.push(this.#takeShared()!);
    }
    return chunk;
  }

  /** Registers a worker call to be aborted (its thread terminated) once `deadline` passes. */
  #watch(deadline: number): InFlight {
    const flight: InFlight = { deadline, controller: new AbortController() };
    this.#inFlight.add(flight);
    this.#watchdog ??= setInterval(this.#checkDeadlines, WATCHDOG_MS).unref();
    return flight;
  }

  #unwatch(flight: InFlight): void {
    this.#inFlight.delete(flight);
    if (this.#inFlight.size === 0 && this.#watchdog) {
      clearInterval(this.#watchdog);
      this.#watchdog = null;
    }
  }

  readonly #checkDeadlines = (): void => {
    const now = performance.now();
    for (const flight of this.#inFlight) {
      if (now >= flight.deadline && !flight.controller.signal.aborted) flight.controller.abort();
    }
  };

  /** A large job alone, or the next small jobs in priority order up to the batch bounds. */
  #nextBatch(): Task[] {
    const first = this.#workerQueue.shift();
    if (!first) return [];
    const batch = [first];
    if (first.large) return batch;
    let chars = first.job.text.length;
    for (let next = this.#workerQueue.peek(); next && !next.large && batch.length < this.#maxBatchJobs; next = this.#workerQueue.peek()) {
      if (chars + next.job.text.length > this.#maxBatchChars) break;
      chars += next.job.text.length;
      batch.push(this.#workerQueue.shift()!);
    }
    return batch;
  }

  #pumpWorkers(): void {
    while (this.#activeWorkers < this.#threads) {
      const fromShared = this.#workersWarm && first(this.#workerQueue, this.#shared) === this.#shared;
      const batch = fromShared ? this.#nextChunk() : this.#nextBatch();
      const task = batch[0];
      if (!task) break;
      this.#activeWorkers++;
      this.#stats.workerJobs += batch.length;
      this.#stats.workerMessages++;
      const started = performance.now();
      for (const t of batch) this.#hooks?.started('worker', t.level, started - t.queuedAt);
      // The engine stops itself at its deadline; this stops a job that cannot (one long regex step).
      // Jobs of a batch run one after the other, so their budgets add up.
      const timeoutMs = task.job.limits?.timeoutMs;
      const flight = timeoutMs !== undefined ? this.#watch(started + timeoutMs * batch.length + HARD_STOP_GRACE_MS) : null;
      const signal = flight?.controller.signal ?? null;
      const settle = (t: Task, outcome: JobOutcome) => {
        try {
          t.resolve(unwrapOutcome(outcome));
        } catch (err) {
          t.reject(err);
        }
      };
      // Small jobs always travel as an array (even alone), large ones as a single job.
      const input = task.large ? task.job : batch.map((t) => t.job);
      this.#getPool()
        .run(input, { signal })
        .then(
          (output: JobOutcome | JobOutcome[]) => {
            if (Array.isArray(output)) batch.forEach((t, i) => settle(t, output[i]!));
            else settle(task, output);
          },
          (err: unknown) => {
            for (const t of batch) t.reject(workerFailure(err, t.job, this.#maxHeapMb));
          },
        )
        .finally(() => {
          if (flight) this.#unwatch(flight);
          this.#hooks?.finished('worker', performance.now() - started);
          this.#activeWorkers--;
          this.#pumpWorkers();
          this.#notifyIdle();
        });
    }
  }
}

/** Of two queues, the one whose next job runs first: the higher priority, then the one queued earlier. */
function first(a: PriorityQueue, b: PriorityQueue): PriorityQueue {
  const x = a.peek();
  const y = b.peek();
  if (!y) return a;
  if (!x) return b;
  return y.level < x.level || (y.level === x.level && y.queuedAt < x.queuedAt) ? b : a;
}

/**
 * The worker module beside this one: worker.ts when running from src/ under tsx (threads inherit
 * tsx's loader through execArgv), worker.js when running the compiled build in dist/.
 */
function defaultWorkerUrl(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url);
}

/** A worker thread that was stopped or died: which budget it spent, when it is one of ours. */
function workerFailure(err: unknown, job: Job, maxHeapMb: number | undefined): unknown {
  const e = err as { name?: string; code?: string };
  if (e.name === 'AbortError' && job.limits) {
    return new WorkBudgetExceeded('time', `analysis took longer than ${job.limits.timeoutMs} ms`, { limit: job.limits.timeoutMs });
  }
  if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new WorkBudgetExceeded('memory', `the analysis needed more than the ${maxHeapMb ?? 'default'} MB a worker may use`, maxHeapMb !== undefined ? { limit: maxHeapMb } : {});
  }
  return err;
}
