/**
 * Model and rules vote on PERSON / LOCATION / ORGANIZATION. The rules are precise where they have a
 * strong cue (an honorific, an address, a legal suffix, a lexicon phrase) and blind elsewhere; the
 * model generalises from labelled text but knows nothing of the API's conventions. So:
 * - both find the same type on overlapping text: the model's span, with the two confidences
 *   combined as independent evidence (noisy-or) — unless the rule is strong, whose span is kept
 *   (a rule knows that "Dear" opens a letter and is not part of the name);
 * - a strong rule (≥ RULE_STRONG) or a structural one (addresses, PO boxes) keeps its own span and
 *   type against the model, and so does the
 *   rules' document propagation (a name typed with strong evidence elsewhere in the document keeps
 *   that type: "Zentrofax Widgets Inc. … shares in Zentrofax");
 * - otherwise the model's span and type win a disagreement;
 * - a rule finding the model did not make survives only when it is confident (≥ RULE_ALONE);
 * - a model span survives alone above MODEL_FLOOR.
 * Then every name found is looked for again elsewhere in the document (a surname mentioned once in
 * full is the same person later), because the model sees a few words around each token only.
 * Other types (AGE, TITLE, NRP …) pass through untouched.
 */
import type { Candidate } from '../../types.ts';
import { isSentenceStart } from './model/features.ts';
import type { ModelSpan } from './model/tagger.ts';
import { calibrate } from './calibration.ts';
import { possessiveLength, skipTitles } from './name-edges.ts';
import type { Token } from './prepare.ts';
import { SpanIndex } from './span-index.ts';
import { ORG_HEADS, ORG_LEGAL, ORG_OF_HEADS } from './vocab.ts';

export const RULE_STRONG = 0.9;
export const RULE_ALONE = 0.5;
/** A rule name this sure is outvoted only by a model span that is kept. */
export const RULE_FIRM = 0.85;
export const MODEL_FLOOR = 0.3;
/** A model place or organisation this sure outvotes a group word of the same span (groupWordsOutvoted). */
export const GROUP_OUTVOTED = 0.5;
/** Propagated copies are a little less certain than the mention they copy. */
export const PROPAGATED_FACTOR = 0.9;
export const PROPAGATE_MIN = 0.6;

const NAME_TYPES: Record<string, string> = { PER: 'PERSON', LOC: 'LOCATION', ORG: 'ORGANIZATION' };
export const isNameType = (e: string) => e === 'PERSON' || e === 'LOCATION' || e === 'ORGANIZATION';
function hasNumber(tokens: readonly Token[], first: number, last: number): boolean {
  for (let k = first; k <= last; k++) if (tokens[k]!.kind === 2) return true;
  return false;
}

const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'your', 'my', 'our', 'his', 'her', 'their', 'its', 'all', 'every']);

/**
 * "Mark the date.", "Bill the client", "Sue the company": one word opening a sentence and followed
 * by a determiner is an imperative verb, not a name said alone (a name there would be followed by
 * a verb); the model sees a capital and a given name, and too little else in its ±2 window.
 */
function imperativeVerb(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return next !== undefined && DETERMINERS.has(next.lower) && isSentenceStart(tokens, i);
}

/** Rules that read structure the model cannot see: postal addresses, PO boxes, postcodes. */
export const isStructural = (c: Candidate) => c.pattern !== undefined && /address|po-box|postcode/.test(c.pattern);

