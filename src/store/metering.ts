/**
 * Metering by group commit.
 *
 * A charge is not its own database round trip. Charges are queued; a flush takes the whole queue
 * (everything that arrived during the collection window or while the previous flush was
 * committing) and settles it in ONE transaction:
 *
 *   1. lock every involved account row (SELECT … ORDER BY id FOR UPDATE — a fixed lock order, so
 *      instances flushing overlapping accounts cannot deadlock),
 *   2. roll each account's monthly cycle over if it has ended,
 *   3. admit charges in arrival order while the balance covers them (allowance first, then
 *      top-up); a charge that does not fit is refused and later, smaller ones may still fit,
 *   4. write each account once (one UPDATE … FROM unnest(…)) and all ledger rows in one
 *      multi-row INSERT (INSERT … SELECT FROM unnest(…)),
 *   5. COMMIT — only then is any caller's promise resolved.
 *
 * So a resolved charge is durable (it is in a committed transaction), the balance never goes below
 * zero (row locks serialise flushes of all instances on a shared PostgreSQL; CHECK constraints
 * back this up), and the commit cost (fsync, lock round trips) is paid once per batch instead of
 * once per request. Under load, batches grow by themselves: the longer a commit takes, the more
 * charges queue behind it.
 */
import { sql } from 'drizzle-orm';
import { PLAN_ALLOWANCE, isPlan, rollCycle } from './plans.ts';
import type { Db } from './db.ts';
import { NotFoundError, RETRYABLE, sqlState } from './errors.ts';
import { accounts } from './schema.ts';
import type { Balance, Charge, ChargeResult } from './types.ts';
import { isUuid } from './ids.ts';

/** Largest single charge (and the integer column's range). */
export const MAX_TOKENS = 2_147_483_647;
const MAX_TEXT = 200;

export interface GroupCommitOptions {
  /**
   * How long the first charge of an idle period waits for company before the flush starts.
   * 0 (default) = until the end of the current event-loop turn (setImmediate): no added latency
   * when idle, and everything that arrived in the same I/O phase shares one commit. Under load the
   * in-flight commit is the real window anyway.
   */
  windowMs?: number;
  /** Most charges per transaction; bounds lock time and statement size. */
  maxBatch?: number;
  /** Runs settleGroup's one statement (default: through drizzle); PGlite runs it prepared. */
  debitCovered?: DebitCovered;
  /** Called after each committed flush with the new balances (e.g. to refresh a cache). */
  onCommitted?: (balances: ReadonlyMap<string, Balance>) => void;
}

interface Pending {
  charge: Charge;
  resolve: (result: ChargeResult) => void;
  reject: (err: unknown) => void;
}

export class GroupCommitter {
  readonly #db: Db;
  readonly #windowMs: number;
  readonly #maxBatch: number;
  readonly #onCommitted: GroupCommitOptions['onCommitted'];
  readonly #debit: DebitCovered | undefined;
  #queue: Pending[] = [];
  #scheduled = false;
  #flushing: Promise<void> | null = null;
  #closed = false;

  /** Counters for benchmarks and diagnostics. */
  readonly stats = { flushes: 0, charges: 0, largestBatch: 0 };

  constructor(db: Db, options: GroupCommitOptions = {}) {
    this.#db = db;
    this.#windowMs = options.windowMs ?? 0;
    this.#maxBatch = options.maxBatch ?? 1000;
    this.#onCommitted = options.onCommitted;
    this.#debit = options.debitCovered;
  }

