/** /api/encryption-keys over the keys operations. */
import { Type } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { callContext, validatedByOperation, type ResourceOptions } from '../http.ts';
import { CreateKeyBody, createKey, deleteKey, EncryptionKey, getKey, KeyQuery, listKeys } from '../operations/keys.ts';
import { NextCursor, PageQuery } from '../pagination.ts';
import { ErrorBody } from '../schemas.ts';

const IdParams = Type.Object({ id: Type.String() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

const keyRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  const tags = ['encryption-keys'];
  app.get(
    '/api/encryption-keys',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags,
        summary: 'List your encryption keys (metadata only), oldest first; ?limit= and ?cursor= page through them',
        querystring: PageQuery,
        response: { 200: Type.Object({ keys: Type.Array(EncryptionKey), next_cursor: NextCursor }), ...errors },
      },
    },
    async (request) => listKeys(ctx, callContext(request).account, request.query),
  );
  app.get(
    '/api/encryption-keys/:id',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags,
        summary: 'One key; with includeKey=true also its value',
        params: IdParams,
        querystring: KeyQuery,
        response: { 200: EncryptionKey, ...errors },
      },
    },
    async (request) => getKey(ctx, callContext(request).account, request.params.id, request.query),
  );
  app.post(
    '/api/encryption-keys',
    { validatorCompiler: validatedByOperation, schema: { tags, summary: 'Create a key (the service generates its value)', body: CreateKeyBody, response: { 201: EncryptionKey, ...errors } } },
    async (request, reply) => {
      const key = await createKey(ctx, callContext(request).account, request.body);
      void reply.code(201);
      return key;
    },
  );
  app.delete('/api/encryption-keys/:id', { schema: { tags, summary: 'Delete a key', params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    await deleteKey(ctx, callContext(request).account, request.params.id);
    return reply.code(204).send(null);
  });
  done();
};

export default keyRoutes;
