/**
 * Institutions named by an adjective and an institution noun, the way German, Dutch and French
 * name them: "die Europäische Zentralbank", "des Statistischen Bundesamtes", "die Vereinten
 * Nationen", "de Tweede Kamer", "het Openbaar Ministerie", "l'Assemblée nationale", "le Parti
 * socialiste", "la Banque centrale européenne". The model learned these languages from 19th- and
 * 20th-century newspapers and misses most of them in modern text (the seventh session's blind probe,
 * eval/synthetic/intl-blind.ts: organisation recall 0.41 German, 0.25 Dutch, 0.47 French).
 *
 * The grammar is the evidence:
 * - German and Dutch write an attributive adjective in lower case ("die europäische Politik"); a
 *   capitalised one inside a sentence, before a capitalised noun, is part of a name. German
 *   capitalises every noun, Dutch only names, and in both the adjective must be mid-sentence (after
 *   a word of the sentence, so an opening "Andere Banken" is not read) and be no name itself.
 * - French capitalises only the first word of an institution's name: a capitalised noun after an
 *   article and followed by lower-case adjectives ("nationale", "socialiste", "européenne") is one.
 * In all three the noun must be of the class of institution nouns (INSTITUTION_HEADS: bank, court,
 * council, party, ministry, parliament, union, university …; in German and Dutch also as the end of
 * a compound: "Bundesamt", "Gewerkschaftsbund"), which keeps out "der Zweite Weltkrieg", "la
 * Révolution française" (events) and "die Neue Welt". Heads of places ("Vereinigte Staaten",
 * "Verenigde Koninkrijk") make a LOCATION. A name the vote found inside the phrase (the model's
 * place "Heidelberg" in nothing, its person "Verdi" …) gives way; one reaching out of it is left.
 * A place found right after a German or Dutch institution ("Technische Universität München") joins it.
 * Runs after the vote on the names; one pass over the words, a bounded look at each neighbour.
 * Dev (seventh session, against f345732): UNER-PUD German F2 0.725 → 0.735 (LOCATION F1 0.675 →
 * 0.687, ORGANIZATION 0.406 → 0.413), Europeana de-lft 0.672 → 0.673, nl-kb 0.738 → 0.739 (after
 * "Staten" was left out of the Dutch place heads: "Gedeputeerde Staten" is a provincial body),
 * the rest unchanged; probe ORGANIZATION F1 de 0.565 → 0.653, nl 0.400 → 0.634, fr 0.588 → 0.702.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { SpanIndex } from '../span-index.ts';
import { replaceNames } from './claim.ts';

/** Institution nouns, lower case; in German and Dutch also the last part of a compound ("Bundesamt", "Gewerkschaftsbund"). */
const INSTITUTION_HEADS: Partial<Record<string, readonly string[]>> = {
  de: [
    'bank', 'bahn', 'post', 'partei', 'union', 'kommission', 'rat', 'bundestag', 'landtag', 'reichstag', 'gericht', 'gerichtshof',
    'amt', 'ministerium', 'universität', 'hochschule', 'zeitung', 'verband', 'bund', 'gewerkschaft', 'stiftung', 'gesellschaft',
    'institut', 'akademie', 'versammlung', 'nation', 'liga', 'armee', 'marine', 'kirche', 'polizei', 'agentur', 'behörde',
    'organisation', 'allianz', 'front', 'bewegung', 'anstalt', 'kasse', 'sparkasse', 'fraktion', 'parlament', 'kammer', 'komitee',
    'konferenz', 'zentrale', 'nationen', 'staatsanwaltschaft', 'bibliothek', 'oper', 'philharmonie', 'rundfunk',
  ],
  nl: [
    'bank', 'kamer', 'raad', 'commissie', 'unie', 'parlement', 'spoorwegen', 'ministerie', 'partij', 'universiteit', 'hogeschool',
    'omroep', 'courant', 'rechtbank', 'hof', 'politie', 'dienst', 'bond', 'vereniging', 'vereeniging', 'stichting', 'academie',
    'instituut', 'maatschappij', 'centrale', 'federatie', 'organisatie', 'alliantie', 'beweging', 'kerk', 'marine', 'landmacht',
    'luchtmacht', 'bibliotheek', 'opera', 'synode',
  ],
  fr: [
    'assemblée', 'parti', 'banque', 'conseil', 'université', 'commission', 'cour', 'tribunal', 'rassemblement', 'front', 'fédération',
    'confédération', 'organisation', 'centre', 'institut', 'agence', 'office', 'comité', 'mouvement', 'alliance', 'caisse',
    'société', 'compagnie', 'école', 'bibliothèque', 'académie', 'chambre', 'parlement', 'garde', 'armée', 'marine', 'police',
    'gendarmerie', 'église', 'conférence', 'syndicat', 'ligue', 'association', 'fondation', 'parquet', 'inspection', 'régie',
  ],
};

