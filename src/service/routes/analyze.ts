/** POST /api/pii/analyze — detect PII entities in a text. */
import { Type, type Static } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { AnalyzeResult } from '../../engine/index.ts';
import { checkText, checkWork, mergeDetection, presetSettings, validateDetection, type Billed, type CallContext, type ServiceContext } from '../detection.ts';
import { billed, callContext, type ResourceOptions } from '../http.ts';
import { COSTS } from '../metering.ts';
import { AnalyzeResponse, detectionFields, errorResponses, presetIdField, textField } from '../schemas.ts';

export const AnalyzeBody = Type.Object({
  ...textField,
  ...detectionFields,
  ...presetIdField,
  return_decision_process: Type.Optional(Type.Boolean({ description: 'Attach an explanation (recognizer, pattern, validation, context) to each entity' })),
  allow_overlaps: Type.Optional(Type.Boolean({ description: 'Return every candidate instead of the non-overlapping spans anonymize acts on' })),
});
export type AnalyzeBody = Static<typeof AnalyzeBody>;
export type AnalyzeResponseBody = Static<typeof AnalyzeResponse>;

/** The analyze operation, shared by REST and MCP. */
export async function analyzeRequest(ctx: ServiceContext, call: CallContext, body: AnalyzeBody): Promise<Billed<AnalyzeResponseBody>> {
  const text = checkText(body.text, ctx.config);
  const options = {
    ...mergeDetection(await presetSettings(ctx, call.account, body.preset_id), body),
    ...(body.return_decision_process !== undefined ? { return_decision_process: body.return_decision_process } : {}),
    ...(body.allow_overlaps !== undefined ? { allow_overlaps: body.allow_overlaps } : {}),
  };
  validateDetection(options);
  const [work] = checkWork(ctx.config, [text], options);
  const cost = COSTS.analyze(text);
  const { result, charged } = await ctx.meter.run(call.account, 'analyze', cost, call.requestId, async () =>
    (await ctx.scheduler.submit({ op: 'analyze', text, options, work }, call.account.plan)) as AnalyzeResult,
  );
  return {
    body: { entities: result.entities, tokens_charged: charged.tokens, language: result.language },
    tokensCharged: charged.tokens,
    tokensRemaining: charged.remaining,
  };
}

const analyzeRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/pii/analyze',
    {
      schema: {
        tags: ['pii'],
        summary: 'Detect PII entities in a text',
        description: 'Costs 1 token per started 1,000 characters (minimum 1).',
        body: AnalyzeBody,
        response: { 200: AnalyzeResponse, ...errorResponses },
      },
    },
    async (request, reply) => billed(reply, await analyzeRequest(ctx, callContext(request), request.body)),
  );
  done();
};

export default analyzeRoutes;
