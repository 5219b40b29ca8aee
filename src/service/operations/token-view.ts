/**
 * How an API token is shown (never its JWT): by the tokens operations and by the operator's
 * `veil token list`. Apart from tokens.ts so that the admin commands load no engine.
 */
import { Type, type Static } from 'typebox';
import type { ApiTokenRecord } from '../../store/types.ts';
import { Nullable, StringEnum } from '../schemas.ts';

export const MAX_TOKEN_NAME_LENGTH = 100;

export const TokenView = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Nullable(Type.String({ format: 'date-time', description: 'Last authenticated request (recorded at most once a minute)' })),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  revoked_at: Nullable(Type.String({ format: 'date-time' })),
  status: StringEnum(['active', 'expired', 'revoked'] as const, { description: 'At the time of the listing' }),
});
export type TokenView = Static<typeof TokenView>;

export function tokenView(t: ApiTokenRecord, now = Date.now()): TokenView {
  return {
    id: t.id,
    name: t.name,
    created_at: t.createdAt.toISOString(),
    last_used_at: t.lastUsedAt?.toISOString() ?? null,
    expires_at: t.expiresAt?.toISOString() ?? null,
    revoked_at: t.revokedAt?.toISOString() ?? null,
    status: t.revokedAt ? 'revoked' : t.expiresAt && t.expiresAt.getTime() <= now ? 'expired' : 'active',
  };
}
