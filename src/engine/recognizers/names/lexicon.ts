/**
 * Run-time view of the compiled lexicons in data/ (built by scripts/build-lexicons.ts). Loaded once
 * from the host's resources (../../resources.ts), lazily on first use or at warm-up. The word lists
 * are one hash table over typed arrays (lexicon-table.ts): `npm run build` writes it as
 * data/lexicon.bin and loading it takes no measurable time (building the same as Sets of ~300,000
 * strings from the text files took a start 0.1–0.3 s); without that file (tsx, tools) the table is
 * built from the text files.
 */
import { engineResources, onResourcesChanged, requireResource, type ResourceName } from '../../resources.ts';
import {
  ACRONYM,
  buildLexiconTable,
  decodeLexiconTable,
  lexiconSources,
  FIRST,
  GAZETTEER_INNER,
  GAZETTEER_PREFIX,
  NAME_WORD,
  ORG,
  ORG_HEAD,
  PLACE_HEAD,
  SURNAME,
  tokenCount,
  type LexiconTable,
} from './lexicon-table.ts';

export type PlaceKind = 'country' | 'state' | 'region' | 'city1' | 'city2' | 'city3';
export type NrpKind = 'nationality' | 'religion' | 'political';

/** Membership of a word list (a view on the lexicon table). */
export interface WordSet {
  has(key: string): boolean;
}
/** A word list with a value per word. */
export interface WordMap<V> extends WordSet {
  get(key: string): V | undefined;
}

export interface Lexicon {
  /** Given names, lowercase. */
  first: WordSet;
  /** Family names, lowercase. */
  surname: WordSet;
  /** Lowercase English words → frequency rank (0 = most frequent); only words mostly written lowercase. */
  wordRank: WordMap<number>;
  /** Names that are also English dictionary words ("smith", "rose"), lowercase. */
  nameWords: WordSet;
  /** Places keyed by lowercase name (and its accent-free form). */
  places: WordMap<PlaceKind>;
  /** Longest place name in tokens, bounding the gazetteer look-ahead. */
  maxPlaceTokens: number;
  /** Organisation names, lowercase. */
  orgs: WordSet;
  maxOrgTokens: number;
  /** Organisation acronyms, case-sensitive ("NATO", "FBI"). */
  acronyms: WordSet;
  /** NRP words, case-sensitive ("American", "Muslims", "Democrats"). */
  nrp: Map<string, NrpKind>;
  maxNrpTokens: number;
  /**
   * First words (the text before the first space) of the multi-word keys of places, orgs and nrp.
   * A phrase whose first word is not among them cannot be in the lexicon, which saves building its
   * key: most capitalised runs are looked up at several lengths.
   */
  placeHeads: WordSet;
  orgHeads: WordSet;
  nrpHeads: Set<string>;
  /**
   * Every multi-word key of places and orgs cut at each of its spaces ("new york city" → "new",
   * "new york"): a phrase that is not among them begins no longer key, so a gazetteer match
   * extended one word at a time can stop there instead of at the look-ahead limit.
   */
  gazetteerPrefixes: WordSet;
  /**
   * Every word after the first of the multi-word keys of places and orgs ("york", "city" of "new york
   * city"): a phrase that ends in another word is no key nor prefix of one, so the gazetteer match
   * stops there without building the longer phrase (gazetteerMarks, features.ts).
   */
  gazetteerInner: WordSet;
  /** The nrp keys lowercased: a word whose lowercase form is not here is no single-word nrp key. */
  nrpLower: Set<string>;
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

/** A place list has the lower-case word, or the word is a place's genitive ("polens", "deutschlands"). */
export function placeOrGenitive(lex: Lexicon, lower: string): boolean {
  return lex.places.has(lower) || (lower.endsWith('s') && lex.places.has(lower.slice(0, -1))) || (lower.endsWith('es') && lex.places.has(lower.slice(0, -2)));
}

/** Accent-free form, so "Sao Paulo" and "Zurich" find "São Paulo" and "Zürich". */
export function fold(s: string): string {
  return /^[\x00-\x7f]*$/.test(s) ? s : s.normalize('NFD').replace(MARKS, '');
}

let cached: Lexicon | undefined;
onResourcesChanged(() => (cached = undefined));

/** One list of the table (`bit` of lexicon-table.ts). */
class TableSet implements WordSet {
  constructor(
    private readonly table: LexiconTable,
    private readonly bit: number,
  ) {}
  has(key: string): boolean {
    return (this.table.flags(key) & this.bit) !== 0;
  }
}

/**
 * The word lists: data/lexicon.bin when the host has it (`npm run build` makes it from the text
 * files), else built from the text files now.
 */
function lexiconTable(): LexiconTable {
  const bytes = engineResources().read('lexicon.bin');
  const table = bytes === undefined ? undefined : decodeLexiconTable(bytes);
  return table ?? buildLexiconTable(lexiconSources((file) => () => readLines(file)));
}

export function lexicon(): Lexicon {
  if (cached) return cached;
  const table = lexiconTable();
  const nrp = new Map<string, NrpKind>();
  let maxNrpTokens = 1;
  for (const line of readLines('nrp.tsv')) {
    const tab = line.indexOf('\t');
    const word = line.slice(0, tab);
    nrp.set(word, line.slice(tab + 1) as NrpKind);
    maxNrpTokens = Math.max(maxNrpTokens, tokenCount(word));
  }
  cached = {
    first: new TableSet(table, FIRST),
    surname: new TableSet(table, SURNAME),
    wordRank: { has: (key) => table.rank(key) !== undefined, get: (key) => table.rank(key) },
    nameWords: new TableSet(table, NAME_WORD),
    places: { has: (key) => table.placeKind(key) !== undefined, get: (key) => table.placeKind(key) },
    maxPlaceTokens: table.header.maxPlaceTokens,
    orgs: new TableSet(table, ORG),
    maxOrgTokens: table.header.maxOrgTokens,
    acronyms: new TableSet(table, ACRONYM),
    nrp,
    maxNrpTokens,
    placeHeads: new TableSet(table, PLACE_HEAD),
    orgHeads: new TableSet(table, ORG_HEAD),
    nrpHeads: heads(nrp.keys()),
    gazetteerPrefixes: new TableSet(table, GAZETTEER_PREFIX),
    gazetteerInner: new TableSet(table, GAZETTEER_INNER),
    nrpLower: new Set([...nrp.keys()].map((k) => k.toLowerCase())),
  };
  return cached;
}
