/**
 * /api/encryption-keys — stored keys for the encrypt operator (free). The service generates key
 * values; they are stored encrypted under the master key and returned only with includeKey=true.
 * Ids of other accounts answer 404, exactly like missing ids.
 */
import { Type, type Static } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Account, EncryptionKeyRecord } from '../../store/types.ts';
import { checkStorable, type ServiceContext } from '../detection.ts';
import { NextCursor, PageQuery, paginate, type PageRequest } from '../pagination.ts';
import { badRequest, notFound } from '../errors.ts';
import { callContext, type ResourceOptions } from '../http.ts';
import { ErrorBody, Nullable, UUID_RE } from '../schemas.ts';

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

export async function listKeys(ctx: ServiceContext, account: Account, query: PageRequest = {}): Promise<{ keys: EncryptionKeyView[]; next_cursor: string | null }> {
  const { page, next_cursor } = paginate(await ctx.store.listKeys(account.id), query);
  return { keys: page.map(keyView), next_cursor };
}

export async function getKey(ctx: ServiceContext, account: Account, id: string, includeKey: boolean): Promise<EncryptionKeyView> {
  const record = UUID_RE.test(id) ? await ctx.store.getKey(account.id, id) : null;
  if (!record) throw notFound('Encryption key');
  if (!includeKey) return keyView(record);
  const key = await ctx.store.getKeyValue(account.id, id);
  if (key === null) throw notFound('Encryption key');
  return { ...keyView(record), key };
}

export async function createKey(ctx: ServiceContext, account: Account, name: string): Promise<EncryptionKeyView> {
  checkStorable(name, 'name');
  return keyView(await ctx.store.createKey(account.id, { name }));
}

export async function deleteKey(ctx: ServiceContext, account: Account, id: string): Promise<void> {
  if (!UUID_RE.test(id) || !(await ctx.store.deleteKey(account.id, id))) throw notFound('Encryption key');
}

const IdParams = Type.Object({ id: Type.String() });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

const keyRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  const tags = ['encryption-keys'];
  app.get(
    '/api/encryption-keys',
    {
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
      schema: {
        tags,
        summary: 'One key; with includeKey=true also its value',
        params: IdParams,
        querystring: Type.Object({ includeKey: Type.Optional(Type.String({ description: 'true to include the key string' })) }),
        response: { 200: EncryptionKey, ...errors },
      },
    },
    async (request) => getKey(ctx, callContext(request).account, request.params.id, parseIncludeKey(request.query.includeKey)),
  );
  app.post(
    '/api/encryption-keys',
    { schema: { tags, summary: 'Create a key (the service generates its value)', body: CreateKeyBody, response: { 201: EncryptionKey, ...errors } } },
    async (request, reply) => {
      const key = await createKey(ctx, callContext(request).account, request.body.name);
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
