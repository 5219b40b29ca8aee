/** POST /api/pii/deanonymize over the deanonymize operation. */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { billed, callContext, validatedByOperation, type ResourceOptions } from '../http.ts';
import { DeanonymizeBody, DeanonymizeResponse, deanonymizeText } from '../operations/deanonymize.ts';
import { errorResponses } from '../schemas.ts';

const deanonymizeRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/pii/deanonymize',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags: ['pii'],
        summary: 'Decrypt ENC: tokens made by the encrypt operator',
        description: 'Costs 1 token per started 1,000 characters (minimum 1).',
        body: DeanonymizeBody,
        response: { 200: DeanonymizeResponse, ...errorResponses },
      },
    },
    async (request, reply) => billed(reply, await deanonymizeText(ctx, callContext(request), request.body)),
  );
  done();
};

export default deanonymizeRoutes;
