/** POST /api/pii/analyze over the analyze operation. */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { billed, callContext, validatedByOperation, type ResourceOptions } from '../http.ts';
import { AnalyzeBody, analyzeText } from '../operations/analyze.ts';
import { AnalyzeResponse, errorResponses } from '../schemas.ts';

const analyzeRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/pii/analyze',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags: ['pii'],
        summary: 'Detect PII entities in a text',
        description: 'Costs 1 token per started 1,000 characters (minimum 1).',
        body: AnalyzeBody,
        response: { 200: AnalyzeResponse, ...errorResponses },
      },
    },
    async (request, reply) => billed(reply, await analyzeText(ctx, callContext(request), request.body)),
  );
  done();
};

export default analyzeRoutes;