export function vote(rules: readonly Candidate[], model: readonly ModelSpan[], tokens: readonly Token[], text: string, recognizer: string): Candidate[] {
  const out: Candidate[] = [];
  const ruleList: Candidate[] = [];
  for (const c of rules) (isNameType(c.entity) ? ruleList : out).push(c);
  const ruleIndex = new SpanIndex(ruleList);
  const ruleNames = ruleIndex.spans;
  const usedRule = new Uint8Array(ruleNames.length);
  // Strong rule places inside a model organisation named "the X of Y" (institutionOfPlace).
  const swallowed = new Uint8Array(ruleNames.length);
  const names: Candidate[] = [];
  const misc: { start: number; end: number }[] = [];
  for (const m of model) {
    let first = m.first;
    if (m.cls === 'PER') first = skipTitles(tokens, m.first, m.last);
    // "@handle": the at sign belongs to the name (as one span, per the API's merge rule), an
    // organisation's or a place's account too ("@ BBCNews", "@ SonyCentreTO"); but "@" before a
    // venue or town of words is "at" ("( @ Nottingham Railway Station )", "visits @ Taupo today").
    if (first === m.first && first > 0 && tokens[first - 1]!.t === '@' && (tokens[first]!.glued || tokens[first]!.spaced) && atJoins(m.cls, tokens, first, m.last, text)) first--;
    const start = tokens[first]!.s;
    const end = tokens[m.last]!.e - possessiveLength(tokens[m.last]!.t);
    const entity = NAME_TYPES[m.cls];
    if (entity === undefined) {
      misc.push({ start, end });
      continue;
    }
    let score = calibrate(entity, m.prob);
    let keep = true;
    let agreed = false;
    // Rule names of the other type this span overrides: only when the span is kept (a model span
    // below the floor outvotes nothing, and "Saint Lucia" stays the gazetteer's country).
    const overridden: number[] = [];
    const inside: number[] = [];
    ruleIndex.forEachOverlap(start, end, (r, k) => {
      if (entity === 'ORGANIZATION' && r.entity === 'LOCATION' && !isStructural(r) && r.pattern !== 'propagated' && institutionOfPlace(text, start, end, r)) inside.push(k);
      else if (r.entity === entity) {
        usedRule[k] = 1;
        agreed = true;
        if (r.score >= RULE_STRONG || isStructural(r)) keep = false;
        else score = 1 - (1 - score) * (1 - r.score);
      } else if (r.score >= RULE_STRONG || r.pattern === 'propagated' || isStructural(r)) keep = false;
      else if (r.score >= RULE_FIRM) overridden.push(k);
      else usedRule[k] = 1;
    });
    if (!keep || score < MODEL_FLOOR) continue;
    if (m.cls === 'PER' && first === m.last && imperativeVerb(tokens, first)) continue;
    // Numbers inside a name are the address rules' business (house numbers, postcodes): an unsure
    // model span with one ("Envoyez-le au 8 rue des Lilas") is left to them.
    if (!agreed && score < 0.5 && hasNumber(tokens, first, m.last)) continue;
    for (const k of overridden) usedRule[k] = 1;
    for (const k of inside) usedRule[k] = swallowed[k] = 1;
    names.push({ entity, start, end, score: Math.min(0.99, score), recognizer, pattern: 'model', reason: `name model (${m.cls})`, contextApplied: true });
  }
  const miscIndex = new SpanIndex(misc);
  // The model's names, fixed at the first rule name that gets this far (most documents have none):
  // a rule name with the same type and span is not added again. Few names are compared one by
  // one; many through a set of keys.
  let takenCount = -1;
  let taken: Set<string> | undefined;
  for (let k = 0; k < ruleNames.length; k++) {
    const r = ruleNames[k]!;
    if (swallowed[k]) continue;
    if (usedRule[k] && r.score < RULE_STRONG && !isStructural(r)) continue;
    if (r.score < RULE_ALONE && !usedRule[k]) continue;
    if (r.score < RULE_STRONG && !isStructural(r) && miscIndex.some(r.start, r.end)) continue;
    if (takenCount < 0) {
      takenCount = names.length;
      if (takenCount > 16) taken = new Set(names.map((n) => `${n.entity}:${n.start}:${n.end}`));
    }
    if (taken !== undefined ? taken.has(`${r.entity}:${r.start}:${r.end}`) : sameSpanAmong(names, takenCount, r)) continue;
    names.push(r);
  }
  propagate(names, tokens, text, recognizer);
  return groupWordsOutvoted(out, names).concat(names);
}

/**
 * A group word the model reads as a place or an organisation where it stands ("para Roma", "aus dem
 * Balkan", "as a Liberal member") is that, not the group: the NRP list is one for every language and
 * knows no context. Only the model's confident spans of exactly the word outvote it.
 */
function groupWordsOutvoted(out: Candidate[], names: readonly Candidate[]): Candidate[] {
  // Most documents have no group word: no index, no copy.
  if (!out.some((c) => c.entity === 'NRP')) return out;
  const placed = new SpanIndex(names.filter((n) => n.pattern === 'model' && n.entity !== 'PERSON' && n.score >= GROUP_OUTVOTED));
  return out.filter((c) => c.entity !== 'NRP' || !placed.some(c.start, c.end, (n) => n.start === c.start && n.end === c.end));
}

/** Institution heads the model's word sets lack (ORG_HEADS is a model feature and stays as it is). */
const MORE_INSTITUTION_HEADS = new Set(['organisation', 'organization', 'movement', 'front', 'alliance', 'commons', 'lords', 'scouts', 'guides', 'rifles']);
/** Heads of clubs and firms, which news writes with "of" and their country ("Juventus FC of Italy"). */
const NOT_INSTITUTION_HEADS = new Set(['club', 'fc', 'company', 'group', 'holdings', 'holding']);

/**
 * "The House of Commons of the United Kingdom", "the Reform Party of the United States of America",
 * "the Boy Scouts of America": an institution named with "of" and its country or town, which the
 * model reads as one organisation and the gazetteer's strong place inside it used to void (a strong
 * rule of another type keeps its span against the model). Such a place is part of the name when it
 * ends the model's organisation right after "of" or "of the", and a word before it heads institution
 * names ("Party", "Church", "Council", "Association", "House", "Organisation"). Not when the words
 * before hold a legal form or a club's or firm's head: "Bayer AG of Germany", "Juventus FC of Italy"
 * are a firm or club and its country, as news writes them. Train split (crossner-en, wikigold-en):
 * 52 gold organisations of this shape were found as their place alone.
 */
