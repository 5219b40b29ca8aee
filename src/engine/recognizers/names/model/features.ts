/**
 * Feature extraction for the name tagger. Every feature is a (template, value) pair hashed into a
 * bucket (hash.ts); a token gets ~40 of them:
 * - the word itself (lower-cased), its shape ("Xx", "X.X.", "d-d"), prefixes and suffixes;
 * - the same facts of the words in a ±2 window, word bigrams and the shape trigram;
 * - membership in the lexicons (given names, surnames, places, organisations, common words) and in
 *   the detector's cue lists (honorifics, office titles, speech verbs, organisation heads…), for the
 *   token and its neighbours, conjoined with capitalisation and sentence position;
 * - multi-token gazetteer matches ("New York", "Bank of England") marked begin/inside;
 * - the language, alone and conjoined with the shape.
 * Word-level facts are memoised per distinct token text; the rest is a handful of hash mixes.
 *
 * FEATURE_VERSION is stored in the weights file: change it whenever a feature changes meaning.
 */
import type { Lexicon } from '../lexicon.ts';
import type { Token } from '../prepare.ts';
import { HONORIFICS, JOB_HEADS, LOC_OF_HEADS, LOC_PREPOSITIONS, MONTH_NAMES, NAME_PARTICLES, NEVER_NAME, OFFICE_TITLES, ORG_HEADS, ORG_LEGAL, ORG_OF_HEADS, ROLE_BEFORE, SPEECH_AFTER } from '../vocab.ts';
import { bare, possessive } from '../words.ts';
import { CUE_WORDS, type CueKind } from './cue-words.ts';
import type { FeatureRows } from './crf.ts';
import { hashString as hashStringImported, mix as mixImported } from './hash.ts';
import type { PackedRows } from './packed-rows.ts';
import { detach, WordTable } from '../scan.ts';
import type { WordClusters } from '../word-clusters.ts';

export const FEATURE_VERSION = 5;

// Module-local copies: imported bindings called in the hot loops cost a getter call under tsx.
const mix = mixImported;
const hashString = hashStringImported;

// Template ids (any distinct constants; they seed the hash of the value).
const T_BIAS = 1;
const T_WORD = 2;
const T_SHAPE = 3;
const T_SHAPE_LEN = 4;
const T_PREFIX = 10; // + length 1..3
const T_SUFFIX = 20; // + length 1..4
const T_WORD_AT = 30; // + offset + 2 (offsets −2..+2 without 0)
const T_SHAPE_AT = 40; // + offset + 2
const T_BIGRAM_LEFT = 50;
const T_BIGRAM_RIGHT = 51;
const T_SHAPE_TRIGRAM = 52;
const T_LEX = 100; // + bit
const T_LEX_PREV = 200; // + bit
const T_LEX_NEXT = 300; // + bit
const T_LEX_PREV2 = 400; // + bit
const T_POSITION = 60;
const T_LANG = 61;
const T_LANG_SHAPE = 62;
const T_SHOUTED = 63;
const T_GAZ = 64;
const T_LANG_WORD = 65;
const T_CLASS = 70; // + 0 fine, 1 middle, 2 coarse
const T_CLASS_CASE = 73;
const T_CLASS_AT = 74; // + offset + 2

// Lexicon and cue-list bits of a single word.
const B_FIRST = 0;
const B_SURNAME = 1;
const B_COUNTRY = 2;
const B_REGION = 3;
const B_CITY = 4;
const B_ORG = 5;
const B_ACRONYM = 6;
const B_NRP = 7;
const B_COMMON = 8;
const B_WORD = 9;
const B_NAME_WORD = 10;
const B_HONORIFIC = 11;
const B_OFFICE = 12;
const B_ORG_HEAD = 13;
const B_LOC_PREP = 14;
const B_SPEECH = 15;
const B_MONTH = 16;
const B_PARTICLE = 17;
const B_ROLE = 18;
const B_ORG_LEGAL = 19;
const B_JOB = 20;
const B_LOC_HEAD = 21;
const B_NEVER_NAME = 22;
const B_RARE = 23;
const B_CUE = 24; // + CueKind index (multilingual cue words), up to bit 31
const CUE_KINDS: readonly CueKind[] = ['honorific', 'title', 'speech', 'locPrep', 'orgHead'];
/** An ordinary word of the document's language (its dictionary; English: the word list). */
const B_DICT = 29;

/** Rank in the English word list under which a word counts as common. */
const COMMON_RANK = 5000;

/** Word-level facts, memoised per token text. */
interface WordFacts {
  word: number;
  shape: number;
  /** Shape conjoined with a length bucket. */
  shapeLen: number;
  lex: number;
  /** Prefix and suffix features, already mixed with their templates. */
  affixes: Int32Array;
  /**
   * The word's classes (word-clusters.ts) as features, already mixed with their templates: fine,
   * middle, coarse; empty for a word the vectors do not know. `middle` is the middle class alone
   * (0: none), for the case and neighbour features.
   */
  classes: Int32Array;
  middle: number;
}

const BOUNDARY = hashString('\u0002');

function shapeOf(s: string): string {
  let out = '';
  let last = '';
  for (const ch of s) {
    let c: string;
    if (ch >= '0' && ch <= '9') c = 'd';
    else if (ch !== ch.toLowerCase()) c = 'X';
    else if (ch !== ch.toUpperCase()) c = 'x';
    else if (/\p{L}/u.test(ch)) c = 'x';
    else c = ch;
    if (c !== last) out += c;
    last = c;
    if (out.length >= 8) break;
  }
  return out;
}

