/**
 * Document-level propagation: names found with strong evidence are propagated to their later bare
 * uses, and lone given names coordinated with a person ("Megan and Rhys") are people too.
 */
import { W_COMMON, W_FIRST, W_RAW_PLACE_SHIFT, flagsOf, isCommon, isCommonT, isFirst, isFirstT, isWord, rawPlace } from '../annotate.ts';
import { type Doc, type Entity, type Pending, emit } from '../doc.ts';
import type { Token } from '../prepare.ts';
import { COORDINATED_PAIR, COORDINATED_WITH_PERSON, PERSON_ANCHOR, PROPAGATED_GIVEN_NAME, PROPAGATED_ORG, PROPAGATED_ORG_WORD, PROPAGATED_PART_PENALTY, PROPAGATED_PERSON, PROPAGATE_FROM } from '../scores.ts';
import { NAME_PARTICLES } from '../vocab.ts';
import { bare, bareEnd, possessive } from '../words.ts';

// Shared values of propagate's `known` map (only read).
const KNOWN_PERSON = { entity: 'PERSON', score: PROPAGATED_PERSON } as const;
const KNOWN_FIRST_NAME = { entity: 'PERSON', score: PROPAGATED_GIVEN_NAME } as const;
const KNOWN_ORG = { entity: 'ORGANIZATION', score: PROPAGATED_ORG } as const;
const KNOWN_ORG_WORD = { entity: 'ORGANIZATION', score: PROPAGATED_ORG_WORD } as const;
const SPACES = /\s+/;

export function propagate(doc: Doc): void {
  if (doc.pending.length === 0) return;
  const known = new Map<string, { readonly entity: Entity; readonly score: number }>();
  for (const c of doc.out) {
    if (c.score < PROPAGATE_FROM) continue;
    if (c.entity === 'PERSON') {
      const surface = doc.text.slice(c.start, c.end);
      known.set(surface, KNOWN_PERSON);
      const parts = surface.split(SPACES);
      if (parts.length >= 2) {
        for (let idx = 0; idx < parts.length; idx++) {
          const p = parts[idx]!;
          const l = p.toLowerCase();
          if (p.length < 2 || p.endsWith('.') || NAME_PARTICLES.has(l) || isCommon(doc, l) || isPlaceWord(doc, l)) continue;
          // The last part (surname) is the usual later reference; a lone first name less so.
          known.set(p, idx === parts.length - 1 ? KNOWN_PERSON : KNOWN_FIRST_NAME);
        }
      }
    } else if (c.entity === 'ORGANIZATION') {
      const surface = doc.text.slice(c.start, c.end);
      known.set(surface, KNOWN_ORG);
      const firstWord = surface.split(SPACES)[0]!;
      const l = firstWord.toLowerCase();
      if (firstWord !== surface && firstWord.length > 2 && !isWord(doc, l) && !isPlaceWord(doc, l) && !isFirst(doc, l)) known.set(firstWord, KNOWN_ORG_WORD);
    }
  }
  const { tokens } = doc;
  // "Megan and Rhys", "Rhys and Carys": a lone given name coordinated with a person is one too.
  const personEnds = new Set<number>();
  for (const c of doc.out) if (c.entity === 'PERSON' && c.score >= PERSON_ANCHOR) personEnds.add(c.end);
  // "Sharmila and Minakshi are coming": two lone given names joined by "and".
  // (pendingAt is built on first need: before any pending entry has been resolved, as it would be up front.)
  let pendingAt: Map<number, Pending> | undefined;
  for (const p of doc.pending) {
    if (p.from !== p.to || tokens[p.from + 1]?.lower !== 'and') continue;
    if (pendingAt === undefined) {
      pendingAt = new Map();
      for (const r of doc.pending) if (r.from === r.to) pendingAt.set(r.from, r);
    }
    const q = pendingAt.get(p.from + 2);
    if (!q) continue;
    const a = tokens[p.from]!;
    const b = tokens[q.from]!;
    if (!loneGivenName(doc, a) || !loneGivenName(doc, b)) continue;
    emit(doc, 'PERSON', a.s, bareEnd(a), COORDINATED_PAIR, 'coordinated', 'two given names joined by "and"');
    emit(doc, 'PERSON', b.s, bareEnd(b), COORDINATED_PAIR, 'coordinated', 'two given names joined by "and"');
    personEnds.add(a.e);
    personEnds.add(b.e);
    p.to = -1;
    q.to = -1;
  }
  for (const p of doc.pending) {
    if (p.from !== p.to) continue;
    const t = tokens[p.from]!;
    const conj = tokens[p.from - 1];
    const prev = tokens[p.from - 2];
    if (!conj || !prev || !(conj.lower === 'and' || conj.lower === 'or' || conj.t === '&' || conj.t === ',')) continue;
    if (!personEnds.has(prev.e) && !(prev.t === '.' || false)) continue;
    if (!isFirstT(doc, t) || isCommonT(doc, t)) continue;
    emit(doc, 'PERSON', t.s, bareEnd(t), COORDINATED_WITH_PERSON, 'coordinated', 'given name coordinated with a person name');
    personEnds.add(t.e);
    p.to = -1; // resolved
  }
  if (known.size === 0) return;
  for (const p of doc.pending) {
    if (p.to < p.from) continue;
    const whole = known.get(bareText(doc, p.from, p.to));
    if (whole) {
      emit(doc, whole.entity, tokens[p.from]!.s, bareEnd(tokens[p.to]!), whole.score, 'propagated', 'same name found with stronger evidence elsewhere in the document');
      continue;
    }
    // Individual words of an unresolved phrase ("Maris homered", "Starmer's government").
    for (let k = p.from; k <= p.to; k++) {
      const t = tokens[k]!;
      if (t.kind !== 1) continue;
      const hit = known.get(bareWord(t));
      if (hit) emit(doc, hit.entity, t.s, bareEnd(t), hit.score - (p.to > p.from ? PROPAGATED_PART_PENALTY : 0), 'propagated', 'same name found with stronger evidence elsewhere in the document');
    }
  }
}

function loneGivenName(doc: Doc, t: Token): boolean {
  const f = flagsOf(doc, t, bare(t.lower));
  return (f & W_FIRST) !== 0 && (f & (7 << W_RAW_PLACE_SHIFT)) === 0 && (f & W_COMMON) === 0;
}

/** A gazetteer place as it is written (no possessive strip or accent fold). */
function isPlaceWord(doc: Doc, lower: string): boolean {
  return rawPlace(doc, lower) !== undefined;
}
function bareWord(t: Token): string {
  return possessive(t.lower) ? t.t.slice(0, -2) : t.t;
}
function bareText(doc: Doc, from: number, to: number): string {
  return doc.text.slice(doc.tokens[from]!.s, bareEnd(doc.tokens[to]!));
}
