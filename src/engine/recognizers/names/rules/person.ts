/**
 * The person score of a phrase: the name-lexicon pattern of its words, raised by titles, triggers,
 * role words and evidence after it.
 */
import { PLACE_KINDS, W_COMMON, W_FIRST, W_RAW_PLACE_SHIFT, W_SURNAME, W_WORD, flagsOf } from '../annotate.ts';
import type { Doc } from '../doc.ts';
import type { Token } from '../prepare.ts';
import { PERSON_AFTER_BONUS, PERSON_AFTER_CAP, PERSON_AFTER_COMMON_PENALTY, PERSON_COMMON_MIDDLE, PERSON_HONORIFIC, PERSON_HONORIFIC_IMPLAUSIBLE, PERSON_NOT_A_NAME, PERSON_OFFICE, PERSON_OFFICE_IMPLAUSIBLE, PERSON_ORDINARY, PERSON_PLACE_HEAD_CAP, PERSON_ROLE_BEFORE, PERSON_ROLE_BEFORE_SINGLE, PERSON_SINGLE_COMMON_NAME, PERSON_SINGLE_NAME, PERSON_SINGLE_UNKNOWN, PERSON_SINGLE_WORD, PERSON_STRONG_STRONG, PERSON_STRONG_UNKNOWN, PERSON_STRONG_WEAK, PERSON_TRIGGER_IMPLAUSIBLE_PENALTY, PERSON_TRIGGER_PLAUSIBLE_PENALTY, PERSON_UNKNOWN_STRONG, PERSON_UNKNOWN_UNKNOWN, PERSON_UNKNOWN_WEAK, PERSON_WEAK_UNKNOWN, PERSON_WEAK_WEAK } from '../scores.ts';
import { bare, stripDot } from '../words.ts';
import { afterEvidence, roleBefore, triggerBefore } from './context.ts';
import type { Peeled } from './titles.ts';

export interface Evidence {
  score: number;
  why: string;
}

/** Word classes for the person decision: I initial, F/f given name (f: also a common word), S/s surname, w common word, u other. */
type WordClass = 'I' | 'F' | 'f' | 'S' | 's' | 'w' | 'u';

/**
 * One-letter words of a language: an article, a conjunction or a pronoun before a capitalised word
 * ("O Ministro disse…", "E Silva respondeu…", "A SMITH WAS HERE") is no initial unless a dot follows.
 */
const LETTER_WORDS: Partial<Record<string, string>> = { en: 'ai', pt: 'oaeé', es: 'yoaeu', it: 'eoai', fr: 'aày' };

function letterWord(doc: Doc, w: Token): boolean {
  return w.t.length === 1 && LETTER_WORDS[doc.language]?.includes(w.lower) === true && doc.text.charCodeAt(w.e) !== 46;
}

function wordClass(doc: Doc, w: Token, l: string): WordClass {
  if (w.initial && !letterWord(doc, w)) return 'I';
  const f = flagsOf(doc, w, l);
  const common = (f & W_COMMON) !== 0;
  if (f & W_FIRST) return common ? 'f' : 'F';
  if (f & W_SURNAME) return common ? 's' : 'S';
  return common ? 'w' : 'u';
}

function raise(ev: Evidence, score: number, why: string): void {
  if (score > ev.score) {
    ev.score = score;
    ev.why = why;
  }
}