const lengthBucket = (n: number) => (n <= 1 ? 1 : n <= 2 ? 2 : n <= 3 ? 3 : n <= 6 ? 4 : n <= 10 ? 5 : 6);

/** Given-name, surname and place bits of a lower-case word. */
function nameBits(lex: Lexicon, w: string): number {
  let b = 0;
  if (lex.first.has(w)) b |= 1 << B_FIRST;
  if (lex.surname.has(w)) b |= 1 << B_SURNAME;
  const place = lex.places.get(w);
  if (place === 'country') b |= 1 << B_COUNTRY;
  else if (place === 'state' || place === 'region') b |= 1 << B_REGION;
  else if (place !== undefined) b |= 1 << B_CITY;
  return b;
}

/**
 * `baseForms`: for an inflecting language without training data (Polish), the nominatives a word
 * may be a form of; a word no list knows takes the name and place bits of its base forms.
 */
export function lexiconBits(lex: Lexicon, text: string, lower: string, isOrdinaryWord: (lower: string) => boolean, baseForms?: (lower: string) => readonly string[]): number {
  const w = bare(lower);
  let b = nameBits(lex, w);
  if (b === 0 && baseForms !== undefined) for (const base of baseForms(w)) b |= nameBits(lex, base);
  if (isOrdinaryWord(w)) b |= 1 << B_DICT;
  if (lex.orgs.has(w)) b |= 1 << B_ORG;
  if (lex.acronyms.has(text)) b |= 1 << B_ACRONYM;
  if (lex.nrpLower.has(w)) b |= 1 << B_NRP;
  const rank = lex.wordRank.get(w);
  if (rank !== undefined) b |= 1 << (rank < COMMON_RANK ? B_COMMON : B_WORD);
  else if (w.length > 3) b |= 1 << B_RARE;
  if (lex.nameWords.has(w)) b |= 1 << B_NAME_WORD;
  const dotless = w.endsWith('.') ? w.slice(0, -1) : w;
  if (HONORIFICS.has(dotless)) b |= 1 << B_HONORIFIC;
  if (OFFICE_TITLES.has(w)) b |= 1 << B_OFFICE;
  if (ORG_HEADS.has(w) || ORG_OF_HEADS.has(w)) b |= 1 << B_ORG_HEAD;
  if (LOC_PREPOSITIONS.has(w)) b |= 1 << B_LOC_PREP;
  if (SPEECH_AFTER.has(w)) b |= 1 << B_SPEECH;
  if (MONTH_NAMES.has(w)) b |= 1 << B_MONTH;
  if (NAME_PARTICLES.has(w)) b |= 1 << B_PARTICLE;
  if (ROLE_BEFORE.has(w)) b |= 1 << B_ROLE;
  if (ORG_LEGAL.has(text.endsWith('.') ? text.slice(0, -1) : text)) b |= 1 << B_ORG_LEGAL;
  if (JOB_HEADS.has(w)) b |= 1 << B_JOB;
  if (LOC_OF_HEADS.has(w)) b |= 1 << B_LOC_HEAD;
  if (NEVER_NAME.has(w)) b |= 1 << B_NEVER_NAME;
  const cues = CUE_WORDS.get(w);
  if (cues !== undefined) for (let k = 0; k < CUE_KINDS.length; k++) if (cues.includes(CUE_KINDS[k]!)) b |= 1 << (B_CUE + k);
  return b;
}

function computeFacts(lex: Lexicon, text: string, lower: string, isOrdinaryWord: (lower: string) => boolean, baseForms?: (lower: string) => readonly string[], clusters?: WordClusters): WordFacts {
  // "Kipling's" has the facts of "Kipling": the training corpora split the possessive off ("Kipling 's"),
  // while the tokeniser keeps it in the word, so without this a possessive name is an unseen word.
  // Only its shape keeps the ending: a name does not run on past a possessive ("London's Science
  // Museum" is two names), which the next word's features can then tell.
  const owner = lower.length > 3 && possessive(lower);
  if (owner) {
    text = text.slice(0, -2);
    lower = lower.slice(0, -2);
  }
  const shape = shapeOf(text) + (owner ? "'s" : '');
  const affixes: number[] = [];
  const chars = Array.from(lower);
  for (let k = 1; k <= 3 && k < chars.length; k++) affixes.push(mix(T_PREFIX + k, hashString(chars.slice(0, k).join(''))));
  for (let k = 1; k <= 4 && k < chars.length; k++) affixes.push(mix(T_SUFFIX + k, hashString(chars.slice(-k).join(''))));
  const shapeHash = hashString(shape);
  const word = hashString(lower);
  let found = clusters?.classOf(word) ?? null;
  // An inflected form the vectors lack takes the class of its nominative, as it takes its name bits
  // (Polish "Gdańsku" → "gdańsk").
  if (found === null && clusters !== undefined && baseForms !== undefined) for (const base of baseForms(bare(lower))) if ((found = clusters.classOf(hashString(base))) !== null) break;
  return {
    word,
    shape: shapeHash,
    shapeLen: mix(shapeHash, lengthBucket(chars.length)),
    lex: lexiconBits(lex, text, lower, isOrdinaryWord, baseForms),
    affixes: Int32Array.from(affixes),
    classes: found === null ? NO_CLASSES : Int32Array.of(mix(T_CLASS, found.fine + 1), mix(T_CLASS + 1, found.middle + 1), mix(T_CLASS + 2, found.coarse + 1)),
    middle: found === null ? 0 : found.middle + 1,
  };
}

