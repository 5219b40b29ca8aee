/** Place evidence: place names by shape ("Cook County", "East Germany"), the gazetteer score of a phrase. */
import { isCommonT, isFirst, isFirstT, isSurname, isWordT } from '../annotate.ts';
import { type Doc, emit } from '../doc.ts';
import { LOC_PREFIX_HEADS, LOC_SUFFIX_HEADS } from '../lang/cues.ts';
import { functionWordsFor } from '../lang/index.ts';
import type { Token } from '../prepare.ts';
import { placeOf } from '../ranges.ts';
import { PLACE_BASE, PLACE_COMMON_FACTOR, PLACE_COMPASS, PLACE_HEAD, PLACE_MAX, PLACE_PERSONAL_PENALTY, PLACE_PREP_BONUS, PLACE_PREP_COMMON_FLOOR, PLACE_PREP_FLOOR, PLACE_STATE_AFTER_BONUS, PLACE_STATE_AFTER_FLOOR, PLACE_WORD_FACTOR } from '../scores.ts';
import { V_COMPASS, inSet } from '../vocab-bits.ts';
import { NAME_PARTICLES } from '../vocab.ts';
import { bare, bareEnd, countWords, stripDot } from '../words.ts';
import { locPrepBefore } from './context.ts';
import type { Evidence } from './person.ts';
import { titleAt } from './titles.ts';

/** Place names by shape: "Cook County", "River Wey", "Melbourne Park", "East Germany". Emits and returns true. */
export function classifyPlaceShape(doc: Doc, from: number, to: number): boolean {
  const { tokens } = doc;
  const nWords = countWords(tokens, from, to);
  if (nWords < 2 || nWords > 4 || titleAt(doc, from, to).len > 0) return false;
  const first = tokens[from]!;
  const last = tokens[to]!;
  const lastLower = bare(last.lower);
  // A given name + a surname that is also a place word ("Grace Park", "Cole Palmer") is a person.
  if (nWords === 2 && isFirstT(doc, first) && !isCommonT(doc, first) && isSurname(doc, lastLower)) return false;
  if (LOC_SUFFIX_HEADS.has(lastLower) && !placeOf(doc, from, to)) {
    emit(doc, 'LOCATION', first.s, bareEnd(last), PLACE_HEAD, 'place-head-noun', `ends in the place word "${last.t}"`);
    return true;
  }
  if (LOC_PREFIX_HEADS.has(stripDot(first.lower)) && first.lower !== 'st' && !placeOf(doc, from, to) && !isFirstT(doc, first)) {
    emit(doc, 'LOCATION', first.s, bareEnd(last), PLACE_HEAD, 'place-head-prefix', `starts with the place word "${first.t}"`);
    return true;
  }
  if (inSet(first, V_COMPASS) && placeOf(doc, from + 1, to)) {
    emit(doc, 'LOCATION', first.s, bareEnd(last), PLACE_COMPASS, 'place-compass', 'direction word before a gazetteer place');
    return true;
  }
  return false;
}

/**
 * A word on a shouted line that is a word first: an English one (however rare, or mostly written
 * with a capital: "WESTERN"), a name particle ("VAN") or a closed-class word of the language
 * ("COMO", "DASS"). Its capital says nothing there, so the gazetteer's reading needs more.
 */
export function plainShoutedWord(doc: Doc, t: Token): boolean {
  if (!t.shouted) return false;
  const lower = t.lower;
  return isCommonT(doc, t) || isWordT(doc, t) || doc.lex.nameWords.has(lower) || inSet(t, V_COMPASS) || NAME_PARTICLES.has(lower) || functionWordsFor(doc.language)?.has(lower) === true;
}

export function locationScore(doc: Doc, from: number, to: number, words: Token[]): Evidence | undefined {
  const kind = placeOf(doc, from, to);
  if (!kind) return undefined;
  let score: number = PLACE_BASE[kind];
  const single = words.length === 1;
  // Only read for a single word, where the joined form is that word.
  const lower = single ? words[0]!.lower : '';
  const common = single && isCommonT(doc, words[0]!);
  const word = single && isWordT(doc, words[0]!);
  const personal = single && (isFirst(doc, lower) || isSurname(doc, lower));
  // On a shouted line every word has a capital: an English word there ("SURPRISE", "WESTERN", "DEAL")
  // is a word first, whatever the gazetteer says, and a preposition before it tells nothing more.
  const shoutedWord = single && plainShoutedWord(doc, words[0]!);
  if (common || shoutedWord) score *= PLACE_COMMON_FACTOR;
  else if (word) score *= PLACE_WORD_FACTOR;
  if (personal && kind !== 'country' && kind !== 'state') score -= PLACE_PERSONAL_PENALTY;
  const penalty = doc.lang.placePenalty;
  if (penalty) score -= penalty[kind];
  const prep = locPrepBefore(doc, from);
  const why: string[] = [`gazetteer ${kind}`];
  if (prep && !shoutedWord) {
    score = Math.max(score + PLACE_PREP_BONUS, common ? PLACE_PREP_COMMON_FLOOR : PLACE_PREP_FLOOR);
    why.push(`after "${prep}"`);
  }
  // "Springfield, Illinois" / "Paris, France"
  const c = doc.tokens[to + 1];
  const n1 = doc.tokens[to + 2];
  if (c?.t === ',' && n1 && n1.cap) {
    const k2 = placeOf(doc, to + 2, to + 2);
    if (k2 === 'country' || k2 === 'state') {
      score = Math.max(score + PLACE_STATE_AFTER_BONUS, PLACE_STATE_AFTER_FLOOR);
      why.push('followed by a state or country');
    }
  }
  return { score: Math.min(score, PLACE_MAX), why: why.join(', ') };
}
