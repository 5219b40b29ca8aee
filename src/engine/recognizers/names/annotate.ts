/**
 * Per-token facts from the lexicons: is the word a given name, a surname, a common English word, a
 * place, the start of a multi-word place or organisation key… Computed once per distinct word (the
 * bits are remembered across calls in word-memo.ts) and once per token (cached on the token as
 * `wf`), on first ask: most tokens are never asked.
 */
import type { Doc } from './doc.ts';
import { type Lexicon, type PlaceKind, fold } from './lexicon.ts';
import type { Token } from './prepare.ts';
import { MEMO_MAX_LENGTH, recalled, remember } from './word-memo.ts';
import { bare } from './words.ts';

/** Words ranked above this in spoken frequency are "common": weak as name evidence. */
const COMMON_RANK = 15000;

/*
 * Word facts as bits, memoised per lowercase string (word-memo.ts): a token is asked about several
 * times per run ("is it a given name? a surname? a common word?"). The bits are the exact answers of
 * the raw* predicates below, so results are identical.
 */
const W_DONE = 1;
export const W_FIRST = 2;
export const W_SURNAME = 4;
export const W_COMMON = 8;
export const W_WORD = 16;
/** Starts a multi-word place key (as is or accent-folded) / a multi-word organisation key. */
export const W_PLACE_HEAD = 1 << 11;
export const W_ORG_HEAD = 1 << 12;
/** Some NRP key lowercases to this word (else a token with this `lower` is no single-word NRP key). */
export const W_NRP_LOWER = 1 << 13;
/** orgs.has(bare(lower)): a single-token organisation. */
export const W_ORG_ONE = 1 << 14;
/** Bits 5-7: placeOf() of a single token with this lowercase form (bare + accent fold); bits 8-10: places.get(lower) as is. */
export const W_PLACE_SHIFT = 5;
export const W_RAW_PLACE_SHIFT = 8;
export const PLACE_KINDS: readonly (PlaceKind | undefined)[] = [undefined, 'country', 'state', 'region', 'city1', 'city2', 'city3'];
const placeCode = (k: PlaceKind | undefined) => (k === undefined ? 0 : PLACE_KINDS.indexOf(k));

/** Module-level: a \p{…} regex literal inside a function is rebuilt per call by the TypeScript loader. */
const SURNAME_PREFIX = /^(?:mc|mac|o['’]|fitz)\p{L}{2,}/u;

function rawIsFirst(lex: Lexicon, lower: string): boolean {
  const b = bare(lower);
  if (lex.first.has(b)) return true;
  const dash = b.indexOf('-');
  return dash > 0 && lex.first.has(b.slice(0, dash));
}
function rawIsSurname(lex: Lexicon, lower: string): boolean {
  const b = bare(lower);
  if (lex.surname.has(b)) return true;
  if (SURNAME_PREFIX.test(b)) return true;
  const dash = b.indexOf('-');
  return dash > 0 && (lex.surname.has(b.slice(dash + 1)) || lex.surname.has(b.slice(0, dash)));
}
const NON_ASCII = /[^\x00-\x7f]/;
export function rawPlaceOfKey(lex: Lexicon, key: string): PlaceKind | undefined {
  return lex.places.get(key) ?? (key.charCodeAt(key.length - 1) > 127 || NON_ASCII.test(key) ? lex.places.get(fold(key)) : undefined);
}
function computeWordFlags(lex: Lexicon, lower: string): number {
  let f = W_DONE;
  if (rawIsFirst(lex, lower)) f |= W_FIRST;
  if (rawIsSurname(lex, lower)) f |= W_SURNAME;
  const b = bare(lower);
  if ((lex.wordRank.get(b) ?? Infinity) < COMMON_RANK) f |= W_COMMON;
  if (lex.wordRank.has(b)) f |= W_WORD;
  f |= placeCode(rawPlaceOfKey(lex, b)) << W_PLACE_SHIFT;
  f |= placeCode(lex.places.get(lower)) << W_RAW_PLACE_SHIFT;
  if (lex.placeHeads.has(lower) || lex.placeHeads.has(fold(lower))) f |= W_PLACE_HEAD;
  if (lex.orgHeads.has(lower)) f |= W_ORG_HEAD;
  if (lex.nrpLower.has(lower)) f |= W_NRP_LOWER;
  if (lex.orgs.has(b)) f |= W_ORG_ONE;
  return f;
}
function wordFlags(doc: Doc, lower: string): number {
  if (lower.length > MEMO_MAX_LENGTH) return computeWordFlags(doc.lex, lower);
  let f = recalled(lower);
  if (f === 0) {
    f = computeWordFlags(doc.lex, lower);
    remember(lower, f);
  }
  return f;
}

export function isCommon(doc: Doc, lower: string): boolean {
  return (wordFlags(doc, lower) & W_COMMON) !== 0;
}
export function isWord(doc: Doc, lower: string): boolean {
  return (wordFlags(doc, lower) & W_WORD) !== 0;
}
export function isFirst(doc: Doc, lower: string): boolean {
  return (wordFlags(doc, lower) & W_FIRST) !== 0;
}
export function isSurname(doc: Doc, lower: string): boolean {
  return (wordFlags(doc, lower) & W_SURNAME) !== 0;
}
/** places.get(lower), without bare/fold. */
export function rawPlace(doc: Doc, lower: string): PlaceKind | undefined {
  return PLACE_KINDS[(wordFlags(doc, lower) >> W_RAW_PLACE_SHIFT) & 7];
}

// The same predicates for a token's `lower`, cached on the token: no hashing after the first ask.
export function tokenFlags(doc: Doc, t: Token): number {
  return t.wf !== 0 ? t.wf : (t.wf = wordFlags(doc, t.lower));
}
/** Flags of `l`, a form of t.lower (bare/stripDot): the token's cached flags when it is t.lower itself. */
export function flagsOf(doc: Doc, t: Token, l: string): number {
  return l === t.lower ? tokenFlags(doc, t) : wordFlags(doc, l);
}
export function isFirstT(doc: Doc, t: Token): boolean {
  return (tokenFlags(doc, t) & W_FIRST) !== 0;
}
export function isSurnameT(doc: Doc, t: Token): boolean {
  return (tokenFlags(doc, t) & W_SURNAME) !== 0;
}
export function isCommonT(doc: Doc, t: Token): boolean {
  return (tokenFlags(doc, t) & W_COMMON) !== 0;
}
export function isWordT(doc: Doc, t: Token): boolean {
  return (tokenFlags(doc, t) & W_WORD) !== 0;
}
/** Known as a name, and not (mainly) an ordinary word. */
export function strongNameT(doc: Doc, t: Token): boolean {
  const f = tokenFlags(doc, t);
  return (f & (W_FIRST | W_SURNAME)) !== 0 && (f & W_COMMON) === 0;
}
export function rawPlaceT(doc: Doc, t: Token): PlaceKind | undefined {
  return PLACE_KINDS[(tokenFlags(doc, t) >> W_RAW_PLACE_SHIFT) & 7];
}
