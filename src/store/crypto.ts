/**
 * Key material for the store: the documented derivation of an encrypt-operator key (shared with the
 * anonymizer), key fingerprints, and sealing secrets at rest under the master key.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * HKDF-SHA256 parameters of the encrypt operator. Public and fixed: any client holding the key
 * string can derive the same AES-256 key and decrypt `ENC:` tokens. Changing them breaks every
 * ciphertext ever produced, so they are versioned in the salt.
 */
export const ENCRYPT_KDF = { hash: 'sha256', salt: 'veil-encrypt-v1', info: 'veil:aes-256-gcm', length: 32 } as const;

/** The AES-256 key the encrypt operator uses for a user-supplied or stored key string. */
export function deriveEncryptionKey(key: string): Buffer {
  return Buffer.from(hkdfSync(ENCRYPT_KDF.hash, Buffer.from(key, 'utf8'), ENCRYPT_KDF.salt, ENCRYPT_KDF.info, ENCRYPT_KDF.length));
}

/** First 16 hex chars of SHA-256 of the derived key: identifies a key without revealing it. */
export function keyFingerprint(key: string): string {
  return createHash('sha256').update(deriveEncryptionKey(key)).digest('hex').slice(0, 16);
}

/** A fresh 32-character key string (192 random bits, base64url), usable as `operators.X.key`. */
export function generateKeyString(): string {
  return randomBytes(24).toString('base64url');
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class MasterKeyMismatchError extends Error {
  override name = 'MasterKeyMismatchError';
}

/**
 * Seals small secrets (stored key strings, hash secrets) with AES-256-GCM under a key derived from
 * MASTER_KEY. The additional authenticated data binds each ciphertext to its row, so a value copied
 * into another account's row (by someone with database access) fails to decrypt instead of leaking.
 */
export class MasterKey {
  readonly #key: Buffer;

  constructor(masterKey: string) {
    if (masterKey.length < 32) throw new Error('the master key must be at least 32 characters');
    // HKDF rather than using the bytes directly: MASTER_KEY may be any string (hex, base64, a
    // passphrase) and this key must not be usable for anything else.
    this.#key = Buffer.from(hkdfSync('sha256', Buffer.from(masterKey, 'utf8'), 'veil-master-v1', 'veil:at-rest', 32));
  }

  seal(plaintext: Buffer, aad: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]);
  }

  open(sealed: Buffer, aad: string): Buffer {
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new MasterKeyMismatchError(`sealed value for ${aad} is truncated`);
    const decipher = createDecipheriv('aes-256-gcm', this.#key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new MasterKeyMismatchError(`cannot decrypt ${aad}: MASTER_KEY differs from the one it was stored with, or the value was tampered with`);
    }
  }

  // Keep the key out of console.log / util.inspect / JSON by accident.
  toJSON(): string {
    return '[MasterKey]';
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[MasterKey]';
  }
}
