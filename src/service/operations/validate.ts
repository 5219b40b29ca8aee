/**
 * The one validation of an operation's input: against the operation's TypeBox schema — the schema
 * the REST route documents in OpenAPI and the MCP tool lists — then, for detection options merged
 * with a preset, the engine's meaning check (language supported, entity names known, ad hoc
 * patterns compile). Transports do not validate: fastify's body validation is off on operation
 * routes, the MCP server passes arguments through, the CLI only parses flags.
 *
 * A failure is reported in AJV's vocabulary, so errors.ts words it exactly as fastify's own
 * validation errors ("text is required", "score_threshold must be a number between 0 and 1",
 * details.field …).
 *
 * The checks are methods of `validation` so that tests can count them: one of each per request.
 */
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { optionChecks, type AnalyzeOptions } from '../../engine/index.ts';
import { validationMessage, type AjvError } from '../errors.ts';

type Check = ReturnType<typeof Compile>;
const compiled = new WeakMap<TSchema, Check>();

function validator(schema: TSchema): Check {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

/**
 * TypeBox reports errors in AJV's vocabulary with one difference that matters to the messages:
 * `required` lists every missing property, where AJV (stopping at the first error) names one.
 */
function asAjv(e: TLocalizedValidationError): AjvError {
  const params: Record<string, unknown> = { ...(e.params as Record<string, unknown>) };
  if (e.keyword === 'required' && Array.isArray(params.requiredProperties)) params.missingProperty = params.requiredProperties[0];
  return { keyword: e.keyword, instancePath: e.instancePath, params, message: e.message };
}

/** Input that does not match its operation's schema; errors.ts maps it to a 400 naming the field. */
export class InputError extends Error {
  override name = 'InputError';
  readonly statusCode = 400;
  constructor(
    readonly validation: AjvError[],
    /** Where the input came from, for the wording: body (default) or querystring. */
    readonly validationContext: 'body' | 'querystring' = 'body',
  ) {
    // The API's wording ("text is required"), so that the error reads right before any mapping.
    super(validation[0] ? validationMessage(validation[0], validationContext) : 'invalid input');
  }
}

export const validation = {
  /** `value` checked against `schema`; returns it typed, throws InputError naming the first bad field. */
  input<T extends TSchema>(schema: T, value: unknown, context: 'body' | 'querystring' = 'body'): Static<T> {
    const check = validator(schema);
    if (check.Check(value)) return value as Static<T>;
    const first = check.Errors(value)[0];
    throw new InputError(first ? [asAjv(first)] : [{ keyword: 'type', instancePath: '', params: { type: 'object' } }], context);
  },
  /**
   * Detection options after the preset merge: their shape was checked with the request (or, for a
   * preset's fields, when it was saved), so only their meaning is left to check.
   */
  detection(options: AnalyzeOptions): void {
    optionChecks.meaning(options);
  },
};