  submit(input: Charge): Promise<ChargeResult> {
    if (this.#closed) return Promise.reject(new Error('store is closed'));
    let charge: Charge;
    try {
      charge = normaliseCharge(input);
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    return new Promise<ChargeResult>((resolve, reject) => {
      this.#queue.push({ charge, resolve, reject });
      // A running flush schedules the next one itself when its commit returns.
      if (!this.#flushing) this.#schedule(this.#windowMs);
    });
  }

  /** Settles everything queued, then refuses new charges. */
  async close(): Promise<void> {
    this.#closed = true;
    while (this.#flushing || this.#queue.length > 0) {
      // Flush at once instead of waiting for a scheduled window.
      if (!this.#flushing) this.#flushing = this.#flushOnce();
      await this.#flushing;
    }
  }

  #schedule(delayMs: number): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    const start = () => {
      this.#scheduled = false;
      if (!this.#flushing && this.#queue.length > 0) this.#flushing = this.#flushOnce();
    };
    if (delayMs > 0) setTimeout(start, delayMs);
    else setImmediate(start);
  }

  async #flushOnce(): Promise<void> {
    try {
      const batch = this.#queue.splice(0, this.#maxBatch);
      if (batch.length > 0) await this.#settle(batch);
    } finally {
      this.#flushing = null;
      // What arrived during the commit goes next, without a window — but only after yielding to
      // the event loop: PGlite queries resolve without any I/O, so looping here directly would let
      // callers that charge again on resolution starve timers and sockets (the HTTP server).
      if (this.#queue.length > 0) this.#schedule(0);
    }
  }

  /** Never throws: every pending charge is resolved or rejected. */
  async #settle(batch: Pending[]): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await retryingConflicts(() =>
        settleGroup(
          this.#db,
          batch.map((p) => p.charge),
          new Date(),
          this.#debit,
        ),
      );
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    this.stats.flushes++;
    this.stats.charges += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    batch.forEach((p, i) => {
      const r = outcome.results[i]!;
      if (r instanceof Error) p.reject(r);
      else p.resolve(r);
    });
    try {
      this.#onCommitted?.(outcome.balances);
    } catch {
      // An observer's bug must not break metering; the charges are committed and answered.
    }
  }
}

function normaliseCharge(c: Charge): Charge {
  if (!Number.isSafeInteger(c.tokens) || c.tokens <= 0 || c.tokens > MAX_TOKENS) {
    throw new RangeError(`charge tokens must be a positive integer, got ${String(c.tokens)}`);
  }
  // Not a uuid cannot be an account; rejecting here also keeps one bad id from failing the
  // whole batch's query with a type error.
  if (!isUuid(c.accountId)) throw new NotFoundError(`account ${c.accountId} not found`);
  return { accountId: c.accountId.toLowerCase(), tokens: c.tokens, endpoint: cleanText(c.endpoint), reference: cleanText(c.reference) };
}

/** NUL is not storable in a PostgreSQL text column; an oversized label would only bloat the ledger. */
function cleanText(value: unknown): string {
  return (typeof value === 'string' ? value : '')
    .replaceAll('\u0000', '')
    .slice(0, MAX_TEXT);
}

interface Outcome {
  results: (ChargeResult | Error)[];
  balances: Map<string, Balance>;
}

interface Working {
  allowanceLeft: number;
  topUp: number;
  startedAt: Date;
  resetsAt: Date;
  dirty: boolean;
}

/**
 * Settles a batch: the common case in one statement, the rest by settleBatch's transaction.
 *
 * The common case is an account whose running cycle and balance cover all of its charges in the
 * batch. Then the arrival-order admission admits every one of them (each prefix of a sum that fits
 * fits too), so one statement can lock such accounts (SELECT … ORDER BY id FOR UPDATE, as
 * settleBatch does; under READ COMMITTED a row another instance changed meanwhile is re-read and
 * re-checked), debit each one's total (allowance first), and insert the ledger rows — atomically,
 * as a statement is its own transaction. It returns the balances before the debit, from which the
 * balance after each charge is replayed exactly as settleBatch computes it. One statement instead
 * of five (BEGIN, SELECT … FOR UPDATE, UPDATE, INSERT, COMMIT) is about a third less CPU per group
 * commit on PGlite, which runs it on the event-loop thread.
 *
 * Accounts the statement did not take (balance short, cycle ended, unknown) go through settleBatch
 * in a second, independent transaction with the full admission rule (cycle roll-over, refusals).
 * If the statement fails, nothing of it was applied: the caller retries the whole batch on a
 * deadlock or serialisation failure and otherwise fails every charge. Once it has committed, a
 * failure of the second transaction fails only the charges it was settling (after the same retries).
 */
export async function settleGroup(db: Db, charges: readonly Charge[], now: Date = new Date(), debit?: DebitCovered): Promise<Outcome> {
  const rows = debit ? await debit(charges, now) : await debitCoveredSql(db, charges, now);
  const locked = new Map<string, Working>();
  for (const r of rows) {
    locked.set(r.id, { allowanceLeft: r.allowance_left, topUp: r.top_up, startedAt: new Date(r.started_ms), resetsAt: new Date(r.resets_ms), dirty: true });
  }
  const results = new Array<ChargeResult | Error>(charges.length);
  const rest: number[] = [];
  charges.forEach((c, i) => {
    const w = locked.get(c.accountId);
    if (!w) {
      rest.push(i);
      return;
    }
    const fromAllowance = Math.min(c.tokens, w.allowanceLeft);
    w.allowanceLeft -= fromAllowance;
    w.topUp -= c.tokens - fromAllowance;
    results[i] = { ok: true, balance: balanceOf(w) };
  });
  const balances = new Map<string, Balance>();
  for (const [id, w] of locked) balances.set(id, balanceOf(w));
  if (rest.length > 0) {
    // The statement above is committed: from here on a failure fails only these charges.
    try {
      const other = await retryingConflicts(() =>
        settleBatch(
          db,
          rest.map((i) => charges[i]!),
          now,
        ),
      );
      rest.forEach((i, j) => (results[i] = other.results[j]!));
      for (const [id, b] of other.balances) balances.set(id, b);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const i of rest) results[i] = failure;
    }
  }
  return { results, balances };
}

