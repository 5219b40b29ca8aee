/**
 * Tools over the service's operations (src/service/operations/) — the same validation, plan
 * limits, metering and engine as REST, one call each. Nothing here decides anything; it only
 * adapts shapes. Arguments go to the operations as they came: the operation validates them (once).
 */
import { getAccount } from '../service/operations/account.ts';
import { analyzeText } from '../service/operations/analyze.ts';
import { anonymizeText } from '../service/operations/anonymize.ts';
import { batchDocuments } from '../service/operations/batch.ts';
import type { Billed, CallContext, ServiceContext } from '../service/operations/context.ts';
import { deanonymizeText } from '../service/operations/deanonymize.ts';
import { listEntities } from '../service/operations/entities.ts';
import { listPresets } from '../service/operations/presets.ts';
import { redactImageTool } from './image.ts';
import type { ToolBackend, ToolOutcome } from './server.ts';

export function fromBilled(result: Billed<object>): ToolOutcome {
  return { body: result.body, tokensRemaining: result.tokensRemaining };
}

export function serviceBackend(ctx: ServiceContext, call: CallContext): ToolBackend {
  return {
    analyze_text: async (args) => fromBilled(await analyzeText(ctx, call, args)),
    anonymize_text: async (args) => fromBilled(await anonymizeText(ctx, call, args)),
    deanonymize_text: async (args) => fromBilled(await deanonymizeText(ctx, call, args)),
    batch_analyze: async (args) => fromBilled(await batchDocuments(ctx, call, args)),
    redact_image: (args) => redactImageTool(ctx, call, args),
    list_entities: (args) => Promise.resolve({ body: listEntities(args) }),
    get_balance: async () => ({ body: await getAccount(ctx, call) }),
    list_presets: async () => ({ body: await listPresets(ctx, call.account) }),
  };
}
