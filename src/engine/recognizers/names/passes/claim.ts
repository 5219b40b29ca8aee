/**
 * The document passes that read a format (results lines, standings, scorecards) know what a span is
 * better than the model did: they replace the names it found there. Shared here so that each pass
 * says only what its format means.
 */
import type { Candidate } from '../../../types.ts';
import { isNameType, isStructural } from '../vote.ts';

export interface Claim {
  entity: string;
  start: number;
  end: number;
  /** The least score; a replaced finding's higher score is kept. */
  score: number;
  pattern: string;
  reason: string;
}

/**
 * Puts the claimed span in place of the names overlapping it. Leaves everything as it is, and
 * returns false, when a finding of another kind (a date, an ID) or a structural one (an address)
 * overlaps it.
 */
export function claimSpan(names: Candidate[], claim: Claim, recognizer: string): boolean {
  const { start, end } = claim;
  const inside = names.filter((c) => c.start < end && start < c.end);
  if (inside.some((c) => !isNameType(c.entity) || isStructural(c))) return false;
  let score = claim.score;
  for (const c of inside) {
    score = Math.max(score, c.score);
    names.splice(names.indexOf(c), 1);
  }
  names.push({ entity: claim.entity, start, end, score, baseScore: score, recognizer, pattern: claim.pattern, reason: claim.reason, contextApplied: true });
  return true;
}
