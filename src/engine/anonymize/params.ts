/**
 * Readers for operator parameters. Every failure is an EngineError whose message starts with the
 * full field path ("operators.PERSON.new_value …"), which the service returns verbatim as a 400.
 */
import { EngineError } from '../errors.ts';
import { codePointLength } from '../text/offsets.ts';

export function invalid(field: string, message: string, code = 'invalid_operator'): never {
  throw new EngineError(`${field} ${message}`, code, { field });
}

/** An optional string parameter; `check` receives its length in code points (what users count). */
export function optionalString(
  raw: Readonly<Record<string, unknown>>,
  name: string,
  field: string,
  check?: (length: number) => string | undefined,
): string | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') invalid(`${field}.${name}`, 'must be a string');
  const problem = check?.(codePointLength(value));
  if (problem !== undefined) invalid(`${field}.${name}`, problem);
  return value;
}

export function optionalBoolean(raw: Readonly<Record<string, unknown>>, name: string, field: string): boolean | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') invalid(`${field}.${name}`, 'must be a boolean (true or false)');
  return value;
}

export function optionalNonNegativeInteger(raw: Readonly<Record<string, unknown>>, name: string, field: string): number | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) invalid(`${field}.${name}`, 'must be an integer of at least 0');
  return value;
}
