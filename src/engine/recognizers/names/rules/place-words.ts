/**
 * A one-word LOCATION span from the model that is a capitalised noun of the language, where every
 * noun is capitalised (German, LangProfile.capitalisedNouns), is dropped when the model is unsure
 * of it. The model learned German from 19th- and 20th-century newspapers, where a capitalised word
 * after "in", "von", "über" was mostly a place; in modern German it takes the noun after a
 * preposition for one ("über Frauen", "von Polizeibeamten", "auf dem Wohnungsmarkt") at 0.3–0.5.
 * A noun the dictionary knows, or a compound of two it knows ("Bankkonto"), and that no place list
 * has (family-name lists hold German nouns too: "Frauen"), is no place unless the model is sure of
 * it (≥ SURE): the dictionary also holds nouns that are places ("Rom": a Roma man; "Preußen":
 * Prussians), and those the model reads with confidence. Compounds ending like places
 * ("Mittelmeer", "Siebenbürgen", "Alsergrund") stay.
 * Dev (closing note of 2026-11-27, seventh session): UNER-PUD German LOCATION F1 0.637 → 0.675,
 * the historical German files unchanged.
 */
import { placeOrGenitive, type Lexicon } from '../lexicon.ts';
import type { ModelSpan } from '../model/tagger.ts';
import type { Token } from '../prepare.ts';
import { bare } from '../words.ts';
import { dictionaryWord, NAME_TAILS } from './person-words.ts';

/** The model's probability from which a one-word place stays, dictionary word or not. */
const SURE = 0.6;

/** Compound endings of place names, besides those of family names (NAME_TAILS). */
const PLACE_TAILS: ReadonlySet<string> = new Set([...NAME_TAILS, 'meer', 'see', 'land', 'furt', 'gau', 'tal', 'grund', 'bürgen', 'mark', 'stadt', 'au', 'kirchen', 'hafen', 'brücke']);

/**
 * A capitalised word the dictionary knows (or a compound of two it knows) and no place list has.
 * Family-name lists do not count against it: they hold German nouns too ("Frauen", "Samen").
 */
function commonNoun(t: Token, lex: Lexicon, isOrdinary: (lower: string) => boolean): boolean {
  if (t.kind !== 1 || !t.cap || t.acro || t.initial) return false;
  const w = bare(t.lower);
  return dictionaryWord(w, isOrdinary, PLACE_TAILS) && !placeOrGenitive(lex, w);
}

export function placeWords(spans: readonly ModelSpan[], tokens: readonly Token[], lex: Lexicon, isOrdinary: (lower: string) => boolean): ModelSpan[] {
  let out: ModelSpan[] | undefined;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    const noun = s.cls === 'LOC' && s.first === s.last && s.prob < SURE && commonNoun(tokens[s.first]!, lex, isOrdinary);
    if (noun) out ??= spans.slice(0, i);
    else out?.push(s);
  }
  return out ?? (spans as ModelSpan[]);
}
