/**
 * What the names rules do differently per language, chosen once per call (Doc.lang). The lexicons
 * and most rules are English-first: English text gets every rule at full weight, and the other
 * languages (de, es, fr, it, nl, pl, pt) share one profile with the English-only rules off and the
 * lexicon evidence capped: the word-frequency list is English, and the rules were tuned on English.
 */
import type { Language } from '../../../types.ts';
import type { PlaceKind } from '../lexicon.ts';
import { GERMAN_ARTICLES, GERMAN_FUNCTION_WORDS } from './de.ts';
import { polishBaseForms } from './pl.ts';
import { PORTUGUESE_ARTICLES, PORTUGUESE_FUNCTION_WORDS } from './pt.ts';

export interface LangProfile {
  /** All-lowercase documents (chat) are searched for names without capitals. */
  readonly lowercaseDocuments: boolean;
  /** Place names by shape: "Cook County", "River Wey", "East Germany". */
  readonly placeShapes: boolean;
  /** A leading group word is reported and peeled before any following word, not only before a title. */
  readonly groupWordBeforeAnyWord: boolean;
  /** Organisation head nouns ("Acme Bank", "Labour Party") make an organisation. */
  readonly orgHeadNouns: boolean;
  /** "at Apple", "joined Apple": a preposition or verb before an ambiguous known name is organisation context. */
  readonly orgAfterPreposition: boolean;
  /** Caps on the name-lexicon pattern score: for a strong given name + surname pair, and for anything else. */
  readonly personPatternCap: { readonly strongPair: number; readonly other: number } | undefined;
  /** Off a gazetteer place's score, by the kind of place. */
  readonly placePenalty: Readonly<Record<PlaceKind, number>> | undefined;
  /**
   * Nouns are capitalised (German): a capital says nothing, so a dictionary word that no name list
   * has is cut out of the model's PERSON spans (rules/person-words.ts). Measured on dev/: only
   * German gains; in English, French, Dutch and Portuguese the cut loses real surnames.
   */
  readonly capitalisedNouns: boolean;
  /** An unknown capitalised word after a lower-case "in" that ends the clause is a place ("the clinic in Bergechester."). */
  readonly placeAfterIn: boolean;
}

const EN: LangProfile = {
  lowercaseDocuments: true,
  placeShapes: true,
  groupWordBeforeAnyWord: true,
  orgHeadNouns: true,
  orgAfterPreposition: true,
  personPatternCap: undefined,
  placePenalty: undefined,
  capitalisedNouns: false,
  placeAfterIn: true,
};

const OTHER: LangProfile = {
  lowercaseDocuments: false,
  placeShapes: false,
  groupWordBeforeAnyWord: false,
  orgHeadNouns: false,
  orgAfterPreposition: false,
  personPatternCap: { strongPair: 0.7, other: 0.3 },
  // Countries and regions keep their score; states, cities and towns are weaker evidence here.
  placePenalty: { country: 0, region: 0, state: 0.1, city1: 0.1, city2: 0.25, city3: 0.25 },
  capitalisedNouns: false,
  placeAfterIn: false,
};

const DE: LangProfile = { ...OTHER, capitalisedNouns: true };

export function profileFor(language: Language): LangProfile {
  return language === 'en' ? EN : language === 'de' ? DE : OTHER;
}

/**
 * The base forms an inflected word may have, for languages whose names and places decline and that
 * have no training data (the model's lexicon features look them up; see pl.ts); undefined elsewhere.
 */
export function baseFormsFor(language: string): ((lower: string) => readonly string[]) | undefined {
  return language === 'pl' ? polishBaseForms : undefined;
}

/**
 * The closed-class words (adverbs, conjunctions, pronouns, prepositions) of a language where the
 * model takes them for names when they open a sentence (de.ts, pt.ts); undefined elsewhere.
 */
export function functionWordsFor(language: string): ReadonlySet<string> | undefined {
  return language === 'de' ? GERMAN_FUNCTION_WORDS : language === 'pt' ? PORTUGUESE_FUNCTION_WORDS : undefined;
}

/**
 * The closed-class words of functionWordsFor and the articles: a capitalised one after a name and
 * before a lower-case word is no part of the name but opens what follows ("Kim E sobre…").
 */
export function nameEndersFor(language: string): ((lower: string) => boolean) | undefined {
  return language === 'de' ? germanEnder : language === 'pt' ? portugueseEnder : undefined;
}
const germanEnder = (w: string): boolean => GERMAN_FUNCTION_WORDS.has(w) || GERMAN_ARTICLES.has(w);
const portugueseEnder = (w: string): boolean => PORTUGUESE_FUNCTION_WORDS.has(w) || PORTUGUESE_ARTICLES.has(w);
