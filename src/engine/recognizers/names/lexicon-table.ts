/**
 * The lexicons' words as one open-addressing hash table over typed arrays (issue 13, cold start).
 * Every distinct key of the word lists (given names, surnames, English words, name-words, places,
 * organisations, acronyms, and the derived gazetteer heads, prefixes and inner words) is one entry
 * with a bitmask of the lists it is in, its word rank and its place kind; a look-up hashes the
 * JavaScript string (FNV-1a over its UTF-16 code units), probes the table and compares the code
 * units in place. Nothing is decoded: `npm run build` writes the table as data/lexicon.bin and the
 * engine uses the file's bytes as they are (typed-array views on them), where building the same as
 * JavaScript Sets and Maps (~300,000 strings) cost a start 0.1–0.3 s. A host without lexicon.bin
 * (tests and tools under tsx, which read src/) gets the same table built from the text files.
 *
 * File layout (little-endian, every array 4-byte aligned):
 *   "VEILLEX1" · u32 header length · header JSON (space-padded to a multiple of 4) ·
 *   u32 hashes[entries] · u32 starts[entries + 1] (code-unit offsets of the keys in `chars`) ·
 *   u32 flags[entries] · i32 ranks[entries] · u32 slots[2^slotBits] (entry + 1, 0 = empty) ·
 *   u16 chars[charUnits] (padded to 4 bytes)
 */
import { hashString } from './model/hash.ts';

/** Which list a key is in (bits of an entry's flags). */
export const FIRST = 1;
export const SURNAME = 2;
export const WORD = 4;
export const NAME_WORD = 8;
export const PLACE = 16;
export const ORG = 32;
export const ACRONYM = 64;
export const PLACE_HEAD = 128;
export const ORG_HEAD = 256;
export const GAZETTEER_PREFIX = 512;
export const GAZETTEER_INNER = 1024;
/** A place's kind: index into PLACE_KINDS, in bits 16–18 of its flags. */
const KIND_SHIFT = 16;
export const PLACE_KINDS = ['country', 'state', 'region', 'city1', 'city2', 'city3'] as const;

const MAGIC = 'VEILLEX1';

export interface LexiconTableHeader {
  entries: number;
  slotBits: number;
  charUnits: number;
  maxPlaceTokens: number;
  maxOrgTokens: number;
  /** The longest key's length in code units: a longer string is in no list, found without hashing it. */
  maxKeyLength: number;
}

export class LexiconTable {
  /** The key looked up last and its entry: a word is often asked about several lists in a row. */
  private lastKey = '';
  private lastEntry = -1;
  private readonly mask: number;
  private readonly maxKeyLength: number;

  constructor(
    readonly header: LexiconTableHeader,
    private readonly hashes: Uint32Array,
    private readonly starts: Uint32Array,
    private readonly flagsOf: Uint32Array,
    private readonly ranks: Int32Array,
    private readonly slots: Uint32Array,
    private readonly chars: Uint16Array,
  ) {
    this.mask = slots.length - 1;
    this.maxKeyLength = header.maxKeyLength;
    this.lastEntry = this.find('');
  }

  /**
   * Entries of recently looked-up short keys: a JavaScript Map finds a string by the hash V8 keeps
   * in it, cheaper than hashing the key again here, and a document repeats its words. Only keys of
   * ≤ 12 code units: V8 copies those when it slices them out of a text, so the cache never keeps
   * a document alive. Cleared when full.
   */
  private readonly recent = new Map<string, number>();

  /** The entry of `key`, or -1. */
  entry(key: string): number {
    // A long token (a 900,000-character run of one letter) is answered at once: hashing it here
    // would cost milliseconds per look-up (V8's Sets did not hash such strings in full either).
    if (key.length > this.maxKeyLength) return -1;
    if (key === this.lastKey) return this.lastEntry;
    let e: number | undefined;
    if (key.length > RECENT_MAX_LENGTH) e = this.find(key);
    else {
      e = this.recent.get(key);
      if (e === undefined) {
        e = this.find(key);
        if (this.recent.size >= RECENT_SIZE) this.recent.clear();
        this.recent.set(key, e);
      }
    }
    this.lastKey = key;
    this.lastEntry = e;
    return e;
  }

