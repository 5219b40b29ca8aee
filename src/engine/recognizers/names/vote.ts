/**
 * Model and rules vote on PERSON / LOCATION / ORGANIZATION. The rules are precise where they have a
 * strong cue (an honorific, an address, a legal suffix, a lexicon phrase) and blind elsewhere; the
 * model generalises from labelled text but knows nothing of the API's conventions. So:
 * - both find the same type on overlapping text: the model's span, with the two confidences
 *   combined as independent evidence (noisy-or);
 * - a strong rule (≥ RULE_STRONG) keeps its own span and type against the model;
 * - otherwise the model's span and type win a disagreement;
 * - a rule finding the model did not make survives only when it is confident (≥ RULE_ALONE);
 * - a model span survives alone above MODEL_FLOOR.
 * Then every name found is looked for again elsewhere in the document (a surname mentioned once in
 * full is the same person later), because the model sees a few words around each token only.
 * Other types (AGE, TITLE, NRP …) pass through untouched.
 */
import type { Candidate } from '../../types.ts';
import type { ModelSpan } from './model/tagger.ts';
import { possessiveLength, skipTitles } from './name-edges.ts';
import type { Token } from './prepare.ts';

export const RULE_STRONG = Number(process.env.X_STRONG ?? 0.9);
export const RULE_ALONE = Number(process.env.X_ALONE ?? 0.5);
export const MODEL_FLOOR = Number(process.env.X_FLOOR ?? 0.3);
/** Propagated copies are a little less certain than the mention they copy. */
export const PROPAGATED_FACTOR = 0.9;
export const PROPAGATE_MIN = Number(process.env.X_PROP ?? 0.6);

const NAME_TYPES: Record<string, string> = { PER: 'PERSON', LOC: 'LOCATION', ORG: 'ORGANIZATION' };
const isNameType = (e: string) => e === 'PERSON' || e === 'LOCATION' || e === 'ORGANIZATION';
const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

export function vote(rules: readonly Candidate[], model: readonly ModelSpan[], tokens: readonly Token[], text: string, recognizer: string): Candidate[] {
  const out: Candidate[] = [];
  const ruleNames: Candidate[] = [];
  for (const c of rules) (isNameType(c.entity) ? ruleNames : out).push(c);
  const usedRule = new Uint8Array(ruleNames.length);
  const names: Candidate[] = [];
  const misc: { start: number; end: number }[] = [];
  for (const m of model) {
    let first = m.first;
    if (m.cls === 'PER') {
      first = skipTitles(tokens, m.first, m.last);
      // "@handle": the at sign belongs to the name (as one span, per the API's merge rule).
      if (first === m.first && first > 0 && tokens[first - 1]!.t === '@' && (tokens[first]!.glued || tokens[first]!.spaced)) first--;
    }
    const start = tokens[first]!.s;
    const end = tokens[m.last]!.e - possessiveLength(tokens[m.last]!.t);
    const entity = NAME_TYPES[m.cls];
    if (entity === undefined) {
      misc.push({ start, end });
      continue;
    }
    const span = { start, end };
    let score = m.prob;
    let keep = true;
    for (let k = 0; k < ruleNames.length; k++) {
      const r = ruleNames[k]!;
      if (!overlap(r, span)) continue;
      if (r.entity === entity) {
        usedRule[k] = 1;
        if (r.score >= RULE_STRONG && r.end - r.start > end - start) keep = false;
        else score = 1 - (1 - score) * (1 - r.score);
      } else if (r.score >= RULE_STRONG) keep = false;
      else usedRule[k] = 1;
    }
    if (!keep || score < MODEL_FLOOR) continue;
    names.push({ entity, start, end, score: Math.min(0.99, score), recognizer, pattern: 'model', reason: `name model (${m.cls})`, contextApplied: true });
  }
  for (let k = 0; k < ruleNames.length; k++) {
    const r = ruleNames[k]!;
    if (usedRule[k] && r.score < RULE_STRONG) continue;
    if (r.score < RULE_ALONE && !usedRule[k]) continue;
    if (r.score < RULE_STRONG && misc.some((m) => overlap(m, r))) continue;
    if (names.some((n) => overlap(n, r) && n.entity === r.entity && n.start === r.start && n.end === r.end)) continue;
    names.push(r);
  }
  propagate(names, tokens, text, recognizer);
  return out.concat(names);
}

/** Copies confident names to their other mentions: the full form and, for people, the surname alone. */
function propagate(names: Candidate[], tokens: readonly Token[], text: string, recognizer: string): void {
  const known = new Map<string, { entity: string; score: number }>();
  for (const c of names) {
    if (c.score < PROPAGATE_MIN) continue;
    const surface = text.slice(c.start, c.end);
    if (!known.has(surface)) known.set(surface, { entity: c.entity, score: c.score * PROPAGATED_FACTOR });
    if (c.entity === 'PERSON') {
      const parts = surface.split(/\s+/);
      const last = parts[parts.length - 1]!;
      if (parts.length >= 2 && last.length > 2 && !known.has(last)) known.set(last, { entity: 'PERSON', score: c.score * PROPAGATED_FACTOR * PROPAGATED_FACTOR });
    }
  }
  if (known.size === 0) return;
  const covered = (s: number, e: number) => names.some((n) => n.start < e && s < n.end);
  const added: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 1 || !t.cap) continue;
    // Longest known surface starting here (names are a few tokens at most).
    for (let j = Math.min(tokens.length - 1, i + 5); j >= i; j--) {
      const s = t.s;
      const e = tokens[j]!.e;
      const hit = known.get(text.slice(s, e));
      if (hit === undefined) continue;
      if (!covered(s, e) && !added.some((a) => a.start < e && s < a.end)) {
        added.push({ entity: hit.entity, start: s, end: e, score: hit.score, recognizer, pattern: 'model-propagated', reason: 'same name found elsewhere in the document', contextApplied: true });
      }
      i = j;
      break;
    }
  }
  names.push(...added);
}