/** Nouns of places named by an adjective: "Vereinigte Staaten", "Verenigd Koninkrijk", "République tchèque". */
const PLACE_HEADS: Partial<Record<string, readonly string[]>> = {
  de: ['staaten', 'königreich', 'emirate', 'republik', 'meer', 'ozean', 'osten', 'westen', 'inseln', 'gebirge'],
  nl: ['koninkrijk', 'emiraten', 'republiek', 'zee', 'oceaan', 'oosten', 'westen', 'eilanden', 'antillen'],
  fr: ['république'],
};

/**
 * Inflectional endings a German or Dutch head may carry after the noun: the genitive ("Bundesamtes")
 * and the old dative ("im Rathe"). Not the plural: "die Belgrader Zeitungen" are papers, not one.
 */
const ENDINGS = ['', 's', 'es', 'e'];

/** French adjective endings (of the lower-case word after the noun): "nationale", "socialiste", "européenne", "supérieur". */
export const FRENCH_ADJECTIVE = /^\p{Ll}[\p{Ll}-]*(?:al|ale|ales|aux|el|elle|els|elles|ien|ienne|iens|iennes|ique|iques|aire|aires|iste|istes|ais|aise|aises|éen|éenne|éens|éennes|if|ive|ifs|ives|ier|ière|iers|ières|eur|eure|eurs|ain|aine|ains|aines)$/u;

/** Lower-case French words with an adjective's ending that are not adjectives. */
export const FRENCH_NOT_ADJECTIVES: ReadonlySet<string> = new Set(['actuel', 'actuelle', 'actuels', 'actuelles', 'ancien', 'ancienne', 'futur', 'future', 'entier', 'entière', 'régional', 'local', 'locale', 'mais', 'jamais', 'désormais', 'demain', 'lendemain', 'ailleurs', 'plusieurs', 'leur', 'leurs', 'hier', 'premier', 'dernier', 'certain', 'certaine', 'certains', 'certaines', 'prochain', 'prochaine', 'lequel', 'laquelle', 'tel', 'telle', 'quel', 'quelle', 'aussi', 'pour', 'sur', 'vers', 'chez', 'entre', 'après']);

