/**
 * Text preparation for name detection, all offset-preserving (the working copy has exactly the
 * length of the input, so every offset found in it is an offset in the original):
 * - masking: URLs, emails, file paths, code identifiers and the pattern recognizers' hits become
 *   NUL runs, so no name span can start in, end in or cross them;
 * - shouting: lines written in capitals get a title-cased shadow, so "JOHN SMITH" is seen as
 *   "John Smith" (capitalisation then carries no information there, which the detector knows);
 * - tokenising: words, numbers and single punctuation characters with their offsets.
 */
import type { Candidate } from '../../types.ts';
import { nextMatch } from './scan.ts';
import { tokenize } from './tokenize.ts';

const MASK = '\u0000';

/*
 * Regexes with \p{…} are module-level on purpose: the TypeScript loader compiles such a literal into
 * `new RegExp(…)` where it is written, so one inside a function would be rebuilt on every call.
 */
const TRAILING_NON_LETTERS = /[^\p{L}'’]+$/u;
const WORDS = /[\p{L}\p{M}'’]+/gu;
const NUMBER = /\p{N}/u;
const INITIALS = /^(?:\p{Lu}\.)+$/u;

/** Multi-word code spans: inline code and markup tags (checked only when '`' or '<' occurs). */
const CODE_SPANS = /`[^`\n]{1,200}`|<\/?[A-Za-z][^<>\n]{0,200}>/g;

/** First humps of two-hump capitalised names ("McDonald", "DeSantis", "LeBron", "MacArthur", "O'Neill"). */
const NAME_HUMPS = new Set(['Mc', 'Mac', 'De', 'Di', 'Da', 'Du', 'La', 'Le', 'Van', 'Von', 'Fitz', 'St', 'Del', 'Della', 'Dos']);

/**
 * Whitespace-delimited chunks that are not prose: URLs, emails, paths, snake_case, camelCase,
 * dotted identifiers, calls, key=value, markup. One linear scan with charCodeAt; no regex can go
 * quadratic on a 1 MB chunk without spaces.
 */
function junkChunks(text: string, ranges: [number, number][], isKnownName: (w: string) => boolean): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 0xa0) {
      i++;
      continue;
    }
    const start = i;
    let junk = false;
    let humps = 0;
    const firstLower = c >= 97 && c <= 122;
    let prev = -1;
    let hump1End = -1;
    for (; i < n; i++) {
      c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 9 || c === 13 || c === 0xa0) break;
      if (junk) continue;
      // Fast path for the commonest character: a lowercase letter not after a '.' decides nothing.
      if (c >= 97 && c <= 122 && prev !== 46) {
        prev = c;
        continue;
      }
      const isLower = c >= 97 && c <= 122;
      const isUpper = c >= 65 && c <= 90;
      const prevLower = prev >= 97 && prev <= 122;
      const prevLetter = prevLower || (prev >= 65 && prev <= 90);
      if (c === 47 || c === 92 || c === 64 || c === 95 || c === 61 || c === 123 || c === 125 || c === 124 || c === 96 || c === 59 && prevLetter && i + 1 < n && text.charCodeAt(i + 1) > 32) junk = true; // / \ @ _ = { } | ` ;x
      else if (c === 40 && prevLetter) junk = true; // call(
      else if (isLower && prev === 46 && i >= 2 && /[A-Za-z0-9]/.test(text[i - 2]!)) junk = true; // a.b
      else if (isUpper && prevLower) {
        humps++;
        if (hump1End < 0) hump1End = i;
        if (firstLower || humps >= 2) junk = true;
      }
      prev = c;
    }
    if (!junk && humps === 1) {
      // Two humps: a name ("McDonald") or a known organisation ("PayPal") stays; "QueueManager" goes.
      let s0 = start;
      while (s0 < hump1End && !/[A-Za-z]/.test(text[s0]!)) s0++;
      const word = text.slice(s0, i).replace(TRAILING_NON_LETTERS, '');
      if (!NAME_HUMPS.has(text.slice(s0, hump1End).replace(/['’]$/, '')) && !/^O['’]/.test(text.slice(s0, hump1End + 1)) && !isKnownName(word)) junk = true;
    }
    // Italian abbreviated honorifics ("Sig.ra", "Dott.ssa") look like dotted identifiers.
    if (junk && i - start <= 9 && /^(?:Sig|Dott|Avv|Prof|Ing|Arch|Geom)\.(?:ra|ssa)\b/i.test(text.slice(start, i))) junk = false;
    if (junk) ranges.push([start, i]);
  }
}

