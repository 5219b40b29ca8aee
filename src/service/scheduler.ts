/**
 * Every piece of detection work goes through here, so that
 *  - the event loop stays free: small jobs run on the main thread ONE AT A TIME, each in its own
 *    setImmediate turn, so socket I/O (new requests, /api/health, store commits) is served between
 *    any two jobs; large documents go to piscina worker threads and never block the loop;
 *  - priority holds under saturation: each lane (inline, workers) takes the next job from a
 *    priority queue — business before pro before basic, FIFO within a plan — so when work queues
 *    up, business requests overtake. When nothing queues, nothing waits: priority costs nothing idle.
 *
 * Jobs are submitted to piscina only when a worker is free; piscina's own FIFO queue stays empty,
 * so the order is decided here and nowhere else.
 */
import { Piscina } from 'piscina';
import type { Plan } from '../store/types.ts';
import { runJob, unwrapOutcome, type Job, type JobOutcome, type JobResult } from './jobs.ts';

/** Lower runs first. */
export const PLAN_PRIORITY: Readonly<Record<Plan, number>> = { business: 0, pro: 1, basic: 2, free: 3 };
const LEVELS = 4;

interface Task {
  job: Job;
  resolve: (value: JobResult) => void;
  reject: (err: unknown) => void;
}

/** FIFO per priority level; O(1) push and shift. */
class PriorityQueue {
  readonly #levels: Task[][] = Array.from({ length: LEVELS }, () => []);
  readonly #heads: number[] = new Array<number>(LEVELS).fill(0);
  size = 0;

  push(level: number, task: Task): void {
    this.#levels[Math.min(Math.max(level, 0), LEVELS - 1)]!.push(task);
    this.size++;
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
  /** The worker module (default ./worker.ts). */
  workerUrl?: URL;
}

export interface SchedulerStats {
  inlineJobs: number;
  workerJobs: number;
  queued: number;
  maxQueued: number;
  activeWorkers: number;
}

export class Scheduler {
  readonly #run: (job: Job) => JobResult;
  readonly #threshold: number;
  readonly #threads: number;
  readonly #workerUrl: URL;
  readonly #inline = new PriorityQueue();
  readonly #workerQueue = new PriorityQueue();
  #inlineScheduled = false;
  #activeWorkers = 0;
  #pool: Piscina | null = null;
  #idleWaiters: (() => void)[] = [];
  readonly #stats = { inlineJobs: 0, workerJobs: 0, maxQueued: 0 };

  constructor(options: SchedulerOptions) {
    this.#run = options.run ?? runJob;
    this.#threshold = options.workerThresholdChars;
    this.#threads = options.workerThreads;
    this.#workerUrl = options.workerUrl ?? new URL('./worker.ts', import.meta.url);
  }

  /** Queues a job at the priority of `plan`; resolves with its result (EngineError for bad options). */
  submit(job: Job, plan: Plan): Promise<JobResult> {
    return new Promise<JobResult>((resolve, reject) => {
      const task: Task = { job, resolve, reject };
      const level = PLAN_PRIORITY[plan];
      if (this.#threads > 0 && job.text.length >= this.#threshold) {
        this.#workerQueue.push(level, task);
        this.#pumpWorkers();
      } else {
        this.#inline.push(level, task);
        this.#scheduleInline();
      }
      const queued = this.#inline.size + this.#workerQueue.size;
      if (queued > this.#stats.maxQueued) this.#stats.maxQueued = queued;
    });
  }

  get stats(): SchedulerStats {
    return { ...this.#stats, queued: this.#inline.size + this.#workerQueue.size, activeWorkers: this.#activeWorkers };
  }

  /** Starts the worker threads now (they load the engine) so the first large document is not slow. */
  async warmUp(): Promise<void> {
    if (this.#threads === 0) return;
    const pool = this.#getPool();
    // One trivial job per thread makes every thread import and warm the engine.
    await Promise.all(Array.from({ length: this.#threads }, () => pool.run({ op: 'analyze', text: '', options: {} } satisfies Job)));
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
    return this.#inline.size === 0 && this.#workerQueue.size === 0 && this.#activeWorkers === 0 && !this.#inlineScheduled;
  }

  #notifyIdle(): void {
    if (this.#idleWaiters.length === 0 || !this.#isIdle()) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const w of waiters) w();
  }

  #scheduleInline(): void {
    if (this.#inlineScheduled || this.#inline.size === 0) return;
    this.#inlineScheduled = true;
    setImmediate(this.#drainOne);
  }

  /** One job per event-loop turn: I/O callbacks run between any two jobs. */
  readonly #drainOne = (): void => {
    this.#inlineScheduled = false;
    const task = this.#inline.shift();
    if (task) {
      this.#stats.inlineJobs++;
      try {
        task.resolve(this.#run(task.job));
      } catch (err) {
        task.reject(err);
      }
    }
    this.#scheduleInline();
    this.#notifyIdle();
  };

  #getPool(): Piscina {
    this.#pool ??= new Piscina({
      filename: this.#workerUrl.href,
      minThreads: this.#threads,
      maxThreads: this.#threads,
      // Idle threads are kept: they hold the warmed engine, and starting one costs ~1 s.
      idleTimeout: Number.MAX_SAFE_INTEGER,
    });
    return this.#pool;
  }

  #pumpWorkers(): void {
    while (this.#activeWorkers < this.#threads) {
      const task = this.#workerQueue.shift();
      if (!task) break;
      this.#activeWorkers++;
      this.#stats.workerJobs++;
      this.#getPool()
        .run(task.job)
        .then(
          (outcome: JobOutcome) => {
            try {
              task.resolve(unwrapOutcome(outcome));
            } catch (err) {
              task.reject(err);
            }
          },
          (err: unknown) => task.reject(err),
        )
        .finally(() => {
          this.#activeWorkers--;
          this.#pumpWorkers();
          this.#notifyIdle();
        });
    }
  }
}
