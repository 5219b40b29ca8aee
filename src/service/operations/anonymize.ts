/** anonymize: detect, then replace each entity by its operator's output (REST, MCP anonymize_text, `veil anonymize`). */
import { Type, type Static } from 'typebox';
import type { AnonymizeResult } from '../../engine/index.ts';
import { COSTS } from '../metering.ts';
import { AnonymizeResponse, detectionFields, Operators, presetIdField, textField } from '../schemas.ts';
import type { Billed, CallContext, ServiceContext } from './context.ts';
import { checkText, checkWork, mergeDetection, mergeOperators, operatorSecrets, presetSettings, recordKeyUse } from './detection.ts';
import { validation } from './validate.ts';

export const AnonymizeBody = Type.Object({
  ...textField,
  ...detectionFields,
  ...presetIdField,
  operators: Type.Optional(Operators),
});
export type AnonymizeBody = Static<typeof AnonymizeBody>;
export type AnonymizeResponseBody = Static<typeof AnonymizeResponse>;

export async function anonymizeText(ctx: ServiceContext, call: CallContext, input: unknown): Promise<Billed<AnonymizeResponseBody>> {
  const body = validation.input(AnonymizeBody, input);
  const text = checkText(body.text, ctx.config);
  const preset = await presetSettings(ctx, call.account, body.preset_id);
  const options = mergeDetection(preset, body);
  validation.detection(options);
  const [work] = checkWork(ctx.config, [text], options);
  const operators = mergeOperators(preset, body.operators);
  // Keys and secrets are resolved (and a foreign key_id refused) before any detection runs.
  const { secrets, keysUsed } = await operatorSecrets(ctx, call.account, operators);
  const cost = COSTS.anonymize(text);
  const { result, charged } = await ctx.meter.run(call.account, 'anonymize', cost, call.requestId, async () =>
    (await ctx.scheduler.submit({ op: 'anonymize', text, options, operators, secrets, work }, call.account.plan)) as AnonymizeResult,
    call.stages,
  );
  recordKeyUse(ctx, call.account, keysUsed);
  return {
    body: { anonymized_text: result.anonymized_text, entities_found: result.entities_found, tokens_charged: charged.tokens, replacements: result.replacements },
    tokensCharged: charged.tokens,
    tokensRemaining: charged.remaining,
  };
}
