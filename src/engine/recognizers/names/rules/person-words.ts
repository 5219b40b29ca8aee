/**
 * The words a PERSON span from the model may hold. In every language, a span of titles alone is
 * dropped ("President": the API reports such words as TITLE). In German, more: the model reads a
 * ±2 window and learned German from 19th- and 20th-century newspapers only, so in modern German,
 * where every noun is capitalised, it runs a name on into the noun after it ("Kiplings Drang",
 * "Carangis Leben") or takes in the noun before it ("Leute Trump").
 * A capitalised word that the language's dictionary knows and no name list does is not part of a
 * person's name, unless a given name comes right before it ("Oskar Strauß"):
 * - at either edge it is cut off; a span left empty is dropped ("Entscheidung");
 * - inside, it splits the span in two ("Merkels | Ulrike Demmer" from "Merkels Sprecherin Ulrike Demmer").
 * A compound of two dictionary words counts as a dictionary word ("Sonderberaterin", "Klimazone"),
 * unless it ends in a tail that makes names ("Löwenstein"), and so does a strong noun's genitive in
 * -es that the dictionary lacks ("des Dorfes Kochem" gave the person "Dorfes Kochem"; seventh
 * session, dev: Europeana de-lft F2 0.6739 → 0.6750, PERSON F1 0.641 → 0.644, the rest unchanged).
 * A noun after a word that is also a given
 * name stays ("Rian Johnson Regie": "Johnson" is one).
 * Lower-case words are left alone: particles ("von", "der") belong to names, and in OCR'd text so do
 * the fragments of a broken name ("Musso l-ini"). The German part runs where
 * LangProfile.capitalisedNouns is set.
 */
import type { Lexicon } from '../lexicon.ts';
import type { ModelSpan } from '../model/tagger.ts';
import type { Token } from '../prepare.ts';
import { isTitleWord } from '../name-edges.ts';
import { bare } from '../words.ts';

/** An ordinary word of the language that no name list has: not part of a person's name. */
function foreignToName(t: Token, lex: Lexicon, isOrdinary: (lower: string) => boolean): boolean {
  if (t.kind !== 1) return false;
  if (!t.cap || t.acro || t.initial) return false;
  const w = bare(t.lower);
  if (lex.first.has(w) || lex.surname.has(w) || lex.nameWords.has(w)) return false;
  // A strong noun's genitive ("des Dorfes Kochem", "des Volkes"), which the dictionary lacks.
  return dictionaryWord(w, isOrdinary, NAME_TAILS) || (w.length > 5 && w.endsWith('es') && dictionaryWord(w.slice(0, -2), isOrdinary, NAME_TAILS));
}

/**
 * A word of the dictionary, or a compound of two (see compoundOfWords) that does not end in one of
 * `tails`, the compound endings that make names (NAME_TAILS; place-words.ts adds those of places).
 */
export function dictionaryWord(w: string, isOrdinary: (lower: string) => boolean, tails: ReadonlySet<string>): boolean {
  return isOrdinary(w) || compoundOfWords(w, isOrdinary, tails);
}

/** Joining elements between the parts of a German compound ("Arbeit-s-amt", "Sonne-n-schein"). */
const LINKS = ['s', 'n', 'en', 'es', 'er', 'e'];

/**
 * Tails that make family names and place names of ordinary words ("Löwenstein", "Weitersheim",
 * "Rosenberg", "Zimmermann"): a compound ending in one may be a name.
 */
export const NAME_TAILS: ReadonlySet<string> = new Set(['stein', 'heim', 'berg', 'burg', 'mann', 'bach', 'feld', 'dorf', 'hausen', 'haus', 'hagen', 'wald', 'thal', 'brunn', 'brück', 'bruck', 'hofer', 'huber', 'bauer', 'meier', 'mayer', 'maier', 'müller', 'baum', 'horst', 'kamp', 'kirch', 'kirchen', 'hofen', 'ingen']);

/**
 * A compound of two ordinary words, which the dictionary lacks because German writes new ones
 * freely ("Sonderberaterin", "Bankkonto"): a tail of four letters or more that is a word and no
 * name-making tail, after a head that is a word, itself or without a joining element.
 */
function compoundOfWords(w: string, isOrdinary: (lower: string) => boolean, tails: ReadonlySet<string>): boolean {
  if (w.length < 8) return false;
  for (let cut = 3; cut <= w.length - 4; cut++) {
    const tail = w.slice(cut);
    if (tails.has(tail)) return false;
    if (!isOrdinary(tail)) continue;
    const head = w.slice(0, cut);
    if (isOrdinary(head)) return true;
    for (const link of LINKS) if (head.length > link.length + 2 && head.endsWith(link) && isOrdinary(head.slice(0, -link.length))) return true;
  }
  return false;
}

const afterGivenName = (tokens: readonly Token[], k: number, from: number, lex: Lexicon) => k > from && lex.first.has(bare(tokens[k - 1]!.lower));

/**
 * `spans` with every PERSON span reduced to its name words: spans of titles alone dropped (every
 * language), in English one lower-case word after an article dropped, and with `isOrdinary` (the
 * German dictionary) the cut described above.
 */
export function personWords(spans: readonly ModelSpan[], tokens: readonly Token[], lex: Lexicon, isOrdinary: ((lower: string) => boolean) | undefined, english = false): ModelSpan[] {
  const out: ModelSpan[] = [];
  for (const s of spans) {
    if (s.cls !== 'PER') {
      out.push(s);
      continue;
    }
    if (titlesOnly(s, tokens) || (english && afterArticleInLowerCase(s, tokens))) continue;
    if (isOrdinary === undefined) {
      out.push(s);
      continue;
    }
    let from = s.first;
    for (let k = s.first; k <= s.last + 1; k++) {
      if (k <= s.last && (!foreignToName(tokens[k]!, lex, isOrdinary) || afterGivenName(tokens, k, from, lex))) continue;
      // tokens[from..k-1] hold no foreign word; punctuation does not end a name.
      let a = from;
      let b = k - 1;
      while (a <= b && tokens[a]!.kind === 0) a++;
      while (b >= a && tokens[b]!.kind === 0) b--;
      if (a <= b) out.push(a === s.first && b === s.last ? s : { first: a, last: b, cls: s.cls, prob: s.prob });
      from = k + 1;
    }
  }
  return out;
}

/**
 * One lower-case word after an English article is the common noun, not a person ("the smith shod
 * the horse", "pay the bill"): a name written in lower case goes without one ("ask john"). English
 * only: "a" is a preposition before names in Portuguese and Italian ("diga a maria").
 */
function afterArticleInLowerCase(s: ModelSpan, tokens: readonly Token[]): boolean {
  if (s.first !== s.last || s.first === 0) return false;
  const t = tokens[s.first]!;
  if (t.t !== t.lower) return false;
  const before = tokens[s.first - 1]!.lower;
  return before === 'the' || before === 'a' || before === 'an';
}

/** A span of titles only ("President", "Mayor") names nobody; the API reports those words as TITLE. */
function titlesOnly(s: ModelSpan, tokens: readonly Token[]): boolean {
  for (let k = s.first; k <= s.last; k++) if (tokens[k]!.kind === 1 && !isTitleWord(tokens[k]!.t)) return false;
  return true;
}
