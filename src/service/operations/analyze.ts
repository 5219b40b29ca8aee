/** analyze: detect PII entities in a text (REST POST /api/pii/analyze, MCP analyze_text, `veil analyze`). */
import { Type, type Static } from 'typebox';
import type { AnalyzeResult } from '../../engine/index.ts';
import { COSTS } from '../metering.ts';
import { AnalyzeResponse, detectionFields, presetIdField, textField } from '../schemas.ts';
import type { Billed, CallContext, ServiceContext } from './context.ts';
import { checkText, checkWork, mergeDetection, presetSettings } from './detection.ts';
import { validation } from './validate.ts';

export const AnalyzeBody = Type.Object({
  ...textField,
  ...detectionFields,
  ...presetIdField,
  return_decision_process: Type.Optional(Type.Boolean({ description: 'Attach an explanation (recognizer, pattern, validation, context) to each entity' })),
  allow_overlaps: Type.Optional(Type.Boolean({ description: 'Return every candidate instead of the non-overlapping spans anonymize acts on' })),
});
export type AnalyzeBody = Static<typeof AnalyzeBody>;
export type AnalyzeResponseBody = Static<typeof AnalyzeResponse>;

/** Validate → preset → work budget → meter(schedule) → body. */
export async function analyzeText(ctx: ServiceContext, call: CallContext, input: unknown): Promise<Billed<AnalyzeResponseBody>> {
  const body = validation.input(AnalyzeBody, input);
  const text = checkText(body.text, ctx.config);
  const options = {
    ...mergeDetection(await presetSettings(ctx, call.account, body.preset_id), body),
    ...(body.return_decision_process !== undefined ? { return_decision_process: body.return_decision_process } : {}),
    ...(body.allow_overlaps !== undefined ? { allow_overlaps: body.allow_overlaps } : {}),
  };
  validation.detection(options);
  const [work] = checkWork(ctx.config, [text], options);
  const cost = COSTS.analyze(text);
  const { result, charged } = await ctx.meter.run(call.account, 'analyze', cost, call.requestId, async () =>
    (await ctx.scheduler.submit({ op: 'analyze', text, options, work }, call.account.plan)) as AnalyzeResult,
    call.stages,
  );
  return {
    body: { entities: result.entities, tokens_charged: charged.tokens, language: result.language },
    tokensCharged: charged.tokens,
    tokensRemaining: charged.remaining,
  };
}
