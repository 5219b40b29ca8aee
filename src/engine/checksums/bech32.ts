/**
 * Bech32 (BIP-173) and Bech32m (BIP-350) strings and the SegWit addresses built on them. The two
 * encodings differ only in the constant the checksum must leave; BIP-350 ties witness version 0 to
 * Bech32 and versions 1–16 to Bech32m, so a v1 address in Bech32 is invalid.
 */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < CHARSET.length; i++) VALUE[CHARSET.charCodeAt(i)] = i;

const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

export type Bech32Encoding = 'bech32' | 'bech32m';

export interface Bech32Decoded {
  hrp: string;
  /** 5-bit values without the 6 checksum characters. */
  data: number[];
  encoding: Bech32Encoding;
}

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ GENERATOR[i]!) >>> 0;
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) >> 5);
  out.push(0);
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) & 31);
  return out;
}

/** Decodes a Bech32 or Bech32m string; null on mixed case, bad characters or a wrong checksum. */
export function bech32Decode(text: string): Bech32Decoded | null {
  if (text.length < 8 || text.length > 90) return null;
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return null;
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || sep + 7 > lower.length) return null;
  const hrp = lower.slice(0, sep);
  for (let i = 0; i < hrp.length; i++) {
    const c = hrp.charCodeAt(i);
    if (c < 33 || c > 126) return null;
  }
  const data: number[] = [];
  for (let i = sep + 1; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    const v = c < 128 ? VALUE[c]! : -1;
    if (v < 0) return null;
    data.push(v);
  }
  const check = polymod([...hrpExpand(hrp), ...data]);
  const encoding: Bech32Encoding | null = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null;
  if (!encoding) return null;
  return { hrp, data: data.slice(0, -6), encoding };
}

/** Regroups bits (5 → 8 for witness programs); null when the padding is not zero or too long. */
export function convertBits(data: readonly number[], from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return null;
    acc = ((acc << from) | value) & 0xffffff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) {
    return null;
  }
  return out;
}

/** A SegWit address for the given human-readable part ("bc" = Bitcoin mainnet). */
export function segwitAddressValid(address: string, hrp = 'bc'): boolean {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.data.length < 1) return false;
  const version = decoded.data[0]!;
  if (version > 16) return false;
  const program = convertBits(decoded.data.slice(1), 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return false;
  if (version === 0) return decoded.encoding === 'bech32' && (program.length === 20 || program.length === 32);
  return decoded.encoding === 'bech32m';
}
