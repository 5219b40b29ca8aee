/**
 * Scoring on the third-party corpora (../shared/corpora/dev): gold spans converted to code-point
 * offsets and to the API's conventions, per-type exact and overlap counts, and a Presidio-style
 * type-agnostic score.
 */
import { readFileSync } from 'node:fs';
import { offsetMap } from '../../src/engine/text/offsets.ts';
import { isTitleWord, possessiveLength } from '../../src/engine/recognizers/names/name-edges.ts';

export const CORPUS_TYPES: Record<string, string> = { PER: 'PERSON', LOC: 'LOCATION', ORG: 'ORGANIZATION' };
export const SCORED_TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION'] as const;

export interface Span {
  type: string;
  start: number;
  end: number;
}

export interface CorpusDoc {
  id: string;
  lang: string;
  text: string;
  gold: Span[];
}

const EDGE = /[\s.,;:!?"'“”‘’()[\]{}«»]/u;

/**
 * The gold of one sentence in the API's conventions: edge punctuation and possessive endings
 * trimmed; leading honorifics and office titles left out of a PERSON (Veil reports them as TITLE);
 * same-type neighbours separated only by spaces joined (the API merges them: "@" + "handle").
 */
export function normaliseGold(text: string, spans: readonly { start: number; end: number; type: string }[]): Span[] {
  const cp = offsetMap(text).toCodePoint;
  const out: Span[] = [];
  let prevEnd = -1;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const type = CORPUS_TYPES[s.type];
    if (type === undefined) continue;
    let { start, end } = s;
    while (start < end && EDGE.test(text[start]!)) start++;
    while (end > start && EDGE.test(text[end - 1]!)) end--;
    if (type === 'PERSON') {
      // Leading honorifics and office titles: Veil reports them as TITLE, outside the PERSON.
      for (let m = /^(\S+)\s+/u.exec(text.slice(start, end)); m && isTitleWord(m[1]!); m = /^(\S+)\s+/u.exec(text.slice(start, end))) start += m[0].length;
    }
    end -= possessiveLength(text.slice(start, end));
    // Again after the peels: a tokenised "Dr . Jane Roe" left ". Jane Roe", and "Ryan 's" left "Ryan ".
    while (start < end && EDGE.test(text[start]!)) start++;
    while (end > start && EDGE.test(text[end - 1]!)) end--;
    if (end <= start) continue;
    // The API merges same-type neighbours separated only by spaces ("@" + "handle", split by the
    // corpus's tokenisation); the gold follows the same rule.
    const prev = out[out.length - 1];
    if (prev && prev.type === type && prevEnd >= 0 && /^ *$/.test(text.slice(prevEnd, start))) {
      prev.end = cp(end);
    } else out.push({ type, start: cp(start), end: cp(end) });
    prevEnd = end;
  }
  return out;
}

/** The text in one case, character by character where that keeps the length ("ß" stays), so the gold offsets hold. */
export function recase(text: string, to: 'upper' | 'lower'): string {
  let out = '';
  for (const ch of text) {
    const c = to === 'upper' ? ch.toUpperCase() : ch.toLowerCase();
    out += c.length === ch.length ? c : ch;
  }
  return out;
}

export function readDevFile(file: string): CorpusDoc[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const j = JSON.parse(l) as { id: string; lang: string; text: string; spans: { start: number; end: number; type: string }[] };
      return { id: j.id, lang: j.lang, text: j.text, gold: normaliseGold(j.text, corpusSpans(j.text, j.spans)) };
    });
}

/**
 * The corpora's spans in UTF-16 offsets. The files count code points (Python string offsets), not
 * UTF-16 units as their README says: the two differ after an emoji or another character outside
 * the Basic Multilingual Plane, which only the tweet corpora have (btc-en train 77 spans, dev 7;
 * wnut17-en dev 3), and read as UTF-16 such a span slid one character left per emoji before it.
 */
export function corpusSpans<S extends { start: number; end: number }>(text: string, spans: readonly S[]): S[] {
  if (!/[\uD800-\uDBFF]/.test(text)) return [...spans];
  const units: number[] = [];
  let u = 0;
  for (const ch of text) {
    units.push(u);
    u += ch.length;
  }
  units.push(u);
  return spans.map((s) => ({ ...s, start: units[s.start] ?? s.start, end: units[s.end] ?? s.end }));
}

export interface TypeCounts {
  gold: number;
  pred: number;
  exact: number;
  /** Gold spans overlapped by a prediction of the same type, and predictions overlapping such gold. */
  goldHit: number;
  predHit: number;
}

export const emptyCounts = (): TypeCounts => ({ gold: 0, pred: 0, exact: 0, goldHit: 0, predHit: 0 });

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

export function countType(gold: readonly Span[], pred: readonly Span[], c: TypeCounts): void {
  c.gold += gold.length;
  c.pred += pred.length;
  const exact = new Set(gold.map((g) => `${g.start}:${g.end}`));
  for (const p of pred) if (exact.has(`${p.start}:${p.end}`)) c.exact++;
  for (const g of gold) if (pred.some((p) => overlaps(p, g))) c.goldHit++;
  for (const p of pred) if (gold.some((g) => overlaps(p, g))) c.predHit++;
}

