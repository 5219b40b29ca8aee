/**
 * What each plan may do (API.md §2, §3 batch). Allowances (tokens per cycle) live with the store
 * (src/store/plans.ts) because the store grants them; access and size limits live here.
 */
import type { Config } from '../config.ts';
import type { Plan } from '../store/types.ts';

export interface PlanLimits {
  rest: boolean;
  mcp: boolean;
  priority: boolean;
  batchDocuments: number;
}

export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  free: { rest: false, mcp: false, priority: false, batchDocuments: 0 },
  basic: { rest: true, mcp: false, priority: false, batchDocuments: 5 },
  pro: { rest: true, mcp: true, priority: false, batchDocuments: 10 },
  business: { rest: true, mcp: true, priority: true, batchDocuments: 50 },
};

/** The cheapest plan that allows `n` batch documents, or null when no plan does. */
export function planForBatch(n: number): Plan | null {
  for (const plan of ['basic', 'pro', 'business'] as const) if (PLAN_LIMITS[plan].batchDocuments >= n) return plan;
  return null;
}

export function requestsPerMinute(config: Config, plan: Plan): number {
  return plan === 'free' ? 0 : config.rateLimits[plan];
}
