/**
 * Scoring of predicted spans against gold spans, per entity type:
 *  - exact:   a prediction is a true positive when a gold span of the same type has the same start
 *             and end (one-to-one);
 *  - overlap: a prediction is correct when it overlaps any gold span of the same type, and a gold
 *             span is found when any prediction of the same type overlaps it (so one prediction
 *             covering "Springfield, IL" finds both gold spans; precision and recall are counted
 *             on their own sides).
 * Micro totals sum the counts over the types in scope. F2 weighs recall twice as much as precision.
 */
import type { GoldSpan } from './doc.ts';

export interface Prediction {
  type: string;
  start: number;
  end: number;
  score: number;
  text?: string;
}

export interface Counts {
  /** Gold spans. */
  support: number;
  /** Predicted spans. */
  predicted: number;
  exactTp: number;
  /** Predictions overlapping a gold span of the same type. */
  overlapPredTp: number;
  /** Gold spans overlapped by a prediction of the same type. */
  overlapGoldTp: number;
}

export interface Metrics {
  precision: number;
  recall: number;
  f1: number;
  f2: number;
}

export const CALIBRATION_BINS = 10;

export interface ErrorExample {
  docId: string;
  type: string;
  text: string;
  start: number;
  end: number;
  score?: number;
  /** For a missed gold span: what the engine reported over it instead, if anything. */
  predictedAs?: string;
  /** For a false positive: the gold label it overlaps, if any (of another type). */
  goldAs?: string;
}

export class Scoreboard {
  readonly byType = new Map<string, Counts>();
  /** Per score bin: [predictions, correct (overlap criterion)]. */
  readonly calibration: [number, number][] = Array.from({ length: CALIBRATION_BINS }, () => [0, 0]);
  /** The same per entity type. */
  readonly calibrationByType = new Map<string, [number, number][]>();
  readonly falsePositives: ErrorExample[] = [];
  readonly falseNegatives: ErrorExample[] = [];

  constructor(
    /** Types that count in totals; predictions of other types are tallied in `outOfScope`. */
    readonly scope: ReadonlySet<string>,
  ) {}

  readonly outOfScope = new Map<string, number>();

  counts(type: string): Counts {
    let c = this.byType.get(type);
    if (!c) {
      c = { support: 0, predicted: 0, exactTp: 0, overlapPredTp: 0, overlapGoldTp: 0 };
      this.byType.set(type, c);
    }
    return c;
  }

  add(docId: string, gold: readonly GoldSpan[], predictions: readonly Prediction[]): void {
    const preds = predictions.filter((p) => {
      if (this.scope.has(p.type)) return true;
      this.outOfScope.set(p.type, (this.outOfScope.get(p.type) ?? 0) + 1);
      return false;
    });
    for (const g of gold) this.counts(g.type).support++;
    const usedGold = new Set<number>();
    for (const p of preds) {
      const c = this.counts(p.type);
      c.predicted++;
      const exact = gold.findIndex((g, i) => !usedGold.has(i) && g.type === p.type && g.start === p.start && g.end === p.end);
      if (exact >= 0) {
        usedGold.add(exact);
        c.exactTp++;
      }
      const hit = gold.some((g) => g.type === p.type && overlaps(g, p));
      if (hit) c.overlapPredTp++;
      const bin = Math.min(CALIBRATION_BINS - 1, Math.max(0, Math.floor(p.score * CALIBRATION_BINS)));
      this.calibration[bin]![0]++;
      if (hit) this.calibration[bin]![1]++;
      let typeBins = this.calibrationByType.get(p.type);
      if (!typeBins) this.calibrationByType.set(p.type, (typeBins = Array.from({ length: CALIBRATION_BINS }, () => [0, 0])));
      typeBins[bin]![0]++;
      if (hit) typeBins[bin]![1]++;
      if (!hit) {
        const other = gold.find((g) => overlaps(g, p));
        this.falsePositives.push({ docId, type: p.type, text: p.text ?? '', start: p.start, end: p.end, score: p.score, ...(other ? { goldAs: other.type } : {}) });
      }
    }
    for (const g of gold) {
      if (preds.some((p) => p.type === g.type && overlaps(g, p))) {
        this.counts(g.type).overlapGoldTp++;
      } else {
        const other = preds.find((p) => overlaps(g, p));
        this.falseNegatives.push({ docId, type: g.type, text: g.text, start: g.start, end: g.end, ...(other ? { predictedAs: other.type } : {}) });
      }
    }
  }

  total(): Counts {
    const t: Counts = { support: 0, predicted: 0, exactTp: 0, overlapPredTp: 0, overlapGoldTp: 0 };
    for (const [type, c] of this.byType) {
      if (!this.scope.has(type)) continue;
      t.support += c.support;
      t.predicted += c.predicted;
      t.exactTp += c.exactTp;
      t.overlapPredTp += c.overlapPredTp;
      t.overlapGoldTp += c.overlapGoldTp;
    }
    return t;
  }
}

export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

function ratio(n: number, d: number): number {
  return d === 0 ? 0 : n / d;
}

export function fBeta(precision: number, recall: number, beta: number): number {
  const b2 = beta * beta;
  const d = b2 * precision + recall;
  return d === 0 ? 0 : ((1 + b2) * precision * recall) / d;
}

/** Precision/recall from counts. With no predictions and no support, both are reported as 0. */
export function exactMetrics(c: Counts): Metrics {
  const precision = ratio(c.exactTp, c.predicted);
  const recall = ratio(c.exactTp, c.support);
  return { precision, recall, f1: fBeta(precision, recall, 1), f2: fBeta(precision, recall, 2) };
}

export function overlapMetrics(c: Counts): Metrics {
  const precision = ratio(c.overlapPredTp, c.predicted);
  const recall = ratio(c.overlapGoldTp, c.support);
  return { precision, recall, f1: fBeta(precision, recall, 1), f2: fBeta(precision, recall, 2) };
}
