/**
 * Dictionaries of ordinary words outside English (data/vocab.bin, built by scripts/build-vocab.ts
 * from permissively licensed word lists). The name model asks "is this capitalised token an ordinary
 * word of the document's language?" — in German every noun is capitalised, so capitals alone say
 * little there. Stored as sorted 32-bit hashes of the lower-cased words per language (4 bytes a
 * word, a binary search per look-up; a hash collision makes a rare word look ordinary, ~1 in 3,000).
 *
 * File layout: "VEILVOC1" · u32 header length · header JSON {languages: {code: count}} · for each
 * language in header order, count u32 hashes ascending.
 */
import { hashString } from './model/hash.ts';

export type Vocabulary = ReadonlyMap<string, Uint32Array>;

export function encodeVocabulary(words: ReadonlyMap<string, Iterable<string>>): Uint8Array {
  const tables = new Map<string, Uint32Array>();
  for (const [lang, list] of words) {
    const set = new Set<number>();
    for (const w of list) set.add(hashString(w.toLowerCase()));
    tables.set(lang, Uint32Array.from([...set].sort((a, b) => a - b)));
  }
  const header = new TextEncoder().encode(JSON.stringify({ languages: Object.fromEntries([...tables].map(([l, t]) => [l, t.length])) }));
  let size = 12 + header.length;
  for (const t of tables.values()) size += t.length * 4;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode('VEILVOC1'), 0);
  view.setUint32(8, header.length, true);
  out.set(header, 12);
  let p = 12 + header.length;
  for (const t of tables.values()) for (let k = 0; k < t.length; k++, p += 4) view.setUint32(p, t[k]!, true);
  return out;
}

export function decodeVocabulary(bytes: Uint8Array): Vocabulary {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== 'VEILVOC1') throw new Error('not a Veil vocabulary file (bad magic)');
  const headLength = view.getUint32(8, true);
  const { languages } = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headLength))) as { languages: Record<string, number> };
  const out = new Map<string, Uint32Array>();
  let p = 12 + headLength;
  for (const [lang, count] of Object.entries(languages)) {
    // Copied into an aligned array (little-endian hosts, as every Node platform is).
    const t = new Uint32Array(count);
    new Uint8Array(t.buffer).set(bytes.subarray(p, p + count * 4));
    p += count * 4;
    out.set(lang, t);
  }
  return out;
}

export function inVocabulary(table: Uint32Array | undefined, lower: string): boolean {
  if (table === undefined) return false;
  const h = hashString(lower);
  let lo = 0;
  let hi = table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = table[mid]!;
    if (v === h) return true;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
