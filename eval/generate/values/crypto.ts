/** Bitcoin addresses with valid checksums: Base58Check (P2PKH, P2SH) and Bech32 (P2WPKH). */
import { createHash, type BinaryLike } from 'node:crypto';
import type { Rng } from '../rng.ts';

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function sha256(data: BinaryLike): Buffer {
  return createHash('sha256').update(data).digest();
}

export function base58(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}

function base58check(version: number, payload: Uint8Array): string {
  const data = Buffer.concat([Buffer.from([version]), payload]);
  const check = sha256(sha256(data)).subarray(0, 4);
  return base58(Buffer.concat([data, check]));
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const codes = Array.from(hrp, (c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

function toWords(bytes: Uint8Array): number[] {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
}

export function bech32Address(program: Uint8Array, hrp = 'bc', version = 0): string {
  const data = [version, ...toWords(program)];
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return hrp + '1' + [...data, ...checksum].map((d) => BECH32[d]!).join('');
}

export function bech32Valid(address: string): boolean {
  const pos = address.lastIndexOf('1');
  const hrp = address.slice(0, pos);
  const data = Array.from(address.slice(pos + 1), (c) => BECH32.indexOf(c));
  return !data.includes(-1) && polymod([...hrpExpand(hrp), ...data]) === 1;
}

export function base58checkValid(address: string): boolean {
  let n = 0n;
  for (const c of address) {
    const i = B58.indexOf(c);
    if (i < 0) return false;
    n = n * 58n + BigInt(i);
  }
  const hex = n.toString(16).padStart(50, '0');
  const bytes = Buffer.from(hex, 'hex');
  return sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4).equals(bytes.subarray(21));
}

export function bitcoinAddress(rng: Rng): string {
  const payload = Uint8Array.from({ length: 20 }, () => rng.int(0, 255));
  return rng.weighted<string>([
    [base58check(0x00, payload), 5],
    [base58check(0x05, payload), 2],
    [bech32Address(payload), 3],
  ]);
}
