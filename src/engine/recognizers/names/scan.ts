/**
 * Character-level helpers for the cheap prefilters of address.ts and age.ts: looking at the few
 * characters around each number costs far less than one more regex pass over the whole text.
 *
 * Comparisons fold ASCII case, 'ſ' (LONG S) to 's' and 'K' (KELVIN SIGN) to 'k': the widest folding
 * any of the guarded regexes applies (the u-flag ones fold those two), so a prefilter built on them
 * is never stricter than its regex.
 */

/** \s of a regex (the same set with and without the u flag). */
export function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function fold(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c === 0x17f ? 115 : c === 0x212a ? 107 : c;
}

/** Lowercase words, each with a bit set, indexed by their first or last character. */
export class WordIndex {
  private readonly byChar: (readonly [string, number])[][] = [];

  constructor(
    entries: readonly (readonly [string, number])[],
    private readonly fromEnd: boolean,
  ) {
    for (const entry of entries) {
      const w = entry[0];
      const c = w.charCodeAt(fromEnd ? w.length - 1 : 0);
      if (c >= 128 || fold(c) !== c) throw new Error(`WordIndex: "${w}" must have a lowercase ASCII edge`);
      (this.byChar[c] ??= []).push(entry);
    }
  }

  /** OR of the bits of the words ending at `end` (fromEnd) or starting at `end` (otherwise) in text. */
  match(text: string, end: number): number {
    const at = this.fromEnd ? end - 1 : end;
    if (at < 0 || at >= text.length) return 0;
    const c = fold(text.charCodeAt(at));
    const list = c < 128 ? this.byChar[c] : undefined;
    if (list === undefined) return 0;
    let bits = 0;
    for (let k = 0; k < list.length; k++) {
      const [w, b] = list[k]!;
      if (this.fromEnd ? endsWithFolded(text, end, w) : startsWithFolded(text, end, w)) bits |= b;
    }
    return bits;
  }
}

/** text[end - word.length, end) equals the lowercase `word` under the folding above. */
function endsWithFolded(text: string, end: number, word: string): boolean {
  const len = word.length;
  if (end < len) return false;
  for (let k = 1; k <= len; k++) if (fold(text.charCodeAt(end - k)) !== word.charCodeAt(len - k)) return false;
  return true;
}

