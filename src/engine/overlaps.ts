/**
 * Overlap resolution shared by analyze (default output) and anonymize, so both act on the same spans:
 * 1. identical spans: the higher score wins (ties: entity type name, for a stable result);
 * 2. a span contained in another goes to the container;
 * 3. partial overlaps go to the higher score (ties: the longer, then the earlier);
 * 4. same-type neighbours of a free-prose type (names, places, organisations, groups) separated only
 *    by spaces or tabs merge into one span (score: the higher). Identifiers are never merged: two
 *    phone numbers side by side are two entities, each with its own replacement.
 * Runs in O(n log n) over the candidates.
 */
import { proseEntityTypes } from './recognizers/registry.ts';
import type { Candidate } from './types.ts';

export function compareSpans(a: Candidate, b: Candidate): number {
  return a.start - b.start || b.end - a.end || b.score - a.score || (a.entity < b.entity ? -1 : a.entity > b.entity ? 1 : 0);
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.score !== b.score) return a.score > b.score;
  const la = a.end - a.start;
  const lb = b.end - b.start;
  if (la !== lb) return la > lb;
  return a.start <= b.start;
}

export function resolveOverlaps(
  candidates: readonly Candidate[],
  text: string,
  mergeable: (entityType: string) => boolean = (t) => proseEntityTypes.has(t),
): Candidate[] {
  const sorted = [...candidates].sort(compareSpans);

  // 1 + 2: sorted by start, longest first, best first: a candidate is dropped when it lies inside
  // the furthest-reaching span kept so far (which starts at or before it).
  const outer: Candidate[] = [];
  let reach = -1;
  for (const c of sorted) {
    if (c.end <= reach) continue;
    outer.push(c);
    reach = c.end;
  }

  // 3: starts and ends now both strictly increase; settle each partial overlap by score.
  const kept: Candidate[] = [];
  for (const c of outer) {
    let challenger: Candidate | undefined = c;
    while (challenger) {
      const last = kept[kept.length - 1];
      if (!last || last.end <= challenger.start) {
        kept.push(challenger);
        challenger = undefined;
      } else if (better(challenger, last)) {
        kept.pop(); // the challenger may now overlap the one before: loop again
      } else {
        challenger = undefined;
      }
    }
  }

  // 4: merge same-type neighbours separated only by horizontal spaces.
  const merged: Candidate[] = [];
  for (const c of kept) {
    const last = merged[merged.length - 1];
    if (last && last.entity === c.entity && mergeable(c.entity) && /^[ \t]*$/.test(text.slice(last.end, c.start))) {
      merged[merged.length - 1] = { ...last, end: c.end, score: Math.max(last.score, c.score) };
    } else {
      merged.push(c);
    }
  }
  return merged;
}
