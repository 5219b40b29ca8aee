/**
 * Linear-chain CRF over hashed features: emission scores, Viterbi decoding and forward-backward
 * marginals under the IOB2 constraint (an I- label only continues its own class). Pure arithmetic on
 * typed arrays; training (train.ts) and tagging (tagger.ts) share it.
 */
import { allowed, LABEL_COUNT } from './labels.ts';

/** Module-local copy: an imported binding read in the hot loops costs a getter call under tsx. */
const L: number = LABEL_COUNT;

export interface CrfWeights {
  /** log2 of the number of feature buckets. */
  bits: number;
  /** Emission weights, bucket-major: emit[bucket * L + label]; multiplied by `scale`. */
  emit: Float32Array | Int8Array;
  scale: number;
  /** Transition weights, (L + 1) × L: row p < L is "previous label p", row L is the sentence start. */
  trans: Float32Array;
}

/** Features of a token sequence: the bucket ids of token t are ids[offsets[t] .. offsets[t+1]). */
export interface FeatureRows {
  ids: Int32Array;
  offsets: Int32Array;
  /** Number of tokens. */
  n: number;
}

/** ALLOWED[p * L + y], with p = L for the start. */
export const ALLOWED = new Uint8Array((L + 1) * L);
for (let p = 0; p <= L; p++) for (let y = 0; y < L; y++) ALLOWED[p * L + y] = (p === L ? allowed(0, y) : allowed(p, y)) ? 1 : 0;

/** Emission scores, out[t * L + y]. */
export function emissions(w: CrfWeights, rows: FeatureRows, out: Float64Array): void {
  const { ids, offsets, n } = rows;
  const emit = w.emit;
  for (let t = 0; t < n; t++) {
    const base = t * L;
    for (let y = 0; y < L; y++) out[base + y] = 0;
    for (let k = offsets[t]!; k < offsets[t + 1]!; k++) {
      const row = ids[k]! * L;
      for (let y = 0; y < L; y++) out[base + y] = out[base + y]! + emit[row + y]!;
    }
    if (w.scale !== 1) for (let y = 0; y < L; y++) out[base + y] = out[base + y]! * w.scale;
  }
}

/** Most likely label sequence (labels written to out[0..n)). */
export function viterbi(em: Float64Array, trans: Float32Array, n: number, out: Uint8Array): void {
  if (n === 0) return;
  const score = new Float64Array(n * L);
  const back = new Uint8Array(n * L);
  for (let y = 0; y < L; y++) score[y] = ALLOWED[L * L + y] ? em[y]! + trans[L * L + y]! : -Infinity;
  for (let t = 1; t < n; t++) {
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < L; p++) {
        if (!ALLOWED[p * L + y]) continue;
        const s = score[(t - 1) * L + p]! + trans[p * L + y]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[t * L + y] = best + em[t * L + y]!;
      back[t * L + y] = arg;
    }
  }
  let best = -Infinity;
  let arg = 0;
  for (let y = 0; y < L; y++) {
    const s = score[(n - 1) * L + y]!;
    if (s > best) {
      best = s;
      arg = y;
    }
  }
  for (let t = n - 1; t >= 0; t--) {
    out[t] = arg;
    arg = back[t * L + arg]!;
  }
}

export interface Marginals {
  /** P(label of token t = y), at [t * L + y]. */
  node: Float64Array;
  /** log of the partition function. */
  logZ: number;
  /** Scaled forward/backward tables and per-position factors, kept for pairwise marginals. */
  alpha: Float64Array;
  beta: Float64Array;
  psi: Float64Array;
  scale: Float64Array;
  expTrans: Float64Array;
}

/** exp of the transition weights, 0 where IOB2 forbids the transition. */
export function expTransitions(trans: Float32Array): Float64Array {
  const expTrans = new Float64Array((L + 1) * L);
  for (let k = 0; k < expTrans.length; k++) expTrans[k] = ALLOWED[k] ? Math.exp(trans[k]!) : 0;
  return expTrans;
}

/**
 * Forward-backward with per-position scaling (no log-sum-exp per cell). `expTrans` can be passed
 * in when the transitions are fixed (inference), so it is not recomputed for every document.
 */
export function forwardBackward(em: Float64Array, trans: Float32Array, n: number, expTrans: Float64Array = expTransitions(trans)): Marginals {
  const psi = new Float64Array(n * L);
  const alpha = new Float64Array(n * L);
  const beta = new Float64Array(n * L);
  const scale = new Float64Array(n);
  let logZ = 0;
  for (let t = 0; t < n; t++) {
    let m = -Infinity;
    for (let y = 0; y < L; y++) m = Math.max(m, em[t * L + y]!);
    for (let y = 0; y < L; y++) psi[t * L + y] = Math.exp(em[t * L + y]! - m);
    let c = 0;
    for (let y = 0; y < L; y++) {
      let s = 0;
      if (t === 0) s = expTrans[L * L + y]!;
      else for (let p = 0; p < L; p++) s += alpha[(t - 1) * L + p]! * expTrans[p * L + y]!;
      const a = s * psi[t * L + y]!;
      alpha[t * L + y] = a;
      c += a;
    }
    for (let y = 0; y < L; y++) alpha[t * L + y]! /= c;
    scale[t] = c;
    logZ += Math.log(c) + m;
  }
  for (let y = 0; y < L; y++) beta[(n - 1) * L + y] = 1;
  for (let t = n - 2; t >= 0; t--) {
    const c = scale[t + 1]!;
    for (let p = 0; p < L; p++) {
      let s = 0;
      for (let y = 0; y < L; y++) s += expTrans[p * L + y]! * psi[(t + 1) * L + y]! * beta[(t + 1) * L + y]!;
      beta[t * L + p] = s / c;
    }
  }
  const node = new Float64Array(n * L);
  for (let k = 0; k < n * L; k++) node[k] = alpha[k]! * beta[k]!;
  return { node, logZ, alpha, beta, psi, scale, expTrans };
}

/** P(y[t-1] = p, y[t] = y) for t ≥ 1. */
export function pairMarginal(m: Marginals, t: number, p: number, y: number): number {
  return (m.alpha[(t - 1) * L + p]! * m.expTrans[p * L + y]! * m.psi[t * L + y]! * m.beta[t * L + y]!) / m.scale[t]!;
}
