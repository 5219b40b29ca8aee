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
 * String → positive int table with open addressing, hashed in JS. V8's Map hashes a string in the
 * runtime the first time it is used as a key, which for the fresh token strings of every document
 * costs more than the look-up itself; a few multiplications per character here cost less. Values
 * must be > 0 (get returns 0 for "absent").
 */
export class WordTable {
  private keys: (string | undefined)[];
  private vals: Int32Array;
  private mask: number;
  size = 0;

  constructor(private readonly initialBits = 12) {
    this.keys = new Array<string | undefined>(1 << initialBits).fill(undefined);
    this.vals = new Int32Array(1 << initialBits);
    this.mask = (1 << initialBits) - 1;
  }

  private static hash(s: string): number {
    let h = 0x811c9dc5 ^ s.length;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h ^ (h >>> 15);
  }

  get(s: string): number {
    const { keys, mask } = this;
    let i = WordTable.hash(s) & mask;
    for (let k = keys[i]; k !== undefined; k = keys[i]) {
      if (k === s) return this.vals[i]!;
      i = (i + 1) & mask;
    }
    return 0;
  }

  /** Adds a key that is not in the table yet. */
  add(s: string, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const { keys, mask } = this;
    let i = WordTable.hash(s) & mask;
    while (keys[i] !== undefined) i = (i + 1) & mask;
    keys[i] = s;
    this.vals[i] = value;
    this.size++;
  }

  clear(): void {
    this.keys = new Array<string | undefined>(1 << this.initialBits).fill(undefined);
    this.vals = new Int32Array(1 << this.initialBits);
    this.mask = (1 << this.initialBits) - 1;
    this.size = 0;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const cap = oldKeys.length * 2;
    this.keys = new Array<string | undefined>(cap).fill(undefined);
    this.vals = new Int32Array(cap);
    this.mask = cap - 1;
    this.size = 0;
    for (let i = 0; i < oldKeys.length; i++) if (oldKeys[i] !== undefined) this.add(oldKeys[i]!, oldVals[i]!);
  }
}
