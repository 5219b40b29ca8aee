/**
 * Metering: the cost table and the charge flow.
 *
 *   pre-check (in memory) → work → store.charge() (durable group commit) → 200
 *
 * - Pre-check: the last balance this instance saw for the account (from its last charge or account
 *   load). Only when that says "not enough" is the store asked (a top-up or cycle reset may have
 *   happened elsewhere) — so successful requests never wait on a read. The pre-check only avoids
 *   wasted work; it is not what keeps the balance >= 0.
 * - The charge is the authority: the store admits it atomically (row lock per group commit, across
 *   instances) and resolves only after COMMIT, so a 200 is only sent for a durable debit. A charge
 *   refused because concurrent requests took the balance becomes the same 429 as the pre-check.
 * - Exactly once, only on success: the charge is made once, after the work succeeded; failures
 *   before it (validation, engine errors) charge nothing.
 * - Pacing: a store commit has a fixed cost (on embedded PGlite several ms of CPU — on PGlite's own
 *   thread since 2026-11-27, on the event-loop thread before — whether it settles 1 charge or 50). Under load, charges are therefore handed to the
 *   store at most once per window (≥ METERING_WINDOW_MS, default 5 ms, growing with the commit
 *   time up to 50 ms on PGlite and 10 ms on PostgreSQL, METERING_MAX_WINDOW_MS), so one commit settles many; the first charge after a quiet period goes
 *   through at once, so an idle service adds no latency.
 */
import type { Account, Balance, Charge, ChargeResult, Plan, Store } from '../store/types.ts';
import { codePointLength } from '../engine/text/offsets.ts';
import { ServiceError } from './errors.ts';
import type { StageClock } from './stages.ts';

/** Characters per token for text operations. */
export const CHARS_PER_TOKEN = 1000;
/** Tokens per image (analyze or redact). */
export const IMAGE_COST = 5;

/** analyze / anonymize / deanonymize: 1 token per started 1,000 characters, minimum 1. */
export function textCost(text: string): number {
  return Math.max(1, Math.ceil(codePointLength(text) / CHARS_PER_TOKEN));
}

/** The one cost table (documented in docs/api.md). */
export const COSTS = {
  analyze: textCost,
  anonymize: textCost,
  deanonymize: textCost,
  /** Sum over the documents. */
  batch: (texts: readonly string[]) => texts.reduce((sum, t) => sum + textCost(t), 0),
  image: () => IMAGE_COST,
} as const;

export type Endpoint = 'analyze' | 'anonymize' | 'deanonymize' | 'batch' | 'image';

export interface Charged {
  tokens: number;
  remaining: number;
}

export function insufficientTokens(required: number, balance: Balance, plan: Plan): ServiceError {
  return new ServiceError(429, 'Insufficient tokens', {
    reason: 'insufficient_tokens',
    required,
    balance: balance.total,
    plan,
    cycle_resets_at: balance.cycleResetsAt.toISOString(),
  });
}

interface Known {
  total: number;
  resetsAt: number;
}

interface Held {
  charge: Charge;
  resolve: (r: ChargeResult) => void;
  reject: (err: unknown) => void;
}

/** Observers for metrics (src/service/metrics.ts); called synchronously, so they must be cheap. */
export interface MeterHooks {
  /** A charge was committed: `tokens` debited for `endpoint`. */
  charged(endpoint: Endpoint, plan: Plan, tokens: number): void;
  /** A request was refused for lack of tokens (pre-check or charge). */
  refused(plan: Plan): void;
  /** One store commit of `charges` charges took `ms` (submit → first result). */
  committed(ms: number, charges: number): void;
}

/**
 * The longest charge window (ms) on embedded PGlite: a commit costs CPU on this machine's cores
 * (PGlite's thread) whatever it settles, so commits are kept rare.
 */
