/**
 * /api/console — Developer Access (API tokens), usage, presets, encryption keys and the entity
 * list, for the signed-in account. Every handler is a call into the same operations as the API
 * (operations.ts); tokens go through the tokens operation, over the same records as
 * `veil token list|revoke` (a revocation reaches the authenticator through ctx.onTokenRevoked).
 */
import { Type } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ServiceError } from '../errors.ts';
import { PLAN_LIMITS } from '../limits.ts';
import { PLAN_ALLOWANCE } from '../../store/plans.ts';
import { consoleCall, consoleCaller, type ConsoleOptions } from './context.ts';
import { createKey, createPreset, createToken, deleteKey, deletePreset, getAccount, getKey, listEntities, listKeys, listPresets, listTokens, revokeToken, updatePreset } from './operations.ts';

/** Days shown by the usage chart. */
export const USAGE_DAYS = 30;
/** Ledger entries shown under it. */
export const RECENT_CHARGES = 50;
const MAX_TOKEN_DAYS = 3650;
const IdParams = Type.Object({ id: Type.String() });

const CreateTokenBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  expires_in_days: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_TOKEN_DAYS }), Type.Null()])),
});

/** The last `days` UTC days, oldest first, with zeros where nothing was charged. */
export function fillDays(rows: readonly { day: string; tokens: number }[], days: number, now = new Date()): { day: string; tokens: number }[] {
  const byDay = new Map(rows.map((r) => [r.day, r.tokens]));
  const out: { day: string; tokens: number }[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(today - i * 86_400_000).toISOString().slice(0, 10);
    out.push({ day, tokens: byDay.get(day) ?? 0 });
  }
  return out;
}

const tokenPlanRefusal = (plan: string) =>
  new ServiceError(403, 'API tokens need the basic plan or higher: the free plan has no API access. Upgrade to basic, pro or business to create tokens.', {
    reason: 'upgrade_required',
    plan,
    required: 'basic',
  });

export function resourceRoutes(): FastifyPluginCallbackTypebox<ConsoleOptions> {
  return (app, { ctx }, done) => {
    const { store } = ctx;

    // ------------------------------------------------------------ Developer Access
    app.get('/api/console/tokens', async (request) => {
      const caller = consoleCall(request);
      const { account } = caller;
      const tokens = (await listTokens(ctx, caller)).tokens.reverse();
      const allowed = PLAN_LIMITS[account.plan].rest;
      return { tokens, can_create: allowed, plan: account.plan, required_plan: allowed ? null : 'basic' };
    });

    app.post('/api/console/tokens', { schema: { body: CreateTokenBody } }, async (request, reply) => {
      const caller = consoleCall(request);
      if (!PLAN_LIMITS[caller.account.plan].rest) throw tokenPlanRefusal(caller.account.plan);
      const name = request.body.name.trim();
      if (name === '') throw badRequest('name must be a non-empty printable text', { field: 'name' });
      const days = request.body.expires_in_days ?? null;
      const expiresAt = days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString();
      // The tokens operation (shared with the API's account tools) checks and issues it.
      const issued = await createToken(ctx, caller, { name, expires_at: expiresAt });
      void reply.code(201);
      // The only time the token is ever returned: only its id is stored.
      return { id: issued.id, name, token: issued.token, expires_at: issued.expires_at };
    });

    app.delete('/api/console/tokens/:id', { schema: { params: IdParams } }, async (request, reply) => {
      await revokeToken(ctx, consoleCall(request), request.params.id);
      return reply.code(204).send();
    });

    // ------------------------------------------------------------ usage
    app.get('/api/console/usage', async (request) => {
      const caller = consoleCaller(request);
      const accountBody = await getAccount(ctx, { account: caller.account, requestId: request.id });
      const since = new Date(Date.now() - USAGE_DAYS * 86_400_000);
      const [daily, charges] = await Promise.all([store.usageByDay(caller.account.id, since), store.recentCharges(caller.account.id, RECENT_CHARGES)]);
      return {
        account: accountBody,
        allowance: PLAN_ALLOWANCE[caller.account.plan],
        daily: fillDays(daily, USAGE_DAYS),
        charges: charges.map((c) => ({ endpoint: c.endpoint, tokens: c.tokens, created_at: c.createdAt.toISOString() })),
      };
    });

    app.get('/api/console/entities', { schema: { querystring: Type.Object({ language: Type.Optional(Type.String()) }) } }, (request, reply) =>
      reply.send(listEntities(request.query)),
    );

    // ------------------------------------------------------------ presets (the API's functions and schema)
    app.get('/api/console/presets', async (request) => listPresets(ctx, consoleCaller(request).account));
    app.post('/api/console/presets', async (request, reply) => {
      const preset = await createPreset(ctx, consoleCaller(request).account, request.body);
      void reply.code(201);
      return preset;
    });
    app.put('/api/console/presets/:id', { schema: { params: IdParams } }, async (request) =>
      updatePreset(ctx, consoleCaller(request).account, request.params.id, request.body),
    );
    app.delete('/api/console/presets/:id', { schema: { params: IdParams } }, async (request, reply) => {
      await deletePreset(ctx, consoleCaller(request).account, request.params.id);
      return reply.code(204).send();
    });

    // ------------------------------------------------------------ encryption keys
    app.get('/api/console/keys', async (request) => listKeys(ctx, consoleCaller(request).account));
    app.post('/api/console/keys', async (request, reply) => {
      const key = await createKey(ctx, consoleCaller(request).account, request.body);
      void reply.code(201);
      return key;
    });
    // A POST, not a GET: revealing a key value is an explicit act, CSRF-checked like any change.
    app.post('/api/console/keys/:id/reveal', { schema: { params: IdParams } }, async (request) => getKey(ctx, consoleCaller(request).account, request.params.id, { includeKey: 'true' }));
    app.delete('/api/console/keys/:id', { schema: { params: IdParams } }, async (request, reply) => {
      await deleteKey(ctx, consoleCaller(request).account, request.params.id);
      return reply.code(204).send();
    });
    done();
  };
}