export function prf(c: TypeCounts, mode: 'exact' | 'overlap'): { p: number; r: number; f1: number } {
  const p = c.pred === 0 ? 0 : (mode === 'exact' ? c.exact : c.predHit) / c.pred;
  const r = c.gold === 0 ? 0 : (mode === 'exact' ? c.exact : c.goldHit) / c.gold;
  return { p, r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}

/** Exact and overlap counts per scored type, and the type-agnostic IoU counts, of a set of sentences. */
export interface SentenceScores {
  types: Record<string, TypeCounts>;
  iou90: MatchCounts;
  iou70: MatchCounts;
}

export function emptyScores(): SentenceScores {
  const types: Record<string, TypeCounts> = {};
  for (const t of SCORED_TYPES) types[t] = emptyCounts();
  return { types, iou90: { gold: 0, pred: 0, matched: 0 }, iou70: { gold: 0, pred: 0, matched: 0 } };
}

/** One wrong span of a sentence: a prediction that is no gold span of its type (FP), or a gold span no prediction of its type matches exactly (FN). */
export interface SpanError extends Span {
  kind: 'FP' | 'FN';
  text: string;
}

/**
 * Scores one sentence's entities (the API's output) against its gold (normaliseGold) into `into`;
 * `onError`, when given, receives every wrong span. A prediction's final dot is trimmed, as the
 * gold's edge punctuation is (Veil reports "U.S." and "Inc." whole, which the corpora also do
 * before that trimming).
 */
export function scoreSentence(text: string, gold: readonly Span[], entities: readonly { entity_type: string; start: number; end: number }[], into: SentenceScores, onError?: (e: SpanError) => void): void {
  const chars = Array.from(text);
  const pred: Span[] = entities.map((e) => {
    let end = e.end;
    while (end > e.start && chars[end - 1] === '.') end--;
    return { type: e.entity_type, start: e.start, end };
  });
  const show = (s: Span) => chars.slice(s.start, s.end).join('');
  for (const t of SCORED_TYPES) {
    const g = gold.filter((s) => s.type === t);
    const p = pred.filter((s) => s.type === t);
    countType(g, p, into.types[t]!);
    if (onError) {
      for (const x of p) if (!g.some((y) => y.start === x.start && y.end === x.end)) onError({ ...x, kind: 'FP', text: show(x) });
      for (const x of g) if (!p.some((y) => y.start === x.start && y.end === x.end)) onError({ ...x, kind: 'FN', text: show(x) });
    }
  }
  const gj = joinSpans(text, gold);
  const pj = joinSpans(text, pred);
  matchByIou(gj, pj, 0.9, into.iou90);
  matchByIou(gj, pj, 0.7, into.iou70);
}

// --- Presidio-style: type-agnostic, joined, IoU-matched --------------------------------------------

const JOINERS = new Set(['of', 'the', 'and', '&', 'de', 'del', 'la', 'le', 'von', 'van', 'der', 'da', 'do', 'di', 'du', 'des']);

/** Type-agnostic spans with neighbours joined when only punctuation, spaces or stop words separate them. */
export function joinSpans(text: string, spans: readonly Span[]): { start: number; end: number }[] {
  const chars = Array.from(text);
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: { start: number; end: number }[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      continue;
    }
    if (last) {
      const gap = chars.slice(last.end, s.start).join('');
      const words = gap.split(/[\s\p{P}]+/u).filter(Boolean);
      if (gap.length <= 6 && words.every((w) => JOINERS.has(w.toLowerCase()))) {
        last.end = s.end;
        continue;
      }
    }
    out.push({ start: s.start, end: s.end });
  }
  return out;
}

export interface MatchCounts {
  gold: number;
  pred: number;
  matched: number;
}

/** Greedy one-to-one matching by IoU, best pairs first; `matchedGold` (optional) receives the indices of the gold spans matched. */
export function matchByIou(gold: readonly { start: number; end: number }[], pred: readonly { start: number; end: number }[], min: number, c: MatchCounts, matchedGold?: Set<number>): void {
  c.gold += gold.length;
  c.pred += pred.length;
  const pairs: { g: number; p: number; iou: number }[] = [];
  gold.forEach((g, gi) =>
    pred.forEach((p, pi) => {
      const inter = Math.min(g.end, p.end) - Math.max(g.start, p.start);
      if (inter <= 0) return;
      const iou = inter / (Math.max(g.end, p.end) - Math.min(g.start, p.start));
      if (iou >= min) pairs.push({ g: gi, p: pi, iou });
    }),
  );
  pairs.sort((a, b) => b.iou - a.iou);
  const gUsed = new Set<number>();
  const pUsed = new Set<number>();
  for (const x of pairs) {
    if (gUsed.has(x.g) || pUsed.has(x.p)) continue;
    gUsed.add(x.g);
    pUsed.add(x.p);
    matchedGold?.add(x.g);
    c.matched++;
  }
}

export function f2(c: MatchCounts): { p: number; r: number; f2: number } {
  const p = c.pred === 0 ? 0 : c.matched / c.pred;
  const r = c.gold === 0 ? 0 : c.matched / c.gold;
  return { p, r, f2: p + r === 0 ? 0 : (5 * p * r) / (4 * p + r) };
}
