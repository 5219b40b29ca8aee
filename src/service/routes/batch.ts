/** POST /api/pii/batch over the batch operation. */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { billed, callContext, validatedByOperation, type ResourceOptions } from '../http.ts';
import { BatchBody, batchDocuments, BatchResponse } from '../operations/batch.ts';
import { errorResponses } from '../schemas.ts';

const batchRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/pii/batch',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags: ['pii'],
        summary: 'Analyze or anonymize several documents',
        description:
          'documents (or texts) per request: basic 5, pro 10, business 50. Over the plan limit → 403 Upgrade required with details.max_documents ' +
          '(400 on business). Any invalid document → 400 with details.index, nothing charged. Costs the sum of the documents.',
        body: BatchBody,
        response: { 200: BatchResponse, ...errorResponses },
      },
    },
    async (request, reply) => billed(reply, await batchDocuments(ctx, callContext(request), request.body)),
  );
  done();
};

export default batchRoutes;
