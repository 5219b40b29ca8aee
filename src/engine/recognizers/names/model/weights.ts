/**
 * The shipped weights file. Layout (little-endian):
 *   "VEILNER1" · u32 header length · header JSON · f32 transitions ((L+1)·L) ·
 *   u32 bitmap of used buckets (2^bits bits) · i8 rows (L per used bucket, in bucket order)
 * Emission weights are quantised to int8 with one scale; a bucket whose row rounds to zeros is not
 * stored. The header carries the feature version, so a model built for other features is refused
 * instead of silently producing nonsense.
 */
import type { CrfWeights } from './crf.ts';
import { FEATURE_VERSION } from './features.ts';
import { LABEL_COUNT, LABELS } from './labels.ts';
import { PackedRows } from './packed-rows.ts';

const L: number = LABEL_COUNT;

const MAGIC = 'VEILNER1';

export interface WeightsHeader {
  bits: number;
  labels: readonly string[];
  featureVersion: number;
  scale: number;
  rows: number;
  /** Free-form training facts (options, corpora, date) for humans. */
  training?: Record<string, unknown>;
}

export function encodeWeights(w: CrfWeights, training?: Record<string, unknown>): Uint8Array {
  const buckets = 1 << w.bits;
  let max = 0;
  for (let k = 0; k < w.emit.length; k++) max = Math.max(max, Math.abs(w.emit[k]! * w.scale));
  const scale = max === 0 ? 1 : max / 127;
  const bitmap = new Uint32Array(buckets >>> 5);
  const rows: number[] = [];
  const q = new Int8Array(L);
  for (let b = 0; b < buckets; b++) {
    let any = false;
    for (let y = 0; y < L; y++) {
      q[y] = Math.round((w.emit[b * L + y]! * w.scale) / scale);
      if (q[y] !== 0) any = true;
    }
    if (!any) continue;
    bitmap[b >>> 5]! |= 1 << (b & 31);
    for (let y = 0; y < L; y++) rows.push(q[y]!);
  }
  const header: WeightsHeader = { bits: w.bits, labels: LABELS, featureVersion: FEATURE_VERSION, scale, rows: rows.length / L, ...(training ? { training } : {}) };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const size = 8 + 4 + head.length + w.trans.length * 4 + bitmap.byteLength + rows.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(8, head.length, true);
  out.set(head, 12);
  let p = 12 + head.length;
  for (let k = 0; k < w.trans.length; k++, p += 4) view.setFloat32(p, w.trans[k]!, true);
  for (let k = 0; k < bitmap.length; k++, p += 4) view.setUint32(p, bitmap[k]!, true);
  out.set(Int8Array.from(rows), p);
  return out;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * `count` little-endian u32 from byte `at`: one copy of the bytes on a little-endian host (a
 * service start reads 2^bits / 32 of them, and a DataView loop over them ran for ~0.1 s in the
 * interpreter before V8 optimised it), else word by word.
 */
function readUint32s(bytes: Uint8Array, view: DataView, at: number, count: number): Uint32Array {
  if (at + count * 4 > bytes.byteLength) throw new RangeError('name model file is truncated');
  const out = new Uint32Array(count);
  if (LITTLE_ENDIAN) {
    new Uint8Array(out.buffer).set(bytes.subarray(at, at + count * 4));
    return out;
  }
  for (let word = 0; word < count; word++) out[word] = view.getUint32(at + word * 4, true);
  return out;
}

/** `packed`: the same emission rows as weights.emit, in the file's layout (what inference reads). */
export function decodeWeights(bytes: Uint8Array): { weights: CrfWeights; header: WeightsHeader; packed: PackedRows } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) throw new Error('not a Veil name-model file (bad magic)');
  const headLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headLength))) as WeightsHeader;
  if (header.featureVersion !== FEATURE_VERSION) throw new Error(`name model was trained for feature version ${header.featureVersion}, this code extracts version ${FEATURE_VERSION}: run npm run train`);
  if (header.labels.join() !== LABELS.join()) throw new Error('name model labels differ from this code');
  let p = 12 + headLength;
  const trans = new Float32Array((L + 1) * L);
  for (let k = 0; k < trans.length; k++, p += 4) trans[k] = view.getFloat32(p, true);
  const buckets = 1 << header.bits;
  const bitmap = readUint32s(bytes, view, p, buckets >>> 5);
  const rowsStart = p + bitmap.byteLength;
  const rows = new Int8Array(bytes.buffer, bytes.byteOffset + rowsStart, Math.max(0, Math.min(header.rows * L, bytes.byteLength - rowsStart)));
  // A view on the file's bytes, not a copy (15 MB less to allocate and copy at every start).
  const packed = new PackedRows(bitmap, rows, L); // throws when the bitmap names more rows than the file holds
  if (packed.count !== header.rows) throw new Error(`name model file is truncated (${packed.count} of ${header.rows} rows)`);
  // The full table is 2.5 times the packed rows and inference reads only these: it is built only
  // for a caller that asks for weights.emit (training tools, the uncached emission path).
  let emit: Int8Array | undefined;
  const weights: CrfWeights = {
    bits: header.bits,
    get emit() {
      return (emit ??= packed.toTable(header.bits));
    },
    scale: header.scale,
    trans,
  };
  return { weights, header, packed };
}
