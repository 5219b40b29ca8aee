/**
 * Tools over the service functions the REST routes call — the same validation, plan limits,
 * metering and engine, one call each. Nothing here decides anything; it only adapts shapes.
 */
import type { Billed, CallContext, ServiceContext } from '../service/detection.ts';
import { getAccount } from '../service/routes/account.ts';
import { analyzeRequest, type AnalyzeBody } from '../service/routes/analyze.ts';
import { anonymizeRequest, type AnonymizeBody } from '../service/routes/anonymize.ts';
import { batchRequest } from '../service/routes/batch.ts';
import { deanonymizeRequest, type DeanonymizeBody } from '../service/routes/deanonymize.ts';
import { listEntities } from '../service/routes/entities.ts';
import { listPresets } from '../service/routes/presets.ts';
import type { ToolBackend, ToolOutcome } from './server.ts';
import type { RedactImageArgs } from './tools.ts';

/** The image tool's implementation; null when the service runs without image support. */
export type ImageTool = (ctx: ServiceContext, call: CallContext, args: RedactImageArgs) => Promise<ToolOutcome>;

export function fromBilled(result: Billed<object>): ToolOutcome {
  return { body: result.body, tokensRemaining: result.tokensRemaining };
}

export function serviceBackend(ctx: ServiceContext, call: CallContext, image: ImageTool): ToolBackend {
  // The casts are sound: the arguments passed the same schema these types are derived from.
  return {
    analyze_text: async (args) => fromBilled(await analyzeRequest(ctx, call, args as AnalyzeBody)),
    anonymize_text: async (args) => fromBilled(await anonymizeRequest(ctx, call, args as AnonymizeBody)),
    deanonymize_text: async (args) => fromBilled(await deanonymizeRequest(ctx, call, args as DeanonymizeBody)),
    batch_analyze: async (args) => fromBilled(await batchRequest(ctx, call, args)),
    redact_image: (args) => image(ctx, call, args as RedactImageArgs),
    list_entities: (args) => Promise.resolve({ body: listEntities(args.language as string | undefined) }),
    get_balance: async () => ({ body: await getAccount(ctx, call) }),
    list_presets: async () => ({ body: await listPresets(ctx, call.account) }),
  };
}