/** Entity types of pattern recognizers whose spans are masked (dates stay: "May" is handled here). */
const MASKED_TYPES = new Set([
  'EMAIL_ADDRESS', 'URL', 'IP_ADDRESS', 'MAC_ADDRESS', 'PHONE_NUMBER', 'CREDIT_CARD', 'IBAN_CODE', 'CRYPTO',
  'US_SSN', 'US_BANK_NUMBER', 'US_PASSPORT', 'US_ITIN', 'UK_NHS', 'UK_NINO', 'MEDICAL_LICENSE',
]);

export interface Token {
  s: number;
  e: number;
  /** Text as seen in the working copy (title-cased on shouted lines). */
  t: string;
  lower: string;
  /** 0 punctuation, 1 word, 2 number. */
  kind: 0 | 1 | 2;
  /** Starts with an uppercase letter. */
  cap: boolean;
  /** Two or more letters, all uppercase (in the original text). */
  acro: boolean;
  /** A single uppercase letter (possibly followed by a '.' token): an initial. */
  initial: boolean;
  /** Only spaces/tabs separate it from the previous token (no newline, not adjacent). */
  spaced: boolean;
  /** Directly adjacent to the previous token. */
  glued: boolean;
  /** A newline lies between it and the previous token. */
  nl: boolean;
  /** On a line written in capitals: capitalisation is no evidence. */
  shouted: boolean;
  /** Lexicon facts about `lower`, filled in lazily by the detector (0 = not looked up yet). */
  wf: number;
  /** Word-list memberships of `lower`, filled in lazily by the detector (-1 = not looked up yet). */
  vf: number;
}

export interface Prepared {
  work: string;
  tokens: Token[];
  anyShouted: boolean;
}

