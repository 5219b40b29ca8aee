/** GET /api/pii/entities over the entities operation. */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { validatedByOperation, type ResourceOptions } from '../http.ts';
import { EntitiesQuery, EntitiesResponse, listEntities } from '../operations/entities.ts';
import { ErrorBody } from '../schemas.ts';

const entitiesRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, _opts, done) => {
  app.get(
    '/api/pii/entities',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags: ['pii'],
        summary: 'List supported entity types',
        querystring: EntitiesQuery,
        response: { 200: EntitiesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    (request) => listEntities(request.query),
  );
  done();
};

export default entitiesRoutes;
