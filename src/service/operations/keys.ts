/**
 * keys: stored keys for the encrypt operator (REST /api/encryption-keys; free). The service
 * generates key values; they are stored encrypted under the master key and returned only with
 * includeKey=true. Ids of other accounts answer 404, exactly like missing ids.
 */
import { Type, type Static } from 'typebox';
import type { Account, EncryptionKeyRecord } from '../../store/types.ts';
import { badRequest, notFound } from '../errors.ts';
import { PageQuery, paginate } from '../pagination.ts';
import { Nullable, UUID_RE } from '../schemas.ts';
import type { ServiceContext } from './context.ts';
import { checkStorable } from './detection.ts';
import { validation } from './validate.ts';

export const EncryptionKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  algorithm: Type.Literal('AES-256-GCM'),
  fingerprint: Type.String({ description: 'First 16 hex characters of SHA-256 of the derived key' }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Nullable(Type.String({ format: 'date-time' })),
  use_count: Type.Integer(),
  is_default: Type.Boolean({ description: 'The key encrypt uses when given neither key nor key_id' }),
  key: Type.Optional(Type.String({ description: 'Only with includeKey=true: the 32-character key string' })),
});
export type EncryptionKeyView = Static<typeof EncryptionKey>;

export const CreateKeyBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

export function keyView(k: EncryptionKeyRecord): EncryptionKeyView {
  return {
    id: k.id,
    name: k.name,
    algorithm: k.algorithm,
    fingerprint: k.fingerprint,
    created_at: k.createdAt.toISOString(),
    last_used_at: k.lastUsedAt ? k.lastUsedAt.toISOString() : null,
    use_count: k.useCount,
    is_default: k.isDefault,
  };
}

function parseIncludeKey(value: string | undefined): boolean {
  if (value === undefined) return false;
  const v = value.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0' || v === '') return false;
  throw badRequest('includeKey must be true or false', { field: 'includeKey' });
}

export const KeyQuery = Type.Object({ includeKey: Type.Optional(Type.String({ description: 'true to include the key string' })) });

export async function listKeys(ctx: ServiceContext, account: Account, input: unknown = {}): Promise<{ keys: EncryptionKeyView[]; next_cursor: string | null }> {
  const query = validation.input(PageQuery, input, 'querystring');
  const { page, next_cursor } = paginate(await ctx.store.listKeys(account.id), query);
  return { keys: page.map(keyView), next_cursor };
}

export async function getKey(ctx: ServiceContext, account: Account, id: string, input: unknown = {}): Promise<EncryptionKeyView> {
  const includeKey = parseIncludeKey(validation.input(KeyQuery, input, 'querystring').includeKey);
  const record = UUID_RE.test(id) ? await ctx.store.getKey(account.id, id) : null;
  if (!record) throw notFound('Encryption key');
  if (!includeKey) return keyView(record);
  const key = await ctx.store.getKeyValue(account.id, id);
  if (key === null) throw notFound('Encryption key');
  return { ...keyView(record), key };
}

export async function createKey(ctx: ServiceContext, account: Account, input: unknown): Promise<EncryptionKeyView> {
  const { name } = validation.input(CreateKeyBody, input);
  checkStorable(name, 'name');
  return keyView(await ctx.store.createKey(account.id, { name }));
}

export async function deleteKey(ctx: ServiceContext, account: Account, id: string): Promise<void> {
  if (!UUID_RE.test(id) || !(await ctx.store.deleteKey(account.id, id))) throw notFound('Encryption key');
}
