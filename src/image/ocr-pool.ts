/**
 * A fixed pool of tesseract.js workers (one WASM instance per worker thread), created and warmed
 * at start, with a bounded queue.
 *
 * Why it is shaped like this (measured, see notes/image.md):
 * - A worker's first recognize costs ~1.5 s (WASM tier-up), so workers are warmed at start and
 *   health reports `starting` until one is ready.
 * - OCR is CPU-bound: more workers than cores only add memory (~60 MB each).
 * - A worker's WASM memory never shrinks: after a very large image (or many jobs) the worker is
 *   retired and replaced, so the process RSS stays bounded.
 * - `createWorker` hangs forever when language loading fails, and a job cannot be cancelled: both
 *   are raced against timers, and a worker that timed out is terminated rather than reused.
 * - The queue is bounded: when it is full the caller gets a typed 503 with a retry hint instead
 *   of an ever-growing backlog.
 */
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import { loadSharp, loadTesseract } from './native.ts';
import { ImageError } from './errors.ts';
import { toPnm } from './normalize.ts';

export type OcrStatus = 'starting' | 'ok' | 'error';

export interface OcrPoolOptions {
  /** Worker threads (default: one per core). */
  workers?: number;
  /** Jobs allowed to wait for a worker; one more is refused with 503 (default: 4 per worker). */
  queueLimit?: number;
  /** Longest a running job may take before its worker is killed (default 60 s). */
  jobTimeoutMs?: number;
  /** Longest a job may wait in the queue (default 60 s). */
  queueTimeoutMs?: number;
  /** Longest worker creation + warm-up may take (default 30 s). */
  startTimeoutMs?: number;
  /**
   * A job with more pixels than this retires its worker afterwards (default 9 MP). A worker's WASM
   * heap grows to its largest job and never shrinks (measured: +220 MB after a 12 MP page, still
   * +110 MB after later small ones); a full page enlarged 2× (A4 at 150 dpi: 8.7 MP) stays below,
   * so ordinary pages do not pay ~2 s of CPU for a new worker each.
   */
  recycleAfterPixels?: number;
  /** Retire a worker after this many jobs, bounding slow growth (default 200). */
  recycleAfterJobs?: number;
  /** Directory holding eng.traineddata.gz (default: @tesseract.js-data/eng 4.0.0_best_int). */
  langPath?: string;
  /** Receives worker-level errors (default: ignored; jobs still reject with typed errors). */
  onError?: (err: unknown) => void;
}

export interface RecognizeOptions {
  /** Pixels of the image, to decide on recycling. */
  pixels: number;
  /** Jump the queue (plans with priority scheduling). */
  priority?: boolean;
  /** Tesseract parameters for this job, on top of the pool's defaults. */
  params?: Readonly<Record<string, string>>;
  /**
   * Page layout only (blocks, lines, word boxes, baselines; no text): about a tenth of a full
   * recognition, enough to measure text size and skew before choosing how to read the page.
   */
  layoutOnly?: boolean;
}

interface Slot {
  id: number;
  state: 'starting' | 'idle' | 'busy' | 'retired';
  worker: Tesseract.Worker | null;
  jobs: number;
  /** Key of the job parameters currently set on the worker ('' = the defaults). */
  paramsKey: string;
  /** Rejects the running job when the thread dies under it. */
  onDeath: ((err: Error) => void) | null;
}

interface Job {
  image: Buffer;
  pixels: number;
  params: Readonly<Record<string, string>> | undefined;
  layoutOnly: boolean;
  resolve: (page: Tesseract.Page) => void;
  reject: (err: Error) => void;
  queuedAt: number;
  queueTimer: NodeJS.Timeout | null;
}

