/**
 * The name detector's tokeniser: a hand-written equivalent of the regex
 *
 *   /(?:\p{Lu}\.){2,}|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+|-[\p{L}\p{M}]+)*|\p{N}+(?:[.,:/]\p{N}+)*|[^\s\u0000]/gu
 *
 * run with matchAll: dotted acronyms ("U.S."), words with inner apostrophes and hyphens, numbers
 * with inner separators ("1,000.50", "12:30"), any other single code point; whitespace and NUL
 * (masked text) separate. The regex spent most of its time in Unicode property classes; this loop
 * classifies ASCII by code and looks non-ASCII characters up once in a table, which is several times
 * faster on the mostly-ASCII text the engine sees. test/engine/recognizers/names checks it against
 * the regex.
 */

const C_LU = 1; // \p{Lu}
const C_LM = 2; // [\p{L}\p{M}]
const C_N = 4; // \p{N}
const C_SPACE = 8; // \s (unicode mode)
const C_DONE = 16;

/** Classes of BMP code units, filled on first sight (the regexes run once per distinct character). */
const BMP = new Uint8Array(65536);
for (let c = 0; c < 128; c++) {
  let f = C_DONE;
  if (c >= 65 && c <= 90) f |= C_LU | C_LM;
  else if (c >= 97 && c <= 122) f |= C_LM;
  else if (c >= 48 && c <= 57) f |= C_N;
  else if (c === 32 || (c >= 9 && c <= 13)) f |= C_SPACE;
  BMP[c] = f;
}

const RE_LU = /^\p{Lu}$/u;
const RE_LM = /^[\p{L}\p{M}]$/u;
const RE_N = /^\p{N}$/u;
const RE_SPACE = /^\s$/u;

function classify(ch: string): number {
  let f = C_DONE;
  if (RE_LU.test(ch)) f |= C_LU;
  if (RE_LM.test(ch)) f |= C_LM;
  if (RE_N.test(ch)) f |= C_N;
  if (RE_SPACE.test(ch)) f |= C_SPACE;
  return f;
}

const ASTRAL = new Map<number, number>();

/** Class bits of the code point at i (a surrogate pair counts as one code point, as under /u). */
function classAt(s: string, i: number, n: number): number {
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= n) {
    let f = BMP[c]!;
    if (f === 0) f = BMP[c] = classify(String.fromCharCode(c));
    return f;
  }
  const d = s.charCodeAt(i + 1);
  if (d < 0xdc00 || d > 0xdfff) {
    let f = BMP[c]!;
    if (f === 0) f = BMP[c] = classify(String.fromCharCode(c));
    return f;
  }
  const cp = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
  let f = ASTRAL.get(cp);
  if (f === undefined) {
    f = classify(String.fromCodePoint(cp));
    if (ASTRAL.size >= 10_000) ASTRAL.clear();
    ASTRAL.set(cp, f);
  }
  return f;
}

/** Length in code units of the code point at i. */
function widthAt(s: string, i: number, n: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

/** End of a maximal run of code points having class bit `bit`, starting at i. */
/** Set by runEnd: the run had an ASCII capital (C_LU) or a non-ASCII character (NON_ASCII). */
const NON_ASCII = 32;
let runSeen = 0;

function runEnd(s: string, i: number, n: number, bit: number): number {
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      const f = BMP[c]!;
      if ((f & bit) === 0) return i;
      runSeen |= f;
      i++;
    } else {
      if ((classAt(s, i, n) & bit) === 0) return i;
      runSeen |= NON_ASCII;
      i += widthAt(s, i, n);
    }
  }
  return i;
}

/** End of the maximal run of [\p{L}\p{M}'’] code points starting at i (i itself when there is none). */
export function letterRunEnd(s: string, i: number, n: number): number {
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c === 39 || c === 0x2019) i++;
    else if (c < 128 ? (BMP[c]! & C_LM) !== 0 : (classAt(s, i, n) & C_LM) !== 0) i += c < 128 ? 1 : widthAt(s, i, n);
    else break;
  }
  return i;
}

/**
 * Token spans of the last tokenize() call, four numbers per token: start, end, the offset of the
 * token's last inner '-' ("Berlin-based") or -1 (only word tokens have one), and SPAN_* flags.
 * Reused between calls (a flat typed array instead of a callback or an object per token).
 */
