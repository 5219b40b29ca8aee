/**
 * tokens: the API tokens of the caller's own account — list, issue, revoke (the web console; the
 * operator's `veil token …` admin commands share `tokenView`). Ids of other accounts answer 404,
 * exactly like missing ids. A token's JWT is returned once, when it is issued; never afterwards.
 */
import { Type } from 'typebox';
import { isStorableString, UNSTORABLE_MESSAGE } from '../../store/storable.ts';
import { badRequest, notFound } from '../errors.ts';
import { Nullable, UUID_RE } from '../schemas.ts';
import type { CallContext, ServiceContext } from './context.ts';
import { MAX_TOKEN_NAME_LENGTH, tokenView, type TokenView } from './token-view.ts';
import { validation } from './validate.ts';

export const CreateTokenBody = Type.Object({
  name: Type.Optional(Nullable(Type.String({ maxLength: MAX_TOKEN_NAME_LENGTH }))),
  expires_at: Type.Optional(Nullable(Type.String({ description: 'ISO 8601, in the future; null or absent: never expires' }))),
});

export interface IssuedTokenView {
  id: string;
  /** The JWT: shown once. */
  token: string;
  expires_at: string | null;
}

export async function listTokens(ctx: ServiceContext, call: CallContext): Promise<{ tokens: TokenView[] }> {
  const now = Date.now();
  return { tokens: (await ctx.store.listApiTokens(call.account.id)).map((t) => tokenView(t, now)) };
}

export async function createToken(ctx: ServiceContext, call: CallContext, input: unknown): Promise<IssuedTokenView> {
  const body = validation.input(CreateTokenBody, input);
  const name = body.name ?? null;
  if (name !== null && !isStorableString(name)) throw badRequest(`name ${UNSTORABLE_MESSAGE}`, { field: 'name' });
  let expiresAt: Date | null = null;
  if (body.expires_at !== undefined && body.expires_at !== null) {
    expiresAt = new Date(body.expires_at);
    if (Number.isNaN(expiresAt.getTime())) throw badRequest('expires_at must be an ISO 8601 date', { field: 'expires_at' });
    if (expiresAt.getTime() <= Date.now()) throw badRequest('expires_at must lie in the future', { field: 'expires_at' });
  }
  if (!ctx.config.jwtSecret) throw new Error('config.jwtSecret is required to issue tokens');
  // Loaded on use: signing (jose) is not needed by the other operations.
  const { issueToken } = await import('../auth.ts');
  return issueToken(ctx.store, ctx.config.jwtSecret, { accountId: call.account.id, name, expiresAt });
}

/** Revoking twice is fine (the first revocation time is kept); the token stops working at once on this instance. */
export async function revokeToken(ctx: ServiceContext, call: CallContext, id: string): Promise<{ id: string; revoked: true }> {
  const record = UUID_RE.test(id) ? await ctx.store.getApiToken(id) : null;
  if (record === null || record.accountId !== call.account.id) throw notFound('Token');
  await ctx.store.revokeApiToken(id);
  ctx.onTokenRevoked?.(id);
  return { id, revoked: true };
}