const NO_CLASSES = new Int32Array(0);

/**
 * Memo of word facts for one language (the dictionary bit depends on it). Keyed by the token text.
 * Bounded: cleared when full, so hostile input cannot grow it without limit.
 */
export class FactMemo {
  private readonly map = new Map<string, WordFacts>();
  constructor(
    private readonly lex: Lexicon,
    private readonly isOrdinaryWord: (lower: string) => boolean,
    private readonly max = 100_000,
    private readonly baseForms?: (lower: string) => readonly string[],
    private readonly clusters?: WordClusters,
  ) {}
  get(text: string, lower: string): WordFacts {
    let f = this.map.get(text);
    if (f === undefined) {
      if (this.map.size >= this.max) this.map.clear();
      f = computeFacts(this.lex, text, lower, this.isOrdinaryWord, this.baseForms, this.clusters);
      this.map.set(text, f);
    }
    return f;
  }
}

/** Punctuation that ends a sentence or opens a quotation: the next word's capital says little. */
const SENTENCE_OPENERS = new Set(['.', '!', '?', '…', ':', '"', '“', '«', '„', '‘', "'", '(', '[', '-', '–', '—', '•', '*', '>', '|']);

export function isSentenceStart(tokens: readonly Token[], t: number): boolean {
  if (t === 0) return true;
  const tok = tokens[t]!;
  if (tok.nl) return true;
  return SENTENCE_OPENERS.has(tokens[t - 1]!.t);
}

const PLACE_HEAD = 1;
const ORG_HEAD = 2;

/**
 * Whether a token can begin a multi-word gazetteer match: PLACE_HEAD | ORG_HEAD bits, 0 for all but
 * capitalised words. Depends on the token text alone (kind, cap and lower all derive from it), so
 * the inference scorer caches it per word.
 */
function headKinds(lex: Lexicon, t: Token): number {
  if (t.kind !== 1 || !t.cap) return 0;
  return (lex.placeHeads.has(t.lower) ? PLACE_HEAD : 0) | (lex.orgHeads.has(t.lower) ? ORG_HEAD : 0);
}

/**
 * Whether a lower-case word may continue a multi-word gazetteer key (see Lexicon.gazetteerInner; a
 * word with a space, which no token has, is let through rather than judged from its pieces).
 */
function gazetteerInner(lex: Lexicon, lower: string): boolean {
  return lex.gazetteerInner.has(lower) || lower.includes(' ');
}

/**
 * Gazetteer marks per token: 0 none, else (kind << 1) | inside, kind 1 place, 2 organisation.
 * `heads` gives headKinds of token i, `inner` gazetteerInner of token i, when the caller has them cached.
 */
export function gazetteerMarks(lex: Lexicon, tokens: readonly Token[], heads?: (i: number) => number, inner?: (i: number) => boolean): Uint8Array {
  const marks = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const h = heads === undefined ? headKinds(lex, tokens[i]!) : heads(i);
    if (h === 0) continue;
    const t = tokens[i]!;
    const placeHead = (h & PLACE_HEAD) !== 0;
    const orgHead = (h & ORG_HEAD) !== 0;
    let key = t.lower;
    let bestEnd = -1;
    let bestKind = 0;
    const limit = Math.min(tokens.length, i + Math.max(lex.maxPlaceTokens, lex.maxOrgTokens));
    for (let j = i + 1; j < limit; j++) {
      const u = tokens[j]!;
      if (u.nl || u.kind === 0) break;
      // The longer phrase would be no key nor prefix of one: stop before building it.
      if (!(inner === undefined ? gazetteerInner(lex, u.lower) : inner(j))) break;
      key += ' ' + u.lower;
      if (placeHead && lex.places.has(key)) {
        bestEnd = j;
        bestKind = 1;
      } else if (orgHead && lex.orgs.has(key)) {
        bestEnd = j;
        bestKind = 2;
      }
      if (!lex.gazetteerPrefixes.has(key)) break;
    }
    if (bestEnd < 0) continue;
    marks[i] = bestKind << 1;
    for (let j = i + 1; j <= bestEnd; j++) marks[j] = (bestKind << 1) | 1;
    i = bestEnd;
  }
  return marks;
}

function pushBits(out: number[], template: number, bits: number, extra: number): void {
  while (bits !== 0) {
    const b = 31 - Math.clz32(bits);
    out.push(mix(template + b, extra));
    bits &= ~(1 << b);
  }
}

/*
 * The features of a token fall into groups by what they depend on, so that inference can cache the
 * weight sums of the groups that depend on one word only (EmissionScorer below). extractFeatures
 * emits exactly the union of the groups.
 */

/** Depends on the token's own text (and the language). */
function selfWordGroup(f: WordFacts, lang: number, dropped: boolean, out: number[]): void {
  out.push(mix(T_WORD, dropped ? BOUNDARY ^ 1 : f.word), mix(T_SHAPE, f.shape), mix(T_SHAPE_LEN, f.shapeLen));
  for (let k = 0; k < f.affixes.length; k++) out.push(f.affixes[k]!);
  for (let k = 0; k < f.classes.length; k++) out.push(f.classes[k]!);
  if (!dropped) out.push(mix(T_LANG_WORD, mix(lang, f.word)));
}

