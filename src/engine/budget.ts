/**
 * Work budgets: what one analysis may cost, bounded before it starts and while it runs.
 *
 * Linear-time matching is not a bound by itself: re2js is linear in the text but also in the size
 * of the compiled program, and 400 ad hoc patterns each match on every character. So:
 *  - before: `adHocWork` estimates the ad hoc matching cost as text length × Σ program size
 *    (RE2 instructions) — the factor by which the matcher's time grows — and callers refuse work
 *    above their limit before anything runs;
 *  - while: `WorkGuard` counts candidate matches (every recognizer, built-in and ad hoc) and checks
 *    a deadline between recognizers and every few hundred matches, so neither memory (candidates)
 *    nor time can grow without bound;
 *  - after: the size of the result (entity texts plus per-entity overhead) is checked against a
 *    ceiling before it is serialised.
 * Exceeding a budget throws WorkBudgetExceeded, an EngineError carrying `details.budget` (which
 * budget) and `details.limit`; it crosses worker threads as data like every EngineError.
 */
import { compileAdHoc, type AdHocRecognizerSpec, type CompiledAdHoc } from './adhoc.ts';
import { EngineError, WORK_BUDGET_CODE } from './errors.ts';

export type BudgetName = 'work' | 'matches' | 'time' | 'memory' | 'response_size';

export class WorkBudgetExceeded extends EngineError {
  constructor(budget: BudgetName, message: string, details: Record<string, unknown> = {}) {
    super(`Work budget exceeded: ${message}`, WORK_BUDGET_CODE, { reason: WORK_BUDGET_CODE, budget, ...details });
  }
}

/** Limits of one analysis while it runs. */
export interface RunLimits {
  /** Most candidate matches (all recognizers together) one text may produce. */
  maxMatches: number;
  /** Largest estimated result size in bytes (entity texts plus per-entity overhead). */
  maxResultBytes: number;
  /** The time budget, counted from the start of the analysis. */
  timeoutMs: number;
}

/** RE2 instructions of every pattern of the ad hoc recognizers (their per-character matching cost). */
function instructions(adHoc: readonly CompiledAdHoc[]): number {
  let n = 0;
  for (const a of adHoc) for (const p of a.patterns) n += p.regex.programSize();
  return n;
}

/**
 * Estimated ad hoc matching work ("work units") for a text of `textLength` UTF-16 units: length ×
 * Σ program size. Measured on a 2-core VM: 0.1–8 ns per unit, ~1.5 ns typical. Compiling is cached,
 * so estimating before the job and compiling again inside it costs once. Throws EngineError for
 * invalid recognizers.
 */
export function adHocWork(textLength: number, specs: readonly AdHocRecognizerSpec[] | undefined): number {
  if (specs === undefined || textLength === 0) return 0;
  return textLength * instructions(compileAdHoc(specs));
}

/** Guards one analysis: counts matches, checks the clock. Without limits it never fires. */
export class WorkGuard {
  readonly #limits: RunLimits | undefined;
  readonly #deadline: number;
  #matches = 0;

  constructor(limits?: RunLimits) {
    this.#limits = limits;
    this.#deadline = limits ? Date.now() + limits.timeoutMs : Infinity;
  }

  /** Adds `n` matches; throws when the match budget or the time is spent (Date.now() costs ~2% of a match). */
  addMatches(n: number): void {
    this.#matches += n;
    if (!this.#limits) return;
    if (this.#matches > this.#limits.maxMatches) {
      throw new WorkBudgetExceeded('matches', `more than ${this.#limits.maxMatches} matches in one text`, { limit: this.#limits.maxMatches });
    }
    this.checkTime();
  }

  checkTime(): void {
    if (this.#limits && Date.now() > this.#deadline) {
      throw new WorkBudgetExceeded('time', `analysis took longer than ${this.#limits.timeoutMs} ms`, { limit: this.#limits.timeoutMs });
    }
  }

  /** Throws when the estimated result size is over the budget. */
  checkResult(bytes: number): void {
    if (this.#limits && bytes > this.#limits.maxResultBytes) {
      throw new WorkBudgetExceeded('response_size', `the result would be larger than ${this.#limits.maxResultBytes} bytes`, {
        limit: this.#limits.maxResultBytes,
      });
    }
  }
}

/** Bytes of JSON per entity besides its text (type, offsets, score, and the text once more in anonymize's replacements). */
export const ENTITY_OVERHEAD_BYTES = 100;
/** Extra bytes per entity when an explanation is attached. */
export const EXPLANATION_BYTES = 250;
