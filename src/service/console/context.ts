/** The signed-in console caller on the request, and what every console plugin receives. */
import type { FastifyRequest } from 'fastify';
import type { CallContext, ServiceContext } from '../operations/context.ts';
import type { ConsoleCaller } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's session hook; null outside the signed-in console routes. */
    consoleCaller: ConsoleCaller | null;
  }
}

export interface ConsoleOptions {
  ctx: ServiceContext;
}

export function consoleCaller(request: FastifyRequest): ConsoleCaller {
  const caller = request.consoleCaller;
  // Only reachable if a private console route were registered outside the session scope.
  if (caller === null) throw new Error('console route registered without a session');
  return caller;
}

/** The same call context an API request has: the console's calls are metered (and timed by stage) like API calls. */
export function consoleCall(request: FastifyRequest): CallContext {
  return { account: consoleCaller(request).account, requestId: request.id, stages: request.stages ?? undefined };
}
