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

/**
 * The allowed previous labels of each label, ascending: the loops over transitions visit only these
 * (IOB2 forbids about a third of them), in the same order as a loop over all labels would.
 */
const PREDECESSORS: readonly Uint8Array[] = Array.from({ length: L }, (_, y) => Uint8Array.from({ length: L }, (_, p) => p).filter((p) => ALLOWED[p * L + y] === 1));
/** The allowed next labels of each label, ascending. */
const SUCCESSORS: readonly Uint8Array[] = Array.from({ length: L }, (_, p) => Uint8Array.from({ length: L }, (_, y) => y).filter((y) => ALLOWED[p * L + y] === 1));

/** The tables forward-backward fills: n × L each, scale n. */
export interface ForwardBackwardTables {
  psi: Float64Array;
  alpha: Float64Array;
  beta: Float64Array;
  scale: Float64Array;
}

/**
 * Reusable buffers for decoding one document at a time (inference: the tagger owns one), so that a
 * call allocates nothing. Grown, never shrunk.
 */
export class CrfWorkspace implements ForwardBackwardTables {
  score = new Float64Array(0);
  back = new Uint8Array(0);
  psi = new Float64Array(0);
  alpha = new Float64Array(0);
  beta = new Float64Array(0);
  scale = new Float64Array(0);

  reserve(n: number): void {
    if (this.scale.length >= n) return;
    const size = n * 2;
    this.score = new Float64Array(size * L);
    this.back = new Uint8Array(size * L);
    this.psi = new Float64Array(size * L);
    this.alpha = new Float64Array(size * L);
    this.beta = new Float64Array(size * L);
    this.scale = new Float64Array(size);
  }
}

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
export function viterbi(em: Float64Array, trans: Float32Array, n: number, out: Uint8Array, work?: CrfWorkspace): void {
  if (n === 0) return;
  let score: Float64Array;
  let back: Uint8Array;
  if (work === undefined) {
    score = new Float64Array(n * L);
    back = new Uint8Array(n * L);
  } else {
    work.reserve(n);
    ({ score, back } = work);
  }
  for (let y = 0; y < L; y++) score[y] = ALLOWED[L * L + y] ? em[y]! + trans[L * L + y]! : -Infinity;
  for (let t = 1; t < n; t++) {
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      const from = PREDECESSORS[y]!;
      for (let k = 0; k < from.length; k++) {
        const p = from[k]!;
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
  backtrack(score, back, n, out);
}

/** The best last label, then the back-pointers to the first token: the path into `out`. */
export function backtrack(score: Float64Array, back: Uint8Array, n: number, out: Uint8Array): void {
  let best = -Infinity;
  let arg = 0;
  const last = (n - 1) * L;
  for (let y = 0; y < L; y++) {
    const s = score[last + y]!;
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
  const logZ = forwardBackwardInto(em, n, expTrans, { psi, alpha, beta, scale }, true);
  const node = new Float64Array(n * L);
  for (let k = 0; k < n * L; k++) node[k] = alpha[k]! * beta[k]!;
  return { node, logZ, alpha, beta, psi, scale, expTrans };
}

/**
 * Fills the scaled forward and backward tables (the marginal of label y at t is
 * alpha[t * L + y] * beta[t * L + y]); returns log Z when asked (inference does not need it).
 * Backward values are computed down to position `from` only (earlier ones are left stale): the
 * forward pass must run to the end for the scale factors, the backward pass need not go further
 * back than the first marginal the caller reads.
 *
 * Forbidden transitions are skipped: their expTrans is 0, and a term 0 · x adds exactly +0 to the
 * sums as long as x is finite. The forward terms multiply normalised alphas (in [0, 1]); a backward
 * term also multiplies a beta, so the backward pass skips only while the betas it reads are finite
 * (always, short of an overflow), and otherwise sums every term as it did before, NaNs included.
 */
export function forwardBackwardInto(em: Float64Array, n: number, expTrans: Float64Array, tables: ForwardBackwardTables, withLogZ: boolean, from = 0): number {
  const { psi, alpha, beta, scale } = tables;
  let logZ = 0;
  for (let t = 0; t < n; t++) {
    let m = -Infinity;
    for (let y = 0; y < L; y++) m = Math.max(m, em[t * L + y]!);
    for (let y = 0; y < L; y++) psi[t * L + y] = Math.exp(em[t * L + y]! - m);
    let c = 0;
    for (let y = 0; y < L; y++) {
      let s = 0;
      if (t === 0) s = expTrans[L * L + y]!;
      else {
        const from = PREDECESSORS[y]!;
        for (let k = 0; k < from.length; k++) s += alpha[(t - 1) * L + from[k]!]! * expTrans[from[k]! * L + y]!;
      }
      const a = s * psi[t * L + y]!;
      alpha[t * L + y] = a;
      c += a;
    }
    for (let y = 0; y < L; y++) alpha[t * L + y]! /= c;
    scale[t] = c;
    if (withLogZ) logZ += Math.log(c) + m;
  }
  for (let y = 0; y < L; y++) beta[(n - 1) * L + y] = 1;
  let finite = true;
  for (let t = n - 2; t >= from; t--) {
    const c = scale[t + 1]!;
    let nextFinite = true;
    for (let p = 0; p < L; p++) {
      let s = 0;
      if (finite) {
        const to = SUCCESSORS[p]!;
        for (let k = 0; k < to.length; k++) {
          const y = to[k]!;
          s += expTrans[p * L + y]! * psi[(t + 1) * L + y]! * beta[(t + 1) * L + y]!;
        }
      } else {
        for (let y = 0; y < L; y++) s += expTrans[p * L + y]! * psi[(t + 1) * L + y]! * beta[(t + 1) * L + y]!;
      }
      const b = s / c;
      beta[t * L + p] = b;
      if (!Number.isFinite(b)) nextFinite = false;
    }
    finite = nextFinite;
  }
  return logZ;
}

/** P(y[t-1] = p, y[t] = y) for t ≥ 1. */
export function pairMarginal(m: Marginals, t: number, p: number, y: number): number {
  return (m.alpha[(t - 1) * L + p]! * m.expTrans[p * L + y]! * m.psi[t * L + y]! * m.beta[t * L + y]!) / m.scale[t]!;
}
