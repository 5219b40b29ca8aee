/**
 * The words around a run as evidence: triggers and role words before it, speech verbs and
 * appositions after it, sentence starts, prepositions, language uses.
 */
import type { Doc } from '../doc.ts';
import { LANGUAGE_AFTER, LOC_TRIGGERS, LOC_TRIGGER_LAST, TRIGGERS_BY_LAST, type TriggerHit } from '../lang/cues.ts';
import { AFTER_AGE, AFTER_AGE_PARENTHESIS, AFTER_JOB_ACRONYM, AFTER_POSSESSION, AFTER_ROLE, AFTER_SPEECH, AFTER_WHO } from '../scores.ts';
import { V_ABBREVIATIONS, V_JOB_HEADS, V_JOB_MODIFIERS, V_LANGUAGE_BEFORE, V_LOC_PREPOSITIONS, V_PERSONAL_POSSESSIONS, V_ROLE_BEFORE, V_SPEECH_AFTER, V_TRIGGER_LAST, inSet } from '../vocab-bits.ts';
import { JOB_ACRONYMS } from '../vocab.ts';
import { possessive, stripDot } from '../words.ts';

export function sentenceStart(doc: Doc, i: number): boolean {
  if (i === 0) return true;
  const t = doc.tokens[i]!;
  if (t.nl) return true;
  const p = doc.tokens[i - 1]!;
  if (p.kind !== 0) return false;
  if ('!?:;"“”«»(•*–—|>[]'.includes(p.t)) return true;
  if (p.t === '-' && !p.glued) return true;
  if (p.t === '.') {
    const q = doc.tokens[i - 2];
    // "Mr. Smith" and "J. Smith" continue the sentence.
    if (q && q.kind === 1 && q.e === p.s && (q.initial || inSet(q, V_ABBREVIATIONS))) return false;
    return true;
  }
  return false;
}

/** Best trigger ending right before token i: its score and whether it allows lowercase names. */
export function triggerBefore(doc: Doc, i: number): TriggerHit | undefined {
  const prev = doc.tokens[i - 1];
  if (!prev) return undefined;
  // Most words end no trigger; only a dotted token ("U.S.") needs the stripDot look-up below.
  if (!inSet(prev, V_TRIGGER_LAST) && !prev.lower.endsWith('.')) return undefined;
  const candidates = TRIGGERS_BY_LAST.get(prev.lower) ?? (prev.t === '.' ? undefined : TRIGGERS_BY_LAST.get(stripDot(prev.lower)));
  if (!candidates) return undefined;
  let best: TriggerHit | undefined;
  for (const trig of candidates) {
    const n = trig.words.length;
    if (i - n < 0) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const t = doc.tokens[i - n + k]!;
      ok = t.lower === trig.words[k] || stripDot(t.lower) === trig.words[k];
    }
    // Phrase must be directly before the run (no line break between, except after "Regards,").
    if (ok && doc.tokens[i - n + 1]?.nl && n > 1 && trig.words[n - 1] !== ',') ok = false;
    if (ok && (!best || trig.hit.score > best.score)) best = trig.hit;
  }
  return best;
}

