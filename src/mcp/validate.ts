/**
 * Tool arguments are checked against the tool's input schema — the REST request schema — and a
 * failure is reported through the service's own error mapping, so an agent reads exactly the
 * message a REST client would ("text is required", "score_threshold must be a number between 0
 * and 1", details.field …). Semantic checks (limits, languages, operators) happen afterwards in
 * the service functions, as they do for REST.
 */
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import type { AjvError } from '../service/errors.ts';
import type { ToolName, ToolSpec } from './tools.ts';

type Check = ReturnType<typeof Compile>;
const compiled = new Map<ToolName, Check>();

function validator(tool: ToolSpec): Check {
  let check = compiled.get(tool.name);
  if (!check) {
    check = Compile(tool.input);
    compiled.set(tool.name, check);
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

/**
 * The error fastify raises when a body fails its schema; errors.ts's toErrorResponse turns it into
 * the REST 400 body.
 */
export class ArgumentsError extends Error {
  override name = 'ArgumentsError';
  readonly statusCode = 400;
  readonly validationContext = 'body';
  constructor(readonly validation: AjvError[]) {
    super(validation[0]?.message ?? 'invalid arguments');
  }
}

/** Throws ArgumentsError when `args` do not match the tool's input schema. */
export function checkArguments(tool: ToolSpec, args: unknown): asserts args is Record<string, unknown> {
  const check = validator(tool);
  if (check.Check(args)) return;
  const first = check.Errors(args)[0];
  throw new ArgumentsError(first ? [asAjv(first)] : [{ keyword: 'type', instancePath: '', params: { type: 'object' } }]);
}
