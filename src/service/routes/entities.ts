/** GET /api/pii/entities — the supported entity types (free). */
import { Type } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CATEGORIES, entityCatalogue, resolveLanguage, type EntityInfo } from '../../engine/index.ts';
import type { ResourceOptions } from '../http.ts';
import { ErrorBody, StringEnum } from '../schemas.ts';

export const EntitiesQuery = Type.Object({
  language: Type.Optional(Type.String({ description: 'Only types supported in this language' })),
});

export const EntitiesResponse = Type.Object({
  entities: Type.Array(
    Type.Object({
      entity_type: Type.String(),
      description: Type.String(),
      category: StringEnum(CATEGORIES),
      languages: Type.Array(Type.String()),
      detection: StringEnum(['pattern', 'pattern+checksum', 'model', 'rules'] as const),
      aliases: Type.Array(Type.String(), { description: 'Other names accepted for this type in entities and operators (e.g. SECRET for every credential type)' }),
    }),
  ),
});

/** Shared by REST and MCP; an unsupported language is an EngineError (400 with details.supported). */
export function listEntities(language: string | undefined): { entities: EntityInfo[] } {
  return { entities: entityCatalogue(language === undefined ? undefined : resolveLanguage(language)) };
}

const entitiesRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, _opts, done) => {
  app.get(
    '/api/pii/entities',
    {
      schema: {
        tags: ['pii'],
        summary: 'List supported entity types',
        querystring: EntitiesQuery,
        response: { 200: EntitiesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    (request) => listEntities(request.query.language),
  );
  done();
};

export default entitiesRoutes;
