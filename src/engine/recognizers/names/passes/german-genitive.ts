/**
 * German writes a name's genitive with a bare "-s": "Obamas Beraterin", "über Clintons Bankkonto",
 * "der Wechsel Barrosos", "im Osten Russlands". The lexicons hold the base form, and the model,
 * which saw little German, misses most of these. A capitalised word that is a known family or given
 * name, or a known place, plus "s", that is no word of the German dictionary and in no list itself,
 * next to a capitalised word (the noun it qualifies), is that person or place. A base that is both a
 * name and a place ("Washington") is left to the model, and so is a word another finding covers.
 * German text only; runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { GENITIVE_NAME } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';

const GENITIVE = /(?<![\p{L}\p{N}'’.-])(\p{Lu}\p{Ll}{2,})s(?![\p{L}\p{N}'’-])/gu;
/** A capitalised word right before the match (after one space), or right after it. */
const CAPITALISED_BEFORE = /\p{Lu}\p{Ll}+ $/u;
const CAPITALISED_AFTER = /^ \p{Lu}\p{Ll}/u;
/** The word right before the match, after one space. */
const WORD_BEFORE = /(\p{Lu}\p{L}+) $/u;

function known(lex: Lexicon, w: string): boolean {
  return lex.first.has(w) || lex.surname.has(w) || lex.places.has(w) || lex.orgs.has(w) || lex.nameWords.has(w) || lex.nrpLower.has(w);
}

export function germanGenitives(names: Candidate[], text: string, lex: Lexicon, isOrdinary: (lower: string) => boolean, recognizer: string): void {
  let found: SpanIndex<Candidate> | undefined;
  const added: Candidate[] = [];
  for (const m of text.matchAll(GENITIVE)) {
    const start = m.index;
    const end = start + m[0].length;
    const word = m[0].toLowerCase();
    const base = m[1]!.toLowerCase();
    if (known(lex, word) || isOrdinary(word)) continue;
    // A noun's genitive in "-es" ("Krieges", "Reiches") and a base that is an ordinary word are no
    // evidence of a name, short of a given name.
    if (word.endsWith('es') && isOrdinary(word.slice(0, -2))) continue;
    if (isOrdinary(base) && !lex.first.has(base)) continue;
    // The last word of a place of two words: "Hong Kongs", "New Yorks".
    const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
    if (before !== null && lex.places.has(`${before[1]!.toLowerCase()} ${base}`)) {
      found ??= new SpanIndex(names);
      const from = start - before[0].length;
      if (!found.some(from, end)) added.push(genitive('LOCATION', from, end, recognizer));
      continue;
    }
    const person = lex.surname.has(base) || lex.first.has(base);
    const place = lex.places.has(base);
    if (person === place) continue;
    // Not a sentence's first word when the neighbour is the one before: "… Kontrolle Dänemarks", not ". Dänemarks".
    if (!CAPITALISED_AFTER.test(text.slice(end, end + 3)) && !CAPITALISED_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
    found ??= new SpanIndex(names);
    if (found.some(start, end)) continue;
    added.push(genitive(person ? 'PERSON' : 'LOCATION', start, end, recognizer));
  }
  names.push(...added);
}

function genitive(entity: 'PERSON' | 'LOCATION', start: number, end: number, recognizer: string): Candidate {
  return { entity, start, end, score: GENITIVE_NAME, baseScore: GENITIVE_NAME, recognizer, pattern: 'german-genitive', reason: `a known ${entity === 'PERSON' ? 'name' : 'place'} in the German genitive`, contextApplied: true };
}
