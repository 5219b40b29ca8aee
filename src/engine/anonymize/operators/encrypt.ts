import { deriveKey, encryptValue } from '../cipher.ts';
import { invalid, optionalString } from '../params.ts';
import type { AnonymizeContext, OperatorDefinition, Requirement } from '../types.ts';

export const MIN_KEY_LENGTH = 16;
export const MAX_KEY_LENGTH = 32;

/**
 * encrypt: AES-256-GCM under a key derived from a key string (scheme in ../cipher.ts), reversible
 * with deanonymize or any client that follows docs/anonymization.md. The key string comes from
 * `key`, from a stored key named by `key_id`, or else from the account's default key — all three
 * resolved by the caller through the context, since the engine has no storage.
 */
export const encryptOperator: OperatorDefinition = {
  type: 'encrypt',
  parse(raw, field) {
    const key = optionalString(raw, 'key', field, (length) =>
      length < MIN_KEY_LENGTH || length > MAX_KEY_LENGTH ? `must be ${MIN_KEY_LENGTH} to ${MAX_KEY_LENGTH} characters` : undefined,
    );
    const keyId = optionalString(raw, 'key_id', field, (length) => (length === 0 ? 'must not be empty' : undefined));
    if (key !== undefined && keyId !== undefined) invalid(`${field}.key`, `and ${field}.key_id cannot both be given`);
    const requires: Requirement[] = key !== undefined ? [] : keyId !== undefined ? [{ kind: 'key_id', id: keyId }] : [{ kind: 'default_encryption_key' }];
    return {
      type: 'encrypt',
      // Never the key itself: params may end up in logs.
      params: key !== undefined ? { key_source: 'key' } : keyId !== undefined ? { key_source: 'key_id', key_id: keyId } : { key_source: 'default' },
      requires,
      bind(context) {
        const derived = deriveKey(keyString(key, keyId, field, context));
        return (original) => encryptValue(derived, original);
      },
    };
  },
};

function keyString(key: string | undefined, keyId: string | undefined, field: string, context: AnonymizeContext): string {
  if (key !== undefined) return key;
  if (keyId !== undefined) {
    const resolved = context.resolveKeyId?.(keyId);
    if (resolved === undefined || resolved === '') invalid(`${field}.key_id`, `'${keyId}' is not a known encryption key`, 'unknown_key_id');
    return resolved;
  }
  const fallback = context.defaultEncryptionKey;
  if (fallback === undefined || fallback === '') {
    invalid(`${field}.key`, 'is required: give key or key_id (no default encryption key is available)', 'encryption_key_required');
  }
  return fallback;
}
