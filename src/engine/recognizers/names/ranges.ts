/**
 * Lexicon look-ups over token ranges (places, organisations, group words), with the per-document
 * memo of phrase keys and place answers kept in the Doc.
 */
import { PLACE_KINDS, W_NRP_LOWER, W_ORG_HEAD, W_ORG_ONE, W_PLACE_HEAD, W_PLACE_SHIFT, rawPlaceOfKey, tokenFlags } from './annotate.ts';
import type { Doc } from './doc.ts';
import type { PlaceKind } from './lexicon.ts';
import type { Token } from './prepare.ts';
import { bare } from './words.ts';

function workPhrase(tokens: Token[], from: number, to: number): string {
  let s = '';
  for (let k = from; k <= to; k++) {
    const t = tokens[k]!;
    if (k > from && !t.glued) s += ' ';
    s += t.t;
  }
  return s;
}

/** Lowercase phrase keys per token range, memoised: the same range is looked up in several lexicons. */
function phraseKey(doc: Doc, from: number, to: number): string {
  if (from === to) return bare(doc.tokens[from]!.lower);
  const id = from * 64 + (to - from);
  doc.keys ??= new Map();
  let key = doc.keys.get(id);
  if (key === undefined) {
    key = bare(workPhrase(doc.tokens, from, to).toLowerCase());
    doc.keys.set(id, key);
  }
  return key;
}
/*
 * Multi-word look-ups first ask whether the phrase's first word can start a lexicon key at all. When
 * the second token is separated by a space, the key's text before its first space is exactly the
 * first token's lowercase form (lowercasing never looks across a space, an accent fold keeps spaces,
 * and the possessive strip only touches the end), so a first word that starts no key means no hit.
 * Glued tokens ("St.", "AT&T") skip the shortcut and build the key.
 */
export function placeOf(doc: Doc, from: number, to: number): PlaceKind | undefined {
  if (to - from >= doc.lex.maxPlaceTokens + 2) return undefined;
  if (from === to) return PLACE_KINDS[(tokenFlags(doc, doc.tokens[from]!) >> W_PLACE_SHIFT) & 7];
  if (to < from) return undefined;
  if (!doc.tokens[from + 1]!.glued && (tokenFlags(doc, doc.tokens[from]!) & W_PLACE_HEAD) === 0) return undefined;
  // A segment asks about the same range several times (split, peel, core, score): remember the answer.
  const id = from * 64 + (to - from);
  doc.places ??= new Map();
  let kind = doc.places.get(id);
  if (kind === undefined) {
    kind = rawPlaceOfKey(doc.lex, phraseKey(doc, from, to)) ?? null;
    doc.places.set(id, kind);
  }
  return kind ?? undefined;
}
export function orgKnown(doc: Doc, from: number, to: number): boolean {
  if (to - from >= doc.lex.maxOrgTokens + 2) return false;
  if (from === to) return (tokenFlags(doc, doc.tokens[from]!) & W_ORG_ONE) !== 0;
  if (to < from) return doc.lex.orgs.has(''); // an empty range has the empty key
  if (!doc.tokens[from + 1]!.glued && (tokenFlags(doc, doc.tokens[from]!) & W_ORG_HEAD) === 0) return false;
  return doc.lex.orgs.has(phraseKey(doc, from, to));
}
export function nrpOf(doc: Doc, from: number, to: number): string | undefined {
  if (from === to) return (tokenFlags(doc, doc.tokens[from]!) & W_NRP_LOWER) === 0 ? undefined : doc.lex.nrp.get(doc.tokens[from]!.t);
  if (to < from) return undefined;
  if (!doc.tokens[from + 1]!.glued && !doc.lex.nrpHeads.has(doc.tokens[from]!.t)) return undefined;
  return doc.lex.nrp.get(workPhrase(doc.tokens, from, to));
}

/** Longest NRP phrase starting at `from` (tokens), or 0. */
export function nrpPrefix(doc: Doc, from: number, to: number): number {
  for (let n = Math.min(doc.lex.maxNrpTokens, to - from + 1); n >= 1; n--) if (nrpOf(doc, from, from + n - 1)) return n;
  return 0;
}