/** Evidence after the run ending at token j (inclusive): speech verb, ", who", ", 45,", ", the CEO". */
export function afterEvidence(doc: Doc, j: number): { score: number; why: string } | undefined {
  const t1 = doc.tokens[j + 1];
  if (!t1) return undefined;
  if (t1.nl) return undefined;
  if (t1.kind === 1 && inSet(t1, V_SPEECH_AFTER)) return { score: AFTER_SPEECH, why: `followed by "${t1.lower}"` };
  if (t1.kind === 1 && (t1.lower === 'has' || t1.lower === 'had' || t1.lower === 'was' || t1.lower === 'is')) {
    const t2 = doc.tokens[j + 2];
    if (t2 && inSet(t2, V_SPEECH_AFTER)) return { score: AFTER_SPEECH, why: `followed by "${t1.lower} ${t2.lower}"` };
  }
  if (t1.t === ',') {
    const t2 = doc.tokens[j + 2];
    const t3 = doc.tokens[j + 3];
    if (!t2) return undefined;
    if (t2.lower === 'who' || t2.lower === 'whose') return { score: AFTER_WHO, why: `followed by ", ${t2.lower}"` };
    if (t2.kind === 2 && /^\d{1,3}$/.test(t2.t) && Number(t2.t) <= 120 && t3 && (t3.t === ',' || t3.t === ')' || t3.lower === 'of' || t3.lower === 'from')) return { score: AFTER_AGE, why: 'followed by an age apposition' };
    if ((t2.lower === 'the' || t2.lower === 'a' || t2.lower === 'an' || t2.lower === 'our' || t2.lower === 'its' || t2.lower === 'his' || t2.lower === 'her') && t3) {
      if (inSet(t3, V_ROLE_BEFORE) || inSet(t3, V_JOB_MODIFIERS) || inSet(t3, V_JOB_HEADS) || JOB_ACRONYMS.has(t3.t)) return { score: AFTER_ROLE, why: `followed by ", ${t2.lower} ${t3.lower}"` };
    }
    if (JOB_ACRONYMS.has(t2.t)) return { score: AFTER_JOB_ACRONYM, why: `followed by ", ${t2.t}"` };
  }
  if (t1.t === '(' && doc.tokens[j + 2]?.kind === 2 && doc.tokens[j + 3]?.t === ')') return { score: AFTER_AGE_PARENTHESIS, why: 'followed by an age in parentheses' };
  const last = doc.tokens[j]!;
  if (possessive(last.lower) && t1.kind === 1 && inSet(t1, V_PERSONAL_POSSESSIONS)) return { score: AFTER_POSSESSION, why: `followed by "'s ${t1.lower}"` };
  return undefined;
}

export function asJob(doc: Doc, i: number): boolean {
  const a = doc.tokens[i - 1]?.lower;
  const b = doc.tokens[i - 2]?.lower;
  return (a === 'a' || a === 'an') && b === 'as';
}

export function roleBefore(doc: Doc, i: number): string | undefined {
  let p = doc.tokens[i - 1];
  if (!p || doc.tokens[i]!.nl) return undefined;
  // "his wife, Ursula," / "her son, Thomas.": a kin or role noun, a comma, then the name.
  if (p.t === ',' && doc.tokens[i - 2]?.kind === 1 && /^(?:his|her|their|my|our|your)$/.test(doc.tokens[i - 3]?.lower ?? '')) p = doc.tokens[i - 2];
  if (!p || p.kind !== 1 || p.cap) return undefined;
  return inSet(p, V_ROLE_BEFORE) ? p.lower : undefined;
}

export function locTriggerBefore(doc: Doc, i: number): string | undefined {
  const prev = doc.tokens[i - 1];
  if (prev === undefined || !LOC_TRIGGER_LAST.includes(prev.lower)) return undefined;
  for (const words of LOC_TRIGGERS) {
    const n = words.length;
    if (i - n < 0 || doc.tokens[i - 1]!.lower !== words[n - 1]) continue;
    let ok = true;
    for (let k = 0; k < n - 1 && ok; k++) ok = doc.tokens[i - n + k]!.lower === words[k];
    if (ok) return words.join(' ');
  }
  return undefined;
}

export function locPrepBefore(doc: Doc, i: number): string | undefined {
  let k = i - 1;
  // "in the Netherlands", "from northern Italy"
  if (doc.tokens[k]?.lower === 'the') k--;
  const p = doc.tokens[k];
  if (!p || p.kind !== 1 || doc.tokens[k + 1]!.nl) return undefined;
  return inSet(p, V_LOC_PREPOSITIONS) ? p.lower : undefined;
}

/** "in French", "French translations", "speaks German": a language, not a group of people. */
export function languageUse(doc: Doc, from: number, to: number): boolean {
  const before = doc.tokens[from - 1];
  const after = doc.tokens[to + 1];
  if (after && after.kind === 1 && !after.cap && LANGUAGE_AFTER.test(after.lower)) {
    if (after.lower !== 'and' && after.lower !== 'or') return true;
    const w = doc.tokens[to + 3];
    return w !== undefined && LANGUAGE_AFTER.test(w.lower) && w.lower !== 'and';
  }
  if (before && inSet(before, V_LANGUAGE_BEFORE) && (!after || after.kind !== 1 || !after.cap)) return before.lower !== 'from' || doc.tokens[from - 2]?.lower === 'translated';
  return false;
}
