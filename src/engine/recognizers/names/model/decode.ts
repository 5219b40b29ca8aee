/**
 * Inference-only Viterbi and forward-backward for the tagger, specialised to the 9 IOB2 labels of
 * labels.ts (O, then B-/I- of four classes): an O or B- label may follow any label, an I- label only
 * the B- or I- of its own class. The generic loops of crf.ts walk per-label predecessor lists; here
 * the two cases are written out, so the hot loops index flat arrays only.
 *
 * Every sum and comparison is done in the same order as crf.ts's viterbi and forwardBackwardInto
 * (ascending predecessor / successor label, same association of the products), so the results are
 * bit-for-bit the same: test/engine/recognizers/names/model.test.ts checks it on random inputs.
 * Training keeps using crf.ts.
 */
import { backtrack, type CrfWorkspace } from './crf.ts';
import { LABEL_COUNT } from './labels.ts';

const L = 9;
if (LABEL_COUNT !== L) throw new Error('decode.ts is written for 9 IOB2 labels');

/** Label y is an I- label (2, 4, 6, 8): its predecessors are y − 1 and y. */
const isInsideLabel = (y: number) => y !== 0 && (y & 1) === 0;

/**
 * crf.ts viterbi(em, trans, n, out, work) for the IOB2 labels. `trans` is the (L + 1) × L table
 * (Float32Array or a Float64Array copy of it: the same values).
 */
export function viterbiIob2(em: Float64Array, trans: Float32Array | Float64Array, n: number, out: Uint8Array, work: CrfWorkspace): void {
  if (n === 0) return;
  work.reserve(n);
  const { score, back } = work;
  // Start row: an I- label cannot start a sequence.
  for (let y = 0; y < L; y++) score[y] = isInsideLabel(y) ? -Infinity : em[y]! + trans[L * L + y]!;
  for (let t = 1; t < n; t++) {
    const pb = (t - 1) * L;
    const cb = t * L;
    const q0 = score[pb]!;
    const q1 = score[pb + 1]!;
    const q2 = score[pb + 2]!;
    const q3 = score[pb + 3]!;
    const q4 = score[pb + 4]!;
    const q5 = score[pb + 5]!;
    const q6 = score[pb + 6]!;
    const q7 = score[pb + 7]!;
    const q8 = score[pb + 8]!;
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      let s: number;
      if (isInsideLabel(y)) {
        s = score[pb + y - 1]! + trans[(y - 1) * L + y]!;
        if (s > best) {
          best = s;
          arg = y - 1;
        }
        s = score[pb + y]! + trans[y * L + y]!;
        if (s > best) {
          best = s;
          arg = y;
        }
      } else {
        s = q0 + trans[y]!;
        if (s > best) {
          best = s;
          arg = 0;
        }
        s = q1 + trans[L + y]!;
        if (s > best) {
          best = s;
          arg = 1;
        }
        s = q2 + trans[2 * L + y]!;
        if (s > best) {
          best = s;
          arg = 2;
        }
        s = q3 + trans[3 * L + y]!;
        if (s > best) {
          best = s;
          arg = 3;
        }
        s = q4 + trans[4 * L + y]!;
        if (s > best) {
          best = s;
          arg = 4;
        }
        s = q5 + trans[5 * L + y]!;
        if (s > best) {
          best = s;
          arg = 5;
        }
        s = q6 + trans[6 * L + y]!;
        if (s > best) {
          best = s;
          arg = 6;
        }
        s = q7 + trans[7 * L + y]!;
        if (s > best) {
          best = s;
          arg = 7;
        }
        s = q8 + trans[8 * L + y]!;
        if (s > best) {
          best = s;
          arg = 8;
        }
      }
      score[cb + y] = best + em[cb + y]!;
      back[cb + y] = arg;
    }
  }
  backtrack(score, back, n, out);
}

/**
 * crf.ts forwardBackwardInto(em, n, expTrans, tables, false, from) for the IOB2 labels: the scaled
 * forward table to the end, the backward table down to position `from` (see there).
 */
