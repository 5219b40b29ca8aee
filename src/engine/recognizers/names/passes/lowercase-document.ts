/** Documents written without capitals (chat), where capitalisation carries no evidence at all. */
import { isFirst, isSurname, isWord, rawPlace } from '../annotate.ts';
import { type Doc, emit } from '../doc.ts';
import type { Token } from '../prepare.ts';
import { locPrepBefore } from '../rules/context.ts';
import { LOWERCASE_FULL_NAME, LOWERCASE_GIVEN_NAME, LOWERCASE_PLACE, LOWERCASE_PLACE_AFTER_PREP } from '../scores.ts';
import { NEVER_NAME } from '../vocab.ts';
import { bare, bareEnd } from '../words.ts';

/** A document written without capitals (chat): capitalisation carries no evidence at all there. */
export function isLowercaseDocument(tokens: Token[]): boolean {
  let words = 0;
  let caps = 0;
  for (const t of tokens) {
    if (t.kind !== 1) continue;
    words++;
    if (t.cap) caps++;
  }
  return words >= 8 && caps * 25 < words;
}

/**
 * In an all-lowercase document: a given name that is no English word at all ("shanelle", "ileana")
 * is a person; a gazetteer place that is no English word, after a preposition, is a place.
 */
export function lowercaseDocName(doc: Doc, i: number): boolean {
  const t = doc.tokens[i]!;
  const l = bare(t.lower);
  if (l.length < 3 || NEVER_NAME.has(l) || isWord(doc, l) || doc.lex.nameWords.has(l) || doc.lex.acronyms.has(t.t.toUpperCase())) return false;
  const prep = locPrepBefore(doc, i);
  const place = rawPlace(doc, l);
  if (place && (prep || place === 'country' || place === 'city1') && !isFirst(doc, l)) {
    emit(doc, 'LOCATION', t.s, bareEnd(t), prep ? LOWERCASE_PLACE_AFTER_PREP : LOWERCASE_PLACE, 'lowercase-place', 'gazetteer place in a lowercase document');
    doc.claimed[i] = 1;
    return true;
  }
  if (!isFirst(doc, l) || place) return false;
  let j = i;
  const n = doc.tokens[i + 1];
  if (n && n.kind === 1 && n.spaced && !isWord(doc, bare(n.lower)) && !doc.lex.nameWords.has(bare(n.lower)) && isSurname(doc, bare(n.lower))) j = i + 1;
  emit(doc, 'PERSON', t.s, bareEnd(doc.tokens[j]!), j > i ? LOWERCASE_FULL_NAME : LOWERCASE_GIVEN_NAME, 'lowercase-name', 'given name that is no English word, in a lowercase document');
  for (let m = i; m <= j; m++) doc.claimed[m] = 1;
  return true;
}