/** Offset ranges to mask: own junk patterns plus the pattern recognizers' structured hits. */
function maskRanges(text: string, patternCandidates: readonly Candidate[], isKnownName: (w: string) => boolean): [number, number][] {
  const ranges: [number, number][] = [];
  for (const c of patternCandidates) if (MASKED_TYPES.has(c.entity) && c.score >= 0.3) ranges.push([c.start, c.end]);
  junkChunks(text, ranges, isKnownName);
  if (text.includes('`') || text.includes('<')) {
    CODE_SPANS.lastIndex = 0;
    for (let m = nextMatch(CODE_SPANS, text); m !== null; m = nextMatch(CODE_SPANS, text)) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

function titleCaseWord(w: string, keep: (w: string) => boolean): string {
  if (w.length < 2 || keep(w)) return w;
  const rest = w.slice(1).toLowerCase();
  // toLowerCase can change the length of a few characters (İ): keep such words as they are.
  return rest.length === w.length - 1 ? w.charAt(0) + rest : w;
}

/**
 * Replaces masked ranges and title-cases shouted lines. A line is shouted when it has at least six
 * cased letters and ≥ 90 % of them are uppercase.
 */
function buildWork(text: string, ranges: [number, number][], keepUpper: (w: string) => boolean): { work: string; shouted: Uint8Array | null } {
  let work = text;
  if (ranges.length > 0) {
    const parts: string[] = [];
    let pos = 0;
    for (const [s, e] of ranges) {
      if (e <= pos) continue;
      const from = Math.max(s, pos);
      parts.push(text.slice(pos, from), MASK.repeat(e - from));
      pos = e;
    }
    parts.push(text.slice(pos));
    work = parts.join('');
  }
  let shouted: Uint8Array | null = null;
  if (/[A-Z\u00c0-\u024f]{2}/.test(work)) {
    const out: string[] = [];
    let lineStart = 0;
    let changed = false;
    while (lineStart <= work.length) {
      let lineEnd = work.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = work.length;
      let upper = 0;
      let lower = 0;
      for (let k = lineStart; k < lineEnd; k++) {
        const c = work.charCodeAt(k);
        if (c >= 65 && c <= 90) upper++;
        else if (c >= 97 && c <= 122) {
          lower++;
          // Shouting needs upper ≥ 9 × lower: once not even an all-capitals rest of the line could
          // get there, the line is decided (prose lines stop after a few dozen characters).
          if (9 * lower > upper + (lineEnd - k - 1)) break;
        } else if (c > 127) {
          const ch = work[k]!;
          if (ch !== ch.toLowerCase()) upper++;
          else if (ch !== ch.toUpperCase()) lower++;
        }
      }
      if (upper >= 6 && upper >= 9 * lower) {
        const line = work.slice(lineStart, lineEnd);
        shouted ??= new Uint8Array(work.length + 1);
        shouted.fill(1, lineStart, lineEnd + 1);
        out.push(line.replace(WORDS, (w) => titleCaseWord(w, keepUpper)));
        changed = true;
      } else {
        out.push(work.slice(lineStart, lineEnd));
      }
      lineStart = lineEnd + 1;
    }
    if (changed) work = out.join('\n');
  }
  return { work, shouted };
}

const UPPER = /^\p{Lu}/u;
const COMPOUND_TAILS = new Set(['based', 'born', 'led', 'backed', 'owned', 'made', 'bound', 'linked', 'funded', 'run', 'listed', 'headquartered', 'style', 'era', 'area', 'wide', 'native', 'American', 'american']);
const LETTER = /\p{L}/u;
const ALL_UPPER = /^[\p{Lu}.&]+$/u;

/** ALL_UPPER.test(w), answered without the regex when w is ASCII. */
function allUpper(w: string): boolean {
  for (let k = 0; k < w.length; k++) {
    const c = w.charCodeAt(k);
    if (c >= 128) return ALL_UPPER.test(w);
    if (!((c >= 65 && c <= 90) || c === 46 || c === 38)) return false;
  }
  return w.length > 0;
}

export function prepare(text: string, patternCandidates: readonly Candidate[], keepUpper: (w: string) => boolean, isKnownName: (w: string) => boolean = () => false): Prepared {
  const { work, shouted } = buildWork(text, maskRanges(text, patternCandidates, isKnownName), keepUpper);
  const tokens: Token[] = [];
  let prevEnd = 0;
  tokenize(work, (s, end, hyphen) => {
    let t = work.slice(s, end);
    // "Berlin-based", "Lebanese-born": the name and the compound tail are separate tokens.
    let tail: string | undefined;
    const dash = hyphen < 0 ? -1 : hyphen - s; // t.lastIndexOf('-'), known from the tokeniser
    if (dash > 0 && COMPOUND_TAILS.has(t.slice(dash + 1).toLowerCase())) {
      tail = t.slice(dash);
      t = t.slice(0, dash);
    }
    // The gap before the token: only spaces/tabs, a newline or mask, or nothing.
    let onlySpaces = s > prevEnd;
    let newline = false;
    for (let k = prevEnd; k < s; k++) {
      const c = work.charCodeAt(k);
      if (c === 10 || c === 0) newline = true;
      if (c !== 32 && c !== 9 && c !== 0xa0) onlySpaces = false;
    }
    const first = t.charCodeAt(0);
    const isWord = first < 128 ? (first >= 65 && first <= 90) || (first >= 97 && first <= 122) : LETTER.test(t[0]!);
    const kind: 0 | 1 | 2 = isWord ? 1 : first >= 48 && first <= 57 ? 2 : first >= 128 && NUMBER.test(t[0]!) ? 2 : 0;
    const cap = isWord && (first < 128 ? first <= 90 : UPPER.test(t));
    const orig = shouted ? text.slice(s, s + t.length) : t;
    tokens.push({
      s,
      e: s + t.length,
      t,
      // An ASCII punctuation character has no lowercase form: skip the call.
      lower: kind === 0 && first < 128 && t.length === 1 ? t : t.toLowerCase(),
      kind,
      cap,
      acro: cap && t.length >= 2 && allUpper(orig) && !(shouted?.[s] === 1 && !keepUpper(orig)),
      initial: cap && (t.length === 1 || (t.charCodeAt(1) === 46 && INITIALS.test(t))),
      spaced: onlySpaces,
      glued: s === prevEnd && tokens.length > 0,
      nl: newline,
      shouted: shouted?.[s] === 1,
      wf: 0,
      vf: -1,
    });
    prevEnd = s + t.length;
    if (tail !== undefined) {
      tokens.push({ s: prevEnd, e: prevEnd + tail.length, t: tail, lower: tail.toLowerCase(), kind: 0, cap: false, acro: false, initial: false, spaced: false, glued: true, nl: false, shouted: shouted?.[s] === 1, wf: 0, vf: -1 });
      prevEnd += tail.length;
    }
  });
  return { work, tokens, anyShouted: shouted !== null };
}
