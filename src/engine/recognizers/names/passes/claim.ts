/**
 * The document passes that read a format (results lines, standings, scorecards) know what a span is
 * better than the model did: they replace the names it found there. Shared here so that each pass
 * says only what its format means. A pass collects its claims and applies them at once, with one
 * overlap index, so that a 1 MB scorecard with tens of thousands of lines stays linear.
 */
import type { Candidate } from '../../../types.ts';
import { SpanIndex } from '../span-index.ts';
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
 * Puts each claimed span in place of the names overlapping it. A claim that a finding of another
 * kind (a date, an ID) or a structural one (an address) overlaps is dropped, and so is one that
 * overlaps an earlier claim of the same call.
 */
export function claimSpans(names: Candidate[], claims: readonly Claim[], recognizer: string): void {
  if (claims.length === 0) return;
  const index = new SpanIndex(names);
  const replaced = new Set<Candidate>();
  const added: Candidate[] = [];
  let lastEnd = -1;
  for (const claim of [...claims].sort((a, b) => a.start - b.start)) {
    const { start, end } = claim;
    if (start < lastEnd) continue;
    let blocked = false;
    let score = claim.score;
    const inside: Candidate[] = [];
    index.forEachOverlap(start, end, (c) => {
      if (!isNameType(c.entity) || isStructural(c)) blocked = true;
      inside.push(c);
      score = Math.max(score, c.score);
    });
    if (blocked) continue;
    for (const c of inside) replaced.add(c);
    added.push({ entity: claim.entity, start, end, score, baseScore: score, recognizer, pattern: claim.pattern, reason: claim.reason, contextApplied: true });
    lastEnd = end;
  }
  replaceNames(names, replaced, added);
}

/** `names` without `replaced` (order kept), then `added`: one sweep, however many a pass replaces. */
export function replaceNames(names: Candidate[], replaced: ReadonlySet<Candidate>, added: readonly Candidate[]): void {
  if (replaced.size > 0) {
    let k = 0;
    for (const c of names) if (!replaced.has(c)) names[k++] = c;
    names.length = k;
  }
  names.push(...added);
}

/**
 * claimSpans, after dropping the NRP findings that lie inside a claim: a nationality or creed inside
 * an organisation's name ("Organisation of Islamic Cooperation", "Chinese People's Liberation
 * Army") is part of it, not a finding that blocks the claim. `index` covers `names` as they are.
 */
export function claimSpansOverNrp(names: Candidate[], claims: readonly Claim[], recognizer: string, index: SpanIndex<Candidate> = new SpanIndex(names)): void {
  const inner = new Set<Candidate>();
  for (const cl of claims) {
    index.forEachOverlap(cl.start, cl.end, (c) => {
      if (c.entity === 'NRP' && c.start >= cl.start && c.end <= cl.end) inner.add(c);
    });
  }
  if (inner.size > 0) replaceNames(names, inner, []);
  claimSpans(names, claims, recognizer);
}

/**
 * Passes whose own cue outweighs the model's doubt about one word or pair ("Family (Aveline)" read
 * as a place at 0.37, "for Garcia-Miller" as a person at 0.42) retype the model's span of exactly
 * those offsets. The model's spans are indexed by their offsets on first use, so that a pass asking
 * once per match stays linear on a document with tens of thousands of them.
 */
export class UnsureModelSpans {
  private byOffsets: Map<string, number[]> | undefined;

  constructor(private readonly names: Candidate[]) {}

  /**
   * The first model span of exactly [start, end) read as `entity` below `score` becomes `as` at
   * `score`, with `reason`; whether there was one.
   */
  overrule(start: number, end: number, entity: string, as: string, score: number, reason: string): boolean {
    if (this.byOffsets === undefined) {
      this.byOffsets = new Map();
      this.names.forEach((c, k) => {
        if (c.pattern !== 'model') return;
        const key = `${c.start}:${c.end}`;
        const at = this.byOffsets!.get(key);
        if (at === undefined) this.byOffsets!.set(key, [k]);
        else at.push(k);
      });
    }
    for (const k of this.byOffsets.get(`${start}:${end}`) ?? []) {
      const c = this.names[k]!;
      if (c.entity !== entity || c.score >= score) continue;
      this.names[k] = { ...c, entity: as, score, baseScore: score, reason };
      return true;
    }
    return false;
  }
}
