/** Names without capitals in ordinary text: speaker labels, "mr. huth", "my name is john smith". */
import { W_COMMON, W_FIRST, flagsOf, isCommonT, isFirstT, isSurnameT, isWordT } from '../annotate.ts';
import { type Doc, emit } from '../doc.ts';
import { LOWERCASE_HONORIFIC_NAME, LOWERCASE_HONORIFIC_TITLE, LOWERCASE_TRIGGER_COMMON_PENALTY, LOWERCASE_TRIGGER_PENALTY, SPEAKER_LABEL, SPEAKER_LABEL_COMMON } from '../scores.ts';
import { V_NEVER_NAME, inSet } from '../vocab-bits.ts';
import { NEVER_NAME } from '../vocab.ts';
import { bare, bareEnd } from '../words.ts';
import { triggerBefore } from './context.ts';

/** Form field labels that are also given names ("Name:", "Date:"): a form, not a chat. */
const FIELD_LABELS = new Set(['name', 'date', 'title', 'subject', 'status', 'city', 'country', 'state', 'company', 'position', 'notes', 'note', 'address', 'amount', 'job', 'rank', 'grade', 'class', 'case', 'court', 'judge', 'role', 'summary', 'reason', 'type', 'ward', 'room', 'price']);

/**
 * Chat and transcript speaker labels: "Ivy: which hotel?", "[12:30] samantha: ok". A given name
 * (any case) alone at the start of a line, before a colon that is followed by text.
 */
export function speakerLabel(doc: Doc, i: number): boolean {
  const { tokens } = doc;
  const t = tokens[i]!;
  const colon = tokens[i + 1];
  if (!colon || colon.t !== ':' || !colon.glued) return false;
  const after = tokens[i + 2];
  if (!after || after.nl || after.kind === 2) return false;
  // Line start, or right after a "[time]" stamp.
  let k = i - 1;
  if (tokens[k]?.t === ']') {
    while (k >= 0 && tokens[k]!.t !== '[' && !tokens[k]!.nl && i - k < 8) k--;
    if (tokens[k]?.t !== '[') return false;
    if (!(k === 0 || tokens[k]!.nl)) return false;
  } else if (!(i === 0 || t.nl)) return false;
  const lower = bare(t.lower);
  if (FIELD_LABELS.has(lower)) return false;
  const f = flagsOf(doc, t, lower);
  const common = (f & W_COMMON) !== 0;
  if ((lower === t.lower ? inSet(t, V_NEVER_NAME) : NEVER_NAME.has(lower)) || (f & W_FIRST) === 0 || (common && !t.cap)) return false;
  emit(doc, 'PERSON', t.s, t.e, common ? SPEAKER_LABEL_COMMON : SPEAKER_LABEL, 'speaker-label', 'given name as a chat speaker label');
  doc.claimed[i] = 1;
  return true;
}

/** "did mr. huth reply?": a lowercase honorific, then a surname-like word. */
export function lowercaseHonorific(doc: Doc, i: number): boolean {
  const { tokens } = doc;
  let k = i + 1;
  if (tokens[k]?.t === '.' && tokens[k]!.glued) k++;
  const n = tokens[k];
  if (!n || n.kind !== 1 || !n.spaced || n.cap || inSet(n, V_NEVER_NAME) || isCommonT(doc, n)) return false;
  if (!(isSurnameT(doc, n) || isFirstT(doc, n) || !isWordT(doc, n))) return false;
  let end = k;
  const n2 = tokens[k + 1];
  if (n2 && n2.kind === 1 && n2.spaced && !n2.cap && isFirstT(doc, n) && isSurnameT(doc, n2) && !isCommonT(doc, n2)) end = k + 1;
  emit(doc, 'TITLE', tokens[i]!.s, tokens[k - 1]!.e, LOWERCASE_HONORIFIC_TITLE, 'honorific', 'lowercase honorific before a name');
  emit(doc, 'PERSON', n.s, bareEnd(tokens[end]!), LOWERCASE_HONORIFIC_NAME, 'honorific-lowercase', 'name after a lowercase honorific');
  for (let m = i; m <= end; m++) doc.claimed[m] = 1;
  return true;
}

/** "my name is john smith": lowercase given name (+ surname) right after a strong trigger. */
export function lowercaseName(doc: Doc, i: number): void {
  const trig = triggerBefore(doc, i)!;
  const t = doc.tokens[i]!;
  if (!isFirstT(doc, t) && !(isSurnameT(doc, t) && !isWordT(doc, t))) return;
  if (inSet(t, V_NEVER_NAME)) return;
  let j = i;
  const n = doc.tokens[i + 1];
  if (n && n.kind === 1 && n.spaced && (isSurnameT(doc, n) || isFirstT(doc, n)) && !isCommonT(doc, n)) j = i + 1;
  const common = isCommonT(doc, t) && j === i;
  emit(doc, 'PERSON', t.s, doc.tokens[j]!.e, trig.score - (common ? LOWERCASE_TRIGGER_COMMON_PENALTY : LOWERCASE_TRIGGER_PENALTY), 'trigger-lowercase', `after "${trig.words}", lowercase name in the name lexicon`);
  for (let k = i; k <= j; k++) doc.claimed[k] = 1;
}
