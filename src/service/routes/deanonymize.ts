/** POST /api/pii/deanonymize — decrypt the ENC: tokens the encrypt operator produced. */
import { Type, type Static } from 'typebox';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { DeanonymizeResult } from '../../engine/index.ts';
import { checkText, recordKeyUse, type Billed, type CallContext, type ServiceContext } from '../detection.ts';
import { badRequest } from '../errors.ts';
import { billed, callContext, type ResourceOptions } from '../http.ts';
import { COSTS } from '../metering.ts';
import { errorResponses, textField, UUID_RE } from '../schemas.ts';

export const DeanonymizeBody = Type.Object({
  ...textField,
  key: Type.Optional(Type.String({ description: 'The key string used to encrypt (16–32 characters)' })),
  key_id: Type.Optional(Type.String({ description: 'A stored key; without key and key_id the account default key is used' })),
});
export type DeanonymizeBody = Static<typeof DeanonymizeBody>;

export const DeanonymizeResponse = Type.Object({
  text: Type.String(),
  decrypted: Type.Integer({ description: 'ENC: tokens decrypted in place' }),
  failed: Type.Integer({ description: 'ENC: tokens that did not authenticate under the key (left as they are)' }),
  tokens_charged: Type.Integer(),
});
export type DeanonymizeResponseBody = Static<typeof DeanonymizeResponse>;

export async function deanonymizeRequest(ctx: ServiceContext, call: CallContext, body: DeanonymizeBody): Promise<Billed<DeanonymizeResponseBody>> {
  const text = checkText(body.text, ctx.config);
  if (body.key !== undefined && body.key_id !== undefined) throw badRequest('give key or key_id, not both', { field: 'key' });
  let key: string;
  let keyId: string | undefined;
  if (body.key !== undefined) {
    key = body.key;
  } else if (body.key_id !== undefined) {
    const value = UUID_RE.test(body.key_id) ? await ctx.store.getKeyValue(call.account.id, body.key_id) : null;
    if (value === null) throw badRequest(`key_id '${body.key_id}' is not one of your encryption keys`, { field: 'key_id' });
    key = value;
    keyId = body.key_id;
  } else {
    // Symmetric with encrypt: no key given means the account's default key.
    const record = await ctx.store.getOrCreateDefaultKey(call.account.id);
    const value = await ctx.store.getKeyValue(call.account.id, record.id);
    if (value === null) throw new Error('default encryption key vanished');
    key = value;
    keyId = record.id;
  }
  const cost = COSTS.deanonymize(text);
  const { result, charged } = await ctx.meter.run(call.account, 'deanonymize', cost, call.requestId, async () =>
    (await ctx.scheduler.submit({ op: 'deanonymize', text, key }, call.account.plan)) as DeanonymizeResult,
  );
  if (keyId !== undefined) recordKeyUse(ctx, call.account, [keyId]);
  return {
    body: { text: result.text, decrypted: result.decrypted, failed: result.failed, tokens_charged: charged.tokens },
    tokensCharged: charged.tokens,
    tokensRemaining: charged.remaining,
  };
}

const deanonymizeRoutes: FastifyPluginCallbackTypebox<ResourceOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/pii/deanonymize',
    {
      schema: {
        tags: ['pii'],
        summary: 'Decrypt ENC: tokens made by the encrypt operator',
        description: 'Costs 1 token per started 1,000 characters (minimum 1).',
        body: DeanonymizeBody,
        response: { 200: DeanonymizeResponse, ...errorResponses },
      },
    },
    async (request, reply) => billed(reply, await deanonymizeRequest(ctx, callContext(request), request.body)),
  );
  done();
};

export default deanonymizeRoutes;
