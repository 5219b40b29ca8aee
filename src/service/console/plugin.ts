/**
 * The web console: its pages at `/` and its JSON API under /api/console (session cookie + CSRF
 * header; see sessions.ts). Registered by app.ts outside the bearer-token scope: console routes
 * authenticate with the session, API routes with tokens, and neither accepts the other.
 *
 *   public:   GET config, GET session, POST signup, POST signin          (account-routes.ts)
 *   signed in (401 without a valid session; 403 on state changes without the CSRF token):
 *             POST signout, POST password                                 (account-routes.ts)
 *             tokens, usage, entities, presets, keys                      (resource-routes.ts)
 *             playground analyze / anonymize / image (metered)            (playground-routes.ts)
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../operations/context.ts';
import { unauthorized } from '../errors.ts';
import { accountRoutes } from './account-routes.ts';
import { playgroundRoutes } from './playground-routes.ts';
import { resourceRoutes } from './resource-routes.ts';
import { checkOrigin, csrfRejected, CSRF_HEADER, isStateChanging, Sessions } from './sessions.ts';
import { consolePages } from './static.ts';

export interface ConsolePluginOptions {
  ctx: ServiceContext;
  /** The built front-end (default web/dist). */
  webRoot?: string;
}

export const consolePlugin: FastifyPluginAsync<ConsolePluginOptions> = async (app, { ctx, webRoot }) => {
  const sessions = new Sessions(ctx.store, ctx.config.jwtSecret!, ctx.config.console.sessionTtlMs, ctx.onBackgroundError);
  const account = accountRoutes(ctx, sessions);
  app.decorateRequest('consoleCaller', null);

  await app.register(consolePages(webRoot));

  await app.register(async (api) => {
    // Account data: never cached by the browser or a proxy; hidden from the public OpenAPI document.
    api.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    api.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await api.register(account.public, { ctx });

    await api.register(async (signedIn) => {
      signedIn.addHook('onRequest', async (request) => {
        const caller = await sessions.caller(request);
        if (caller === null) throw unauthorized();
        if (isStateChanging(request.method)) {
          checkOrigin(request);
          if (!sessions.csrfValid(caller.sessionId, request.headers[CSRF_HEADER])) throw csrfRejected();
        }
        request.consoleCaller = caller;
      });
      await signedIn.register(account.private, { ctx });
      await signedIn.register(resourceRoutes(), { ctx });
      await signedIn.register(playgroundRoutes, { ctx });
    });
  });
};
