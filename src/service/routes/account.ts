/** GET /api/account — the caller's own account, balance and limits (free). */
import { Type, type Static } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Account } from '../../store/types.ts';
import type { CallContext, ServiceContext } from '../detection.ts';
import { callContext, type ResourceOptions } from '../http.ts';
import { PLAN_LIMITS, requestsPerMinute } from '../limits.ts';
import { ErrorBody, StringEnum } from '../schemas.ts';

export const AccountResponse = Type.Object({
  id: Type.String(),
  email: Type.String(),
  plan: StringEnum(['free', 'basic', 'pro', 'business'] as const),
  balance: Type.Object({
    allowance_left: Type.Integer({ description: 'Left of this cycle’s allowance' }),
    top_up: Type.Integer({ description: 'Purchased credits (never expire)' }),
    total: Type.Integer(),
  }),
  cycle_started_at: Type.String({ format: 'date-time' }),
  cycle_resets_at: Type.String({ format: 'date-time' }),
  limits: Type.Object({
    batch_documents: Type.Integer(),
    requests_per_minute: Type.Integer(),
    mcp: Type.Boolean(),
    priority: Type.Boolean(),
  }),
});
export type AccountResponseBody = Static<typeof AccountResponse>;

export function accountView(ctx: ServiceContext, account: Account): AccountResponseBody {
  const limits = PLAN_LIMITS[account.plan];
  return {
    id: account.id,
    email: account.email,
    plan: account.plan,
    balance: { allowance_left: account.allowanceLeft, top_up: account.topUp, total: account.allowanceLeft + account.topUp },
    cycle_started_at: account.cycleStartedAt.toISOString(),
    cycle_resets_at: account.cycleResetsAt.toISOString(),
    limits: {
      batch_documents: limits.batchDocuments,
      requests_per_minute: requestsPerMinute(ctx.config, account.plan),
      mcp: limits.mcp,
      priority: limits.priority,
    },
  };
}

/** Reads the account fresh (not the auth cache): the balance shown must include every committed charge. */
export async function getAccount(ctx: ServiceContext, call: CallContext): Promise<AccountResponseBody> {
  const fresh = (await ctx.store.getAccount(call.account.id)) ?? call.account;
  ctx.meter.observe(fresh.id, { total: fresh.allowanceLeft + fresh.topUp, cycleResetsAt: fresh.cycleResetsAt });
  return accountView(ctx, fresh);
}

const accountRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.get(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Your account: plan, balance, cycle and limits',
        response: { 200: AccountResponse, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => getAccount(ctx, callContext(request)),
  );
  done();
};

export default accountRoutes;
