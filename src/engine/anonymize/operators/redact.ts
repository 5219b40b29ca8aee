import type { OperatorDefinition } from '../types.ts';

export const REDACTED = '[REDACTED]';

/** redact: a fixed marker, so the reader still sees that something was removed (Presidio leaves nothing). */
export const redactOperator: OperatorDefinition = {
  type: 'redact',
  parse: () => ({ type: 'redact', params: {}, requires: [], bind: () => () => REDACTED }),
};
