/** GET /api/account over the account operation. */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { callContext, type ResourceOptions } from '../http.ts';
import { AccountResponse, getAccount } from '../operations/account.ts';
import { ErrorBody } from '../schemas.ts';

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
