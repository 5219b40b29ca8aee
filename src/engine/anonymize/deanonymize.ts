/**
 * deanonymize(text, key): decrypts in place every `ENC:` token that authenticates under `key`.
 *
 * A token has no end marker: base64 without padding followed directly by letters or digits
 * ("ENC:…AbCd's" is fine, "ENC:…AbCdxyz" is not) runs on. GCM authentication settles it: the
 * whole run is tried first, then ever shorter prefixes of whole base64 quanta, so an entity glued
 * to the following word still comes back. The number of shorter tries is bounded, which keeps a
 * hostile run of base64 characters linear in cost.
 */
import type { KeyObject } from 'node:crypto';
import { EngineError } from '../errors.ts';
import { codePointLength } from '../text/offsets.ts';
import { decryptBytes, deriveKey, MIN_TOKEN_BYTES, TOKEN_PREFIX } from './cipher.ts';
import { MAX_KEY_LENGTH, MIN_KEY_LENGTH } from './operators/encrypt.ts';
import type { DeanonymizeResult } from './types.ts';

/** Base64 characters of the shortest token (28 bytes → 40 characters incl. padding). */
const MIN_TOKEN_CHARS = Math.ceil(MIN_TOKEN_BYTES / 3) * 4;
/** Shorter prefixes tried per token: covers up to 256 base64 characters glued after a token. */
const MAX_SHORTER_TRIES = 64;

function isBase64Char(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47;
}

interface Found {
  plain: string;
  end: number;
}

/** Tries to decrypt a token whose base64 starts at `from`; null when nothing there authenticates. */
function decryptAt(text: string, from: number, key: KeyObject): Found | null | 'not-a-token' {
  let end = from;
  while (end < text.length && isBase64Char(text.charCodeAt(end))) end++;
  const bodyEnd = end;
  while (end < text.length && end - bodyEnd < 2 && text.charCodeAt(end) === 61 /* = */) end++;
  if (end - from < MIN_TOKEN_CHARS) return 'not-a-token';

  // The run as it stands, with at most the padding that makes it whole quanta.
  for (let padded = end; padded >= bodyEnd; padded--) {
    if ((padded - from) % 4 === 0) {
      const plain = decryptBytes(key, Buffer.from(text.slice(from, padded), 'base64'));
      if (plain !== undefined) return { plain, end: padded };
      break;
    }
  }
  // Shorter prefixes without padding: the token was followed by base64 characters. Every 4
  // characters decode to 3 bytes, so the prefixes are prefixes of one decoding of the run.
  let length = Math.floor((bodyEnd - from) / 4) * 4;
  if (length === bodyEnd - from) length -= 4;
  if (length < MIN_TOKEN_CHARS) return null;
  const bytes = Buffer.from(text.slice(from, from + length), 'base64');
  for (let tries = 0; tries < MAX_SHORTER_TRIES && length >= MIN_TOKEN_CHARS; tries++, length -= 4) {
    const plain = decryptBytes(key, bytes.subarray(0, (length / 4) * 3));
    if (plain !== undefined) return { plain, end: from + length };
  }
  return null;
}

export function deanonymize(text: string, key: string): DeanonymizeResult {
  if (typeof text !== 'string') throw new EngineError('text must be a string', 'invalid_text', { field: 'text' });
  if (typeof key !== 'string') throw new EngineError('key must be a string', 'invalid_key', { field: 'key' });
  const length = codePointLength(key);
  if (length < MIN_KEY_LENGTH || length > MAX_KEY_LENGTH) {
    throw new EngineError(`key must be ${MIN_KEY_LENGTH} to ${MAX_KEY_LENGTH} characters`, 'invalid_key', { field: 'key' });
  }
  const derived = deriveKey(key); // once per call

  let output = '';
  let copied = 0;
  let decrypted = 0;
  let failed = 0;
  let at = text.indexOf(TOKEN_PREFIX);
  while (at !== -1) {
    const found = decryptAt(text, at + TOKEN_PREFIX.length, derived);
    if (found !== null && found !== 'not-a-token') {
      output += text.slice(copied, at) + found.plain;
      copied = found.end;
      decrypted++;
      at = text.indexOf(TOKEN_PREFIX, found.end);
      continue;
    }
    if (found === null) failed++;
    // ':' is not base64, so a failed run never hides the next prefix: resume right after this one.
    at = text.indexOf(TOKEN_PREFIX, at + TOKEN_PREFIX.length);
  }
  output += text.slice(copied);
  return { text: output, decrypted, failed };
}
