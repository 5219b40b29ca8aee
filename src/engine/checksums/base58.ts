/**
 * Base58 (the Bitcoin alphabet: no 0, O, I, l) and Base58Check, whose last four bytes are the first
 * four bytes of SHA-256(SHA-256(payload)).
 */
import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;

/** Decoded bytes, or null when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  // Big number kept as little-endian bytes; each character multiplies it by 58 and adds its value.
  const bytes: number[] = [];
  let zeros = 0;
  while (zeros < text.length && text.charCodeAt(zeros) === 49) zeros++; // each leading '1' is a zero byte
  for (let i = zeros; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let carry = code < 128 ? DIGIT[code]! : -1;
    if (carry < 0) return null;
    for (let j = 0; j < bytes.length; j++) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let j = 0; j < bytes.length; j++) out[zeros + j] = bytes[bytes.length - 1 - j]!;
  return out;
}

function doubleSha256(data: Uint8Array): Buffer {
  return createHash('sha256').update(createHash('sha256').update(data).digest()).digest();
}

/** The payload (version byte included) when the 4-byte checksum matches, else null. */
export function base58CheckDecode(text: string): Uint8Array | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, bytes.length - 4);
  const hash = doubleSha256(payload);
  for (let i = 0; i < 4; i++) if (hash[i] !== bytes[payload.length + i]) return null;
  return payload;
}

/** Bitcoin mainnet legacy address: version 0x00 (P2PKH, "1…") or 0x05 (P2SH, "3…") and a 20-byte hash. */
export function bitcoinBase58AddressValid(address: string): boolean {
  const payload = base58CheckDecode(address);
  return payload !== null && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
}
