/**
 * batch: analyze or anonymize several documents in one call (REST POST /api/pii/batch, MCP
 * batch_analyze). All or nothing: every document is validated and the whole cost is checked up
 * front; the total is charged once, after every document succeeded. Documents are scheduled one
 * job each at the caller's priority, as one group (Scheduler.submitGroup): the main thread takes
 * them one per event-loop turn, so a big batch does not monopolise the event loop, and a free
 * worker thread takes several at a time, so a batch uses the other cores too.
 */
import { Type, type Static } from 'typebox';
import type { AnalyzeResult, AnonymizeResult } from '../../engine/index.ts';
import { badRequest, upgradeRequired } from '../errors.ts';
import type { Job, JobSecrets } from '../jobs.ts';
import { PLAN_LIMITS, planForBatch } from '../limits.ts';
import { textCost } from '../metering.ts';
import { detectionFields, Entity, Nullable, Operators, presetIdField, Replacement, StringEnum } from '../schemas.ts';
import type { Billed, CallContext, ServiceContext } from './context.ts';
import { checkText, checkWork, mergeDetection, mergeOperators, operatorSecrets, presetSettings, recordKeyUse } from './detection.ts';
import { validation } from './validate.ts';

export const BatchBody = Type.Object({
  documents: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(Type.String({ description: 'Your identifier, echoed in the result' })),
        text: Type.String(),
      }),
      { description: 'basic 5, pro 10, business 50 documents per request' },
    ),
  ),
  texts: Type.Optional(Type.Array(Type.String(), { description: 'Alternative to documents: plain strings' })),
  operation: Type.Optional(StringEnum(['analyze', 'anonymize'] as const, { description: 'Default analyze' })),
  ...detectionFields,
  ...presetIdField,
  operators: Type.Optional(Operators),
  return_decision_process: Type.Optional(Type.Boolean()),
  allow_overlaps: Type.Optional(Type.Boolean()),
});
export type BatchBody = Static<typeof BatchBody>;

const BatchResult = Type.Object({
  id: Nullable(Type.String()),
  index: Type.Integer(),
  tokens_charged: Type.Integer(),
  // analyze
  entities: Type.Optional(Type.Array(Entity)),
  language: Type.Optional(Type.String()),
  // anonymize
  anonymized_text: Type.Optional(Type.String()),
  entities_found: Type.Optional(Type.Integer()),
  replacements: Type.Optional(Type.Array(Replacement)),
});

export const BatchResponse = Type.Object({
  results: Type.Array(BatchResult),
  documents: Type.Integer(),
  tokens_charged: Type.Integer(),
});
export type BatchResponseBody = Static<typeof BatchResponse>;
type BatchResultBody = Static<typeof BatchResult>;

/** Validate → plan limit → every text checked → preset → work budget → meter(schedule each) → body. */
export async function batchDocuments(ctx: ServiceContext, call: CallContext, input: unknown): Promise<Billed<BatchResponseBody>> {
  const body = validation.input(BatchBody, input);
  if (body.documents !== undefined && body.texts !== undefined) throw badRequest('give documents or texts, not both', { field: 'documents' });
  const field = body.texts !== undefined ? 'texts' : 'documents';
  const docs: { id: string | null; text: unknown }[] =
    body.texts !== undefined ? body.texts.map((text) => ({ id: null, text })) : (body.documents ?? []).map((d) => ({ id: d.id ?? null, text: d.text }));
  if (body.documents === undefined && body.texts === undefined) throw badRequest('documents is required', { field: 'documents' });
  if (docs.length === 0) throw badRequest(`${field} must hold at least 1 document`, { field });

  const plan = call.account.plan;
  const max = PLAN_LIMITS[plan].batchDocuments;
  if (docs.length > max) {
    const required = planForBatch(docs.length);
    if (required === null) {
      throw badRequest(`${field} must hold at most ${max} documents`, { field, max_documents: max, documents: docs.length });
    }
    throw upgradeRequired({ plan, required, max_documents: max });
  }
  const docField = (i: number) => (field === 'texts' ? `texts[${i}]` : `documents[${i}].text`);
  const texts = docs.map((d, index) => checkText(d.text, ctx.config, docField(index), index));

  const operation = body.operation ?? 'analyze';
  const preset = await presetSettings(ctx, call.account, body.preset_id);
  const detection = mergeDetection(preset, body);
  validation.detection(detection);
  const work = checkWork(ctx.config, texts, detection);
  let secrets: JobSecrets = {};
  let keysUsed: string[] = [];
  let operators: unknown;
  if (operation === 'anonymize') {
    operators = mergeOperators(preset, body.operators);
    ({ secrets, keysUsed } = await operatorSecrets(ctx, call.account, operators));
  }
  const analyzeOptions = {
    ...detection,
    ...(body.return_decision_process !== undefined ? { return_decision_process: body.return_decision_process } : {}),
    ...(body.allow_overlaps !== undefined ? { allow_overlaps: body.allow_overlaps } : {}),
  };

  const costs = texts.map(textCost);
  const total = costs.reduce((a, b) => a + b, 0);
  const jobs: Job[] = texts.map((text, index) =>
    operation === 'anonymize'
      ? { op: 'anonymize', text, options: detection, operators, secrets, work: work[index] }
      : { op: 'analyze', text, options: analyzeOptions, work: work[index] },
  );
  const { result, charged } = await ctx.meter.run(
    call.account,
    'batch',
    total,
    call.requestId,
    () =>
      Promise.all(
        ctx.scheduler.submitGroup(jobs, plan).map(async (pending, index): Promise<BatchResultBody> => {
          const base = { id: docs[index]!.id, index, tokens_charged: costs[index]! };
          if (operation === 'anonymize') {
            const r = (await pending) as AnonymizeResult;
            return { ...base, anonymized_text: r.anonymized_text, entities_found: r.entities_found, replacements: r.replacements };
          }
          const r = (await pending) as AnalyzeResult;
          return { ...base, entities: r.entities, language: r.language };
        }),
      ),
    call.stages,
  );
  recordKeyUse(ctx, call.account, keysUsed);
  return { body: { results: result, documents: result.length, tokens_charged: charged.tokens }, tokensCharged: charged.tokens, tokensRemaining: charged.remaining };
}
