/**
 * Run-time view of the compiled lexicons in data/ (built by scripts/build-lexicons.ts). Built once
 * from the host's resources (../../resources.ts), lazily on first use or at warm-up: reading ~2.5 MB of text and building Sets takes ~100 ms, which a
 * service pays at start-up, not per request.
 */
import { onResourcesChanged, requireResource, type ResourceName } from '../../resources.ts';

export type PlaceKind = 'country' | 'state' | 'region' | 'city1' | 'city2' | 'city3';
export type NrpKind = 'nationality' | 'religion' | 'political';

export interface Lexicon {
  /** Given names, lowercase. */
  first: Set<string>;
  /** Family names, lowercase. */
  surname: Set<string>;
  /** Lowercase English words → frequency rank (0 = most frequent); only words mostly written lowercase. */
  wordRank: Map<string, number>;
  /** Names that are also English dictionary words ("smith", "rose"), lowercase. */
  nameWords: Set<string>;
  /** Places keyed by lowercase name (and its accent-free form). */
  places: Map<string, PlaceKind>;
  /** Longest place name in tokens, bounding the gazetteer look-ahead. */
  maxPlaceTokens: number;
  /** Organisation names, lowercase. */
  orgs: Set<string>;
  maxOrgTokens: number;
  /** Organisation acronyms, case-sensitive ("NATO", "FBI"). */
  acronyms: Set<string>;
  /** NRP words, case-sensitive ("American", "Muslims", "Democrats"). */
  nrp: Map<string, NrpKind>;
  maxNrpTokens: number;
  /**
   * First words (the text before the first space) of the multi-word keys of places, orgs and nrp.
   * A phrase whose first word is not among them cannot be in the lexicon, which saves building its
   * key: most capitalised runs are looked up at several lengths.
   */
  placeHeads: Set<string>;
  orgHeads: Set<string>;
  nrpHeads: Set<string>;
  /**
   * Every multi-word key of places and orgs cut at each of its spaces ("new york city" → "new",
   * "new york"): a phrase that is not among them begins no longer key, so a gazetteer match
   * extended one word at a time can stop there instead of at the look-ahead limit.
   */
  gazetteerPrefixes: Set<string>;
  /**
   * Every word after the first of the multi-word keys of places and orgs ("york", "city" of "new york
   * city"): a phrase that ends in another word is no key nor prefix of one, so the gazetteer match
   * stops there without building the longer phrase (gazetteerMarks, features.ts).
   */
  gazetteerInner: Set<string>;
  /** The nrp keys lowercased: a word whose lowercase form is not here is no single-word nrp key. */
  nrpLower: Set<string>;
}

/** The keys cut before each of their spaces. */
function spacePrefixes(keys: Iterable<string>, out: Set<string>): Set<string> {
  for (const k of keys) for (let space = k.indexOf(' '); space >= 0; space = k.indexOf(' ', space + 1)) out.add(k.slice(0, space));
  return out;
}

/** The words after the first of each key (split at its spaces). */
function innerWords(keys: Iterable<string>, out: Set<string>): Set<string> {
  for (const k of keys) {
    const words = k.split(' ');
    for (let i = 1; i < words.length; i++) out.add(words[i]!);
  }
  return out;
}

/** First words of the keys that contain a space. */
function heads(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const k of keys) {
    const space = k.indexOf(' ');
    if (space >= 0) out.add(k.slice(0, space));
  }
  return out;
}

const readLines = (name: ResourceName) =>
  new TextDecoder()
    .decode(requireResource(name))
    .split('\n')
    .filter((l) => l.length > 0);

/**
 * Module-level on purpose: the TypeScript loader compiles a regex literal with \p{…} into
 * `new RegExp(…)` at the spot where it is written, so one inside a function is rebuilt on every call.
 */
const MARKS = /\p{M}+/gu;

/** Place kinds big enough to name a country's part or a people ("Austria-Hungary", "Brazil, Portugal e Angola"), not a family. */
const BIG_PLACES: ReadonlySet<PlaceKind> = new Set<PlaceKind>(['country', 'state', 'region', 'city1']);

/** A country, state, region or large city, or a group word (`lower` is lower-case): no family or partner name. */
export function bigPlaceOrGroup(lex: Lexicon, lower: string): boolean {
  const place = lex.places.get(lower);
  return (place !== undefined && BIG_PLACES.has(place)) || lex.nrpLower.has(lower);
}

/** Accent-free form, so "Sao Paulo" and "Zurich" find "São Paulo" and "Zürich". */
export function fold(s: string): string {
  return /^[\x00-\x7f]*$/.test(s) ? s : s.normalize('NFD').replace(MARKS, '');
}

/** Token count of a name as the detector's tokeniser would see it (words, dot-initials, '&'). */
function tokenCount(s: string): number {
  // Most names are one word: no array built for them (~50 ms of a service's start otherwise).
  if (!SEPARATOR.test(s)) return s.length > 0 ? 1 : 0;
  return s.split(/[\s-]+/).filter(Boolean).length;
}
const SEPARATOR = /[\s-]/;

let cached: Lexicon | undefined;
onResourcesChanged(() => (cached = undefined));

export function lexicon(): Lexicon {
  if (cached) return cached;
  const first = new Set(readLines('first-names.txt'));
  const surname = new Set(readLines('surnames.txt'));
  const wordRank = new Map<string, number>();
  readLines('words.txt').forEach((w, i) => wordRank.set(w, i));
  const nameWords = new Set(readLines('name-words.txt'));
  const places = new Map<string, PlaceKind>();
  let maxPlaceTokens = 1;
  for (const line of readLines('places.tsv')) {
    const tab = line.indexOf('\t');
    const name = line.slice(0, tab);
    const kind = line.slice(tab + 1) as PlaceKind;
    places.set(name, kind);
    maxPlaceTokens = Math.max(maxPlaceTokens, tokenCount(name));
  }
  const orgs = new Set<string>();
  const acronyms = new Set<string>();
  let maxOrgTokens = 1;
  for (const line of readLines('orgs.txt')) {
    if (line.startsWith('^')) acronyms.add(line.slice(1));
    else {
      orgs.add(line.toLowerCase());
      maxOrgTokens = Math.max(maxOrgTokens, tokenCount(line));
    }
  }
  const nrp = new Map<string, NrpKind>();
  let maxNrpTokens = 1;
  for (const line of readLines('nrp.tsv')) {
    const tab = line.indexOf('\t');
    const word = line.slice(0, tab);
    nrp.set(word, line.slice(tab + 1) as NrpKind);
    maxNrpTokens = Math.max(maxNrpTokens, tokenCount(word));
  }
  cached = {
    first,
    surname,
    wordRank,
    nameWords,
    places,
    maxPlaceTokens: Math.min(maxPlaceTokens, 6),
    orgs,
    maxOrgTokens: Math.min(maxOrgTokens, 6),
    acronyms,
    nrp,
    maxNrpTokens,
    placeHeads: heads(places.keys()),
    orgHeads: heads(orgs),
    nrpHeads: heads(nrp.keys()),
    gazetteerPrefixes: spacePrefixes(orgs, spacePrefixes(places.keys(), new Set())),
    gazetteerInner: innerWords(orgs, innerWords(places.keys(), new Set())),
    nrpLower: new Set([...nrp.keys()].map((k) => k.toLowerCase())),
  };
  return cached;
}
