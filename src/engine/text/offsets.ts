/**
 * JS strings index UTF-16 code units; the API counts Unicode code points (as Python does). The
 * engine works in UTF-16 internally and converts at the boundary. Text without surrogate pairs —
 * nearly all of it — takes the identity fast path.
 */

const SURROGATE = /[\uD800-\uDFFF]/;

export interface OffsetMap {
  /** UTF-16 index → code point index. */
  toCodePoint(utf16: number): number;
  /** Code point index → UTF-16 index. */
  toUtf16(codePoint: number): number;
  /** Length of the text in code points. */
  readonly codePointLength: number;
}

/** The identity map of a text without surrogates, its length aside: one object, not two closures per call. */
const IDENTITY = { toCodePoint: (i: number) => i, toUtf16: (i: number) => i };

export function offsetMap(text: string): OffsetMap {
  if (!SURROGATE.test(text)) {
    return { toCodePoint: IDENTITY.toCodePoint, toUtf16: IDENTITY.toUtf16, codePointLength: text.length };
  }
  // cpAt[u] = number of code points before UTF-16 index u (for u = 0..length).
  const cpAt = new Int32Array(text.length + 1);
  const utf16At: number[] = [];
  let cp = 0;
  for (let u = 0; u < text.length; ) {
    utf16At.push(u);
    const code = text.charCodeAt(u);
    const width = code >= 0xd800 && code <= 0xdbff && u + 1 < text.length && isLowSurrogate(text.charCodeAt(u + 1)) ? 2 : 1;
    cpAt[u] = cp;
    if (width === 2) cpAt[u + 1] = cp + 1; // inside a pair: round up to the next code point
    u += width;
    cp++;
  }
  cpAt[text.length] = cp;
  utf16At.push(text.length);
  // Bound module functions, not arrow functions: under tsx, whose transform keeps function names,
  // each named closure made per call also costs an Object.defineProperty.
  return { toCodePoint: lookUp.bind(null, cpAt, text.length), toUtf16: lookUp.bind(null, utf16At, cp), codePointLength: cp };
}

/** table[i], i clamped to [0, last]. */
function lookUp(table: ArrayLike<number>, last: number, i: number): number {
  return table[Math.max(0, Math.min(i, last))]!;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Number of code points in a string (what a person counts as characters, modulo combining marks),
 * without allocating: the service meters every request text with it.
 */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i + 1 < text.length; i++) {
    // A high surrogate followed by a low one is one code point; a lone surrogate counts as one.
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      n--;
      i++;
    }
  }
  return n;
}
