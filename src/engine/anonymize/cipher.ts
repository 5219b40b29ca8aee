/**
 * The encryption scheme of the encrypt operator and deanonymize, documented in
 * docs/anonymization.md so that any client can decrypt without Veil:
 *   key   = HKDF-SHA256(ikm = UTF-8 key string, salt = HKDF_SALT, info = HKDF_INFO, 32 bytes)
 *   token = "ENC:" + base64( 12-byte random IV ‖ AES-256-GCM ciphertext of the UTF-8 value ‖ 16-byte tag )
 * Changing a constant here breaks every token already issued: a new scheme needs a new prefix.
 */
import { createCipheriv, createDecipheriv, createHash, createSecretKey, hkdfSync, randomFillSync, type KeyObject } from 'node:crypto';

export const TOKEN_PREFIX = 'ENC:';
export const HKDF_SALT = 'veil-encrypt-v1';
export const HKDF_INFO = 'veil AES-256-GCM entity encryption';
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
/** An empty value still carries IV and tag: 28 bytes, i.e. 40 base64 characters. */
export const MIN_TOKEN_BYTES = IV_BYTES + TAG_BYTES;

function deriveKeyBytes(key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(key, 'utf8'), HKDF_SALT, HKDF_INFO, 32));
}

// HKDF costs about as much as encrypting a few values, and the same few keys recur on every
// request, so derived keys are kept in a small LRU (Map iteration order = insertion order). They
// are kept as KeyObjects: given raw bytes, every createCipheriv would import the key again.
const CACHE_LIMIT = 64;
const derived = new Map<string, KeyObject>();

export function deriveKey(key: string): KeyObject {
  const hit = derived.get(key);
  if (hit) {
    derived.delete(key);
    derived.set(key, hit);
    return hit;
  }
  const fresh = createSecretKey(deriveKeyBytes(key));
  derived.set(key, fresh);
  if (derived.size > CACHE_LIMIT) derived.delete(derived.keys().next().value!);
  return fresh;
}

/** First 16 hex characters of SHA-256 of the derived key: names a key without revealing it (API §6). */
export function keyFingerprint(key: string): string {
  return createHash('sha256').update(deriveKeyBytes(key)).digest('hex').slice(0, 16);
}

// IVs are drawn from a pooled buffer: one randomFillSync per 1024 values instead of one per value.
const POOL_IVS = 1024;
const ivPool = Buffer.alloc(IV_BYTES * POOL_IVS);
let ivNext = POOL_IVS;

function freshIv(): Buffer {
  if (ivNext === POOL_IVS) {
    randomFillSync(ivPool);
    ivNext = 0;
  }
  const start = ivNext++ * IV_BYTES;
  // A copy, so that refilling the pool can never alter an IV still in use.
  return Buffer.from(ivPool.subarray(start, start + IV_BYTES));
}

export function encryptValue(key: KeyObject, value: string): string {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv); // GCM's default tag: 16 bytes
  const body = cipher.update(value, 'utf8');
  cipher.final();
  return TOKEN_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts IV ‖ ciphertext ‖ tag; undefined when it does not authenticate under `key`. */
export function decryptBytes(key: KeyObject, data: Buffer): string | undefined {
  if (data.length < MIN_TOKEN_BYTES) return undefined;
  // An explicit tag length, so that a truncated tag is rejected rather than checked on fewer bytes.
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  const body = decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES));
  try {
    decipher.final();
  } catch {
    return undefined;
  }
  return body.toString('utf8');
}
