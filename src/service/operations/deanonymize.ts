/** deanonymize: decrypt the ENC: tokens the encrypt operator produced (REST, MCP deanonymize_text). */
import { Type, type Static } from 'typebox';
import type { DeanonymizeResult } from '../../engine/index.ts';
import { badRequest } from '../errors.ts';
import { COSTS } from '../metering.ts';
import { textField, UUID_RE } from '../schemas.ts';
import type { Billed, CallContext, ServiceContext } from './context.ts';
import { checkText, recordKeyUse } from './detection.ts';
import { validation } from './validate.ts';

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

export async function deanonymizeText(ctx: ServiceContext, call: CallContext, input: unknown): Promise<Billed<DeanonymizeResponseBody>> {
  const body = validation.input(DeanonymizeBody, input);
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
    call.stages,
  );
  if (keyId !== undefined) recordKeyUse(ctx, call.account, [keyId]);
  return {
    body: { text: result.text, decrypted: result.decrypted, failed: result.failed, tokens_charged: charged.tokens },
    tokensCharged: charged.tokens,
    tokensRemaining: charged.remaining,
  };
}
