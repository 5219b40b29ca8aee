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
 */
import type { Account, Balance, Plan, Store } from '../store/types.ts';
import { ServiceError } from './errors.ts';

/** Characters per token for text operations. */
export const CHARS_PER_TOKEN = 1000;
/** Tokens per image (analyze or redact). */
export const IMAGE_COST = 5;

/** Length in code points (what users and the offsets count), without allocating. */
export function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** analyze / anonymize / deanonymize: 1 token per started 1,000 characters, minimum 1. */
export function textCost(text: string): number {
  return Math.max(1, Math.ceil(codePoints(text) / CHARS_PER_TOKEN));
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

export class Meter {
  readonly #store: Store;
  /** Last balance total seen per account (bounded). */
  readonly #known = new Map<string, Known>();

  constructor(store: Store) {
    this.#store = store;
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
    if (fresh.total < required) throw insufficientTokens(required, fresh, account.plan);
  }

  /** Debits `tokens` durably; throws 429 if concurrent requests took the balance first. */
  async charge(account: Account, endpoint: Endpoint, tokens: number, reference: string): Promise<Charged> {
    const result = await this.#store.charge({ accountId: account.id, tokens, endpoint, reference });
    this.observe(account.id, result.balance);
    if (!result.ok) throw insufficientTokens(tokens, result.balance, account.plan);
    return { tokens, remaining: result.balance.total };
  }

  /** precheck → work → charge; the result of `work` with what was charged. */
  async run<T>(account: Account, endpoint: Endpoint, tokens: number, reference: string, work: () => Promise<T>): Promise<{ result: T; charged: Charged }> {
    await this.precheck(account, tokens);
    const result = await work();
    const charged = await this.charge(account, endpoint, tokens, reference);
    return { result, charged };
  }
}