/** Depends on the token's text and its case state (capitalised, sentence start, shouted line). */
function selfCaseGroup(f: WordFacts, caseState: number, lang: number, out: number[]): void {
  pushBits(out, T_LEX, f.lex, caseState);
  out.push(mix(T_POSITION, mix(caseState, f.shape)), mix(T_LANG_SHAPE, mix(lang, mix(caseState, f.shape))));
  if ((caseState & 4) !== 0) out.push(mix(T_SHOUTED, f.shape));
  if (f.middle !== 0) out.push(mix(T_CLASS_CASE, mix(caseState, f.middle)));
}

/** What the word at relative offset d (−2, −1, 1, 2) contributes; f undefined beyond the text. */
function neighbourGroup(f: WordFacts | undefined, cap: boolean, d: number, out: number[]): void {
  out.push(mix(T_WORD_AT + d + 2, f === undefined ? BOUNDARY : f.word));
  if (d === -1 || d === 1) out.push(mix(T_SHAPE_AT + d + 2, f === undefined ? BOUNDARY : f.shape));
  if (f === undefined) return;
  if ((d === -1 || d === 1) && f.middle !== 0) out.push(mix(T_CLASS_AT + d + 2, f.middle));
  if (d === -1) pushBits(out, T_LEX_PREV, f.lex, cap ? 1 : 0);
  else if (d === -2) pushBits(out, T_LEX_PREV2, f.lex, 0);
  else if (d === 1) pushBits(out, T_LEX_NEXT, f.lex, cap ? 1 : 0);
}

/** The most features pairHashes writes for one token. */
const MAX_PAIR_FEATURES = 5;

/**
 * Depends on the token and its neighbours together: writes the hashes into out[at..] and returns
 * how many (3, or 5 inside a gazetteer match). A fixed array, not pushes: inference runs it per token.
 */
function pairHashes(prev: number, f: WordFacts, next: number, prevShape: number, nextShape: number, gaz: number, caseState: number, out: Int32Array, at: number): number {
  out[at] = mix(T_BIGRAM_LEFT, mix(prev, f.word));
  out[at + 1] = mix(T_BIGRAM_RIGHT, mix(f.word, next));
  out[at + 2] = mix(T_SHAPE_TRIGRAM, mix(mix(prevShape, f.shape), nextShape));
  if (gaz === 0) return 3;
  const [inGazetteer, inGazetteerByCase] = gazetteerHashes(gaz, caseState);
  out[at + 3] = inGazetteer;
  out[at + 4] = inGazetteerByCase;
  return 5;
}

/** Number of gazetteer marks (gazetteerMarks: 0 none, up to (2 << 1) | 1). */
const GAZETTEER_MARKS = 6;

/** The two features of a token with gazetteer mark `gaz` (not 0) at a case state. */
function gazetteerHashes(gaz: number, caseState: number): [number, number] {
  return [mix(T_GAZ, gaz), mix(T_GAZ, mix(gaz, caseState))];
}

/** Word pairs the inference scorer keeps bigram weights for (2 × labels bytes each, in a table twice as large). */
const MAX_PAIRS = 1 << 16;

const OFFSETS = [-2, -1, 1, 2] as const;
const bucketOf = (h: number, mask: number) => mix(h, 0x5bd1e995) & mask;
/** Hash of a pair of entry ids (pair table of EmissionScorer). */
const pairSlot = (a: number, b: number) => {
  const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b);
  return h ^ (h >>> 15);
};

/**
 * Open addressing from a pair of integers (the first ≥ 0) to a fixed-width int8 vector. A slot holds
 * key and vector together, so that a look-up touches one cache line: the two keys as int32 (the
 * first -1: empty slot), then the vector. Integer keys instead of Maps, and values next to them: the
 * pair look-up was the scorer's costliest line. Kept at most half full and bounded by `max`
 * entries: reserve() empties the table when the coming look-ups could overfill it and grows it
 * before them, never during them, so offsets stay valid until the next reserve().
 */
class VectorTable {
  private keys = new Int32Array(0);
  /** The vectors: find()'s offsets point into it. */
  vals = new Int8Array(0);
  private mask = 0;
  private readonly stride: number;
  private count = 0;
  /** Whether the last find() added its key: the caller then writes the vector at the offset. */
  added = false;

  constructor(
    width: number,
    private readonly max: number,
  ) {
    this.stride = (8 + width + 7) & ~7;
    this.alloc(2048);
  }

  /** Makes room for `adding` more keys, see the class comment. */
  reserve(adding: number): void {
    if (this.count + adding > this.max && this.count > 0) this.clear();
    while (2 * (this.count + adding) > this.mask + 1) this.grow();
  }

  clear(): void {
    this.keys.fill(-1);
    this.count = 0;
  }

  /** Offset in `vals` of the vector of (a, b), a slot taken for it (and `added` set) when new. */
  find(a: number, b: number): number {
    const keys = this.keys;
    const mask = this.mask;
    const words = this.stride >> 2;
    let slot = pairSlot(a, b) & mask;
    for (;;) {
      const k = slot * words;
      const ka = keys[k]!;
      if (ka === -1) break;
      if (ka === a && keys[k + 1] === b) {
        this.added = false;
        return slot * this.stride + 8;
      }
      slot = (slot + 1) & mask;
    }
    this.count++;
    keys[slot * words] = a;
    keys[slot * words + 1] = b;
    this.added = true;
    return slot * this.stride + 8;
  }

  /** A new, empty table of `size` slots (a power of two). */
  private alloc(size: number): void {
    const buffer = new ArrayBuffer(size * this.stride);
    this.keys = new Int32Array(buffer).fill(-1);
    this.vals = new Int8Array(buffer);
    this.mask = size - 1;
  }