export const EMBEDDED_MAX_WINDOW_MS = 50;
/**
 * The longest charge window (ms) on PostgreSQL. There a commit's time is mostly waiting (the round
 * trip, the server's WAL flush), which costs this thread nothing, and the store's group commit
 * already settles together every charge that arrives while one commit is in flight; a long window
 * only added its length to every metered request's latency (commits of 7–11 ms gave windows at
 * the 50 ms cap: p99 137–179 ms at half of peak load in `npm run bench -- --only http`).
 */
export const POSTGRES_MAX_WINDOW_MS = 10;

/** The charge window as a multiple of the recent commit time (see ChargePacer). */
export const WINDOW_PER_COMMIT = 8;

/**
 * Hands charges to the store at most once per window; see "Pacing" above. The window adapts to
 * what a commit costs: it is WINDOW_PER_COMMIT (8) × the recent commit time (bounded by [minMs,
 * maxMs]), so commits take at most ~11% of the time under load whatever the backend. While PGlite
 * ran on the event-loop thread, at saturation this ratio, not the commit's cost, set the CPU each
 * request paid for metering: 1 / (8 × the request rate) — ~45 µs at 2,800 requests/s (with 4× it was
 * twice that: a fifth of the HTTP thread). PGlite now runs on its own thread (store/pglite-thread.ts),
 * where the commit's CPU is that thread's; the windows still bound how many commits it runs. The one-statement group commit (store/metering.ts)
 * made commits ~⅓ cheaper, so the windows stay about as long as they were with 4×.
 *
 * A window never holds more than half of the metered requests in flight (`inFlight`, counted by
 * Meter.run): the charge that reaches that many releases the window at once. Otherwise a long
 * window would hold most requests of a saturated server at once (each client waiting for its
 * answer sends nothing new), leaving the detection lane without work: with 64 clients at ~2,000
 * requests/s a 28 ms window holds ~56 of them.
 */
export class ChargePacer {
  readonly #store: Store;
  readonly #minMs: number;
  readonly #maxMs: number;
  #commitMs = 0;
  #held: Held[] = [];
  #timer: NodeJS.Timeout | null = null;
  #last = -Infinity;
  readonly #inFlight: () => number;
  hooks: MeterHooks | null = null;

  constructor(store: Store, minMs: number, maxMs = 50, inFlight: () => number = () => Infinity) {
    this.#store = store;
    this.#inFlight = inFlight;
    this.#minMs = minMs;
    this.#maxMs = Math.max(minMs, maxMs);
  }

  get windowMs(): number {
    return Math.min(this.#maxMs, Math.max(this.#minMs, WINDOW_PER_COMMIT * this.#commitMs));
  }

  charge(charge: Charge): Promise<ChargeResult> {
    const now = performance.now();
    const window = this.windowMs;
    if (this.#timer === null && now - this.#last >= window) {
      this.#last = now;
      return this.#submit([charge])[0]!;
    }
    return new Promise((resolve, reject) => {
      this.#held.push({ charge, resolve, reject });
      if (this.#held.length * 2 >= this.#inFlight()) {
        if (this.#timer) clearTimeout(this.#timer);
        this.#release();
        return;
      }
      this.#timer ??= setTimeout(this.#release, Math.max(0, window - (now - this.#last)));
    });
  }

  /** Hands everything held to the store now (shutdown). */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#release();
  }

  readonly #release = (): void => {
    this.#timer = null;
    this.#last = performance.now();
    const held = this.#held;
    this.#held = [];
    if (held.length === 0) return;
    const results = this.#submit(held.map((h) => h.charge));
    held.forEach((h, i) => void results[i]!.then(h.resolve, h.reject));
  };

  /** Submitted in one go: the store's group commit settles them in one transaction. */
  #submit(charges: Charge[]): Promise<ChargeResult>[] {
    const started = performance.now();
    const results = charges.map((c) => this.#store.charge(c));
    const track = () => {
      const ms = performance.now() - started;
      // Moving average of the commit time, which sets the next windows.
      this.#commitMs = this.#commitMs * 0.7 + ms * 0.3;
      this.hooks?.committed(ms, charges.length);
    };
    void results[0]?.then(track, track);
    return results;
  }
}

