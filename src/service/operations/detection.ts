/**
 * Pieces shared by the text operations (analyze, anonymize, deanonymize, batch), image and presets:
 * text limits, preset merging, the work budget, and fetching the secrets operators need. Plain
 * functions over a `ServiceContext`.
 */
import type { Config } from '../../config.ts';
import { adHocWork, EngineError, validateOperators, WorkBudgetExceeded, type AnalyzeOptions, type OperatorSet } from '../../engine/index.ts';
import { codePointLength } from '../../engine/text/offsets.ts';
import { UNSTORABLE_MESSAGE, unstorableField } from '../../store/storable.ts';
import type { Account } from '../../store/types.ts';
import { badRequest, notFound } from '../errors.ts';
import type { JobSecrets } from '../jobs.ts';
import { UUID_RE, type DetectionFields, type OperatorsInput } from '../schemas.ts';
import type { ServiceContext } from './context.ts';

const DETECTION_KEYS = ['language', 'entities', 'score_threshold', 'ad_hoc_recognizers', 'allow_list', 'context'] as const;

/** Checks `text` (type and length); `index` locates it inside a batch. */
export function checkText(text: unknown, config: Config, field = 'text', index?: number): string {
  const where = index === undefined ? {} : { index };
  if (text === undefined || text === null) throw badRequest(`${field} is required`, { field, ...where });
  if (typeof text !== 'string') throw badRequest(`${field} must be a string`, { field, ...where });
  const limit = config.limits.maxTextLength;
  // Cheap bound first: code points never exceed UTF-16 units.
  if (text.length > limit) {
    const length = codePointLength(text);
    if (length > limit) throw badRequest(`${field} must be at most ${limit} characters`, { field, limit, length, ...where });
  }
  return text;
}

/** Refuses (400 naming the field) any string below `value` the store could not keep as sent. */
export function checkStorable(value: unknown, field: string): void {
  const bad = unstorableField(value, field);
  if (bad !== null) throw badRequest(`${bad} ${UNSTORABLE_MESSAGE}`, { field: bad });
}

/** The saved settings of `presetId` (empty without one); another account's preset is not found. */
export async function presetSettings(ctx: ServiceContext, account: Account, presetId: string | undefined): Promise<Record<string, unknown>> {
  if (presetId === undefined) return {};
  if (typeof presetId !== 'string' || !UUID_RE.test(presetId)) throw notFound('Preset');
  const preset = await ctx.store.getPreset(account.id, presetId);
  if (!preset) throw notFound('Preset');
  return preset.settings;
}

/** Request fields override preset fields, field by field (an `operators` object replaces the preset's). */
export function mergeDetection(preset: Record<string, unknown>, request: DetectionFields): AnalyzeOptions {
  const out: Record<string, unknown> = {};
  for (const key of DETECTION_KEYS) {
    const value = request[key] ?? preset[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export function mergeOperators(preset: Record<string, unknown>, request: OperatorsInput | undefined): unknown {
  return request ?? preset.operators;
}

/**
 * The work budget, checked before anything is queued or charged: Σ over the texts of length × the
 * ad hoc recognizers' program size must stay within `limits.maxWorkUnits` (413 naming the budget
 * otherwise). Returns each text's estimate, which the scheduler uses to send heavy jobs to workers.
 */
export function checkWork(config: Config, texts: readonly string[], options: AnalyzeOptions): number[] {
  const work = texts.map((t) => adHocWork(t.length, options.ad_hoc_recognizers));
  const total = work.reduce((a, b) => a + b, 0);
  const limit = config.limits.maxWorkUnits;
  if (total > limit) {
    throw new WorkBudgetExceeded(
      'work',
      `text length × ad hoc pattern size is ${total} work units, more than the ${limit} allowed per request; send a shorter text or fewer or simpler patterns`,
      { limit, estimated: total },
    );
  }
  return work;
}

/**
 * Validates operators and loads what they need from the store: the hash secret, the default key,
 * and every key_id (an unknown or foreign key_id → 400 naming the field, before any detection).
 */
export async function operatorSecrets(
  ctx: ServiceContext,
  account: Account,
  operators: unknown,
): Promise<{ set: OperatorSet; secrets: JobSecrets; keysUsed: string[] }> {
  const set = validateOperators(operators);
  const secrets: JobSecrets = {};
  const keysUsed: string[] = [];
  for (const req of set.requirements()) {
    if (req.kind === 'hash_secret') {
      secrets.hashSecret = new Uint8Array(await ctx.store.getHashSecret(account.id));
    } else if (req.kind === 'default_encryption_key') {
      const key = await ctx.store.getOrCreateDefaultKey(account.id);
      const value = await ctx.store.getKeyValue(account.id, key.id);
      if (value === null) throw new Error('default encryption key vanished');
      secrets.defaultEncryptionKey = value;
      keysUsed.push(key.id);
    } else {
      const value = UUID_RE.test(req.id) ? await ctx.store.getKeyValue(account.id, req.id) : null;
      if (value === null) {
        const field = fieldNamingKeyId(operators, req.id);
        throw badRequest(`${field} '${req.id}' is not one of your encryption keys`, { field });
      }
      (secrets.keys ??= {})[req.id] = value;
      keysUsed.push(req.id);
    }
  }
  return { set, secrets, keysUsed };
}

function fieldNamingKeyId(operators: unknown, id: string): string {
  if (typeof operators === 'object' && operators !== null) {
    for (const [entity, entry] of Object.entries(operators as Record<string, unknown>)) {
      if (typeof entry === 'object' && entry !== null && (entry as Record<string, unknown>).key_id === id) return `operators.${entity}.key_id`;
    }
  }
  return 'key_id';
}

/** Bumps use counters of the keys a successful call used; never delays or fails the response. */
export function recordKeyUse(ctx: ServiceContext, account: Account, keyIds: readonly string[]): void {
  for (const id of new Set(keyIds)) {
    ctx.store.recordKeyUse(account.id, id).catch((err: unknown) => ctx.onBackgroundError(err, 'recordKeyUse'));
  }
}

/** Re-throws an EngineError with its field prefixed (preset settings are validated under "settings."). */
export function prefixEngineError(err: unknown, prefix: string): never {
  if (err instanceof EngineError) {
    const field = typeof err.details?.field === 'string' ? `${prefix}${err.details.field}` : undefined;
    throw new EngineError(`${prefix}${err.message}`, err.code, { ...err.details, ...(field ? { field } : {}) });
  }
  throw err;
}
