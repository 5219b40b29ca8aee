/**
 * CRF training: stochastic gradient on the conditional log-likelihood, one sentence at a time, with
 * AdaGrad step sizes, L2 applied to the weights a sentence touches, and parameter averaging (the
 * returned weights are the mean over all steps, which generalises better than the last iterate).
 * Deterministic for a given seed and input order. No I/O: scripts/train.ts feeds it.
 */
import { emissions, forwardBackward, pairMarginal, type CrfWeights, type FeatureRows } from './crf.ts';
import { LABEL_COUNT } from './labels.ts';

/** Module-local copy: an imported binding read in the hot loops costs a getter call under tsx. */
const L: number = LABEL_COUNT;

export interface TrainingSentence {
  rows: FeatureRows;
  gold: Uint8Array;
}

export interface TrainOptions {
  bits: number;
  epochs: number;
  /** AdaGrad base rate. */
  rate: number;
  /** L2 strength per touch. */
  l2: number;
  seed: number;
  onEpoch?: (epoch: number, meanLoss: number) => void;
}

/** mulberry32: a small seeded PRNG, so shuffles are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EPS = 1e-8;

export function train(sentences: readonly TrainingSentence[], opts: TrainOptions): CrfWeights {
  const size = (1 << opts.bits) * L;
  const w = new Float32Array(size);
  const g2 = new Float32Array(size);
  const u = new Float64Array(size);
  const T = (L + 1) * L;
  const tw = new Float32Array(T);
  const tg2 = new Float64Array(T);
  const tu = new Float64Array(T);
  const tgrad = new Float64Array(T);
  const random = seededRandom(opts.seed);
  const order = sentences.map((_, i) => i);
  let step = 1;
  let em = new Float64Array(0);
  const model: CrfWeights = { bits: opts.bits, emit: w, scale: 1, trans: tw };

  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let loss = 0;
    for (const index of order) {
      const { rows, gold } = sentences[index]!;
      const n = rows.n;
      if (n === 0) continue;
      if (em.length < n * L) em = new Float64Array(n * L * 2);
      emissions(model, rows, em);
      const m = forwardBackward(em, tw, n);
      let goldScore = 0;
      for (let t = 0; t < n; t++) goldScore += em[t * L + gold[t]!]! + tw[(t === 0 ? L : gold[t - 1]!) * L + gold[t]!]!;
      loss += m.logZ - goldScore;

      // Emission features.
      for (let t = 0; t < n; t++) {
        for (let k = rows.offsets[t]!; k < rows.offsets[t + 1]!; k++) {
          const row = rows.ids[k]! * L;
          for (let y = 0; y < L; y++) {
            const p = m.node[t * L + y]!;
            const g = p - (gold[t] === y ? 1 : 0);
            const idx = row + y;
            const wi = w[idx]!;
            if (g > -1e-5 && g < 1e-5 && wi === 0) continue;
            const grad = g + opts.l2 * wi;
            const acc = g2[idx]! + grad * grad;
            g2[idx] = acc;
            const d = (-opts.rate * grad) / Math.sqrt(acc + EPS);
            w[idx] = wi + d;
            u[idx] = u[idx]! + (step - 1) * d;
          }
        }
      }
      // Transitions.
      tgrad.fill(0);
      for (let y = 0; y < L; y++) tgrad[L * L + y] = m.node[y]!;
      tgrad[L * L + gold[0]!]! -= 1;
      for (let t = 1; t < n; t++) {
        for (let p = 0; p < L; p++) for (let y = 0; y < L; y++) tgrad[p * L + y]! += pairMarginal(m, t, p, y);
        tgrad[gold[t - 1]! * L + gold[t]!]! -= 1;
      }
      for (let k = 0; k < T; k++) {
        const grad = tgrad[k]!;
        if (grad === 0) continue;
        tg2[k] = tg2[k]! + grad * grad;
        const d = (-opts.rate * grad) / Math.sqrt(tg2[k]! + EPS);
        tw[k] = tw[k]! + d;
        tu[k] = tu[k]! + (step - 1) * d;
      }
      step++;
    }
    opts.onEpoch?.(epoch + 1, loss / Math.max(1, order.length));
  }
  // Averaged parameters: mean of the weights after every step.
  for (let k = 0; k < size; k++) if (u[k] !== 0) w[k] = w[k]! - u[k]! / step;
  for (let k = 0; k < T; k++) tw[k] = tw[k]! - tu[k]! / step;
  return model;
}