export function personScore(doc: Doc, words: Token[], from: number, to: number, peel: Peeled, hasConnector: boolean): Evidence {
  const n = words.length;
  const lowers: string[] = [];
  const f: WordClass[] = [];
  let sameWord = true;
  let anyCommon = false;
  let allNameLike = true;
  let someNameLike = false;
  for (let k = 0; k < n; k++) {
    const l = bare(stripDot(words[k]!.lower));
    lowers.push(l);
    const c = wordClass(doc, words[k]!, l);
    f.push(c);
    if (l !== lowers[0]) sameWord = false;
    if (c === 'w') anyCommon = true;
    // Name-like: in a name lexicon, an initial, or no English word at all ("Functionality" is a word).
    const nameLike = c !== 'w' && (c !== 'u' || (flagsOf(doc, words[k]!, l) & W_WORD) === 0);
    if (nameLike) someNameLike = true;
    else allNameLike = false;
  }
  const ev: Evidence = { score: 0, why: '' };
  if (hasConnector) {
    ev.score = PERSON_NOT_A_NAME;
    ev.why = 'contains a connector word';
  } else if (n === 1) {
    const c = f[0]!;
    ev.score = c === 'F' || c === 'S' ? PERSON_SINGLE_NAME : c === 'f' || c === 's' ? PERSON_SINGLE_COMMON_NAME : c === 'u' ? PERSON_SINGLE_UNKNOWN : PERSON_SINGLE_WORD;
    ev.why = c === 'F' || c === 'S' ? 'single word in the name lexicon' : 'single capitalised word';
  } else if (n > 4 || sameWord) {
    ev.score = PERSON_NOT_A_NAME;
    ev.why = n > 4 ? 'too long for a personal name' : 'the same word repeated';
  } else {
    const head = f[0]!;
    const tail = f[n - 1]!;
    let middleBad = false;
    for (let k = 1; k < n - 1; k++) if (f[k] === 'w') middleBad = true;
    const strongHead = head === 'F' || head === 'I';
    const weakHead = head === 'f' || head === 'S' || head === 's';
    const strongTail = tail === 'S' || tail === 'F';
    const weakTail = tail === 's' || tail === 'f';
    let score: number;
    if (middleBad) score = PERSON_COMMON_MIDDLE;
    else if (strongHead && strongTail) score = PERSON_STRONG_STRONG;
    else if (strongHead && tail === 'u') score = PERSON_STRONG_UNKNOWN;
    else if ((strongHead && weakTail) || (weakHead && strongTail)) score = PERSON_STRONG_WEAK;
    else if (weakHead && tail === 'u') score = PERSON_WEAK_UNKNOWN;
    else if (head === 'u' && strongTail) score = PERSON_UNKNOWN_STRONG;
    else if (weakHead && weakTail) score = PERSON_WEAK_WEAK;
    else if (head === 'u' && tail === 'u') score = PERSON_UNKNOWN_UNKNOWN;
    else if (head === 'u' && weakTail) score = PERSON_UNKNOWN_WEAK;
    else score = PERSON_ORDINARY;
    const cap = doc.lang.personPatternCap;
    if (cap) score = Math.min(score, strongHead && strongTail ? cap.strongPair : cap.other);
    ev.score = score;
    ev.why = `name lexicon pattern ${f.join('')}`;
  }
  // "Pakistan Tehreek-e-Insaf", "Florida Republican": a name does not start with a country or state.
  let placeHead = false;
  if (n >= 2 && !peel.honorific) {
    const f0 = flagsOf(doc, words[0]!, lowers[0]!);
    if ((f0 & W_FIRST) === 0) {
      const k = PLACE_KINDS[(f0 >> W_RAW_PLACE_SHIFT) & 7];
      placeHead = k === 'country' || k === 'state' || k === 'region';
    }
  }
  if (placeHead) ev.score = Math.min(ev.score, PERSON_PLACE_HEAD_CAP);
  const shapeOk = !placeHead && !hasConnector && n <= 4;
  const nameish = shapeOk && allNameLike;
  const plausible = shapeOk && !anyCommon && someNameLike;
  if (peel.honorific) raise(ev, plausible || n === 1 ? PERSON_HONORIFIC : PERSON_HONORIFIC_IMPLAUSIBLE, 'honorific before the name');
  if (peel.office) raise(ev, plausible ? PERSON_OFFICE : PERSON_OFFICE_IMPLAUSIBLE, 'office title before the name');
  const trig = triggerBefore(doc, from);
  if (trig) raise(ev, nameish ? trig.score : plausible ? trig.score - PERSON_TRIGGER_PLAUSIBLE_PENALTY : trig.score - PERSON_TRIGGER_IMPLAUSIBLE_PENALTY, `after "${trig.words}"`);
  const role = roleBefore(doc, from);
  if (role && plausible) raise(ev, n >= 2 ? PERSON_ROLE_BEFORE : PERSON_ROLE_BEFORE_SINGLE, `after the role word "${role}"`);
  const after = afterEvidence(doc, to);
  if (after && plausible) raise(ev, n >= 2 ? Math.min(PERSON_AFTER_CAP, Math.max(after.score, ev.score + PERSON_AFTER_BONUS)) : after.score - (f[0] === 'f' || f[0] === 's' ? PERSON_AFTER_COMMON_PENALTY : 0), after.why);
  return ev;
}
