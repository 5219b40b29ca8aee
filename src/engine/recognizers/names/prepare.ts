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
import { letterRunEnd, SPAN_CASED, SPAN_GAP_NEWLINE, SPAN_GAP_OTHER, SPAN_PLAIN, tokenCount, tokenize } from './tokenize.ts';

const MASK = '\u0000';
let maskRun = MASK.repeat(64);
/** A run of `n` MASK characters (sliced from a cached run rather than built anew). */
function masks(n: number): string {
  if (n > 4096) return MASK.repeat(n); // rare: not worth keeping a long run alive
  while (maskRun.length < n) maskRun += maskRun;
  return maskRun.slice(0, n);
}

/*
 * Regexes with \p{…} are module-level on purpose: the TypeScript loader compiles such a literal into
 * `new RegExp(…)` where it is written, so one inside a function would be rebuilt on every call.
 */
const TRAILING_NON_LETTERS = /[^\p{L}'’]+$/u;
const NUMBER = /\p{N}/u;
const INITIALS = /^(?:\p{Lu}\.)+$/u;

/** Multi-word code spans: inline code and markup tags (checked only when '`' or '<' occurs). */
const CODE_SPANS = /`[^`\n]{1,200}`|<\/?[A-Za-z][^<>\n]{0,200}>/g;

/** First humps of two-hump capitalised names ("McDonald", "DeSantis", "LeBron", "MacArthur", "O'Neill"). */
const NAME_HUMPS = new Set(['Mc', 'Mac', 'De', 'Di', 'Da', 'Du', 'La', 'Le', 'Van', 'Von', 'Fitz', 'St', 'Del', 'Della', 'Dos']);

/** Character classes for junkChunks (ASCII). */
const K_SPACE = 1;
const K_LOWER = 2;
const K_UPPER = 4;
const K_JUNK = 8;
const K_ALNUM = 16;
const CHUNK_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (c === 32 || c === 10 || c === 9 || c === 13) CHUNK_CLASS[c] = K_SPACE;
  else if (c >= 97 && c <= 122) CHUNK_CLASS[c] = K_LOWER | K_ALNUM;
  else if (c >= 65 && c <= 90) CHUNK_CLASS[c] = K_UPPER | K_ALNUM;
  else if (c >= 48 && c <= 57) CHUNK_CLASS[c] = K_ALNUM;
  else if ('/\\@_={}|`'.includes(String.fromCharCode(c))) CHUNK_CLASS[c] = K_JUNK;
}
/** Chunk separators (the only whitespace junkChunks splits at). */
const isChunkSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13 || c === 0xa0;
/**
 * Every way a chunk becomes junk needs one of these inside it: a junk character, ";" or "(" (junk
 * only after a letter, but one scan for all single characters is cheaper), "a.b", or a
 * lowercase-uppercase hump. A chunk without any is never junk.
 */