/** Words after which the capitalised French noun opens a name (articles, contractions of "de"/"à"). */
export const FRENCH_ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:[Ll]e|[Ll]a|[Ll]es|[Dd]u|[Dd]es|[Aa]u|[Aa]ux) $|(?:^|[^\p{L}])[Ll]['’]$/u;

/** Determiners and pronouns that take a capital at a sentence start and are no adjective of a name. */
const NOT_ADJECTIVES: Partial<Record<string, ReadonlySet<string>>> = {
  de: new Set(['die', 'der', 'das', 'den', 'dem', 'des', 'diese', 'dieser', 'dieses', 'diesen', 'diesem', 'jede', 'jeder', 'jedes', 'jeden', 'jedem', 'keine', 'keiner', 'keinen', 'keinem', 'seine', 'seiner', 'seinen', 'seinem', 'ihre', 'ihrer', 'ihren', 'ihrem', 'unsere', 'unserer', 'unseren', 'unserem', 'eure', 'meine', 'deine', 'welche', 'welcher', 'alle', 'allen', 'beide', 'beiden', 'viele', 'vielen', 'manche', 'einige', 'einigen', 'andere', 'anderen', 'eine', 'einer', 'einen', 'einem', 'jene', 'jener', 'solche', 'mehrere']),
  nl: new Set(['de', 'het', 'een', 'deze', 'die', 'dat', 'dit', 'elke', 'iedere', 'geen', 'zijne', 'hare', 'onze', 'uwe', 'welke', 'alle', 'beide', 'vele', 'andere', 'sommige', 'enkele']),
};

/** A capitalised word of letters (hyphens inside), as the whole token. */
const CAP_WORD = /(?<![\p{L}\p{N}-])\p{Lu}\p{Ll}[\p{L}-]*(?![\p{L}\p{N}])/gu;

/** Heads that end compounds of other things ("Schwebebahn", "Luftpost", "Kaltfront"): only the word itself. */
const WHOLE_ONLY: ReadonlySet<string> = new Set(['bahn', 'post', 'front', 'oper', 'kasse']);

/** The head class of a lower-case noun: ORGANIZATION, LOCATION or none; German and Dutch compounds by their last part. */
export function headType(lower: string, language: string): 'ORGANIZATION' | 'LOCATION' | undefined {
  const compounds = language !== 'fr';
  const matches = (heads: readonly string[] | undefined): boolean => {
    if (heads === undefined) return false;
    if (!compounds) return heads.includes(lower);
    for (const ending of ENDINGS) {
      if (!lower.endsWith(ending)) continue;
      const stem = lower.slice(0, lower.length - ending.length);
      for (const h of heads) if (stem.endsWith(h) && (stem.length === h.length || (stem.length >= h.length + 3 && !WHOLE_ONLY.has(h)))) return true;
    }
    return false;
  };
  if (matches(PLACE_HEADS[language])) return 'LOCATION';
  if (matches(INSTITUTION_HEADS[language])) return 'ORGANIZATION';
  return undefined;
}

/** The previous word on the same sentence before `at` (letters only), or undefined at a sentence's or text's start. */
function wordBefore(text: string, at: number): string | undefined {
  let k = at - 1;
  while (k >= 0 && k >= at - 3 && (text[k] === ' ' || text[k] === '\u00a0')) k--;
  if (k < 0 || k === at - 1) return undefined;
  const end = k + 1;
  while (k >= 0 && end - k <= 40 && /[\p{L}]/u.test(text[k]!)) k--;
  return end - (k + 1) > 0 ? text.slice(k + 1, end) : undefined;
}

interface Found {
  entity: 'ORGANIZATION' | 'LOCATION';
  start: number;
  end: number;
  why: string;
}

/** German and Dutch: a capitalised adjective mid-sentence, then an institution (or place) noun. */
function germanic(text: string, language: string, lex: Lexicon, isOrdinary: (lower: string) => boolean, out: Found[]): void {
  const stop = NOT_ADJECTIVES[language]!;
  CAP_WORD.lastIndex = 0;
  let prevEnd = -1;
  let prevStart = -1;
  for (let m = CAP_WORD.exec(text); m !== null; m = CAP_WORD.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const adjStart = prevStart;
    const adjEnd = prevEnd;
    prevStart = start;
    prevEnd = end;
    // The adjective is the word before, one space away.
    if (adjStart < 0 || start - adjEnd !== 1 || text[adjEnd] !== ' ') continue;
    const type = headType(m[0].toLowerCase(), language);
    if (type === undefined) continue;
    const adj = text.slice(adjStart, adjEnd);
    const lower = adj.toLowerCase();
    if (stop.has(lower) || adj.includes('-') || lex.first.has(lower) || lex.places.has(lower)) continue;
    // An adjective's form: German endings; Dutch ones, or an ordinary word of the language ("Openbaar", "Europees").
    const form = language === 'de' ? /(?:e|en|er|es|em)$/.test(lower) && (isOrdinary(lower) || /(?:isch|ländisch)(?:e|en|er|es|em)$|er$/.test(lower)) : /(?:e|se|sche)$/.test(lower) || isOrdinary(lower);
    if (!form) continue;
    // Mid-sentence: a word of the sentence stands before the adjective.
    if (wordBefore(text, adjStart) === undefined) continue;
    out.push({ entity: type, start: adjStart, end, why: `capitalised adjective before the ${type === 'LOCATION' ? 'place' : 'institution'} noun "${m[0]}"` });
  }
}

/** French: an article, a capitalised institution noun, then one or two lower-case adjectives. */
function french(text: string, out: Found[]): void {
  CAP_WORD.lastIndex = 0;
  for (let m = CAP_WORD.exec(text); m !== null; m = CAP_WORD.exec(text)) {
    const start = m.index;
    const type = headType(m[0].toLowerCase(), 'fr');
    if (type === undefined) continue;
    if (!FRENCH_ARTICLE_BEFORE.test(text.slice(Math.max(0, start - 5), start))) continue;
    let end = start + m[0].length;
    let adjectives = 0;
    for (; adjectives < 2; adjectives++) {
      if (text[end] !== ' ') break;
      const word = /^\p{Ll}[\p{Ll}-]*(?![\p{L}\p{N}'’])/u.exec(text.slice(end + 1, end + 25));
      if (word === null || !FRENCH_ADJECTIVE.test(word[0]) || FRENCH_NOT_ADJECTIVES.has(word[0])) break;
      end += 1 + word[0].length;
    }
    if (adjectives === 0) continue;
    out.push({ entity: type, start, end, why: `French institution noun "${m[0]}" with lower-case adjectives` });
  }
}

export function adjectiveInstitutions(names: Candidate[], text: string, language: string, lex: Lexicon, isOrdinary: (lower: string) => boolean, recognizer: string): void {
  if (INSTITUTION_HEADS[language] === undefined) return;
  const found: Found[] = [];
  if (language === 'fr') french(text, found);
  else germanic(text, language, lex, isOrdinary, found);
  if (found.length === 0) return;
  const index = new SpanIndex(names.map((c, k) => ({ start: c.start, end: c.end, k })));
  const drop = new Set<Candidate>();
  const added: Candidate[] = [];
  for (const f of found) {
    let crossing = false;
    let same = false;
    const inside: number[] = [];
    let placeAfter = -1;
    index.forEachOverlap(f.start, f.end + 1 + 40, (s) => {
      const c = names[s.k]!;
      if (c.start >= f.end) {
        // A place right after a German or Dutch institution: "Technische Universität München".
        if (c.start === f.end + 1 && text[f.end] === ' ' && c.entity === 'LOCATION' && language !== 'fr' && f.entity === 'ORGANIZATION') placeAfter = s.k;
        return;
      }
      if (c.start === f.start && c.end === f.end && c.entity === f.entity) same = true;
      else if (c.start >= f.start && c.end <= f.end) inside.push(s.k);
      else crossing = true;
    });
    if (crossing || same) continue;
    for (const k of inside) drop.add(names[k]!);
    let end = f.end;
    if (placeAfter >= 0) {
      drop.add(names[placeAfter]!);
      end = names[placeAfter]!.end;
    }
    added.push({ entity: f.entity, start: f.start, end, score: 0.7, recognizer, pattern: 'adjective-institution', reason: f.why, contextApplied: true });
  }
  replaceNames(names, drop, added);

}