/** text[at, at + word.length) equals the lowercase `word` under the folding above. */
function startsWithFolded(text: string, at: number, word: string): boolean {
  const len = word.length;
  if (at + len > text.length) return false;
  for (let k = 0; k < len; k++) if (fold(text.charCodeAt(at + k)) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * The next match of a global regex from its lastIndex, stepping over empty matches: a loop over it
 * yields what String.prototype.matchAll yields, without matchAll's per-call clone of the regex
 * (measurable on short texts). Set `re.lastIndex = 0` before the loop.
 */
export function nextMatch(re: RegExp, text: string): RegExpExecArray | null {
  const m = re.exec(text);
  if (m !== null && m[0].length === 0) {
    const i = re.lastIndex;
    const c = text.charCodeAt(i);
    const wide = re.unicode && c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    re.lastIndex = i + (wide ? 2 : 1);
  }
  return m;
}

/**
 * A copy of a cache key that does not reference the document: V8 may represent a token's text as a
 * slice of the whole input, and a cache entry must not pin a 1 MB document. Concatenating and slicing
 * again flattens into a fresh string of the word's own length.
 */
export const detach = (s: string): string => (s.length < 13 ? s : (' ' + s).slice(1));

/**
 * String → positive int table with open addressing, hashed in JS. V8's Map hashes a string in the
 * runtime the first time it is used as a key, which for the fresh token strings of every document
 * costs more than the look-up itself. Keys of up to ten characters a-z, 0-9 and common punctuation,
 * the first also A-Z (nearly all look-ups: lower-case words, but also capitalised words, numbers and
 * punctuation tokens, which the emission scorer's word cache is keyed by) are packed into two
 * integers, six bits a character, and kept in a flat Int32Array: a probe compares numbers and touches
 * one cache line, where comparing strings would load each key string from wherever it lives on the
 * heap. Packing is one-to-one (see pack()), so the table is exact. Other keys go to a string table.
 * Values must be > 0 (get returns 0 for "absent").
 */
export class WordTable {
  /** Packed keys: [hi, lo, value] per slot; value 0 marks an empty slot. */
  private packed: Int32Array;
  private packedMask: number;
  private packedSize = 0;
  private keys: (string | undefined)[];
  /** Hash of each slot's key: a probe compares strings only when the hashes agree. */
  private hashes: Int32Array;
  private vals: Int32Array;
  private mask: number;
  private stringSize = 0;

  constructor(private readonly initialBits = 12) {
    this.packed = new Int32Array(3 << initialBits);
    this.packedMask = (1 << initialBits) - 1;
    this.keys = new Array<string | undefined>(1 << initialBits).fill(undefined);
    this.hashes = new Int32Array(1 << initialBits);
    this.vals = new Int32Array(1 << initialBits);
    this.mask = (1 << initialBits) - 1;
  }

  get size(): number {
    return this.packedSize + this.stringSize;
  }

  get(s: string): number {
    if (pack(s)) {
      const t = this.packed;
      const hi = packHi;
      const lo = packLo;
      let i = packedHash(hi, lo) & this.packedMask;
      for (let v = t[3 * i + 2]!; v !== 0; v = t[3 * i + 2]!) {
        if (t[3 * i] === hi && t[3 * i + 1] === lo) return v;
        i = (i + 1) & this.packedMask;
      }
      return 0;
    }
    const { keys, hashes, mask } = this;
    const h = stringHash(s);
    let i = h & mask;
    for (let k = keys[i]; k !== undefined; k = keys[i]) {
      if (hashes[i] === h && k === s) return this.vals[i]!;
      i = (i + 1) & mask;
    }
    return 0;
  }

  /** Adds a key that is not in the table yet. */
  add(s: string, value: number): void {
    if (pack(s)) {
      if ((this.packedSize + 1) * 2 > this.packedMask + 1) this.growPacked();
      this.addPacked(packHi, packLo, value);
      return;
    }
    if ((this.stringSize + 1) * 2 > this.keys.length) this.growStrings();
    this.addString(s, value);
  }

  clear(): void {
    this.packed = new Int32Array(3 << this.initialBits);
    this.packedMask = (1 << this.initialBits) - 1;
    this.packedSize = 0;
    this.keys = new Array<string | undefined>(1 << this.initialBits).fill(undefined);
    this.hashes = new Int32Array(1 << this.initialBits);
    this.vals = new Int32Array(1 << this.initialBits);
    this.mask = (1 << this.initialBits) - 1;
    this.stringSize = 0;
  }

  private addPacked(hi: number, lo: number, value: number): void {
    const t = this.packed;
    let i = packedHash(hi, lo) & this.packedMask;
    while (t[3 * i + 2] !== 0) i = (i + 1) & this.packedMask;
    t[3 * i] = hi;
    t[3 * i + 1] = lo;
    t[3 * i + 2] = value;
    this.packedSize++;
  }

  private addString(s: string, value: number): void {
    const { keys, mask } = this;
    const h = stringHash(s);
    let i = h & mask;
    while (keys[i] !== undefined) i = (i + 1) & mask;
    keys[i] = s;
    this.hashes[i] = h;
    this.vals[i] = value;
    this.stringSize++;
  }

  private growPacked(): void {
    const old = this.packed;
    this.packed = new Int32Array(old.length * 2);
    this.packedMask = (old.length * 2) / 3 - 1;
    this.packedSize = 0;
    for (let i = 0; i < old.length; i += 3) if (old[i + 2] !== 0) this.addPacked(old[i]!, old[i + 1]!, old[i + 2]!);
  }

  private growStrings(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const cap = oldKeys.length * 2;
    this.keys = new Array<string | undefined>(cap).fill(undefined);
    this.hashes = new Int32Array(cap);
    this.vals = new Int32Array(cap);
    this.mask = cap - 1;
    this.stringSize = 0;
    for (let i = 0; i < oldKeys.length; i++) if (oldKeys[i] !== undefined) this.addString(oldKeys[i]!, oldVals[i]!);
  }
}

// pack() results: characters 1-5 and 6-10, base 64.
let packHi = 0;
let packLo = 0;

/**
 * Six-bit codes of the characters pack() takes, 0 for the others: a-z 1-26, 0-9 27-36, then common
 * punctuation tokens. Never 0 for a packed character, so that a key's length follows from its number.
 */
const PACK_CODE = new Uint8Array(128);
for (let c = 0; c < 26; c++) PACK_CODE[97 + c] = 1 + c;
for (let d = 0; d < 10; d++) PACK_CODE[48 + d] = 27 + d;
const PACK_PUNCTUATION = `,.:;-()"'+?![]/&%*#@_=<>|`;
for (let k = 0; k < PACK_PUNCTUATION.length; k++) PACK_CODE[PACK_PUNCTUATION.charCodeAt(k)] = 37 + k;
/** Set in packHi when the first character is a capital A-Z (packed with its lower-case code); hi uses bits 0-29. */
const CAPITAL_FIRST = 1 << 30;

/**
 * Packs s into packHi/packLo when it is 1-10 characters with a code in PACK_CODE, the first may also
 * be A-Z. One-to-one: codes are never 0 (the length follows from each number) and a capital first
 * character sets a bit of its own.
 */
function pack(s: string): boolean {
  const n = s.length;
  if (n === 0 || n > 10) return false;
  let hi = 0;
  let lo = 0;
  let capital = 0;
  for (let i = 0; i < n; i++) {
    const ch = s.charCodeAt(i);
    let c = ch < 128 ? PACK_CODE[ch]! : 0;
    if (c === 0) {
      if (i > 0 || ch < 65 || ch > 90) return false;
      c = ch - 64; // the code of its lower-case letter
      capital = CAPITAL_FIRST;
    }
    if (i < 5) hi = hi * 64 + c;
    else lo = lo * 64 + c;
  }
  packHi = hi | capital;
  packLo = lo;
  return true;
}

function packedHash(hi: number, lo: number): number {
  const h = Math.imul(hi ^ Math.imul(lo, 0x9e3779b1), 0x85ebca6b);
  return h ^ (h >>> 13);
}

/** Length and up to five characters (both ends and the middle): enough to spread words well. */
function stringHash(s: string): number {
  const n = s.length;
  let h = Math.imul(n ^ 0x811c9dc5, 0x01000193);
  if (n > 0) {
    h = Math.imul(h ^ s.charCodeAt(0), 0x01000193);
    h = Math.imul(h ^ s.charCodeAt(n - 1), 0x01000193);
    if (n > 2) {
      h = Math.imul(h ^ s.charCodeAt(1), 0x01000193);
      h = Math.imul(h ^ s.charCodeAt(n - 2), 0x01000193);
      h = Math.imul(h ^ s.charCodeAt(n >> 1), 0x01000193);
    }
  }
  return h ^ (h >>> 15);
}
