/** Printing results: one compact JSON line with --json, human text otherwise. Results go to stdout. */
import type { Invocation } from './types.ts';
import { UsageError } from './types.ts';

export function emit(inv: Invocation, value: unknown, human: string): void {
  inv.io.stdout.write(inv.json ? `${JSON.stringify(value)}\n` : human.endsWith('\n') || human === '' ? human : `${human}\n`);
}

/** A note for the user that is not the result (stderr, so stdout stays pipeable). Silent with --json. */
export function note(inv: Invocation, text: string): void {
  if (!inv.json) inv.io.stderr.write(`${text}\n`);
}

export function optionalString(inv: Invocation, name: string): string | undefined {
  const value = inv.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function requiredString(inv: Invocation, name: string): string {
  const value = optionalString(inv, name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}