export function forwardBackwardIob2(em: Float64Array, n: number, expTrans: Float64Array, work: CrfWorkspace, from = 0): void {
  const { psi, alpha, beta, scale } = work;
  for (let t = 0; t < n; t++) {
    const cb = t * L;
    let m = -Infinity;
    for (let y = 0; y < L; y++) m = Math.max(m, em[cb + y]!);
    for (let y = 0; y < L; y++) psi[cb + y] = Math.exp(em[cb + y]! - m);
    let c = 0;
    if (t === 0) {
      for (let y = 0; y < L; y++) {
        const a = expTrans[L * L + y]! * psi[y]!;
        alpha[y] = a;
        c += a;
      }
    } else {
      const pb = cb - L;
      const a0 = alpha[pb]!;
      const a1 = alpha[pb + 1]!;
      const a2 = alpha[pb + 2]!;
      const a3 = alpha[pb + 3]!;
      const a4 = alpha[pb + 4]!;
      const a5 = alpha[pb + 5]!;
      const a6 = alpha[pb + 6]!;
      const a7 = alpha[pb + 7]!;
      const a8 = alpha[pb + 8]!;
      for (let y = 0; y < L; y++) {
        let s = 0;
        if (isInsideLabel(y)) {
          s += alpha[pb + y - 1]! * expTrans[(y - 1) * L + y]!;
          s += alpha[pb + y]! * expTrans[y * L + y]!;
        } else {
          s += a0 * expTrans[y]!;
          s += a1 * expTrans[L + y]!;
          s += a2 * expTrans[2 * L + y]!;
          s += a3 * expTrans[3 * L + y]!;
          s += a4 * expTrans[4 * L + y]!;
          s += a5 * expTrans[5 * L + y]!;
          s += a6 * expTrans[6 * L + y]!;
          s += a7 * expTrans[7 * L + y]!;
          s += a8 * expTrans[8 * L + y]!;
        }
        const a = s * psi[cb + y]!;
        alpha[cb + y] = a;
        c += a;
      }
    }
    for (let y = 0; y < L; y++) alpha[cb + y]! /= c;
    scale[t] = c;
  }
  const lastRow = (n - 1) * L;
  for (let y = 0; y < L; y++) beta[lastRow + y] = 1;
  let finite = true;
  for (let t = n - 2; t >= from; t--) {
    const nb = (t + 1) * L;
    const c = scale[t + 1]!;
    let nextFinite = true;
    // psi and beta of the next position, read once per position instead of once per pair.
    const p0 = psi[nb]!;
    const p1 = psi[nb + 1]!;
    const p3 = psi[nb + 3]!;
    const p5 = psi[nb + 5]!;
    const p7 = psi[nb + 7]!;
    const b0 = beta[nb]!;
    const b1 = beta[nb + 1]!;
    const b3 = beta[nb + 3]!;
    const b5 = beta[nb + 5]!;
    const b7 = beta[nb + 7]!;
    for (let p = 0; p < L; p++) {
      let s = 0;
      const row = p * L;
      if (finite) {
        // Successors of p in ascending order: O and every B-, plus p's own I- when p is a B- or I-.
        const own = p === 0 ? -1 : (p & 1) === 1 ? p + 1 : p;
        s += expTrans[row]! * p0 * b0;
        s += expTrans[row + 1]! * p1 * b1;
        if (own === 2) s += expTrans[row + 2]! * psi[nb + 2]! * beta[nb + 2]!;
        s += expTrans[row + 3]! * p3 * b3;
        if (own === 4) s += expTrans[row + 4]! * psi[nb + 4]! * beta[nb + 4]!;
        s += expTrans[row + 5]! * p5 * b5;
        if (own === 6) s += expTrans[row + 6]! * psi[nb + 6]! * beta[nb + 6]!;
        s += expTrans[row + 7]! * p7 * b7;
        if (own === 8) s += expTrans[row + 8]! * psi[nb + 8]! * beta[nb + 8]!;
      } else {
        for (let y = 0; y < L; y++) s += expTrans[row + y]! * psi[nb + y]! * beta[nb + y]!;
      }
      const b = s / c;
      beta[t * L + p] = b;
      if (!Number.isFinite(b)) nextFinite = false;
    }
    finite = nextFinite;
  }
}
