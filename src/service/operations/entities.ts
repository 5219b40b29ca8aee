/** entities: the supported entity types (REST GET /api/pii/entities, MCP list_entities; free). */
import { Type } from 'typebox';
import { CATEGORIES, entityCatalogue, resolveLanguage, type EntityInfo } from '../../engine/index.ts';
import { StringEnum } from '../schemas.ts';
import { validation } from './validate.ts';

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

/** An unsupported language is an EngineError (400 with details.supported). */
export function listEntities(input: unknown): { entities: EntityInfo[] } {
  const { language } = validation.input(EntitiesQuery, input ?? {});
  return { entities: entityCatalogue(language === undefined ? undefined : resolveLanguage(language)) };
}
