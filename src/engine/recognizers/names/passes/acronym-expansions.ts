/**
 * An organisation introduced with its initials in brackets is one organisation, and so are its
 * initials: "the Organisation of African Unity (OAU)", "the Kurdistan Workers Party ( PKK )",
 * "the National Aeronautics and Space Administration (NASA)", "the OAU (Organisation of African
 * Unity)". News and web text name an institution in full once and by its initials after; the words
 * before the brackets whose initials spell the bracketed capitals (connectors such as "of", "for",
 * "and" may give their letter or not; a hyphenated word may give one letter or one per part:
 * "Co-operation" in "OECD") are the name. The model finds many such names, but misses or splits
 * those with words it rarely saw as organisation heads ("Organisation", British spelling; "Front",
 * "Movement") and reads others as persons or places ("Palestine Liberation Organisation" →
 * "Palestine"). Train split: of the expansions in brackets (uner-ewt-en, wikigold-en, crossner-en)
 * the model missed or cut about one in six.
 *
 * The expansion becomes an ORGANIZATION when its last word heads organisation names (a word of
 * ORG_HEADS or of this pass's own list of heads the model's word sets lack) or its first word, before
 * "of" or "for", opens organisation names ("University of …", "Organisation for …"), or when the vote already read the initials or the
 * whole expansion as an organisation. A place by the gazetteer ("United Arab Emirates (UAE)") or an
 * expansion read as a place or person with no organisation evidence is left alone. The initials
 * become an ORGANIZATION too, and so do their later whole-word uses that no name covers
 * ("… the OAU said"). English only (the pipeline's call); runs on the names after the vote; linear:
 * one scan for brackets, each looking back at most MAX_WORDS words.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { ACRONYM_EXPANSION, ACRONYM_EXPANSION_REUSE } from '../scores.ts';
import { ORG_HEADS, ORG_OF_HEADS } from '../vocab.ts';
import { SpanIndex } from '../span-index.ts';
import { claimSpansOverNrp, type Claim } from './claim.ts';

/** Heads of organisation names that ORG_HEADS (a model feature, not to be changed) lacks. Lowercase. */
const MORE_ORG_HEADS = new Set(
  `organisation organization movement front alliance coalition brotherhood initiative programme program agency
  force forces command council institute centre center office service commission committee fund bank court`.split(/\s+/).filter(Boolean),
);

/** Words inside a name that may give their initial to the acronym or not. Lowercase. */
const CONNECTORS = new Set(['of', 'for', 'and', 'the', 'on', 'in', 'to', '&', 'de', 'du', 'des', 'la', 'le', 'del', 'di', 'da', 'a']);

/** Capitals in brackets: "(OAU)", "( PKK )"; two to eight letters. */
const BRACKETED = /\( ?([A-Z]{2,8}) ?\)/g;

/** Initials and then the name in brackets: "the OAU (Organisation of African Unity)"; the name at most 160 characters. */
const INITIALS_FIRST = /\b([A-Z]{2,8}) ?\( ?([A-Z][^()\n]{3,160}?) ?\)/g;

/** The most words an expansion may have (connectors included), and the longest word read. */
const MAX_WORDS = 14;
const MAX_WORD_LENGTH = 40;

interface Word {
  s: number;
  e: number;
  w: string;
}