  private find(key: string): number {
    const { hashes, starts, chars, slots, mask } = this;
    const h = hashString(key);
    const n = key.length;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const s = slots[i]!;
      if (s === 0) return -1;
      const e = s - 1;
      if (hashes[e] !== h) continue;
      const start = starts[e]!;
      if (starts[e + 1]! - start !== n) continue;
      let k = 0;
      while (k < n && chars[start + k] === key.charCodeAt(k)) k++;
      if (k === n) return e;
    }
  }

  /** The lists `key` is in (0: none). */
  flags(key: string): number {
    const e = this.entry(key);
    return e < 0 ? 0 : this.flagsOf[e]!;
  }

  /** The word rank of `key` (an English word), or undefined. */
  rank(key: string): number | undefined {
    const e = this.entry(key);
    return e < 0 || (this.flagsOf[e]! & WORD) === 0 ? undefined : this.ranks[e]!;
  }

  /** The place kind of `key`, or undefined. */
  placeKind(key: string): (typeof PLACE_KINDS)[number] | undefined {
    const e = this.entry(key);
    if (e < 0) return undefined;
    const f = this.flagsOf[e]!;
    return (f & PLACE) === 0 ? undefined : PLACE_KINDS[(f >>> KIND_SHIFT) & 7];
  }

  /** Every key with its flags and rank, in entry order (tests, tools). */
  *entries(): IterableIterator<[key: string, flags: number, rank: number]> {
    for (let e = 0; e < this.header.entries; e++) {
      yield [String.fromCharCode(...this.chars.subarray(this.starts[e], this.starts[e + 1])), this.flagsOf[e]!, this.ranks[e]!];
    }
  }

  encode(): Uint8Array {
    const head = headerBytes(this.header);
    const parts: ArrayBufferView[] = [this.hashes, this.starts, this.flagsOf, this.ranks, this.slots, this.chars];
    let size = 12 + head.length;
    for (const p of parts) size += align4(p.byteLength);
    const out = new Uint8Array(size);
    out.set(new TextEncoder().encode(MAGIC), 0);
    new DataView(out.buffer).setUint32(8, head.length, true);
    out.set(head, 12);
    let p = 12 + head.length;
    for (const part of parts) {
      out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), p);
      p += align4(part.byteLength);
    }
    return out;
  }
}

const RECENT_MAX_LENGTH = 12;
const RECENT_SIZE = 16384;

const align4 = (n: number) => (n + 3) & ~3;

function headerBytes(header: LexiconTableHeader): Uint8Array {
  const json = JSON.stringify(header);
  return new TextEncoder().encode(json.padEnd(align4(json.length), ' '));
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The table in `bytes` (data/lexicon.bin), as views on those bytes (copied once only when they do
 * not start at a 4-byte boundary). Undefined on a big-endian host: the caller builds it from text.
 */
export function decodeLexiconTable(bytes: Uint8Array): LexiconTable | undefined {
  if (!LITTLE_ENDIAN) return undefined;
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) throw new Error('not a Veil lexicon table (bad magic)');
  if (bytes.byteOffset % 4 !== 0) bytes = bytes.slice();
  const headLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headLength))) as LexiconTableHeader;
  let p = bytes.byteOffset + 12 + headLength;
  const { buffer } = bytes;
  const end = bytes.byteOffset + bytes.byteLength;
  const take = <T>(make: (b: ArrayBufferLike, at: number, n: number) => T, n: number, unit: number): T => {
    if (p + n * unit > end) throw new RangeError('lexicon table is truncated');
    const view = make(buffer, p, n);
    p += align4(n * unit);
    return view;
  };
  const u32 = (b: ArrayBufferLike, at: number, n: number) => new Uint32Array(b, at, n);
  const n = header.entries;
  const hashes = take(u32, n, 4);
  const starts = take(u32, n + 1, 4);
  const flags = take(u32, n, 4);
  const ranks = take((b, at, k) => new Int32Array(b, at, k), n, 4);
  const slots = take(u32, 2 ** header.slotBits, 4);
  const chars = take((b, at, k) => new Uint16Array(b, at, k), header.charUnits, 2);
  return new LexiconTable(header, hashes, starts, flags, ranks, slots, chars);
}

/**
 * The word lists as the text files give them (lines, in file order), or functions that read them:
 * the builder then asks for one list at a time, so that the lines of a list it is done with can be
 * collected while it reads the next (a worker thread builds the table under a heap ceiling).
 */
type Lines = readonly string[] | (() => readonly string[]);
export interface LexiconSources {
  first: Lines;
  surnames: Lines;
  words: Lines;
  nameWords: Lines;
  /** places.tsv lines: lowercase name \t kind. */
  places: Lines;
  /** orgs.txt lines: a name, or '^' + a case-sensitive acronym. */
  orgs: Lines;
}
const linesOf = (lines: Lines): readonly string[] => (typeof lines === 'function' ? lines() : lines);

/** The text file (in data/) each list of the table is made from: the build, the engine and its host read these. */
export const LEXICON_SOURCE_FILES = {
  first: 'first-names.txt',
  surnames: 'surnames.txt',
  words: 'words.txt',
  nameWords: 'name-words.txt',
  places: 'places.tsv',
  orgs: 'orgs.txt',
} as const satisfies Record<keyof LexiconSources, string>;
type LexiconSourceFile = (typeof LEXICON_SOURCE_FILES)[keyof LexiconSources];

/** Each list's lines (or a function reading them) from its file, as `read` gives them. */
export function lexiconSources<L extends Lines>(read: (file: LexiconSourceFile) => L): Record<keyof LexiconSources, L> {
  const f = LEXICON_SOURCE_FILES;
  return { first: read(f.first), surnames: read(f.surnames), words: read(f.words), nameWords: read(f.nameWords), places: read(f.places), orgs: read(f.orgs) };
}

