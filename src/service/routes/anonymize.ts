/** POST /api/pii/anonymize over the anonymize operation. */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { billed, callContext, validatedByOperation, type ResourceOptions } from '../http.ts';
import { AnonymizeBody, anonymizeText } from '../operations/anonymize.ts';
import { AnonymizeResponse, errorResponses } from '../schemas.ts';

const anonymizeRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/pii/anonymize',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags: ['pii'],
        summary: 'Anonymize PII in a text',
        description:
          'Runs detection as analyze does, then applies operators (default: replace with <ENTITY_TYPE>). Costs 1 token per started 1,000 characters (minimum 1).',
        body: AnonymizeBody,
        response: { 200: AnonymizeResponse, ...errorResponses },
      },
    },
    async (request, reply) => billed(reply, await anonymizeText(ctx, callContext(request), request.body)),
  );
  done();
};

export default anonymizeRoutes;
