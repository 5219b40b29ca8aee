/**
 * The one cache of the names detector that outlives a call: word facts (annotate.ts's flag bits)
 * per lowercase word. The same few thousand words recur in every document, and each answer costs
 * several Set probes, slices and, for surnames, a regex; the lexicon is immutable once loaded, so
 * entries never go stale. Bounded, so a long-running service cannot grow it without limit.
 */
import { detach, WordTable } from './scan.ts';

const memo = new WordTable();
const MAX_ENTRIES = 100_000;
/** Longer words are computed every time: rare, and not worth an entry. */
export const MEMO_MAX_LENGTH = 64;

/** The flags remembered for `lower`, or 0 (flags always have their lowest bit set). */
export function recalled(lower: string): number {
  return memo.get(lower);
}

export function remember(lower: string, flags: number): void {
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.add(detach(lower), flags);
}
