/**
 * Word classes from pre-trained word vectors (data/word-clusters.bin, built by
 * scripts/build-clusters.ts): every lower-case word of the vectors' vocabulary belongs to one of
 * 4,096 fine classes, nested in 512 classes, grouped into 64 coarse ones. Words that occur in
 * similar contexts share a class, so a name the labelled corpora never had ("lindqvist") still
 * shares features with the surnames they had.
 *
 * The file keys words by hashString (hash.ts) of their lower-case form, sorted, so that loading it
 * is a view on the bytes, with no strings to build:
 *   "VWC1", u32 count, u32 coarseCount, then count u32 hashes (ascending, distinct),
 *   count u16 fine classes, coarseCount u8 coarse class per class (fine >> 3).
 */
import { hashString } from './model/hash.ts';

export const FINE_PER_CLASS = 8;
const MAGIC = 0x31435756; // "VWC1" read as little-endian u32
const HEADER = 12;

/** The three classes of a word, or null for a word the vectors do not know. */
export interface WordClass {
  fine: number;
  middle: number;
  coarse: number;
}

export class WordClusters {
  private constructor(
    private readonly hashes: Uint32Array,
    private readonly fine: Uint16Array,
    private readonly coarseOf: Uint8Array,
  ) {}

  static decode(bytes: Uint8Array): WordClusters {
    // Typed-array views need aligned offsets: a Buffer from the pool may not be.
    const own = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
    const view = new DataView(own.buffer, own.byteOffset, own.byteLength);
    if (own.byteLength < HEADER || view.getUint32(0, true) !== MAGIC) throw new Error('word-clusters.bin: not a word-class file');
    const count = view.getUint32(4, true);
    const coarseCount = view.getUint32(8, true);
    const expected = HEADER + count * 4 + count * 2 + coarseCount;
    if (own.byteLength !== expected) throw new Error(`word-clusters.bin: ${own.byteLength} bytes, expected ${expected}`);
    const hashes = new Uint32Array(own.buffer, own.byteOffset + HEADER, count);
    const fineAt = own.byteOffset + HEADER + count * 4;
    // count * 4 keeps the u16 array aligned.
    const fine = new Uint16Array(own.buffer, fineAt, count);
    const coarseOf = new Uint8Array(own.buffer, fineAt + count * 2, coarseCount);
    return new WordClusters(hashes, fine, coarseOf);
  }

  /** Number of words the file knows. */
  get size(): number {
    return this.hashes.length;
  }

  /** The classes of the word with hashString(lower) === hash (binary search), or null. */
  classOf(hash: number): WordClass | null {
    const hashes = this.hashes;
    let lo = 0;
    let hi = hashes.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const h = hashes[mid]!;
      if (h < hash) lo = mid + 1;
      else if (h > hash) hi = mid - 1;
      else {
        const fine = this.fine[mid]!;
        const middle = Math.floor(fine / FINE_PER_CLASS);
        return { fine, middle, coarse: this.coarseOf[middle] ?? 0 };
      }
    }
    return null;
  }
}

/**
 * The file for `words` (most frequent first), their fine classes and the coarse class of each class.
 * Two words with the same hash keep the more frequent one's class.
 */
export function encodeWordClusters(words: readonly string[], fine: Uint16Array, coarseOf: Uint8Array): Uint8Array {
  const byHash = new Map<number, number>();
  for (let i = 0; i < words.length; i++) {
    const h = hashString(words[i]!);
    if (!byHash.has(h)) byHash.set(h, fine[i]!);
  }
  const sorted = [...byHash.keys()].sort((a, b) => a - b);
  const count = sorted.length;
  const bytes = new Uint8Array(HEADER + count * 4 + count * 2 + coarseOf.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, count, true);
  view.setUint32(8, coarseOf.length, true);
  for (let i = 0; i < count; i++) {
    view.setUint32(HEADER + i * 4, sorted[i]!, true);
    view.setUint16(HEADER + count * 4 + i * 2, byHash.get(sorted[i]!)!, true);
  }
  bytes.set(coarseOf, HEADER + count * 6);
  return bytes;
}
