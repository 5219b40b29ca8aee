/**
 * Login throttling: at most `max` failures per key (an email, or a client IP) in a fixed window;
 * beyond that the key is refused until the window ends. In memory, per server instance: with
 * several instances an attacker gets `max` tries per instance and window, still far too few to
 * guess a password. A success clears the account's count (not the IP's).
 */
export interface ThrottleOptions {
  max: number;
  windowMs: number;
  /** Keys remembered at most; beyond it expired entries are dropped, then everything (cheap, rare). */
  maxKeys?: number;
}

interface Window {
  failures: number;
  endsAt: number;
}

export class LoginThrottle {
  readonly #windows = new Map<string, Window>();
  readonly #maxKeys: number;

  constructor(private readonly options: ThrottleOptions) {
    this.#maxKeys = options.maxKeys ?? 100_000;
  }

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const w = this.#windows.get(key);
    if (!w || w.endsAt <= now) return 0;
    return w.failures >= this.options.max ? w.endsAt - now : 0;
  }

  fail(key: string, now = Date.now()): void {
    const w = this.#windows.get(key);
    if (w && w.endsAt > now) {
      w.failures++;
      return;
    }
    if (this.#windows.size >= this.#maxKeys) this.#sweep(now);
    this.#windows.set(key, { failures: 1, endsAt: now + this.options.windowMs });
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (w.endsAt <= now) this.#windows.delete(key);
    if (this.#windows.size >= this.#maxKeys) this.#windows.clear();
  }
}