export function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** Tesseract parameters, measured on the test images (notes/image.md and test/image/fixtures.ts). */
const OCR_PARAMETERS: Partial<Tesseract.WorkerParams> = {
  // Sauvola (local) thresholding: coloured and textured backgrounds went from 0/17 to 17/17 words.
  thresholding_method: '2',
  // Heavy noise removal: on a speckled background 0/5 → 2/5 PII items at 1× (the denoising retry in
  // pipeline.ts reads all 5); no loss on the six clean test images.
  textord_heavy_nr: '1',
  // Explicit, so that a job overriding it (pipeline.ts) is undone for the next one.
  thresholding_kfactor: '0.34',
};

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class OcrPool {
  private readonly size: number;
  private readonly queueLimit: number;
  private readonly jobTimeoutMs: number;
  private readonly queueTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly recycleAfterPixels: number;
  private readonly recycleAfterJobs: number;
  private readonly langPath: string;
  private readonly onError: (err: unknown) => void;

  private readonly slots: Slot[] = [];
  private readonly priorityQueue: Job[] = [];
  private readonly queue: Job[] = [];
  private nextSlotId = 0;
  private everReady = false;
  private lastStartFailed = false;
  private closed = false;
  private started: Promise<void> | null = null;
  private warmImage: Buffer | null = null;
  /** Moving average of job duration, for the Retry-After hint. */
  private avgJobMs = 1000;
  private counters = { jobs: 0, recycled: 0, failures: 0, rejectedBusy: 0 };

  constructor(options: OcrPoolOptions = {}) {
    this.size = Math.max(1, options.workers ?? os.availableParallelism());
    this.queueLimit = Math.max(0, options.queueLimit ?? this.size * 4);
    this.jobTimeoutMs = options.jobTimeoutMs ?? 60_000;
    this.queueTimeoutMs = options.queueTimeoutMs ?? 60_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 30_000;
    this.recycleAfterPixels = options.recycleAfterPixels ?? 9_000_000;
    this.recycleAfterJobs = options.recycleAfterJobs ?? 200;
    this.langPath = options.langPath ?? defaultLangPath();
    this.onError = options.onError ?? (() => undefined);
  }

  /**
   * Creates and warms every worker. Resolves once all attempts settled; rejects only when no worker
   * could be started (status() is then 'error'). Idempotent.
   */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.warmImage = await warmUpImage();
      const attempts: Promise<boolean>[] = [];
      for (let i = 0; i < this.size; i++) attempts.push(this.addSlot());
      const results = await Promise.all(attempts);
      if (!results.some(Boolean)) throw new ImageError('OCR workers could not be started', 'ocr_unavailable', 503, undefined, 30);
    })();
    return this.started;
  }

  /** For the health check: 'starting' until a worker is warm, 'error' when none can be started. */
  status(): OcrStatus {
    const live = this.slots.some((s) => s.state === 'idle' || s.state === 'busy');
    if (live) return 'ok';
    if (this.lastStartFailed) return 'error';
    return this.everReady ? 'ok' : 'starting'; // everReady: a lone worker is being replaced
  }

  stats(): { workers: number; busy: number; queued: number; jobs: number; recycled: number; failures: number; rejected_busy: number } {
    return {
      workers: this.slots.filter((s) => s.state === 'idle' || s.state === 'busy').length,
      busy: this.slots.filter((s) => s.state === 'busy').length,
      queued: this.queue.length + this.priorityQueue.length,
      jobs: this.counters.jobs,
      recycled: this.counters.recycled,
      failures: this.counters.failures,
      rejected_busy: this.counters.rejectedBusy,
    };
  }

  /**
   * OCR of one image (an encoded image tesseract can read; the adapter sends PNM). Rejects with
   * ImageError: 503 `ocr_busy` when the queue is full, 503 `ocr_unavailable` when no worker runs,
   * 503 `ocr_timeout`, 503 `ocr_failed` when the worker died, 422 `unprocessable_image` when tesseract refuses the image.
   */
  recognize(image: Buffer, options: RecognizeOptions): Promise<Tesseract.Page> {
    if (this.closed) return Promise.reject(new ImageError('OCR pool is closed', 'ocr_unavailable', 503, undefined, 5));
    if (this.status() === 'error') {
      return Promise.reject(new ImageError('OCR is unavailable', 'ocr_unavailable', 503, undefined, 30));
    }
    const waiting = this.queue.length + this.priorityQueue.length;
    const idle = this.slots.some((s) => s.state === 'idle');
    if (!idle && waiting >= this.queueLimit) {
      this.counters.rejectedBusy++;
      return Promise.reject(new ImageError('OCR is busy, retry later', 'ocr_busy', 503, { queued: waiting }, this.retryAfterS(waiting)));
    }
    return new Promise<Tesseract.Page>((resolve, reject) => {
      const job: Job = { image, pixels: options.pixels, params: options.params, layoutOnly: options.layoutOnly ?? false, resolve, reject, queuedAt: Date.now(), queueTimer: null };
      job.queueTimer = setTimeout(() => {
        for (const q of [this.queue, this.priorityQueue]) {
          const i = q.indexOf(job);
          if (i >= 0) q.splice(i, 1);
        }
        reject(new ImageError('OCR is busy, retry later', 'ocr_busy', 503, { waited_ms: Date.now() - job.queuedAt }, this.retryAfterS(this.queue.length)));
      }, this.queueTimeoutMs);
      job.queueTimer.unref();
      (options.priority ? this.priorityQueue : this.queue).push(job);
      this.dispatch();
    });
  }

  /** Terminates every worker; pending jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.priorityQueue.splice(0), ...this.queue.splice(0)]) {
      if (job.queueTimer) clearTimeout(job.queueTimer);
      job.reject(new ImageError('OCR pool is closed', 'ocr_unavailable', 503, undefined, 5));
    }
    await Promise.all([...this.slots].map((s) => this.retire(s)));
  }

  private retryAfterS(waiting: number): number {
    return Math.min(60, Math.max(1, Math.ceil(((waiting + this.size) * this.avgJobMs) / this.size / 1000)));
  }

  /** Creates one worker and warms it; on failure schedules a retry. Returns whether it came up. */
  private async addSlot(attempt = 0): Promise<boolean> {
    if (this.closed) return false;
    const slot: Slot = { id: this.nextSlotId++, state: 'starting', worker: null, jobs: 0, paramsKey: '', onDeath: null };
    this.slots.push(slot);
    // tesseract.js swallows a failed language load and never settles createWorker, leaving a
    // thread we get no handle to. Check the data is there first, and treat an error reported
    // while starting as the failure it is, instead of waiting for the timeout.
    let startError: (err: unknown) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => {
      startError = reject;
    });
    failed.catch(() => undefined);
    let created: Promise<Tesseract.Worker> | null = null;
    try {
      await assertLanguageData(this.langPath);
      const tesseract = await loadTesseract();
      created = tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
        langPath: this.langPath, // a plain path: a URL (also file://) would make it fetch
        gzip: true,
        cacheMethod: 'none', // else it writes eng.traineddata into the working directory
        // Without an errorHandler a failed job throws inside tesseract.js's message handler, an
        // uncaught exception that kills the process. The job's own promise still rejects.
        errorHandler: (err: unknown) => {
          if (slot.state === 'starting') startError(err);
          this.onError(err);
        },
      });
      const pending = created;
      const worker = await withTimeout(
        (async () => {
          const w = await Promise.race([pending, failed]);
          await w.setParameters(OCR_PARAMETERS);
          // The first recognize compiles the hot WASM paths; pay for it now, not in a request.
          if (this.warmImage) await w.recognize(this.warmImage, {}, { blocks: true });
          return w;
        })(),
        this.startTimeoutMs,
        () => new Error(`OCR worker did not start within ${this.startTimeoutMs} ms`),
      );
      if (this.closed || slot.state === 'retired') {
        await worker.terminate();
        return false;
      }
      slot.worker = worker;
      this.watchThread(slot, worker);
      slot.state = 'idle';
      this.everReady = true;
      this.lastStartFailed = false;
      this.dispatch();
      return true;
    } catch (err) {
      this.onError(err);
      this.counters.failures++;
      this.lastStartFailed = true;
      this.removeSlot(slot);
      // A worker that resolves after its timeout must not leak its thread.
      created?.then((w) => w.terminate()).catch(() => undefined);
      this.failQueuedIfDead();
      if (!this.closed) {
        const delay = Math.min(30_000, 1000 * 2 ** attempt);
        setTimeout(() => void this.addSlot(attempt + 1), delay).unref();
      }
      return false;
    }
  }

  /** A crashed worker thread (e.g. WASM out of memory) must not crash the process or hang a job. */
  private watchThread(slot: Slot, worker: Tesseract.Worker): void {
    const thread = (worker as unknown as { worker?: NodeJS.EventEmitter }).worker;
    if (!thread || typeof thread.on !== 'function') return;
    const died = (reason: unknown) => {
      if (slot.state === 'retired') return;
      this.onError(reason);
      this.counters.failures++;
      const onDeath = slot.onDeath;
      slot.onDeath = null;
      this.replace(slot);
      onDeath?.(new ImageError('OCR worker failed', 'ocr_failed', 503, undefined, 1));
    };
    thread.on('error', died);
    thread.on('exit', (code: number) => died(new Error(`OCR worker exited with code ${code}`)));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.state !== 'idle') continue;
      const job = this.priorityQueue.shift() ?? this.queue.shift();
      if (!job) return;
      if (job.queueTimer) clearTimeout(job.queueTimer);
      void this.run(slot, job);
    }
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    const worker = slot.worker!;
    slot.state = 'busy';
    slot.jobs++;
    this.counters.jobs++;
    const started = Date.now();
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    slot.onDeath = (err) => finish(() => job.reject(err));
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        (async () => {
          // Parameters persist on a worker: set this job's, or restore the defaults after another's.
          const key = job.params ? JSON.stringify(job.params) : '';
          if (key !== slot.paramsKey) {
            await worker.setParameters({ ...OCR_PARAMETERS, ...job.params });
            slot.paramsKey = key;
          }
          if (!job.layoutOnly) return worker.recognize(job.image, {}, { blocks: true });
          // Only non-recognition outputs requested: tesseract.js then skips recognition.
          const r = await worker.recognize(job.image, {}, { text: false, blocks: false, layoutBlocks: true });
          const layout = (r.data as Tesseract.Page & { layoutBlocks?: Tesseract.Block[] | null }).layoutBlocks ?? [];
          return { ...r, data: { ...r.data, blocks: layout } };
        })(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ImageError(`OCR took longer than ${this.jobTimeoutMs} ms`, 'ocr_timeout', 503, undefined, 5)), this.jobTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      slot.onDeath = null;
      this.avgJobMs = this.avgJobMs * 0.8 + (Date.now() - started) * 0.2;
      finish(() => job.resolve(result.data));
      if (slot.state !== 'busy') return; // died and was replaced meanwhile
      if (job.pixels > this.recycleAfterPixels || slot.jobs >= this.recycleAfterJobs) {
        this.replace(slot);
      } else {
        slot.state = 'idle';
      }
    } catch (err) {
      clearTimeout(timer);
      slot.onDeath = null;
      this.counters.failures++;
      // recognize() rejecting is tesseract refusing this image: the same image fails again, so 422
      // without Retry-After. (A dead thread is onDeath above: 503, the pool replaces it.)
      finish(() => job.reject(err instanceof ImageError ? err : new ImageError('the image could not be processed by OCR', 'unprocessable_image', 422)));
      // A timed-out worker is still busy with the job, and a failed one may be in a bad state.
      if (slot.state === 'busy') this.replace(slot);
    }
    this.dispatch();
  }

  /** Retires a worker and starts its successor (memory of a WASM instance is only freed this way). */
  private replace(slot: Slot): void {
    this.counters.recycled++;
    void this.retire(slot);
    if (!this.closed) void this.addSlot();
  }

  private async retire(slot: Slot): Promise<void> {
    slot.state = 'retired';
    this.removeSlot(slot);
    const worker = slot.worker;
    slot.worker = null;
    if (worker) await worker.terminate().catch(() => undefined);
  }

  private removeSlot(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  /** With no worker left and the last start failed, waiting jobs would wait for nothing. */
  private failQueuedIfDead(): void {
    if (this.status() !== 'error') return;
    for (const job of [...this.priorityQueue.splice(0), ...this.queue.splice(0)]) {
      if (job.queueTimer) clearTimeout(job.queueTimer);
      job.reject(new ImageError('OCR is unavailable', 'ocr_unavailable', 503, undefined, 30));
    }
  }
}

async function assertLanguageData(langPath: string): Promise<void> {
  const file = path.join(langPath, 'eng.traineddata.gz');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size === 0) throw new Error(`OCR language data not found: ${file}`);
}

/** A small rendered line for the warm-up recognize. */
async function warmUpImage(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="40"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="8" y="27" font-family="DejaVu Sans, sans-serif" font-size="16">Warm up 0123 jane@example.org</text></svg>';
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return toPnm(data, info.width, info.height, info.channels);
}
