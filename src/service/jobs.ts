/**
 * Detection work as plain data. A job is what the scheduler queues and what crosses to a worker
 * thread (structured clone), so it holds only JSON-like values: no closures, no store handles. The
 * same `runJob` runs inline on the main thread and inside the worker (worker.ts).
 */
import {
  analyzeValidated,
  anonymize,
  deanonymize,
  EngineError,
  type AnalyzeOptions,
  type AnalyzeResult,
  type AnonymizeContext,
  type AnonymizeResult,
  type DeanonymizeResult,
  type RunLimits,
} from '../engine/index.ts';

/** Secrets an anonymize job needs, fetched from the store before the job is queued. */
export interface JobSecrets {
  hashSecret?: Uint8Array;
  defaultEncryptionKey?: string;
  /** key_id → key string for every key_id the operators name. */
  keys?: Record<string, string>;
}

/**
 * `work`: the estimated ad hoc matching work (engine `adHocWork`), which decides, with the text
 * length, whether the job runs on a worker thread. `limits`: the run-time budgets, set by the
 * scheduler from the configuration.
 */
export type Job = (
  | { op: 'analyze'; text: string; options: AnalyzeOptions }
  | { op: 'anonymize'; text: string; options: AnalyzeOptions; operators: unknown; secrets: JobSecrets }
  | { op: 'deanonymize'; text: string; key: string }
) & { work?: number; limits?: RunLimits };

export type JobResult = AnalyzeResult | AnonymizeResult | DeanonymizeResult;

/**
 * What comes back from a worker: engine errors travel as data (an Error loses its class in
 * transit); `failure` is any other error of one job in a batch, so it fails alone.
 */
export type JobOutcome =
  | { ok: true; value: JobResult }
  | { ok: false; engineError: { message: string; code: string; details?: Record<string, unknown> } }
  | { ok: false; failure: string };

/**
 * Runs a job on the current thread. Options were validated by the operation that queued the job
 * (once per request), so the engine runs without a validation pass of its own.
 */
export function runJob(job: Job): JobResult {
  switch (job.op) {
    case 'analyze':
      return analyzeValidated(job.text, job.options, job.limits);
    case 'anonymize': {
      // Anonymize acts on the resolved, non-overlapping spans; explanations are not needed.
      const { allow_overlaps: _o, return_decision_process: _r, ...options } = job.options;
      const found = analyzeValidated(job.text, options, job.limits);
      const keys = job.secrets.keys ?? {};
      const context: AnonymizeContext = {
        ...(job.secrets.hashSecret ? { hashSecret: job.secrets.hashSecret } : {}),
        ...(job.secrets.defaultEncryptionKey ? { defaultEncryptionKey: job.secrets.defaultEncryptionKey } : {}),
        resolveKeyId: (id) => (Object.hasOwn(keys, id) ? keys[id] : undefined),
      };
      return anonymize(job.text, found.entities, job.operators, context);
    }
    case 'deanonymize':
      return deanonymize(job.text, job.key);
  }
}

/** runJob for the worker boundary: never throws an EngineError, returns it as data. */
export function runJobSafely(job: Job): JobOutcome {
  try {
    return { ok: true, value: runJob(job) };
  } catch (err) {
    if (err instanceof EngineError) {
      return { ok: false, engineError: { message: err.message, code: err.code, ...(err.details ? { details: err.details } : {}) } };
    }
    throw err;
  }
}

/** Several small jobs in one worker call (one message each way instead of one per job). */
export function runBatchSafely(jobs: readonly Job[]): JobOutcome[] {
  return jobs.map((job) => {
    try {
      return runJobSafely(job);
    } catch (err) {
      return { ok: false, failure: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
    }
  });
}

export function unwrapOutcome(outcome: JobOutcome): JobResult {
  if (outcome.ok) return outcome.value;
  if ('failure' in outcome) throw new Error(`detection job failed in a worker thread: ${outcome.failure}`);
  const e = outcome.engineError;
  throw new EngineError(e.message, e.code, e.details);
}