const JUNK_HINTS = [/[/\\@_={}|`;(]/g, /[A-Za-z0-9]\.[a-z]/g, /[a-z][A-Z]/g];
const hintPositions = new Int32Array(JUNK_HINTS.length);
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isAlnum = (c: number) => c < 128 && (CHUNK_CLASS[c]! & K_ALNUM) !== 0;

/**
 * Whitespace-delimited chunks that are not prose: URLs, emails, paths, snake_case, camelCase,
 * dotted identifiers, calls, key=value, markup. Linear: the hint regexes are single character
 * classes or pairs, and each chunk is scanned once with charCodeAt; no regex can go quadratic on a
 * 1 MB chunk without spaces. Exported, with junkChunk, for the tests of the hint shortcut.
 */
export function junkChunks(text: string, ranges: [number, number][], isKnownName: (w: string) => boolean, lenient = false): void {
  // Only chunks with a hint can be junk: jump from hint to hint instead of walking every character.
  // The hint regexes run separately (one alternation of them all scans several times slower) and
  // are merged in text order; each chunk is classified once.
  const next = hintPositions;
  for (let h = 0; h < JUNK_HINTS.length; h++) next[h] = nextHint(h, text, 0);
  for (;;) {
    let p = -1;
    for (let h = 0; h < JUNK_HINTS.length; h++) if (next[h]! >= 0 && (p < 0 || next[h]! < p)) p = next[h]!;
    if (p < 0) return;
    let start = p;
    while (start > 0 && !isChunkSpace(text.charCodeAt(start - 1))) start--;
    const end = junkChunk(text, start, ranges, isKnownName, lenient);
    for (let h = 0; h < JUNK_HINTS.length; h++) if (next[h]! >= 0 && next[h]! < end) next[h] = nextHint(h, text, end);
  }
}

/** Position of a character of the next match of JUNK_HINTS[h] at or after `from`, or -1. */
function nextHint(h: number, text: string, from: number): number {
  const re = JUNK_HINTS[h]!;
  re.lastIndex = from;
  return re.test(text) ? re.lastIndex - 1 : -1;
}

/** Classifies the chunk starting at `start` (pushing it to `ranges` when junk); returns its end. */
export function junkChunk(text: string, start: number, ranges: [number, number][], isKnownName: (w: string) => boolean, lenient = false): number {
  const n = text.length;
  let i = start;
  let c = text.charCodeAt(i);
  let junk = false;
  let humps = 0;
  const firstLower = c >= 97 && c <= 122;
  let prev = -1;
  let hump1End = -1;
  // The lenient view spares only handles: a chunk starting with "@", or following a lone "@".
  if (lenient) lenient = c === 64 || (start >= 2 && text.charCodeAt(start - 2) === 64 && (start === 2 || isChunkSpace(text.charCodeAt(start - 3))));
  for (; i < n; i++) {
    c = text.charCodeAt(i);
    // One table look-up classifies an ASCII character (the checks below, in the original order).
    const k = c < 128 ? CHUNK_CLASS[c]! : c === 0xa0 ? K_SPACE : 0;
    if (k & K_SPACE) break;
    if (junk) continue;
    if (k & K_LOWER) {
      // a.b
      if (prev === 46 && i >= 2 && isAlnum(text.charCodeAt(i - 2))) junk = true;
    } else if (k & K_JUNK) {
      // / \ @ _ = { } | ` — except, for the model, the @ and _ of social-media handles.
      if (!lenient || (c !== 64 && c !== 95)) junk = true;
    } else if (c === 59) {
      if (isLetter(prev) && i + 1 < n && text.charCodeAt(i + 1) > 32) junk = true; // ;x
    } else if (c === 40) {
      if (isLetter(prev)) junk = true; // call(
    } else if ((k & K_UPPER) !== 0 && prev >= 97 && prev <= 122) {
      humps++;
      if (hump1End < 0) hump1End = i;
      if (!lenient && (firstLower || humps >= 2)) junk = true;
    }
    prev = c;
  }
  if (!junk && humps === 1 && !lenient) {
    // Two humps: a name ("McDonald") or a known organisation ("PayPal") stays; "QueueManager" goes.
    let s0 = start;
    while (s0 < hump1End && !/[A-Za-z]/.test(text[s0]!)) s0++;
    const word = text.slice(s0, i).replace(TRAILING_NON_LETTERS, '');
    if (!NAME_HUMPS.has(text.slice(s0, hump1End).replace(/['’]$/, '')) && !/^O['’]/.test(text.slice(s0, hump1End + 1)) && !isKnownName(word)) junk = true;
  }
  // Italian abbreviated honorifics ("Sig.ra", "Dott.ssa") look like dotted identifiers.
  if (junk && i - start <= 9 && /^(?:Sig|Dott|Avv|Prof|Ing|Arch|Geom)\.(?:ra|ssa)\b/i.test(text.slice(start, i))) junk = false;
  if (junk) ranges.push([start, i]);
  return i;
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
  /** A word of ASCII letters only (as the tokeniser saw it, before any compound tail was split off). */
  plain: boolean;
}

export interface Prepared {
  work: string;
  tokens: Token[];
  anyShouted: boolean;
}

/** Offset ranges to mask: own junk patterns plus the pattern recognizers' structured hits. */
function maskRanges(text: string, patternCandidates: readonly Candidate[], isKnownName: (w: string) => boolean, lenient: boolean): [number, number][] {
  const ranges: [number, number][] = [];
  for (const c of patternCandidates) if (MASKED_TYPES.has(c.entity) && c.score >= 0.3) ranges.push([c.start, c.end]);
  junkChunks(text, ranges, isKnownName, lenient);
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
 * line.replace(/[\p{L}\p{M}'’]+/gu, (w) => titleCaseWord(w, keep)), as a loop over the tokeniser's
 * character table: the regex replace with a callback cost more than the rest of prepare on shouted
 * documents.
 */
function titleCaseLine(line: string, keep: (w: string) => boolean): string {
  const n = line.length;
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < n) {
    const e = letterRunEnd(line, i, n);
    if (e === i) {
      i++;
      continue;
    }
    const w = line.slice(i, e);
    const r = titleCaseWord(w, keep);
    if (r !== w) {
      out += line.slice(copied, i) + r;
      copied = e;
    }
    i = e;
  }
  return copied === 0 ? line : out + line.slice(copied);
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
      parts.push(text.slice(pos, from), masks(e - from));
      pos = e;
    }
    parts.push(text.slice(pos));
    work = parts.join('');
  }
  let shouted: Uint8Array | null = null;
  if (/[A-Z\u00c0-\u024f]{2}/.test(work)) {
    // Lines are collected only from the first shouted one on (most documents have none).
    let out: string[] | undefined;
    let lineStart = 0;
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
        out ??= lineStart > 0 ? [work.slice(0, lineStart - 1)] : [];
        out.push(titleCaseLine(line, keepUpper));
      } else if (out !== undefined) {
        out.push(work.slice(lineStart, lineEnd));
      }
      lineStart = lineEnd + 1;
    }
    if (out !== undefined) work = out.join('\n');
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

/** A tab, or three or more spaces in a row, between `from` and `to`. */
function columnGap(work: string, from: number, to: number): boolean {
  let run = 0;
  for (let k = from; k < to; k++) {
    const c = work.charCodeAt(k);
    if (c === 9) return true;
    run = c === 32 ? run + 1 : 0;
    if (run >= 3) return true;
  }
  return false;
}

/**
 * `lenient` is the name model's view: social-media handles ("@jane_doe", "@GBarlowOfficial") stay
 * words instead of being masked as code, because in tweets and chats they name people. The rules
 * keep the strict view (their cues misfire on identifiers).
 */
export function prepare(text: string, patternCandidates: readonly Candidate[], keepUpper: (w: string) => boolean, isKnownName: (w: string) => boolean = () => false, lenient = false): Prepared {
  const { work, shouted } = buildWork(text, maskRanges(text, patternCandidates, isKnownName, lenient), keepUpper);
  const tokens: Token[] = [];
  let prevEnd = 0;
  const spans = tokenize(work);
  const n = tokenCount();
  for (let k = 0; k < n; k++) {
    const s = spans[4 * k]!;
    const end = spans[4 * k + 1]!;
    const hyphen = spans[4 * k + 2]!;
    const flags = spans[4 * k + 3]!;
    let t = work.slice(s, end);
    // "Berlin-based", "Lebanese-born": the name and the compound tail are separate tokens.
    let tail: string | undefined;
    const dash = hyphen < 0 ? -1 : hyphen - s; // t.lastIndexOf('-'), known from the tokeniser
    if (dash > 0 && COMPOUND_TAILS.has(t.slice(dash + 1).toLowerCase())) {
      tail = t.slice(dash);
      t = t.slice(0, dash);
    }
    // The gap before the token: only spaces/tabs, a newline or mask, or nothing (the tokeniser saw it).
    let onlySpaces = s > prevEnd && (flags & SPAN_GAP_OTHER) === 0;
    let newline = (flags & SPAN_GAP_NEWLINE) !== 0;
    // A column gap (a tab, or three or more spaces) parts fields as a line break does: "Pupil: Ann
    // Lee   Year 9", "Re: Lucy Jast   DOB: 22.12.1992".
    if (onlySpaces && !newline && columnGap(work, prevEnd, s)) {
      newline = true;
      onlySpaces = false;
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
      // Without capitals or non-ASCII characters toLowerCase would return t unchanged.
      lower: (flags & SPAN_CASED) !== 0 ? t.toLowerCase() : t,
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
      plain: (flags & SPAN_PLAIN) !== 0,
    });
    prevEnd = s + t.length;
    if (tail !== undefined) {
      tokens.push({ s: prevEnd, e: prevEnd + tail.length, t: tail, lower: tail.toLowerCase(), kind: 0, cap: false, acro: false, initial: false, spaced: false, glued: true, nl: false, shouted: shouted?.[s] === 1, wf: 0, vf: -1, plain: false });
      prevEnd += tail.length;
    }
  }
  return { work, tokens, anyShouted: shouted !== null };
}