  /** Doubles the table, re-inserting the entries it holds (keys and vectors). */
  private grow(): void {
    const oldKeys = this.keys;
    const oldBytes = new Uint8Array(oldKeys.buffer);
    const oldSize = this.mask + 1;
    this.alloc(oldSize * 2);
    const keys = this.keys;
    const bytes = new Uint8Array(keys.buffer);
    const mask = this.mask;
    const stride = this.stride;
    const words = stride >> 2;
    for (let s = 0; s < oldSize; s++) {
      const a = oldKeys[s * words]!;
      if (a === -1) continue;
      let slot = pairSlot(a, oldKeys[s * words + 1]!) & mask;
      while (keys[slot * words] !== -1) slot = (slot + 1) & mask;
      bytes.set(oldBytes.subarray(s * stride, (s + 1) * stride), slot * stride);
    }
  }
}

/** Shape trigrams the inference scorer keeps weights for: a few thousand occur in practice. */
const MAX_TRIGRAMS = 1 << 14;

const caseStateOf = (tokens: readonly Token[], i: number) => {
  const tok = tokens[i]!;
  return (tok.cap ? 1 : 0) | (isSentenceStart(tokens, i) ? 2 : 0) | (tok.shouted ? 4 : 0);
};

/**
 * Features of every token, as bucket ids (hash & mask). `dropWord`, used only in training, replaces
 * the token's own word identity by an "unknown word" feature at the given rate, so that the model
 * learns to use context and shape for words it has never seen.
 */
export function extractFeatures(
  tokens: readonly Token[],
  language: string,
  memo: FactMemo,
  lex: Lexicon,
  bits: number,
  dropWord?: () => boolean,
): FeatureRows {
  const n = tokens.length;
  const mask = (1 << bits) - 1;
  const facts = new Array<WordFacts>(n);
  for (let i = 0; i < n; i++) facts[i] = memo.get(tokens[i]!.t, tokens[i]!.lower);
  const gaz = gazetteerMarks(lex, tokens);
  const lang = hashString(language);
  const ids: number[] = [];
  const offsets = new Int32Array(n + 1);
  const word = (i: number) => (i < 0 || i >= n ? BOUNDARY : facts[i]!.word);
  const shape = (i: number) => (i < 0 || i >= n ? BOUNDARY : facts[i]!.shape);
  const tmp: number[] = [];
  const pair = new Int32Array(MAX_PAIR_FEATURES);
  for (let i = 0; i < n; i++) {
    const f = facts[i]!;
    const caseState = caseStateOf(tokens, i);
    tmp.length = 0;
    tmp.push(T_BIAS, mix(T_LANG, lang));
    selfWordGroup(f, lang, dropWord !== undefined && dropWord(), tmp);
    selfCaseGroup(f, caseState, lang, tmp);
    for (const d of OFFSETS) neighbourGroup(facts[i + d], tokens[i + d]?.cap ?? false, d, tmp);
    const pairs = pairHashes(word(i - 1), f, word(i + 1), shape(i - 1), shape(i + 1), gaz[i]!, caseState, pair, 0);
    for (let k = 0; k < pairs; k++) tmp.push(pair[k]! >>> 0);
    for (const h of tmp) ids.push(bucketOf(h, mask));
    offsets[i + 1] = ids.length;
  }
  return { ids: Int32Array.from(ids), offsets, n };
}

function addInto(acc: Int32Array, at: number, v: Int32Array, from: number, n: number): void {
  for (let y = 0; y < n; y++) acc[at + y] = acc[at + y]! + v[from + y]!;
}

/**
 * Slots of a WordSums block: the word itself at the four case states of its own capitalisation
 * (slot caseState >> 1), then the word as the neighbour at each of OFFSETS (slot OWN_SLOTS + k).
 * A token's `cap` follows from its text (prepare.ts), so a word never needs the other half of the
 * eight case states nor its neighbour sums at the other capitalisation; a token that did would be
 * scored through the scratch block (EmissionScorer.scratch), same sums, only not cached.
 */
const OWN_SLOTS = 4;
const SLOTS = OWN_SLOTS + OFFSETS.length;

/**
 * Cached weight sums of one word's single-word feature groups (integers: int8 weights summed), in
 * one block of the scorer's pool per word so that a token's reads stay close together: slot s is
 * pool[base + s * L .. base + (s + 1) * L).
 */
interface WordSums {
  facts: WordFacts;
  /** The constant features plus the word's own word group; kept to fill the own slots. */
  self: Int32Array;
  /** The capitalisation of the word (Token.cap), the one its block's slots are summed for. */
  cap: boolean;
  /**
   * Offset of the word's block in the scorer's pool. Slot caseState >> 1: self plus the self-case
   * group at caseState; slot OWN_SLOTS + k: the word as the neighbour at OFFSETS[k]. Filled on first use.
   */
  base: number;
  /** Bit s is set once slot s is filled. */
  filled: number;
  /** The word is one of SENTENCE_OPENERS (isSentenceStart of the token after it). */
  opener: boolean;
  /** headKinds of the word. */
  heads: number;
  /** gazetteerInner of the word. */
  inner: boolean;
  /** The entry's number in its scorer, the key of its word pairs in the scorer's pair table (see EmissionScorer.pairSums). */
  id: number;
  /** The tagger's isOrdinary of the word's lower-case form: 0 not asked yet, 1 no, 2 yes (see EmissionScorer.ordinaryLower). */
  ordinary: number;
}

