/**
 * Overlap queries over a fixed set of spans in O(log n + hits): sorted by start, with the longest
 * span's length bounding how far back an overlapping span can start. The vote asks one query per
 * model span and per rule finding, so a 1 MB document with tens of thousands of names stays linear.
 */
/** Index of the first value ≥ x in an ascending array (values.length when there is none): a binary search. */
export function lowerBound(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface SpanLike {
  start: number;
  end: number;
}

export class SpanIndex<T extends SpanLike> {
  private readonly sorted: T[];
  private readonly maxLength: number;

  constructor(spans: readonly T[]) {
    this.sorted = [...spans].sort((a, b) => a.start - b.start);
    let max = 0;
    for (const s of spans) max = Math.max(max, s.end - s.start);
    this.maxLength = max;
  }

  /** Calls fn(span, indexInSortedOrder) for every span overlapping [start, end). */
  forEachOverlap(start: number, end: number, fn: (span: T, index: number) => void): void {
    const from = start - this.maxLength;
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.start < from) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < this.sorted.length && this.sorted[k]!.start < end; k++) {
      const s = this.sorted[k]!;
      if (s.end > start) fn(s, k);
    }
  }

  some(start: number, end: number, pred: (span: T) => boolean = () => true): boolean {
    let found = false;
    this.forEachOverlap(start, end, (s) => {
      if (!found && pred(s)) found = true;
    });
    return found;
  }

  /** The spans in start order (the index passed to forEachOverlap refers to this array). */
  get spans(): readonly T[] {
    return this.sorted;
  }
}
