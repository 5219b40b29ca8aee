/** /api/presets over the presets operations. */
import { Type } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { callContext, validatedByOperation, type ResourceOptions } from '../http.ts';
import { createPreset, deletePreset, getPreset, listPresets, Preset, PresetBody, updatePreset } from '../operations/presets.ts';
import { NextCursor, PageQuery } from '../pagination.ts';
import { ErrorBody } from '../schemas.ts';

const IdParams = Type.Object({ id: Type.String() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

const presetRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  const tags = ['presets'];
  app.get(
    '/api/presets',
    {
      validatorCompiler: validatedByOperation,
      schema: {
        tags,
        summary: 'List your presets, oldest first; ?limit= and ?cursor= page through them',
        querystring: PageQuery,
        response: { 200: Type.Object({ presets: Type.Array(Preset), next_cursor: NextCursor }), ...errors },
      },
    },
    async (request) => listPresets(ctx, callContext(request).account, request.query),
  );
  app.get('/api/presets/:id', { schema: { tags, summary: 'One preset', params: IdParams, response: { 200: Preset, ...errors } } }, async (request) =>
    getPreset(ctx, callContext(request).account, request.params.id),
  );
  app.post(
    '/api/presets',
    { validatorCompiler: validatedByOperation, schema: { tags, summary: 'Create a preset (at most 100 per account; names unique)', body: PresetBody, response: { 201: Preset, ...errors, 409: ErrorBody } } },
    async (request, reply) => {
      const preset = await createPreset(ctx, callContext(request).account, request.body);
      void reply.code(201);
      return preset;
    },
  );
  app.put(
    '/api/presets/:id',
    { validatorCompiler: validatedByOperation, schema: { tags, summary: 'Replace a preset', params: IdParams, body: PresetBody, response: { 200: Preset, ...errors, 409: ErrorBody } } },
    async (request) => updatePreset(ctx, callContext(request).account, request.params.id, request.body),
  );
  app.delete('/api/presets/:id', { schema: { tags, summary: 'Delete a preset', params: IdParams, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    await deletePreset(ctx, callContext(request).account, request.params.id);
    return reply.code(204).send(null);
  });
  done();
};

export default presetRoutes;