/** Largest entry number before the scorer starts numbering again (with emptied caches). */
const MAX_ENTRY_ID = 0x3fffffff;

/**
 * Inference-time emission scores with quantised weights, equal to extractFeatures + emissions but
 * several times faster: a word's single-word groups are summed once and cached, so a token costs a
 * few cached vector additions. The features that depend on several tokens jointly are cached too,
 * by what they depend on: the word bigrams per pair of words, the shape trigram per trigram, the
 * gazetteer features per mark and case state (few enough to sum them all up front). The weight table
 * is larger than the CPU's private caches and its rows are read at random, so a row read on every
 * occurrence would miss them; from these small tables it does not. Integer sums do not depend on the
 * order of addition, so the scores are the same as summing feature by feature.
 * One scorer per language (the word facts and the language features depend on it); bounded caches.
 */
export class EmissionScorer {
  /**
   * Token text → 1 + the index of its entry in `cached`. A WordTable, not a Map: token strings are
   * fresh slices of each document, and a Map would first hash every one in the runtime (measured,
   * analyze() interleaved per document with the Map version: 0.98).
   */
  private readonly cache = new WordTable(12);
  /** The cached entries, in the order they were added since the cache was last emptied. */
  private readonly cached: WordSums[] = [];
  private readonly lang: number;
  private readonly constant: Int32Array;
  /** Stands for the words beyond either end of the text; only its neighbour slots are read. */
  private readonly boundary: WordSums;
  private readonly mask: number;
  private readonly tmp: number[] = [];
  private readonly labels: number;
  /** Per-call scratch, reused (the scorer is not re-entrant; the engine is single-threaded per scorer). */
  private readonly entries: WordSums[] = [];
  private sums = new Int32Array(0);
  /**
   * The WordSums blocks of all cached words (SLOTS × L each, the boundary's and the scratch block
   * first), in one array rather than one per word: reading a neighbour's sums then costs no load of a
   * per-word array object (another cache miss on a word not seen lately). Grown while score()
   * collects a call's entries, never while it reads them. Int16: a slot sums at most ~50 int8
   * weights (|sum| < 6,400), and half the bytes of Int32 put a word's slots in fewer cache lines,
   * which is what a token's reads of five words' blocks cost (measured: 0.98 of analyze() for the
   * element type alone).
   */
  private pool: Int16Array;
  private poolUsed = 0;
  /**
   * A block outside the cache for a word read at a capitalisation it does not have (see OWN_SLOTS):
   * slot 0 its own sums, slot 1 + k its sums as the neighbour at OFFSETS[k], written per token.
   */
  private readonly scratch: number;
  /** Pool size used by the boundary's and the scratch block: what makeRoom keeps. */
  private readonly fixedPool: number;
  /**
   * Word pairs (first entry's id, second entry's id) → their two bigram weight rows (see pairSums).
   * Emptied when entry ids start again from 0.
   */
  private readonly pairs: VectorTable;
  /** Shape trigrams (bucket, 0) → the trigram feature's weight row, zeros for a bucket without one. */
  private readonly trigrams: VectorTable;
  /** Weight sums of the two gazetteer features, at ((mark * 8) + caseState) * L. */
  private readonly gazSums: Int32Array;
  /** The id the next new entry gets. */
  private nextId = 0;
  /** headKinds of token i of the current call, from the cached entries (one closure, not one per call). */
  private readonly headsOf = (i: number) => this.entries[i]!.heads;
  /** gazetteerInner of token i of the current call, from the cached entries. */
  private readonly innerOf = (i: number) => this.entries[i]!.inner;

  constructor(
    private readonly table: PackedRows,
    private readonly scale: number,
    bits: number,
    labels: number,
    private readonly memo: FactMemo,
    private readonly lex: Lexicon,
    language: string,
    private readonly max = 100_000,
  ) {
    this.labels = labels;
    this.pairs = new VectorTable(2 * labels, Math.min(max, MAX_PAIRS));
    this.trigrams = new VectorTable(labels, Math.min(max, MAX_TRIGRAMS));
    this.mask = (1 << bits) - 1;
    this.lang = hashString(language);
    this.constant = this.sum([T_BIAS, mix(T_LANG, this.lang)]);
    this.pool = new Int16Array(1024 * SLOTS * labels);
    this.boundary = this.boundaryEntry();
    this.scratch = this.allocBlock();
    this.fixedPool = this.poolUsed;
    this.gazSums = new Int32Array(GAZETTEER_MARKS * 8 * labels);
    for (let mark = 1; mark < GAZETTEER_MARKS; mark++) {
      for (let caseState = 0; caseState < 8; caseState++) this.gazSums.set(this.sum(gazetteerHashes(mark, caseState)), (mark * 8 + caseState) * labels);
    }
  }

  private boundaryEntry(): WordSums {
    const L = this.labels;
    // Read only as a neighbour, never capitalised (score() passes cap false beyond the text).
    const e: WordSums = { facts: computeFacts(this.lex, '', '', () => false), self: new Int32Array(L), cap: false, base: this.allocBlock(), filled: 0, opener: false, heads: 0, inner: false, id: -1, ordinary: 0 };
    for (let k = 0; k < OFFSETS.length; k++) {
      const out: number[] = [];
      neighbourGroup(undefined, false, OFFSETS[k]!, out);
      this.pool.set(this.sum(out), e.base + (OWN_SLOTS + k) * L);
      e.filled |= 1 << (OWN_SLOTS + k);
    }
    return e;
  }

