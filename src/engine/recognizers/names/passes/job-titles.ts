/** Job titles next to a person found earlier, reported as TITLE. */
import { type Doc, emit } from '../doc.ts';
import type { Token } from '../prepare.ts';
import { JOB_TITLE_AFTER_HEAD, JOB_TITLE_AFTER_PHRASE, JOB_TITLE_BEFORE_HEAD, JOB_TITLE_BEFORE_PHRASE, PERSON_ANCHOR } from '../scores.ts';
import { V_JOB_HEADS, V_JOB_MODIFIERS, V_OFFICE_TITLES, inSet } from '../vocab-bits.ts';
import { JOB_ACRONYMS } from '../vocab.ts';

/**
 * Index of the token starting (or, with `byEnd`, ending) exactly at `offset`. Tokens are disjoint and
 * in text order, so both offsets are strictly increasing and a binary search finds the only one.
 */
function tokenAt(tokens: Token[], offset: number, byEnd: boolean): number | undefined {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = byEnd ? tokens[mid]!.e : tokens[mid]!.s;
    if (v === offset) return mid;
    if (v < offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

function isJobWord(t: Token | undefined): boolean {
  return t !== undefined && t.kind === 1 && (inSet(t, V_JOB_MODIFIERS) || inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t));
}
function isHead(t: Token): boolean {
  return inSet(t, V_JOB_HEADS) || JOB_ACRONYMS.has(t.t);
}

/**
 * TITLE for job phrases next to a person: "Jane Roe, the chief financial officer of Acme",
 * "Jane Roe, senior software engineer at …", "senior software engineer Jane Roe". A phrase must end
 * in a job head noun ("officer", "engineer") and contain only job words, so prose stays out.
 */
export function jobTitles(doc: Doc): void {
  const { tokens } = doc;
  const persons = doc.out.filter((c) => c.entity === 'PERSON' && c.score >= PERSON_ANCHOR);
  if (persons.length === 0) return;
  for (const p of persons) {
    // After: ", [the] chief financial officer"
    const last = tokenAt(tokens, p.end, true) ?? tokenAt(tokens, p.end + 2, true);
    if (last !== undefined && tokens[last + 1]?.t === ',') {
      let k = last + 2;
      if (tokens[k] && /^(?:the|a|an|our|its|his|her|their)$/.test(tokens[k]!.lower)) k++;
      const from = k;
      let headAt = -1;
      while (k < tokens.length && k - from < 6 && isJobWord(tokens[k]) && !tokens[k]!.nl) {
        if (isHead(tokens[k]!)) headAt = k;
        k++;
      }
      if (headAt >= from) emit(doc, 'TITLE', tokens[from]!.s, tokens[headAt]!.e, headAt > from ? JOB_TITLE_AFTER_PHRASE : JOB_TITLE_AFTER_HEAD, 'job-title-after', 'job title in apposition after a person');
    }
    // Before: "senior software engineer Jane Roe"
    const first = tokenAt(tokens, p.start, false);
    if (first !== undefined && first > 0) {
      const end = first - 1;
      if (!isJobWord(tokens[end]) || !isHead(tokens[end]!) || tokens[first]!.nl || !tokens[first]!.spaced) continue;
      let k = end;
      while (k - 1 >= 0 && end - (k - 1) < 6 && isJobWord(tokens[k - 1]) && tokens[k]!.spaced) k--;
      // A capitalised office title before the name was already reported by the peeling step.
      if (tokens[k]!.cap && k === end && inSet(tokens[k]!, V_OFFICE_TITLES)) continue;
      emit(doc, 'TITLE', tokens[k]!.s, tokens[end]!.e, end > k ? JOB_TITLE_BEFORE_PHRASE : JOB_TITLE_BEFORE_HEAD, 'job-title-before', 'job title right before a person');
    }
  }
}
