import { createHmac } from 'node:crypto';
import { invalid, optionalString } from '../params.ts';
import type { OperatorDefinition, Transform } from '../types.ts';

export const MIN_SALT_LENGTH = 16;
const ALGORITHMS = { SHA256: 'sha256', SHA512: 'sha512' } as const;

/**
 * hash: lowercase hex HMAC-SHA256 (default) or HMAC-SHA512 of the entity text. The HMAC key is the
 * operator's `salt` when given, otherwise the account's secret: deterministic, so hashed columns
 * still join, yet unlike a bare SHA-256 of an SSN nobody without the key can brute-force it.
 */
export const hashOperator: OperatorDefinition = {
  type: 'hash',
  parse(raw, field) {
    const hashType = optionalString(raw, 'hash_type', field)?.toUpperCase() ?? 'SHA256';
    if (hashType !== 'SHA256' && hashType !== 'SHA512') invalid(`${field}.hash_type`, 'must be SHA256 or SHA512');
    const salt = optionalString(raw, 'salt', field, (length) => (length < MIN_SALT_LENGTH ? `must be at least ${MIN_SALT_LENGTH} characters` : undefined));
    const algorithm = ALGORITHMS[hashType];
    return {
      type: 'hash',
      // The salt is key material: it is not echoed in params.
      params: { hash_type: hashType, salted: salt !== undefined },
      requires: salt === undefined ? [{ kind: 'hash_secret' }] : [],
      bind(context) {
        const secret = salt ?? context.hashSecret;
        if (secret === undefined || secret.length === 0) {
          invalid(`${field}.salt`, 'is required: no account hash secret is available', 'hash_secret_required');
        }
        return hmacTransform(algorithm, typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret);
      },
    };
  },
};

// A raw key buffer, not a KeyObject: createSecretKey costs about as much as one HMAC, and an HMAC
// costs about as much as the rest of anonymize, so repeated values within a call are hashed once.
function hmacTransform(algorithm: string, key: Uint8Array): Transform {
  const seen = new Map<string, string>();
  return (original) => {
    let digest = seen.get(original);
    if (digest === undefined) seen.set(original, (digest = createHmac(algorithm, key).update(original, 'utf8').digest('hex')));
    return digest;
  };
}