/** The words right before `end` (a bracket's position), at most MAX_WORDS, nearest last; stops at punctuation. */
function wordsBefore(text: string, end: number): Word[] {
  const out: Word[] = [];
  let i = end;
  while (out.length < MAX_WORDS) {
    while (i > 0 && text.charCodeAt(i - 1) === 32) i--;
    let s = i;
    while (s > 0 && i - s <= MAX_WORD_LENGTH && /[\p{L}\p{N}&'’.-]/u.test(text[s - 1]!)) s--;
    if (s === i || i - s > MAX_WORD_LENGTH) break;
    out.push({ s, e: i, w: text.slice(s, i) });
    i = s;
    if (i === 0 || text.charCodeAt(i - 1) !== 32) break;
  }
  return out.reverse();
}

/** The words of `text` between `start` and `end` (an expansion in brackets), or undefined when it holds punctuation. */
function wordsIn(text: string, start: number, end: number): Word[] | undefined {
  const out: Word[] = [];
  const re = /\S+/g;
  re.lastIndex = start;
  for (let m = re.exec(text); m !== null && m.index < end; m = re.exec(text)) {
    const e = Math.min(m.index + m[0].length, end);
    const w = text.slice(m.index, e);
    if (!/^[\p{L}&][\p{L}\p{N}&'’.-]*$/u.test(w)) return undefined;
    out.push({ s: m.index, e, w });
    if (out.length > MAX_WORDS) return undefined;
  }
  return out;
}

const isCap = (w: string) => /^\p{Lu}/u.test(w);

/** The initials a word may give: one, or (a hyphenated word of capitalised parts) one per part. */
function initials(w: string): string[] {
  const first = w[0]!.toUpperCase();
  if (!w.includes('-')) return [first];
  const parts = w.split('-').filter(Boolean);
  return parts.length > 1 && parts.every(isCap) ? [first, parts.map((p) => p[0]!).join('').toUpperCase()] : [first];
}

/**
 * The index of the first word of the longest tail of `words` whose initials spell `acr` (all of it),
 * or -1. Every word of the tail must be capitalised or a connector; the first must be capitalised.
 * `whole` asks that the tail be all the words.
 */
function matchTail(words: readonly Word[], acr: string, whole: boolean): number {
  // memo over (word index, letters left): words.length ≤ MAX_WORDS + 1, acr ≤ 8 letters.
  const memo = new Map<number, number>();
  const go = (wi: number, left: number): number => {
    // The words wi.. (backwards from wi) must spell acr[0..left).
    // The name's first word (the last one read) is a capitalised word, not a connector.
    if (left === 0) return isCap(words[wi + 1]!.w) && !CONNECTORS.has(words[wi + 1]!.w.toLowerCase()) ? wi + 1 : -1;
    if (wi < 0) return -1;
    const key = wi * 16 + left;
    const seen = memo.get(key);
    if (seen !== undefined) return seen;
    const w = words[wi]!.w;
    const lower = w.toLowerCase();
    let res = -1;
    if (CONNECTORS.has(lower)) {
      if (!isCap(w) || lower === 'and' || lower === 'of' || lower === 'for' || lower === 'the') res = go(wi - 1, left);
      if (res < 0 && acr[left - 1] === w[0]!.toUpperCase()) res = go(wi - 1, left - 1);
    } else if (isCap(w)) {
      for (const ini of initials(w)) {
        if (ini.length <= left && acr.slice(left - ini.length, left) === ini) {
          res = go(wi - 1, left - ini.length);
          if (res >= 0) break;
        }
      }
    }
    memo.set(key, res);
    return res;
  };
  const first = go(words.length - 1, acr.length);
  if (first < 0 || first >= words.length) return -1;
  if (!isCap(words[first]!.w) || CONNECTORS.has(words[first]!.w.toLowerCase())) return -1;
  if (whole && first !== 0) return -1;
  return first;
}

export function acronymExpansions(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  if (!text.includes('(')) return;
  const index = new SpanIndex(names);
  const claims: Claim[] = [];
  const orgAcronyms = new Set<string>();
  BRACKETED.lastIndex = 0;
  for (let m = BRACKETED.exec(text); m !== null; m = BRACKETED.exec(text)) {
    const acr = m[1]!;
    const acrStart = m.index + m[0].indexOf(acr);
    // "Organisation of African Unity (OAU)": the words before the bracket.
    const before = wordsBefore(text, m.index);
    const first = before.length >= 2 ? matchTail(before, acr, false) : -1;
    if (first < 0) continue;
    const words = before.slice(first);
    if (words.filter((w) => !CONNECTORS.has(w.w.toLowerCase())).length < 2) continue;
    claimPair(index, text, lex, words, { s: words[0]!.s, e: words[words.length - 1]!.e }, { s: acrStart, e: acrStart + acr.length }, acr, claims, orgAcronyms);
  }
  // "the OAU (Organisation of African Unity)".
  INITIALS_FIRST.lastIndex = 0;
  for (let m = INITIALS_FIRST.exec(text); m !== null; m = INITIALS_FIRST.exec(text)) {
    const acr = m[1]!;
    const inner = m[2]!;
    const innerStart = m.index + m[0].indexOf(inner, acr.length);
    const words = wordsIn(text, innerStart, innerStart + inner.length);
    if (words === undefined || words.length < 2 || matchTail(words, acr, true) !== 0) continue;
    claimPair(index, text, lex, words, { s: innerStart, e: innerStart + inner.length }, { s: m.index, e: m.index + acr.length }, acr, claims, orgAcronyms);
  }
  if (claims.length === 0) return;
  claimSpansOverNrp(names, claims, recognizer, index);
  reuseInitials(names, text, orgAcronyms, recognizer);
}

function claimPair(
  index: SpanIndex<Candidate>,
  text: string,
  lex: Lexicon,
  words: readonly Word[],
  expansion: { s: number; e: number },
  initialsAt: { s: number; e: number },
  acr: string,
  claims: Claim[],
  orgAcronyms: Set<string>,
): void {
  const phrase = text.slice(expansion.s, expansion.e);
  const lower = phrase.toLowerCase();
  if (lex.places.has(lower)) return;
  const last = words[words.length - 1]!.w.toLowerCase();
  const firstWord = words[0]!.w.toLowerCase();
  const headed = ORG_HEADS.has(last) || MORE_ORG_HEADS.has(last) || ((ORG_OF_HEADS.has(firstWord) || MORE_ORG_HEADS.has(firstWord)) && words.length >= 3 && (words[1]!.w === 'of' || words[1]!.w === 'for'));
  let acrType: string | undefined;
  let expOrg = false;
  let expOther = false;
  let expOrgPart = false;
  index.forEachOverlap(initialsAt.s, initialsAt.e, (c) => {
    acrType = c.entity;
  });
  index.forEachOverlap(expansion.s, expansion.e, (c) => {
    if (c.entity === 'ORGANIZATION') expOrgPart = true;
    if (c.entity === 'ORGANIZATION' && c.start <= expansion.s && c.end >= expansion.e) expOrg = true;
    else if (c.entity === 'PERSON' || c.entity === 'LOCATION') expOther = true;
  });
  // Without a head word, the vote's reading decides: an organisation over the whole name, or over
  // part of it and the initials (or listed initials), and no person or place read over either
  // ("Gross Domestic Product (GDP)" has no organisation in it).
  if (!headed && (acrType === 'LOCATION' || acrType === 'PERSON' || expOther || !(expOrg || (expOrgPart && (acrType === 'ORGANIZATION' || lex.acronyms.has(acr)))))) return;
  claims.push({ entity: 'ORGANIZATION', start: expansion.s, end: expansion.e, score: ACRONYM_EXPANSION, pattern: 'acronym-expansion', reason: 'a name before its initials in brackets' });
  claims.push({ entity: 'ORGANIZATION', start: initialsAt.s, end: initialsAt.e, score: ACRONYM_EXPANSION, pattern: 'acronym-expansion', reason: 'initials of a name in brackets' });
  orgAcronyms.add(acr);
}

/** Whole-word uses of the initials that no name covers: "… the OAU said". */
function reuseInitials(names: Candidate[], text: string, acronyms: ReadonlySet<string>, recognizer: string): void {
  if (acronyms.size === 0) return;
  const index = new SpanIndex(names);
  const added: Candidate[] = [];
  const raised = new Set<Candidate>();
  const re = /\b[A-Z]{2,8}\b/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!acronyms.has(m[0])) continue;
    const s = m.index;
    const e = s + m[0].length;
    let covered = false;
    index.forEachOverlap(s, e, (c) => {
      covered = true;
      // The vote's own unsure organisation of exactly the initials takes the reuse score.
      if (c.entity === 'ORGANIZATION' && c.start === s && c.end === e && c.score < ACRONYM_EXPANSION_REUSE) raised.add(c);
    });
    if (covered) continue;
    added.push({ entity: 'ORGANIZATION', start: s, end: e, score: ACRONYM_EXPANSION_REUSE, baseScore: ACRONYM_EXPANSION_REUSE, recognizer, pattern: 'acronym-expansion', reason: 'initials of a name given in brackets earlier', contextApplied: true });
  }
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (raised.has(c)) names[i] = { ...c, score: ACRONYM_EXPANSION_REUSE, reason: `${c.reason ?? ''}; initials of a name given in brackets earlier` };
  }
  names.push(...added);
}
