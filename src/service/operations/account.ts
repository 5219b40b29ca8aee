/** account: the caller's own account, balance and limits (REST GET /api/account, MCP get_balance; free). */
import { Type, type Static } from 'typebox';
import type { Account } from '../../store/types.ts';
import { PLAN_LIMITS, requestsPerMinute } from '../limits.ts';
import { StringEnum } from '../schemas.ts';
import type { CallContext, ServiceContext } from './context.ts';

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

/** The fields every view of an account shares (this API, and the admin commands, which add created_at). */
export function accountSummary(account: Account): Omit<AccountResponseBody, 'limits'> {
  return {
    id: account.id,
    email: account.email,
    plan: account.plan,
    balance: { allowance_left: account.allowanceLeft, top_up: account.topUp, total: account.allowanceLeft + account.topUp },
    cycle_started_at: account.cycleStartedAt.toISOString(),
    cycle_resets_at: account.cycleResetsAt.toISOString(),
  };
}

export function accountView(ctx: ServiceContext, account: Account): AccountResponseBody {
  const limits = PLAN_LIMITS[account.plan];
  return {
    ...accountSummary(account),
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
