/**
 * Platt scaling of the name model's confidences, so that a score means "this share of such spans is
 * exactly right": calibrated = σ(a · logit(raw) + b), per type, fitted on dev/ by
 * scripts/calibrate.ts (which prints this table). Refit after retraining the model.
 */
import { engineResources } from '../../resources.ts';

export const PLATT: Readonly<Record<string, { a: number; b: number }>> = {
  LOCATION: { a: 0.561, b: -0.289 }, // 5012 spans, 70.6% exact
  ORGANIZATION: { a: 0.679, b: -0.572 }, // 4531 spans, 64.9% exact
  PERSON: { a: 0.796, b: 0.013 }, // 7372 spans, 80.5% exact
};

const clamp = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));

export function calibrate(entity: string, raw: number): number {
  const k = PLATT[entity];
  if (k === undefined || engineResources().rawNameScores === true) return raw;
  const p = clamp(raw);
  return 1 / (1 + Math.exp(-(k.a * Math.log(p / (1 - p)) + k.b)));
}