export class Meter {
  readonly #store: Store;
  readonly #pacer: ChargePacer;
  /** Requests between Meter.run's start and its end (for the pacer's bound on held charges). */
  #running = 0;
  /** Last balance total seen per account (bounded). */
  readonly #known = new Map<string, Known>();
  #hooks: MeterHooks | null = null;

  constructor(store: Store, options: { windowMs?: number; maxWindowMs?: number } = {}) {
    this.#store = store;
    this.#pacer = new ChargePacer(store, options.windowMs ?? 5, options.maxWindowMs ?? EMBEDDED_MAX_WINDOW_MS, () => this.#running);
  }

  /** Installs metric observers (one set; a second call replaces the first). */
  setHooks(hooks: MeterHooks | null): void {
    this.#hooks = hooks;
    this.#pacer.hooks = hooks;
  }

  /** Submits held charges at once (graceful shutdown). */
  flush(): void {
    this.#pacer.flush();
  }

  /** Records a balance seen elsewhere (an account load, a commit callback). */
  observe(accountId: string, balance: { total: number; cycleResetsAt: Date }): void {
    if (this.#known.size >= 100_000) this.#known.clear();
    this.#known.set(accountId, { total: balance.total, resetsAt: balance.cycleResetsAt.getTime() });
  }

  observeAccount(account: Account): void {
    // An account loaded from the cache may be older than the last charge: keep the newer, lower figure.
    if (!this.#known.has(account.id)) this.observe(account.id, { total: account.allowanceLeft + account.topUp, cycleResetsAt: account.cycleResetsAt });
  }

  /** Throws 429 Insufficient tokens when the balance cannot cover `required`. */
  async precheck(account: Account, required: number): Promise<void> {
    const known = this.#known.get(account.id);
    const now = Date.now();
    if (known && known.total >= required && known.resetsAt > now) return;
    if (!known && account.allowanceLeft + account.topUp >= required && account.cycleResetsAt.getTime() > now) return;
    // Looks short: ask the store (a top-up or a new cycle may have happened since).
    const fresh = await this.#store.balance(account.id);
    this.observe(account.id, fresh);
    if (fresh.total < required) {
      this.#hooks?.refused(account.plan);
      throw insufficientTokens(required, fresh, account.plan);
    }
  }

  /** Debits `tokens` durably; throws 429 if concurrent requests took the balance first. */
  async charge(account: Account, endpoint: Endpoint, tokens: number, reference: string): Promise<Charged> {
    const result = await this.#pacer.charge({ accountId: account.id, tokens, endpoint, reference });
    this.observe(account.id, result.balance);
    if (!result.ok) {
      this.#hooks?.refused(account.plan);
      throw insufficientTokens(tokens, result.balance, account.plan);
    }
    this.#hooks?.charged(endpoint, account.plan, tokens);
    return { tokens, remaining: result.balance.total };
  }

  /**
   * precheck → work → charge; the result of `work` with what was charged. With `stages` (metrics
   * on), the pre-check and the charge count as `meter`, the work as `detect`, and the request
   * returns to the stage it was in.
   */
  async run<T>(
    account: Account,
    endpoint: Endpoint,
    tokens: number,
    reference: string,
    work: () => Promise<T>,
    stages?: StageClock,
  ): Promise<{ result: T; charged: Charged }> {
    const outer = stages?.stage;
    this.#running++;
    try {
      stages?.enter('meter');
      await this.precheck(account, tokens);
      stages?.enter('detect');
      const result = await work();
      stages?.enter('meter');
      const charged = await this.charge(account, endpoint, tokens, reference);
      return { result, charged };
    } finally {
      this.#running--;
      if (outer) stages?.enter(outer);
    }
  }
}