  private sum(hashes: readonly number[]): Int32Array {
    const v = new Int32Array(this.labels);
    for (const h of hashes) this.addRow(v, 0, h);
    return v;
  }

  /** Adds the weight row of feature hash `h` (if its bucket has one) to v[at, at + L). */
  private addRow(v: Int32Array, at: number, h: number): void {
    const L = this.labels;
    const rows = this.table.rows;
    const row = this.table.rowOf(bucketOf(h, this.mask));
    if (row >= 0) for (let y = 0; y < L; y++) v[at + y] = v[at + y]! + rows[row + y]!;
  }

  /** A new WordSums block in the pool (grown when full): its offset. */
  private allocBlock(): number {
    const size = SLOTS * this.labels;
    if (this.poolUsed + size > this.pool.length) {
      const grown = new Int16Array(this.pool.length * 2);
      grown.set(this.pool);
      this.pool = grown;
    }
    this.poolUsed += size;
    return this.poolUsed - size;
  }

  /**
   * Empties the word cache before a call of n tokens that could overfill it or run out of entry
   * numbers, so that no block or number is reused while the call holds entries.
   */
  private makeRoom(n: number): void {
    if (this.cache.size + n <= this.max && this.nextId + n <= MAX_ENTRY_ID) return;
    this.cache.clear();
    this.cached.length = 0;
    this.entries.length = 0;
    // Blocks after the boundary's and the scratch block are free again.
    this.poolUsed = this.fixedPool;
    // Numbering again from 0: no pair of the old numbers may be found under a new one.
    this.nextId = 0;
    this.pairs.clear();
  }

  private entry(tok: Token): WordSums {
    const known = this.cache.get(tok.t);
    if (known !== 0) return this.cached[known - 1]!;
    const facts = this.memo.get(tok.t, tok.lower);
    this.tmp.length = 0;
    selfWordGroup(facts, this.lang, false, this.tmp);
    const self = this.sum(this.tmp);
    addInto(self, 0, this.constant, 0, this.labels);
    const e: WordSums = { facts, self, cap: tok.cap, base: this.allocBlock(), filled: 0, opener: SENTENCE_OPENERS.has(tok.t), heads: headKinds(this.lex, tok), inner: gazetteerInner(this.lex, tok.lower), id: this.nextId++, ordinary: 0 };
    this.cached.push(e);
    this.cache.add(detach(tok.t), this.cached.length);
    return e;
  }

  /** Offset in the pool of the word's sums as the neighbour at OFFSETS[k] with the given capitalisation. */
  private neighbourSums(e: WordSums, k: number, cap: boolean): number {
    if (cap !== e.cap) {
      const at = this.scratch + (1 + k) * this.labels;
      this.tmp.length = 0;
      neighbourGroup(e.facts, cap, OFFSETS[k]!, this.tmp);
      this.pool.set(this.sum(this.tmp), at);
      return at;
    }
    const slot = OWN_SLOTS + k;
    const at = e.base + slot * this.labels;
    if ((e.filled & (1 << slot)) === 0) {
      this.tmp.length = 0;
      neighbourGroup(e.facts, cap, OFFSETS[k]!, this.tmp);
      this.pool.set(this.sum(this.tmp), at);
      e.filled |= 1 << slot;
    }
    return at;
  }

  /** Offset in the pool of the word's own sums (constant, word and case groups) at a case state. */
  private ownSums(e: WordSums, caseState: number): number {
    const L = this.labels;
    const cached = (caseState & 1) === (e.cap ? 1 : 0);
    const slot = caseState >> 1;
    const at = cached ? e.base + slot * L : this.scratch;
    if (!cached || (e.filled & (1 << slot)) === 0) {
      this.tmp.length = 0;
      selfCaseGroup(e.facts, caseState, this.lang, this.tmp);
      const v = this.sum(this.tmp);
      addInto(v, 0, e.self, 0, L);
      this.pool.set(v, at);
      if (cached) e.filled |= 1 << slot;
    }
    return at;
  }

  /**
   * Offset in this.pairs.vals of the bigram weights of word a followed by word b: [0, L) the right-bigram
   * feature of a (T_BIGRAM_RIGHT of a, b), [L, 2L) the left-bigram feature of b (T_BIGRAM_LEFT of a, b).
   * Both depend on the two words alone, so they are found once per pair instead of hashed and
   * looked up in the (cache-missing) weight table on every occurrence.
   */
  private pairSums(a: WordSums, b: WordSums): number {
    const pairs = this.pairs;
    const at = pairs.find(a.id, b.id);
    if (pairs.added) {
      const L = this.labels;
      this.copyRow(pairs.vals, at, bucketOf(mix(T_BIGRAM_RIGHT, mix(a.facts.word, b.facts.word)), this.mask));
      this.copyRow(pairs.vals, at + L, bucketOf(mix(T_BIGRAM_LEFT, mix(a.facts.word, b.facts.word)), this.mask));
    }
    return at;
  }

  /** Offset in this.trigrams.vals of the weights of the shape trigram (prev, word, next). */
  private trigramSums(prevShape: number, shape: number, nextShape: number): number {
    const bucket = bucketOf(mix(T_SHAPE_TRIGRAM, mix(mix(prevShape, shape), nextShape)), this.mask);
    const trigrams = this.trigrams;
    const at = trigrams.find(bucket, 0);
    if (trigrams.added) this.copyRow(trigrams.vals, at, bucket);
    return at;
  }

