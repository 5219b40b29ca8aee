/**
 * The quantised emission table in the weights file's own layout: a bitmap of the buckets whose row
 * is not all zeros, and those rows alone, in bucket order. Inference reads random rows (one per
 * hashed feature), so the table's size decides how many of those reads miss the CPU caches: the
 * full table has 2^bits rows (38 MB at 22 bits), of which the shipped model uses 39%; packed, the
 * rows are 15 MB and the index 1 MB, which a server CPU's last-level cache can hold.
 */

/** Set bits of a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export class PackedRows {
  /**
   * Per bitmap word w: index[2w] is the word (bit b set: bucket 32w + b has a row) and index[2w + 1]
   * the number of rows before it. Interleaved, so that a look-up touches one cache line of the index.
   */
  private readonly index: Uint32Array;

  /** `bitmap`: bit b of word w set when bucket 32w + b has a row; `rows`: those rows, `labels` each. */
  constructor(
    bitmap: Uint32Array,
    readonly rows: Int8Array,
    readonly labels: number,
  ) {
    this.index = new Uint32Array(bitmap.length * 2);
    let before = 0;
    for (let w = 0; w < bitmap.length; w++) {
      this.index[2 * w] = bitmap[w]!;
      this.index[2 * w + 1] = before;
      before += popcount(bitmap[w]!);
    }
    if (before * labels > rows.length) throw new Error('name model file is truncated');
  }

  /** Packs a full bucket-major table (emit[bucket * labels + label]). */
  static fromTable(emit: Int8Array, bits: number, labels: number): PackedRows {
    const buckets = 1 << bits;
    const bitmap = new Uint32Array(Math.max(1, buckets >>> 5));
    const rows: number[] = [];
    for (let b = 0; b < buckets; b++) {
      let any = false;
      for (let y = 0; y < labels; y++) if (emit[b * labels + y] !== 0) any = true;
      if (!any) continue;
      bitmap[b >>> 5]! |= 1 << (b & 31);
      for (let y = 0; y < labels; y++) rows.push(emit[b * labels + y]!);
    }
    return new PackedRows(bitmap, Int8Array.from(rows), labels);
  }

  /** Number of stored rows. */
  get count(): number {
    const last = this.index.length - 2;
    return last < 0 ? 0 : this.index[last + 1]! + popcount(this.index[last]!);
  }

  /** The full bucket-major table (2^bits rows, zeros where no row is stored). */
  toTable(bits: number): Int8Array {
    const L = this.labels;
    const emit = new Int8Array((1 << bits) * L);
    for (let b = 0; b < 1 << bits; b++) {
      const row = this.rowOf(b);
      if (row >= 0) emit.set(this.rows.subarray(row, row + L), b * L);
    }
    return emit;
  }

  /** Offset in `rows` of a bucket's row, or -1 when its weights are all zero. */
  rowOf(bucket: number): number {
    const w = bucket >>> 5;
    const word = this.index[2 * w]!;
    const bit = 1 << (bucket & 31);
    if ((word & bit) === 0) return -1;
    return (this.index[2 * w + 1]! + popcount(word & (bit - 1))) * this.labels;
  }
}
