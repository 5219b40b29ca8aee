/**
 * Small glue between fastify and the operations: the authenticated caller on the request,
 * and the billing headers every billable 200 carries.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './auth.ts';
import type { Billed, CallContext, ServiceContext } from './operations/context.ts';
import type { StageClock } from './stages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every authenticated route; null on public routes. */
    caller: Caller | null;
    /** Where the request's time goes (stages.ts); set by the metrics hooks when METRICS_TOKEN is on, else null. */
    stages: StageClock | null;
  }
}

/** Options every resource plugin receives. */
export interface ResourceOptions {
  ctx: ServiceContext;
}

export function callContext(request: FastifyRequest): CallContext {
  const caller = request.caller;
  // Only reachable if a billable route were registered outside the authenticated scope.
  if (caller === null) throw new Error('route registered without authentication');
  return { account: caller.account, requestId: request.id, stages: request.stages ?? undefined };
}

/** Sets X-Tokens-Charged / X-Tokens-Remaining and returns the body. */
export function billed<T>(reply: FastifyReply, result: Billed<T>): T {
  void reply.header('X-Tokens-Charged', result.tokensCharged).header('X-Tokens-Remaining', result.tokensRemaining);
  return result.body;
}

/**
 * The validator compiler of routes over an operation: the operation validates its input against
 * the same schema (once per request), so fastify's schema documents the route (OpenAPI) without
 * checking it a second time.
 */
export const validatedByOperation = () => () => true;