/** Token count of a name as the detector's tokeniser would see it (words, dot-initials, '&'). */
export function tokenCount(s: string): number {
  // Most names are one word: no array built for them.
  if (!SEPARATOR.test(s)) return s.length > 0 ? 1 : 0;
  return s.split(/[\s-]+/).filter(Boolean).length;
}
const SEPARATOR = /[\s-]/;

/**
 * Builds the table from the word lists, with the same meaning as the Sets and Maps it replaced:
 * a later line of words.txt or places.tsv overrides an earlier one for the same key (Map.set).
 */
export function buildLexiconTable(src: LexiconSources): LexiconTable {
  // Key → entry; the entries' flags and ranks in typed arrays grown by doubling (outside the JS
  // heap: the build's peak stays near what the Sets it replaced needed).
  const index = new Map<string, number>();
  let flags = new Uint32Array(1 << 16);
  let ranks = new Int32Array(1 << 16).fill(-1);
  const entry = (key: string): number => {
    let e = index.get(key);
    if (e === undefined) {
      e = index.size;
      index.set(key, e);
      if (e === flags.length) {
        const grownFlags = new Uint32Array(flags.length * 2);
        grownFlags.set(flags);
        flags = grownFlags;
        const grownRanks = new Int32Array(ranks.length * 2).fill(-1);
        grownRanks.set(ranks);
        ranks = grownRanks;
      }
    }
    return e;
  };
  const mark = (key: string, bit: number) => {
    // The entry first: entry() may replace `flags` with a grown copy.
    const e = entry(key);
    flags[e]! |= bit;
  };
  for (const w of linesOf(src.first)) mark(w, FIRST);
  for (const w of linesOf(src.surnames)) mark(w, SURNAME);
  linesOf(src.words).forEach((w, i) => {
    const e = entry(w);
    flags[e]! |= WORD;
    ranks[e] = i;
  });
  for (const w of linesOf(src.nameWords)) mark(w, NAME_WORD);
  let maxPlaceTokens = 1;
  const placeKeys: string[] = [];
  for (const line of linesOf(src.places)) {
    const tab = line.indexOf('\t');
    const name = line.slice(0, tab);
    const kind = PLACE_KINDS.indexOf(line.slice(tab + 1) as (typeof PLACE_KINDS)[number]);
    if (kind < 0) throw new Error(`places.tsv: unknown kind in ${JSON.stringify(line)}`);
    const e = entry(name);
    if ((flags[e]! & PLACE) === 0) placeKeys.push(name);
    flags[e] = (flags[e]! & ~(7 << KIND_SHIFT)) | PLACE | (kind << KIND_SHIFT);
    maxPlaceTokens = Math.max(maxPlaceTokens, tokenCount(name));
  }
  let maxOrgTokens = 1;
  const orgKeys: string[] = [];
  for (const line of linesOf(src.orgs)) {
    if (line.startsWith('^')) mark(line.slice(1), ACRONYM);
    else {
      const key = line.toLowerCase();
      const e = entry(key);
      if ((flags[e]! & ORG) === 0) orgKeys.push(key);
      flags[e]! |= ORG;
      maxOrgTokens = Math.max(maxOrgTokens, tokenCount(line));
    }
  }
  // The derived lists (see Lexicon in lexicon.ts): first words of multi-word keys, the keys cut at
  // each space, the words after the first.
  for (const [list, headBit] of [
    [placeKeys, PLACE_HEAD],
    [orgKeys, ORG_HEAD],
  ] as const) {
    for (const k of list) {
      const space = k.indexOf(' ');
      if (space < 0) continue;
      mark(k.slice(0, space), headBit);
      for (let s = space; s >= 0; s = k.indexOf(' ', s + 1)) mark(k.slice(0, s), GAZETTEER_PREFIX);
      const words = k.split(' ');
      for (let i = 1; i < words.length; i++) mark(words[i]!, GAZETTEER_INNER);
    }
  }

  const n = index.size;
  let slotBits = 1;
  while (2 ** slotBits < n * 2) slotBits++;
  const slots = new Uint32Array(2 ** slotBits);
  const mask = slots.length - 1;
  const hashes = new Uint32Array(n);
  const starts = new Uint32Array(n + 1);
  let charUnits = 0;
  let maxKeyLength = 0;
  // Map iteration is insertion order: entry e is the e-th key.
  let e = 0;
  for (const key of index.keys()) {
    starts[e++] = charUnits;
    charUnits += key.length;
    maxKeyLength = Math.max(maxKeyLength, key.length);
  }
  starts[n] = charUnits;
  const chars = new Uint16Array(charUnits);
  e = 0;
  for (const key of index.keys()) {
    for (let k = 0; k < key.length; k++) chars[starts[e]! + k] = key.charCodeAt(k);
    const h = hashString(key);
    hashes[e] = h;
    let i = h & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = e + 1;
    e++;
  }
  const header: LexiconTableHeader = { entries: n, slotBits, charUnits, maxPlaceTokens: Math.min(maxPlaceTokens, 6), maxOrgTokens: Math.min(maxOrgTokens, 6), maxKeyLength };
  return new LexiconTable(header, hashes, starts, flags.slice(0, n), ranks.slice(0, n), slots, chars);
}
