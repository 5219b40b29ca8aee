/**
 * `veil mcp` without a server: the tools run the operations on the local context (src/local/:
 * no account, no metering, nothing stored). tokens_charged is 0; what needs an account
 * (get_balance, list_presets) says so.
 */
import { type LocalEngine, SERVER_HINT } from '../local/context.ts';
import { redactImageTool, type LocalImages } from './image.ts';
import { ToolFailure, type ToolBackend, type ToolOutcome } from './server.ts';
import { serviceBackend } from './service-backend.ts';

/** Locally nothing is charged: say so rather than report what a server would have charged. */
function unmetered(outcome: ToolOutcome): ToolOutcome {
  const body = { ...(outcome.body as Record<string, unknown>) };
  if ('tokens_charged' in body) body.tokens_charged = 0;
  if (Array.isArray(body.results)) body.results = (body.results as Record<string, unknown>[]).map((r) => ({ ...r, tokens_charged: 0 }));
  return { body };
}

const needsServer = (tool: string) => () =>
  Promise.reject(new ToolFailure(400, { error: `${tool} needs a Veil account: it is not available when veil mcp runs the local engine; ${SERVER_HINT}` }));

export function localBackend(engine: LocalEngine, images: LocalImages): ToolBackend {
  const each = (): ToolBackend => serviceBackend(engine.ctx, engine.call());
  const billable = (name: 'analyze_text' | 'anonymize_text' | 'deanonymize_text' | 'batch_analyze') => async (args: Record<string, unknown>) =>
    unmetered(await each()[name](args));
  return {
    analyze_text: billable('analyze_text'),
    anonymize_text: billable('anonymize_text'),
    deanonymize_text: billable('deanonymize_text'),
    batch_analyze: billable('batch_analyze'),
    redact_image: async (args) => {
      const call = engine.call();
      return unmetered(await redactImageTool(engine.ctx, call, args, () => images.prepare(engine.ctx)));
    },
    list_entities: (args) => each().list_entities(args),
    get_balance: needsServer('get_balance'),
    list_presets: needsServer('list_presets'),
  };
}
