/**
 * Typed errors of the engine. The service maps every EngineError to a 400 with `message` as the
 * error text and `details` as the details object; the CLI and MCP adapters print them the same way.
 */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** `code` of the EngineError a spent work budget throws (see budget.ts); the service answers 413. */
export const WORK_BUDGET_CODE = 'work_budget_exceeded';
