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
function runEnd(s: string, i: number, n: number, bit: number): number {
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if ((BMP[c]! & bit) === 0) return i;
      i++;
    } else {
      if ((classAt(s, i, n) & bit) === 0) return i;
      i += widthAt(s, i, n);
    }
  }
  return i;
}

/**
 * Calls `emit(start, end, hyphen)` for every token of `s`, in order. Same spans as the regex above
 * under matchAll (leftmost alternative wins at each position; greedy repetitions never need to
 * backtrack because nothing follows them). `hyphen` is the offset of the token's last inner '-'
 * ("Berlin-based"), or -1: only word tokens have one.
 */
export function tokenize(s: string, emit: (start: number, end: number, hyphen: number) => void): void {
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
        emit(i, j, -1);
        i = j;
        continue;
      }
    }
    // [\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+|-[\p{L}\p{M}]+)*
    if (f & C_LM) {
      let j = runEnd(s, i, n, C_LM);
      let hyphen = -1;
      while (j + 1 < n) {
        const sep = s.charCodeAt(j);
        if (sep !== 39 && sep !== 0x2019 && sep !== 45) break;
        if ((classAt(s, j + 1, n) & C_LM) === 0) break;
        if (sep === 45) hyphen = j;
        j = runEnd(s, j + 1, n, C_LM);
      }
      emit(i, j, hyphen);
      i = j;
      continue;
    }
    // \p{N}+(?:[.,:/]\p{N}+)*
    if (f & C_N) {
      let j = runEnd(s, i, n, C_N);
      while (j + 1 < n) {
        const sep = s.charCodeAt(j);
        if (sep !== 46 && sep !== 44 && sep !== 58 && sep !== 47) break;
        if ((classAt(s, j + 1, n) & C_N) === 0) break;
        j = runEnd(s, j + 1, n, C_N);
      }
      emit(i, j, -1);
      i = j;
      continue;
    }
    const w = c < 128 ? 1 : widthAt(s, i, n);
    // [^\s\u0000]
    if ((f & C_SPACE) === 0 && c !== 0) emit(i, i + w, -1);
    i += w;
  }
}