  /** Writes the weight row of `bucket` into out[at, at + L), zeros when it has none. */
  private copyRow(out: Int8Array, at: number, bucket: number): void {
    const L = this.labels;
    const weights = this.table.rows;
    const row = this.table.rowOf(bucket);
    for (let y = 0; y < L; y++) out[at + y] = row >= 0 ? weights[row + y]! : 0;
  }

  /** Per-call buffers for n tokens, grown (never shrunk) as documents need. */
  private reserve(n: number): void {
    if (this.sums.length < n * this.labels) this.sums = new Int32Array(n * this.labels * 2);
    // A call adds at most n − 1 pairs and n trigrams.
    this.pairs.reserve(n);
    this.trigrams.reserve(n);
  }

  /**
   * Whether the i-th token of the last score() call is an ordinary word of the language and no name
   * particle (its lexicon bits, already looked up: no hashing).
   */
  ordinaryNonParticle(i: number): boolean {
    const lex = this.entries[i]!.facts.lex;
    return (lex & (1 << B_DICT)) !== 0 && (lex & (1 << B_PARTICLE)) === 0;
  }

  /**
   * isOrdinary(lower) of the i-th token of the last score() call, whose lower-case form is `lower`,
   * remembered on the word's entry. The word lists are large Maps read at random: a look-up per token
   * in the tagger's constraints missed the CPU caches (1.6% of profile self time), the entry is at hand.
   * `isOrdinary` must be the same predicate on every call (the tagger's of this scorer's language).
   */
  ordinaryLower(i: number, isOrdinary: (lower: string) => boolean, lower: string): boolean {
    const e = this.entries[i]!;
    if (e.ordinary === 0) e.ordinary = isOrdinary(lower) ? 2 : 1;
    return e.ordinary === 2;
  }

  /** Emission scores of every token into out[t * L + y]. */
  score(tokens: readonly Token[], out: Float64Array): void {
    const n = tokens.length;
    const L = this.labels;
    const entries = this.entries;
    // Written over, not truncated (setting an array's length is a slow builtin): only indices below
    // n are read, and the entries past them belong to the word cache until makeRoom empties both.
    this.makeRoom(n);
    for (let i = 0; i < n; i++) entries[i] = this.entry(tokens[i]!);
    const gaz = gazetteerMarks(this.lex, tokens, this.headsOf, this.innerOf);
    this.reserve(n);
    const { sums, boundary, gazSums, pool } = this;
    const pairs = this.pairs.vals;
    const trigrams = this.trigrams.vals;
    // The bigram sums of the pair (i − 1, i), found while scoring token i − 1.
    let before = -1;
    for (let i = 0; i < n; i++) {
      const e = entries[i]!;
      const tok = tokens[i]!;
      // caseStateOf(tokens, i), with the opener test cached per word
      const sentenceStart = i === 0 || tok.nl || entries[i - 1]!.opener;
      const caseState = (tok.cap ? 1 : 0) | (sentenceStart ? 2 : 0) | (tok.shouted ? 4 : 0);
      const at = i * L;
      const own = this.ownSums(e, caseState);
      // The word's own sums plus its four neighbours' (OFFSETS −2, −1, +1, +2), in one pass.
      const e0 = i >= 2 ? entries[i - 2]! : boundary;
      const e1 = i >= 1 ? entries[i - 1]! : boundary;
      const e2 = i + 1 < n ? entries[i + 1]! : boundary;
      const e3 = i + 2 < n ? entries[i + 2]! : boundary;
      const o0 = this.neighbourSums(e0, 0, i >= 2 && tokens[i - 2]!.cap);
      const o1 = this.neighbourSums(e1, 1, i >= 1 && tokens[i - 1]!.cap);
      const o2 = this.neighbourSums(e2, 2, i + 1 < n && tokens[i + 1]!.cap);
      const o3 = this.neighbourSums(e3, 3, i + 2 < n && tokens[i + 2]!.cap);
      const after = i + 1 < n ? this.pairSums(e, e2) : -1;
      const trigram = this.trigramSums(i >= 1 ? e1.facts.shape : BOUNDARY, e.facts.shape, i + 1 < n ? e2.facts.shape : BOUNDARY);
      for (let y = 0; y < L; y++) sums[at + y] = pool[own + y]! + pool[o0 + y]! + pool[o1 + y]! + pool[o2 + y]! + pool[o3 + y]! + trigrams[trigram + y]!;
      // The bigrams with the boundary, at the ends of the text, are read from the weight table.
      if (before >= 0) for (let y = 0; y < L; y++) sums[at + y] = sums[at + y]! + pairs[before + L + y]!;
      else this.addRow(sums, at, mix(T_BIGRAM_LEFT, mix(BOUNDARY, e.facts.word)));
      if (after >= 0) for (let y = 0; y < L; y++) sums[at + y] = sums[at + y]! + pairs[after + y]!;
      else this.addRow(sums, at, mix(T_BIGRAM_RIGHT, mix(e.facts.word, BOUNDARY)));
      before = after;
      const mark = gaz[i]!;
      if (mark !== 0) {
        const g = (mark * 8 + caseState) * L;
        for (let y = 0; y < L; y++) sums[at + y] = sums[at + y]! + gazSums[g + y]!;
      }
    }
    const scale = this.scale;
    for (let k = 0; k < n * L; k++) out[k] = sums[k]! * scale;
  }
}
