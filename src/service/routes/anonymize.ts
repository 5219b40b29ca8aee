/** POST /api/pii/anonymize — detect, then replace each entity by its operator's output. */
import { Type, type Static } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { AnonymizeResult } from '../../engine/index.ts';
import {
  checkText,
  checkWork,
  mergeDetection,
  mergeOperators,
  operatorSecrets,
  presetSettings,
  recordKeyUse,
  validateDetection,
  type Billed,
  type CallContext,
  type ServiceContext,
} from '../detection.ts';
import { billed, callContext, type ResourceOptions } from '../http.ts';
import { COSTS } from '../metering.ts';
import { AnonymizeResponse, detectionFields, errorResponses, Operators, presetIdField, textField } from '../schemas.ts';

export const AnonymizeBody = Type.Object({
  ...textField,
  ...detectionFields,
  ...presetIdField,
  operators: Type.Optional(Operators),
});
export type AnonymizeBody = Static<typeof AnonymizeBody>;
export type AnonymizeResponseBody = Static<typeof AnonymizeResponse>;

export async function anonymizeRequest(ctx: ServiceContext, call: CallContext, body: AnonymizeBody): Promise<Billed<AnonymizeResponseBody>> {
  const text = checkText(body.text, ctx.config);
  const preset = await presetSettings(ctx, call.account, body.preset_id);
  const options = mergeDetection(preset, body);
  validateDetection(options);
  const [work] = checkWork(ctx.config, [text], options);
  const operators = mergeOperators(preset, body.operators);
  // Keys and secrets are resolved (and a foreign key_id refused) before any detection runs.
  const { secrets, keysUsed } = await operatorSecrets(ctx, call.account, operators);
  const cost = COSTS.anonymize(text);
  const { result, charged } = await ctx.meter.run(call.account, 'anonymize', cost, call.requestId, async () =>
    (await ctx.scheduler.submit({ op: 'anonymize', text, options, operators, secrets, work }, call.account.plan)) as AnonymizeResult,
  );
  recordKeyUse(ctx, call.account, keysUsed);
  return {
    body: { anonymized_text: result.anonymized_text, entities_found: result.entities_found, tokens_charged: charged.tokens, replacements: result.replacements },
    tokensCharged: charged.tokens,
    tokensRemaining: charged.remaining,
  };
}

const anonymizeRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/pii/anonymize',
    {
      schema: {
        tags: ['pii'],
        summary: 'Anonymize PII in a text',
        description:
          'Runs detection as analyze does, then applies operators (default: replace with <ENTITY_TYPE>). Costs 1 token per started 1,000 characters (minimum 1).',
        body: AnonymizeBody,
        response: { 200: AnonymizeResponse, ...errorResponses },
      },
    },
    async (request, reply) => billed(reply, await anonymizeRequest(ctx, callContext(request), request.body)),
  );
  done();
};

export default anonymizeRoutes;
