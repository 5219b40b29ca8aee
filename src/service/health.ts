/**
 * Health checks for GET /api/health. `storage` is built in; other components register a provider
 * (the image feature registers `ocr`: "starting" while its workers warm up, "ok", or "error").
 * A component that is not running is not reported at all rather than reported "ok": an absent key
 * cannot be mistaken for a working OCR engine.
 */
export type CheckStatus = 'ok' | 'starting' | 'error';
export type CheckProvider = () => CheckStatus | Promise<CheckStatus>;

export class HealthChecks {
  readonly #providers = new Map<string, CheckProvider>();

  register(name: string, provider: CheckProvider): void {
    this.#providers.set(name, provider);
  }

  unregister(name: string): void {
    this.#providers.delete(name);
  }

  /** Runs every check with a timeout; a check that throws or hangs is "error". */
  async run(timeoutMs: number): Promise<Record<string, CheckStatus>> {
    const entries = await Promise.all(
      [...this.#providers].map(async ([name, provider]): Promise<[string, CheckStatus]> => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<CheckStatus>((resolve) => {
          timer = setTimeout(() => resolve('error'), timeoutMs);
        });
        try {
          return [name, await Promise.race([Promise.resolve().then(provider), timeout])];
        } catch {
          return [name, 'error'];
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    return Object.fromEntries(entries);
  }
}

/** "degraded" when any check failed; "starting" components do not degrade the service (text endpoints work). */
export function overallStatus(checks: Record<string, CheckStatus>): 'ok' | 'degraded' {
  return Object.values(checks).includes('error') ? 'degraded' : 'ok';
}
