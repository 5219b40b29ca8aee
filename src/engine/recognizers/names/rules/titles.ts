/** Honorifics and office titles at a token: the TITLE spans peeled off the front of a run. */
import type { Doc } from '../doc.ts';
import { MULTI_BY_FIRST } from '../lang/cues.ts';
import { V_DOTTED_HONORIFICS, V_HONORIFICS, V_MULTI_FIRST, V_OFFICE_TITLES, vocabBits } from '../vocab-bits.ts';
import { DOTTED_ACADEMIC_TITLES, JOB_ACRONYMS } from '../vocab.ts';

export interface Peeled {
  titleFrom: number;
  titleTo: number;
  honorific: boolean;
  office: boolean;
}
const NO_TITLE = { len: 0, honorific: false };
const NO_MULTI: readonly (readonly string[])[] = [];

/** Shared answers of titleAt (callers only read them): TITLE_RESULTS[honorific ? 1 : 0][len]. */
const TITLE_RESULTS = [0, 1].map((h) => Array.from({ length: 8 }, (_, len) => ({ len, honorific: h === 1 })));
function titleResult(len: number, honorific: boolean): { len: number; honorific: boolean } {
  return len < 8 ? TITLE_RESULTS[honorific ? 1 : 0]![len]! : { len, honorific };
}

/** Length of an office/honorific title starting at token k within [k, j], or 0. */
export function titleAt(doc: Doc, k: number, j: number): { len: number; honorific: boolean } {
  const t = doc.tokens[k];
  if (!t || t.kind !== 1) return NO_TITLE;
  const lower = t.lower;
  const v = vocabBits(t);
  const dotted = doc.tokens[k + 1]?.t === '.' && doc.tokens[k + 1]!.glued;
  // "Sig.ra", "Dott.ssa": abbreviation, dot, feminine ending.
  if (dotted && (lower === 'sig' || lower === 'dott' || lower === 'avv' || lower === 'prof') && doc.tokens[k + 2]?.glued && /^(?:ra|ssa)$/.test(doc.tokens[k + 2]!.lower)) return titleResult(3, true);
  if (lower === 'de' && doc.tokens[k + 1]?.lower === 'heer') return titleResult(2, true);
  const step = dotted ? 2 : 1;
  // "M." is Monsieur in French text; in English it is an initial ("M. Vaughan").
  if ((v & V_HONORIFICS) !== 0 || ((v & V_DOTTED_HONORIFICS) !== 0 && dotted && doc.language !== 'en') || (dotted && t.cap && DOTTED_ACADEMIC_TITLES.has(lower))) return titleResult(step, true);
  if ((v & V_MULTI_FIRST) !== 0) {
    for (const mt of MULTI_BY_FIRST.get(lower) ?? NO_MULTI) {
      if (k + mt.length - 1 > j) continue;
      let ok = true;
      for (let m = 0; m < mt.length && ok; m++) ok = doc.tokens[k + m]!.lower === mt[m];
      if (ok) return titleResult(mt.length, false);
    }
  }
  // Job acronyms are all capitalised: only a capitalised token can be one.
  if ((v & V_OFFICE_TITLES) !== 0 || (t.cap && JOB_ACRONYMS.has(t.t))) return titleResult(step, false);
  return NO_TITLE;
}