function institutionOfPlace(text: string, start: number, end: number, r: Candidate): boolean {
  if (r.end !== end || r.start <= start) return false;
  const before = text.slice(start, r.start);
  if (!/ of (?:the )?$/.test(before)) return false;
  let headed = false;
  for (const w of before.split(' ')) {
    const bare = w.replace(/\.$/, '');
    const lower = bare.toLowerCase();
    if (ORG_LEGAL.has(bare) || NOT_INSTITUTION_HEADS.has(lower)) return false;
    if (ORG_HEADS.has(lower) || ORG_OF_HEADS.has(lower) || MORE_INSTITUTION_HEADS.has(lower)) headed = true;
  }
  return headed;
}

/** Whether one of names[0, count) has the type and span of c. */
function sameSpanAmong(names: readonly Candidate[], count: number, c: Candidate): boolean {
  for (let k = 0; k < count; k++) {
    const n = names[k]!;
    if (n.start === c.start && n.end === c.end && n.entity === c.entity) return true;
  }
  return false;
}

const WHITE_SPACE = /\s/;

/** Whether s[k] is white space as \s sees it (without the expression for ASCII). */
function isWhiteSpace(s: string, k: number): boolean {
  const c = s.charCodeAt(k);
  return c < 128 ? c === 32 || (c >= 9 && c <= 13) : WHITE_SPACE.test(s[k]!);
}

/**
 * The first and the last of surface.split(/\s+/) when it has two or more parts, else undefined:
 * the text before the first white space and after the last, without the array and its strings.
 */
function outerParts(surface: string): [string, string] | undefined {
  let first = -1;
  for (let k = 0; k < surface.length; k++) {
    if (isWhiteSpace(surface, k)) {
      first = k;
      break;
    }
  }
  if (first < 0) return undefined;
  let last = surface.length - 1;
  while (!isWhiteSpace(surface, last)) last--;
  return [surface.slice(0, first), surface.slice(last + 1)];
}

/** Copies confident names to their other mentions: the full form and, for people, the surname alone. */
function propagate(names: Candidate[], tokens: readonly Token[], text: string, recognizer: string): void {
  const known = new Map<string, { entity: string; score: number }>();
  // One name, one type per document: a short mention of a longer confident name takes its type
  // ("Zentrofax Widgets Inc. … shares in Zentrofax": the second is the company, not a place).
  const partType = new Map<string, string>();
  for (const c of names) {
    if (c.score < PROPAGATE_MIN) continue;
    const surface = text.slice(c.start, c.end);
    if (!known.has(surface)) known.set(surface, { entity: c.entity, score: c.score * PROPAGATED_FACTOR });
    const parts = c.entity === 'PERSON' || c.entity === 'ORGANIZATION' ? outerParts(surface) : undefined;
    if (parts === undefined) continue;
    if (c.entity === 'PERSON') {
      const last = parts[1];
      if (last.length > 2 && !known.has(last)) known.set(last, { entity: 'PERSON', score: c.score * PROPAGATED_FACTOR * PROPAGATED_FACTOR });
      partType.set(last, 'PERSON');
    } else partType.set(parts[0], 'ORGANIZATION');
  }
  if (known.size === 0) return;
  if (partType.size > 0) {
    for (let k = 0; k < names.length; k++) {
      const c = names[k]!;
      const type = partType.get(text.slice(c.start, c.end));
      if (type !== undefined && type !== c.entity) names[k] = { ...c, entity: type, reason: `${c.reason ?? ''}; typed like the longer name elsewhere in the document` };
    }
  }
  const nameIndex = new SpanIndex(names);
  // A surface can only be known if its length is that of a known one: most candidate spans are
  // ruled out by that alone, without slicing and hashing them.
  let longest = 0;
  for (const surface of known.keys()) longest = Math.max(longest, surface.length);
  const knownLengths = new Uint8Array(longest + 1);
  for (const surface of known.keys()) knownLengths[surface.length] = 1;
  const added: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 1 || !t.cap) continue;
    // Longest known surface starting here (names are a few tokens at most).
    for (let j = Math.min(tokens.length - 1, i + 5); j >= i; j--) {
      const s = t.s;
      const e = tokens[j]!.e;
      if (e - s > longest || knownLengths[e - s] === 0) continue;
      const hit = known.get(text.slice(s, e));
      if (hit === undefined) continue;
      // Added spans come in text order and never overlap each other (i jumps past each one).
      if (!nameIndex.some(s, e)) {
        added.push({ entity: hit.entity, start: s, end: e, score: hit.score, recognizer, pattern: 'model-propagated', reason: 'same name found elsewhere in the document', contextApplied: true });
      }
      i = j;
      break;
    }
  }
  names.push(...added);
}

/** Whether a model span after "@" is the account the "@" names, not a place the "@" stands for "at". */
function atJoins(cls: string, tokens: readonly Token[], first: number, last: number, text: string): boolean {
  if (cls === 'PER') return true;
  const name = text.slice(tokens[first]!.s, tokens[last]!.e);
  if (/\s/u.test(name)) return false;
  // A place's account is written as one: "SonyCentreTO", "polref_Ireland", "olddublintown".
  return cls !== 'LOC' || /\p{Ll}\p{Lu}|[\p{N}_]|^[\p{Ll}]+$/u.test(name);
}