/**
 * Runs a transaction, again after a deadlock or serialisation failure (which rolled all of it back,
 * so running it again is safe), three times at most; any other error, or the third, is thrown.
 */
async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3 || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
    }
  }
}

/**
 * The one statement of settleGroup, with its parameters $1 account ids (uuid[]), $2 tokens
 * (integer[]), $3 endpoints (text[]), $4 references (text[]), one element per charge, and $5 now
 * (timestamptz): debits every account of the batch whose running cycle and balance cover its
 * charges, writes their ledger rows in arrival order, and returns those accounts as they were
 * before. (A data-modifying WITH runs once, to completion, whether or not the main query reads it.)
 */
export const DEBIT_COVERED_SQL = `
  with v as (select id, sum(t)::bigint as total from unnest($1::uuid[], $2::integer[]) as x (id, t) group by id),
       o as (select a.id, a.allowance_left, a.top_up, a.cycle_started_at, a.cycle_resets_at, v.total
               from accounts as a join v on v.id = a.id
              where a.cycle_resets_at > $5::timestamptz and a.allowance_left::bigint + a.top_up >= v.total
              order by a.id
                for update of a),
       u as (update accounts as a
                set allowance_left = o.allowance_left - least(o.total, o.allowance_left),
                    top_up = o.top_up - (o.total - least(o.total, o.allowance_left))
               from o
              where a.id = o.id
             returning a.id),
       l as (insert into usage_ledger (account_id, tokens, endpoint, reference)
             select x.account_id, x.tokens, x.endpoint, x.reference
               from unnest($1::uuid[], $2::integer[], $3::text[], $4::text[]) with ordinality as x (account_id, tokens, endpoint, reference, n)
              where x.account_id in (select id from u)
              order by x.n)
  select o.id::text as id, o.allowance_left::integer as allowance_left, o.top_up::integer as top_up,
         (extract(epoch from o.cycle_started_at) * 1000)::float8 as started_ms,
         (extract(epoch from o.cycle_resets_at) * 1000)::float8 as resets_ms
    from o`;

/** A row of DEBIT_COVERED_SQL. */
export interface DebitedRow {
  id: string;
  allowance_left: number;
  top_up: number;
  started_ms: number;
  resets_ms: number;
}

/** Runs DEBIT_COVERED_SQL for a batch (a backend may run it its own way, e.g. prepared once). */
export type DebitCovered = (charges: readonly Charge[], now: Date) => Promise<DebitedRow[]>;

/** DEBIT_COVERED_SQL's five parameters for a batch. */
export function debitParams(charges: readonly Charge[], now: Date): [string[], number[], string[], string[], string] {
  return [charges.map((c) => c.accountId), charges.map((c) => c.tokens), charges.map((c) => c.endpoint), charges.map((c) => c.reference), now.toISOString()];
}

/** DEBIT_COVERED_SQL through drizzle (any backend). */
async function debitCoveredSql(db: Db, charges: readonly Charge[], now: Date): Promise<DebitedRow[]> {
  const params = debitParams(charges, now);
  // drizzle numbers its parameters itself: put them where $1…$5 stand.
  const chunks = DEBIT_COVERED_SQL.split(/\$([1-5])/);
  const query = sql.empty();
  chunks.forEach((chunk, i) => query.append(i % 2 === 0 ? sql.raw(chunk) : sql`${sql.param(params[Number(chunk) - 1])}`));
  const result = await db.execute(query);
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as DebitedRow[];
}