let spans = new Int32Array(4 * 512);
let count = 0;
const SPANS_KEEP = 4 * 65536;

/** The token has an ASCII capital or a non-ASCII character: toLowerCase may change it. */
export const SPAN_CASED = 1;
/** The gap before the token holds a newline or NUL (masked text). */
export const SPAN_GAP_NEWLINE = 2;
/** The gap before the token holds something other than spaces, tabs and no-break spaces. */
export const SPAN_GAP_OTHER = 4;
/** A word of ASCII letters only (no apostrophe, hyphen or other character inside). */
export const SPAN_PLAIN = 8;
let gap = 0;

function push(start: number, end: number, hyphen: number, cased: boolean, plain = false): void {
  if (count + 4 > spans.length) {
    const bigger = new Int32Array(spans.length * 2);
    bigger.set(spans);
    spans = bigger;
  }
  spans[count] = start;
  spans[count + 1] = end;
  spans[count + 2] = hyphen;
  spans[count + 3] = (cased ? SPAN_CASED : 0) | (plain ? SPAN_PLAIN : 0) | gap;
  count += 4;
  gap = 0;
}

/**
 * Tokenises `s`; returns the span buffer, filled up to `4 × number of tokens` (see tokenCount()).
 * Same spans as the regex above under matchAll (leftmost alternative wins at each position; greedy
 * repetitions never need to backtrack because nothing follows them). The buffer is overwritten by
 * the next call. The flags save prepare() a second pass over the characters.
 */
export function tokenize(s: string): Int32Array {
  count = 0;
  gap = 0;
  // Do not keep a buffer grown by one huge document for the small ones after it.
  if (spans.length > SPANS_KEEP && s.length < SPANS_KEEP / 4) spans = new Int32Array(4 * 512);
  const n = s.length;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    const f = c < 128 ? BMP[c]! : classAt(s, i, n);
    // (?:\p{Lu}\.){2,}
    if (f & C_LU) {
      let j = i;
      let pairs = 0;
      for (;;) {
        if (j >= n || (classAt(s, j, n) & C_LU) === 0) break;
        const w = widthAt(s, j, n);
        if (j + w >= n || s.charCodeAt(j + w) !== 46) break;
        j += w + 1;
        pairs++;
      }
      if (pairs >= 2) {
        push(i, j, -1, true);
        i = j;
        continue;
      }
    }
    // [\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+|-[\p{L}\p{M}]+)*
    if (f & C_LM) {
      runSeen = 0;
      let j = runEnd(s, i, n, C_LM);
      const plain = (runSeen & NON_ASCII) === 0;
      let joined = false;
      let hyphen = -1;
      while (j + 1 < n) {
        const sep = s.charCodeAt(j);
        if (sep !== 39 && sep !== 0x2019 && sep !== 45) break;
        if ((classAt(s, j + 1, n) & C_LM) === 0) break;
        if (sep === 45) hyphen = j;
        else if (sep === 0x2019) runSeen |= NON_ASCII;
        joined = true;
        j = runEnd(s, j + 1, n, C_LM);
      }
      push(i, j, hyphen, (runSeen & (C_LU | NON_ASCII)) !== 0, plain && !joined);
      i = j;
      continue;
    }
    // \p{N}+(?:[.,:/]\p{N}+)*
    if (f & C_N) {
      runSeen = 0;
      let j = runEnd(s, i, n, C_N);
      while (j + 1 < n) {
        const sep = s.charCodeAt(j);
        if (sep !== 46 && sep !== 44 && sep !== 58 && sep !== 47) break;
        if ((classAt(s, j + 1, n) & C_N) === 0) break;
        j = runEnd(s, j + 1, n, C_N);
      }
      push(i, j, -1, (runSeen & NON_ASCII) !== 0);
      i = j;
      continue;
    }
    const w = c < 128 ? 1 : widthAt(s, i, n);
    // [^\s\u0000]
    if ((f & C_SPACE) === 0 && c !== 0) push(i, i + w, -1, c >= 128);
    else {
      if (c === 10 || c === 0) gap |= SPAN_GAP_NEWLINE;
      if (c !== 32 && c !== 9 && c !== 0xa0) gap |= SPAN_GAP_OTHER;
    }
    i += w;
  }
  return spans;
}

/** Number of tokens found by the last tokenize() call. */
export function tokenCount(): number {
  return count / 4;
}
