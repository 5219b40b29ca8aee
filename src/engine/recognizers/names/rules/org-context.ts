/**
 * Organisation evidence from around a phrase (cues, "at Apple"), firm names made of surnames or
 * ending "and Sons", and
 * acronyms used as labels or codes.
 */
import { W_COMMON, W_FIRST, W_RAW_PLACE_SHIFT, W_SURNAME, flagsOf } from '../annotate.ts';
import type { Doc } from '../doc.ts';
import { ORG_BEFORE_BY_LAST } from '../lang/cues.ts';
import type { Token } from '../prepare.ts';
import { placeOf } from '../ranges.ts';
import { V_FIRM_JOINERS, V_ORG_AFTER, V_ORG_BEFORE_LAST, V_SITE_WORDS, inSet } from '../vocab-bits.ts';
import { FIRM_TAILS } from '../vocab.ts';
import { bare, possessive } from '../words.ts';

/** tokens[to] ends a firm's name after "and" or "&": "Thompson and Sons", "Bell & Partners". */
export function firmSuffixAt(tokens: readonly Token[], to: number): boolean {
  const joiner = tokens[to - 1];
  return joiner !== undefined && FIRM_TAILS.has(tokens[to]!.t) && (joiner.lower === 'and' || joiner.t === '&');
}

/** A lone capitalised word after "Surname, Surname and" or "Surname -" (no given names around). */
export function firmTail(doc: Doc, i: number): boolean {
  const { tokens } = doc;
  const j = tokens[i - 1];
  const p = tokens[i - 2];
  if (!j || !p || p.kind !== 1 || !p.cap || p.initial || tokens[i]!.nl || j.nl) return false;
  if (!surnameOnly(doc, tokens[i]!) || !surnameOnly(doc, p)) return false;
  // The word before the pair must not be another capitalised name word: "Jane Lowe and Bode" is people.
  const q = tokens[i - 3];
  const startsHere = !q || q.kind !== 1 || !q.cap || q.nl || p.nl;
  if (j.t === '-' && j.spaced && tokens[i]!.spaced) return startsHere || (q?.t === ',');
  if (inSet(j, V_FIRM_JOINERS) && j.kind !== 2) return q?.t === ',' && tokens[i - 4]?.kind === 1 && tokens[i - 4]!.cap && surnameOnly(doc, tokens[i - 4]!);
  return false;
}

function surnameOnly(doc: Doc, t: Token): boolean {
  const f = flagsOf(doc, t, bare(t.lower));
  return ((f & W_SURNAME) !== 0 || (f & W_FIRST) === 0) && (f & W_COMMON) === 0 && (f & (7 << W_RAW_PLACE_SHIFT)) === 0;
}

/** Start of the firm name ending at token i: back over "Surname, Surname and" / "Surname -". */
export function firmStart(doc: Doc, i: number): number {
  const { tokens } = doc;
  let k = i - 2;
  while (k - 2 >= 0 && tokens[k - 1]!.t === ',' && tokens[k - 2]!.kind === 1 && tokens[k - 2]!.cap && !tokens[k]!.nl) k -= 2;
  return tokens[k]!.s;
}

export function orgCueAround(doc: Doc, from: number, to: number): { why: string; after: boolean } | undefined {
  const { tokens } = doc;
  const next = tokens[to + 1];
  const last = tokens[to]!;
  if (next && next.kind === 1 && !next.cap && inSet(next, V_ORG_AFTER) && !last.lower.endsWith("'s")) {
    // "the Berlin office", "its Cupertino headquarters": a place's office is still a place.
    if (!(inSet(next, V_SITE_WORDS) && placeOf(doc, from, to))) return { why: `followed by "${next.lower}"`, after: true };
  }
  const prev = tokens[from - 1];
  if (!prev || tokens[from]!.nl) return undefined;
  // Signature lines: "Jane Roe | Acme Corp".
  if (prev.t === '|' && doc.out.some((c) => c.entity === 'PERSON' && c.end === tokens[from - 2]?.e)) return { why: 'after "person |" in a signature', after: false };
  let k = from - 1;
  if (prev.lower === 'the') k--;
  const list = tokens[k] && inSet(tokens[k]!, V_ORG_BEFORE_LAST) ? ORG_BEFORE_BY_LAST.get(tokens[k]!.lower) : undefined;
  if (!list) return undefined;
  for (const p of list) {
    const n = p.length;
    if (k - n + 1 < 0) continue;
    let ok = true;
    for (let m = 0; m < n && ok; m++) ok = tokens[k - n + 1 + m]!.lower === p[m];
    if (ok) return { why: `after "${p.join(' ')}"`, after: false };
  }
  return undefined;
}

/** Organisation context around an ambiguous known name: "at Apple", "Apple's shares", "Apple Inc". */
export function orgContext(doc: Doc, from: number, to: number): boolean {
  const before = doc.tokens[from - 1]?.lower;
  const after = doc.tokens[to + 1]?.lower;
  const after2 = doc.tokens[to + 2]?.lower;
  const last = doc.tokens[to]!.lower;
  if (possessive(last)) return after !== undefined && /^(?:shares?|stock|chief|ceo|board|revenue|profits?|sales|headquarters|spokesperson|spokesman|spokeswoman|products?|employees|staff|customers|app|platform|website|share|market|deal|acquisition|founder)$/.test(after);
  if (before && /^(?:at|joined|joins|with|for|by|from|rival|rivals|competitor)$/.test(before) && doc.lang.orgAfterPreposition) {
    // "at Apple" yes, "at Reading" no: a place reading wins in classifyCore when both fit.
    return !placeOf(doc, from, to);
  }
  if (after && /^(?:inc|corp|ltd|shares|stock|announced|reported|said|says|unveiled|launched|acquired|bought|sold|employees|ceo|executives)$/.test(after)) return true;
  if (after === ',' && after2 && /^(?:which|the)$/.test(after2)) return false;
  return false;
}

/** "NHS number 123", "DEA #: FK…", "INC-8418", "BP 142/88": an acronym used as a field label or code prefix. */
export function labelUse(doc: Doc, k: number): boolean {
  const t = doc.tokens[k]!;
  // Glued to a preceding code ("0x736D8AFD") or followed by a number/code in the original text
  // (masked identifiers leave no tokens behind: "NHS 8394623514", "BP 142/88").
  if (t.glued && doc.tokens[k - 1]!.kind !== 0) return true;
  if (/^\s?[#:]?\s?(?:[A-Z]{0,3}\d|-\d)/.test(doc.text.slice(t.e, t.e + 8))) return true;
  const n1 = doc.tokens[k + 1];
  if (!n1) return false;
  if (n1.kind === 2 || n1.t === '#' || (n1.glued && (n1.t === '-' || n1.t === '/' || n1.kind !== 0))) return true;
  if (n1.kind === 1 && /^(?:number|no|num|nr|id|code|ref|reference|score|level|value|reading|rate|count|registration|license|licence|account|acct|card)$/.test(n1.lower)) return true;
  if (n1.t === ':' && doc.tokens[k + 2]?.kind === 2) return true;
  return false;
}