/** One transaction settling a batch. Exported for tests of the admission rule. */
export async function settleBatch(db: Db, charges: readonly Charge[], now: Date = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(charges.map((c) => c.accountId))].sort();
    const rows = await tx
      .select({
        id: accounts.id,
        plan: accounts.plan,
        allowanceLeft: accounts.allowanceLeft,
        topUp: accounts.topUp,
        cycleStartedAt: accounts.cycleStartedAt,
        cycleResetsAt: accounts.cycleResetsAt,
      })
      .from(accounts)
      .where(sql`${accounts.id} = any(${sql.param(ids)}::uuid[])`)
      .orderBy(accounts.id)
      .for('update');

    const state = new Map<string, Working>();
    for (const row of rows) {
      const w: Working = { allowanceLeft: row.allowanceLeft, topUp: row.topUp, startedAt: row.cycleStartedAt, resetsAt: row.cycleResetsAt, dirty: false };
      const next = rollCycle({ startedAt: row.cycleStartedAt, resetsAt: row.cycleResetsAt }, now);
      if (next) {
        w.allowanceLeft = isPlan(row.plan) ? PLAN_ALLOWANCE[row.plan] : 0;
        w.startedAt = next.startedAt;
        w.resetsAt = next.resetsAt;
        w.dirty = true;
      }
      state.set(row.id, w);
    }

    const ledger: { accountId: string; tokens: number; endpoint: string; reference: string }[] = [];
    const results = charges.map((c): ChargeResult | Error => {
      const w = state.get(c.accountId);
      if (!w) return new NotFoundError(`account ${c.accountId} not found`);
      if (c.tokens > w.allowanceLeft + w.topUp) return { ok: false, reason: 'insufficient_tokens', balance: balanceOf(w) };
      const fromAllowance = Math.min(c.tokens, w.allowanceLeft);
      w.allowanceLeft -= fromAllowance;
      w.topUp -= c.tokens - fromAllowance;
      w.dirty = true;
      ledger.push({ accountId: c.accountId, tokens: c.tokens, endpoint: c.endpoint, reference: c.reference });
      return { ok: true, balance: balanceOf(w) };
    });

    // Both statements take one array parameter per column (unnest zips them into rows) instead of
    // a parameter per value: their text and plan stay the same whatever the batch size, which is
    // several times cheaper to build (drizzle) and to parse (PostgreSQL, especially in WASM).
    const changed = [...state.entries()].filter(([, w]) => w.dirty);
    if (changed.length > 0) {
      await tx.execute(sql`
        update accounts as a
           set allowance_left = v.allowance_left, top_up = v.top_up,
               cycle_started_at = v.cycle_started_at, cycle_resets_at = v.cycle_resets_at
          from unnest(${sql.param(changed.map(([id]) => id))}::uuid[],
                      ${sql.param(changed.map(([, w]) => w.allowanceLeft))}::integer[],
                      ${sql.param(changed.map(([, w]) => w.topUp))}::integer[],
                      ${sql.param(changed.map(([, w]) => w.startedAt.toISOString()))}::timestamptz[],
                      ${sql.param(changed.map(([, w]) => w.resetsAt.toISOString()))}::timestamptz[])
               as v (id, allowance_left, top_up, cycle_started_at, cycle_resets_at)
         where a.id = v.id`);
    }
    if (ledger.length > 0) {
      await tx.execute(sql`
        insert into usage_ledger (account_id, tokens, endpoint, reference)
        select * from unnest(${sql.param(ledger.map((l) => l.accountId))}::uuid[],
                             ${sql.param(ledger.map((l) => l.tokens))}::integer[],
                             ${sql.param(ledger.map((l) => l.endpoint))}::text[],
                             ${sql.param(ledger.map((l) => l.reference))}::text[])`);
    }

    const balances = new Map<string, Balance>();
    for (const [id, w] of state) balances.set(id, balanceOf(w));
    return { results, balances };
  });
}

function balanceOf(w: Working): Balance {
  return { allowanceLeft: w.allowanceLeft, topUp: w.topUp, total: w.allowanceLeft + w.topUp, cycleResetsAt: w.resetsAt };
}
