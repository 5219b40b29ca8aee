/**
 * presets: saved settings for analyze, anonymize, batch and image (REST /api/presets, MCP
 * list_presets; free). Settings are validated at save time by the same checks the operations use,
 * so a preset that saved is a preset that works. Ids of other accounts answer 404, exactly like
 * missing ids.
 */
import { Type, type Static } from 'typebox';
import { validateOperators } from '../../engine/index.ts';
import { ConflictError, type Account, type PresetRecord } from '../../store/types.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { PageQuery, paginate } from '../pagination.ts';
import { detectionFields, Nullable, Operators, StringEnum, UUID_RE } from '../schemas.ts';
import type { ServiceContext } from './context.ts';
import { checkStorable, prefixEngineError } from './detection.ts';
import { validateImageFields } from './image-fields.ts';
import { validation } from './validate.ts';

export const PresetSettings = Type.Object(
  {
    ...detectionFields,
    operators: Type.Optional(Operators),
    image_operator: Type.Optional(StringEnum(['box', 'label', 'mask'] as const)),
    mask_char: Type.Optional(Type.String({ description: 'Exactly one character' })),
    fill_color: Type.Optional(Type.String({ description: '#rrggbb' })),
  },
  { description: 'Any field of analyze / anonymize / image; unknown fields are dropped' },
);
export type PresetSettings = Static<typeof PresetSettings>;

export const PresetBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  settings: Type.Optional(PresetSettings),
});
export type PresetBody = Static<typeof PresetBody>;

export const Preset = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  settings: Type.Object({}, { additionalProperties: true }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type PresetView = Static<typeof Preset>;

const SETTINGS_KEYS = ['language', 'entities', 'score_threshold', 'ad_hoc_recognizers', 'allow_list', 'context', 'operators', 'image_operator', 'mask_char', 'fill_color'] as const;

/** Validates settings as the endpoints would and keeps only the known fields. */
export async function validateSettings(ctx: ServiceContext, account: Account, settings: PresetSettings): Promise<Record<string, unknown>> {
  const kept: Record<string, unknown> = {};
  for (const key of SETTINGS_KEYS) if (settings[key] !== undefined) kept[key] = settings[key];
  checkStorable(kept, 'settings');
  try {
    validation.detection(kept);
    const operators = validateOperators(kept.operators);
    for (const req of operators.requirements()) {
      if (req.kind !== 'key_id') continue;
      const exists = UUID_RE.test(req.id) && (await ctx.store.getKey(account.id, req.id)) !== null;
      if (!exists) {
        const entity = Object.entries(settings.operators ?? {}).find(([, op]) => (op as Record<string, unknown>).key_id === req.id)?.[0] ?? 'DEFAULT';
        throw badRequest(`settings.operators.${entity}.key_id '${req.id}' is not one of your encryption keys`, { field: `settings.operators.${entity}.key_id` });
      }
    }
  } catch (err) {
    prefixEngineError(err, 'settings.');
  }
  validateImageFields(settings, 'settings.');
  return kept;
}

export function presetView(p: PresetRecord): PresetView {
  return { id: p.id, name: p.name, description: p.description, settings: p.settings, created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString() };
}

async function input(ctx: ServiceContext, account: Account, body: PresetBody) {
  checkStorable(body.name, 'name');
  checkStorable(body.description, 'description');
  return { name: body.name, description: body.description ?? null, settings: await validateSettings(ctx, account, body.settings ?? {}) };
}

function duplicate(name: string) {
  return conflict(`A preset named '${name}' already exists`, { field: 'name' });
}

export async function listPresets(ctx: ServiceContext, account: Account, raw: unknown = {}): Promise<{ presets: PresetView[]; next_cursor: string | null }> {
  const query = validation.input(PageQuery, raw, 'querystring');
  const { page, next_cursor } = paginate(await ctx.store.listPresets(account.id), query);
  return { presets: page.map(presetView), next_cursor };
}

export async function getPreset(ctx: ServiceContext, account: Account, id: string): Promise<PresetView> {
  const p = UUID_RE.test(id) ? await ctx.store.getPreset(account.id, id) : null;
  if (!p) throw notFound('Preset');
  return presetView(p);
}

export async function createPreset(ctx: ServiceContext, account: Account, raw: unknown): Promise<PresetView> {
  const body = validation.input(PresetBody, raw);
  const data = await input(ctx, account, body);
  const max = ctx.config.limits.maxPresetsPerAccount;
  if ((await ctx.store.countPresets(account.id)) >= max) throw badRequest(`An account can have at most ${max} presets`, { limit: max });
  try {
    return presetView(await ctx.store.createPreset(account.id, data));
  } catch (err) {
    if (err instanceof ConflictError) throw duplicate(body.name);
    throw err;
  }
}

export async function updatePreset(ctx: ServiceContext, account: Account, id: string, raw: unknown): Promise<PresetView> {
  // The body is checked first, as fastify's validation did before the handler ran.
  const body = validation.input(PresetBody, raw);
  if (!UUID_RE.test(id) || (await ctx.store.getPreset(account.id, id)) === null) throw notFound('Preset');
  const data = await input(ctx, account, body);
  try {
    const p = await ctx.store.updatePreset(account.id, id, data);
    if (!p) throw notFound('Preset');
    return presetView(p);
  } catch (err) {
    if (err instanceof ConflictError) throw duplicate(body.name);
    throw err;
  }
}

export async function deletePreset(ctx: ServiceContext, account: Account, id: string): Promise<void> {
  if (!UUID_RE.test(id) || !(await ctx.store.deletePreset(account.id, id))) throw notFound('Preset');
}
