/**
 * Context enhancement: a recognizer's context word close to a match raises its score once.
 * Words are matched as whole tokens, case-insensitively; a context word of four or more letters also
 * matches tokens it begins ("licence" → "licences"), never the inside of a token — substring matching
 * is how the reference made "lic" fire on "duplicate". A multi-word context entry ("driver license")
 * must appear as consecutive tokens.
 */

/** Tokens looked at before and after the match. */
export const CONTEXT_WINDOW_BEFORE = 6;
export const CONTEXT_WINDOW_AFTER = 3;
/** A context hit lifts a score by this much … */
export const CONTEXT_BOOST = 0.35;
/** … and to at least this (overridable per recognizer with `contextScore`). */
export const CONTEXT_FLOOR = 0.6;
/** Context words shorter than this match only whole tokens, never token prefixes. */
const MIN_PREFIX_LENGTH = 4;

export function boostedScore(score: number, contextScore = CONTEXT_FLOOR): number {
  return Math.min(1, Math.max(score + CONTEXT_BOOST, contextScore));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isWordChar(code: number, s: string, i: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  return LETTER_OR_DIGIT.test(s[i]!); // non-ASCII is rare in context windows; surrogate halves test false
}

/** Lowercase letter/digit runs. A hand loop: the Unicode-aware regex was the hottest line of context scoring. */
function tokens(s: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const word = i < s.length && isWordChar(s.charCodeAt(i), s, i);
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      out.push(s.slice(start, i).toLowerCase());
      start = -1;
    }
  }
  return out;
}

/** Token bounds found by windowTokens, nearest first (one call at a time: the engine is synchronous). */
const nearStarts = new Int32Array(CONTEXT_WINDOW_BEFORE + 1);
const nearEnds = new Int32Array(CONTEXT_WINDOW_BEFORE + 1);

/**
 * Lowercase tokens in the window around [start, end) of `text` (UTF-16 offsets): the tokens of
 * text.slice(max(0, start − 96), start) — the first of them dropped when the slice does not begin
 * at 0, as it may be cut in half — the last six of those, then the first three tokens of
 * text.slice(end, end + 48). Found by scanning outwards from the match, without slicing the window.
 */
export function windowTokens(text: string, start: number, end: number): string[] {
  // 16 characters per token is generous; the bounds keep this O(window), not O(text).
  const from = start - CONTEXT_WINDOW_BEFORE * 16;
  const lo = Math.max(0, from);
  // Before the match, nearest first: at most one more than the window keeps (the one that may be dropped).
  let count = 0;
  let i = start;
  while (count <= CONTEXT_WINDOW_BEFORE) {
    while (i > lo && !isWordChar(text.charCodeAt(i - 1), text, i - 1)) i--;
    if (i === lo) break;
    const e = i;
    while (i > lo && isWordChar(text.charCodeAt(i - 1), text, i - 1)) i--;
    nearStarts[count] = i;
    nearEnds[count] = e;
    count++;
  }
  // All tokens of the slice were seen when fewer than window + 1 were found: then the farthest is
  // the slice's first, dropped unless the slice began at 0. With window + 1 found, the nearest
  // window's worth is kept either way.
  const keep = count > CONTEXT_WINDOW_BEFORE ? CONTEXT_WINDOW_BEFORE : from > 0 ? count - 1 : count;
  const out: string[] = [];
  for (let k = keep - 1; k >= 0; k--) out.push(text.slice(nearStarts[k], nearEnds[k]).toLowerCase());
  const hi = Math.min(text.length, end + CONTEXT_WINDOW_AFTER * 16);
  let after = 0;
  i = end;
  while (after < CONTEXT_WINDOW_AFTER) {
    while (i < hi && !isWordChar(text.charCodeAt(i), text, i)) i++;
    if (i >= hi) break;
    const s = i;
    while (i < hi && isWordChar(text.charCodeAt(i), text, i)) i++;
    out.push(text.slice(s, i).toLowerCase());
    after++;
  }
  return out;
}

/**
 * Window tokens of one analysis, cached by span: several recognizers often claim the same span
 * (a 9-digit number is an SSN, ITIN, BSN, TFN and SIN candidate) and need the same window.
 */
export class ContextWindows {
  private readonly cache = new Map<number, string[]>();
  constructor(private readonly text: string) {}

  get(start: number, end: number): string[] {
    const key = start * 0x200000 + end; // exact for texts below 2^21 code units; beyond, a wrong hit only costs accuracy of a boost
    let hit = this.cache.get(key);
    if (!hit) {
      hit = windowTokens(this.text, start, end);
      this.cache.set(key, hit);
    }
    return hit;
  }
}

interface ContextEntry {
  entry: string;
  parts: string[];
}

/** The entries whose first token is `first`. */
interface FirstTokenGroup {
  first: string;
  entries: ContextEntry[];
}

interface CompiledContext {
  /** First token of an entry → entries starting with it (whole-token match). */
  byFirstToken: Map<string, ContextEntry[]>;
  /**
   * First tokens long enough to also match as a prefix, by prefixKey of their first
   * MIN_PREFIX_LENGTH characters, shortest first: a window token then costs one look-up for its
   * prefix matches instead of one slice and look-up per prefix length that occurs in the list.
   */
  byPrefix: Map<number, FirstTokenGroup[]>;
}

/**
 * A hash of the first MIN_PREFIX_LENGTH characters of `s` (at least that long), small enough to stay
 * an unboxed integer: a Map key found without slicing the token. Different prefixes may share a key;
 * findContext tests every group it finds with startsWith, so a shared key costs a test, never a match.
 */
function prefixKey(s: string): number {
  return (((s.charCodeAt(0) * 31 + s.charCodeAt(1)) * 31 + s.charCodeAt(2)) * 31 + s.charCodeAt(3)) & 0x3fffffff;
}

// Context lists are static per recognizer (or per compiled ad hoc recognizer): index each list once.
const compiled = new WeakMap<readonly string[], CompiledContext>();

function compile(contextWords: readonly string[]): CompiledContext {
  let c = compiled.get(contextWords);
  if (!c) {
    const byFirstToken = new Map<string, ContextEntry[]>();
    for (const entry of contextWords) {
      const parts = tokens(entry);
      if (parts.length === 0) continue;
      const first = parts[0]!;
      const list = byFirstToken.get(first) ?? [];
      list.push({ entry, parts });
      byFirstToken.set(first, list);
    }
    const byPrefix = new Map<number, FirstTokenGroup[]>();
    for (const [first, entries] of byFirstToken) {
      if (first.length < MIN_PREFIX_LENGTH) continue;
      const key = prefixKey(first);
      const groups = byPrefix.get(key) ?? [];
      groups.push({ first, entries });
      byPrefix.set(key, groups);
    }
    for (const groups of byPrefix.values()) groups.sort((a, b) => a.first.length - b.first.length);
    c = { byFirstToken, byPrefix };
    compiled.set(contextWords, c);
  }
  return c;
}

function tokenMatches(token: string, word: string): boolean {
  return token === word || (word.length >= MIN_PREFIX_LENGTH && token.startsWith(word));
}

/** Context entries (possibly multi-word) found in the token list, in the order of the list. */
export function findContext(tokensNear: readonly string[], contextWords: readonly string[]): string[] {
  const found: string[] = [];
  if (tokensNear.length === 0 || contextWords.length === 0) return found;
  const { byFirstToken, byPrefix } = compile(contextWords);
  for (let i = 0; i < tokensNear.length; i++) {
    const token = tokensNear[i]!;
    // Candidate entries: those whose first token equals this token, then those whose first token is
    // a shorter prefix of it, shortest first.
    let candidates = byFirstToken.get(token);
    const groups = token.length > MIN_PREFIX_LENGTH ? byPrefix.get(prefixKey(token)) : undefined;
    if (groups) {
      for (const { first, entries } of groups) {
        if (first.length >= token.length) break;
        if (token.startsWith(first)) candidates = candidates ? [...candidates, ...entries] : entries;
      }
    }
    if (!candidates) continue;
    for (const { entry, parts } of candidates) {
      if (found.includes(entry) || i + parts.length > tokensNear.length) continue;
      let ok = true;
      for (let j = 1; j < parts.length && ok; j++) ok = tokenMatches(tokensNear[i + j]!, parts[j]!);
      if (ok) found.push(entry);
    }
  }
  return found;
}

/**
 * The request's `context` list counts as present near every match: a recognizer context word that
 * matches one of the request's words is a hit.
 */
export function findRequestContext(requestContext: readonly string[], contextWords: readonly string[]): string[] {
  if (requestContext.length === 0 || contextWords.length === 0) return [];
  return findContext(requestContext.flatMap((w) => tokens(w)), contextWords);
}

const firstWords = new WeakMap<readonly string[], string[]>();
let loweredSource: string | undefined;
let lowered = '';

/** The text in lower case, kept for the next caller: every gated recognizer asks about the same text. */
function lowerText(text: string): string {
  if (text !== loweredSource) {
    lowered = text.toLowerCase();
    loweredSource = text;
  }
  return lowered;
}

/**
 * Whether any entry of a context list could match anywhere in the text (its first word occurs at a
 * token start). Lets recognizers that require context skip texts that cannot supply it. A substring
 * search per first word in the lower-cased text (shared by all recognizers), then a look at the
 * character before each hit: far cheaper than a case-insensitive Unicode regex per list.
 */
export function mayContainContext(text: string, contextWords: readonly string[]): boolean {
  let firsts = firstWords.get(contextWords);
  if (!firsts) {
    firsts = [...compile(contextWords).byFirstToken.keys()];
    firstWords.set(contextWords, firsts);
  }
  const lower = lowerText(text);
  for (const word of firsts) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      if (at === 0 || !isWordChar(lower.charCodeAt(at - 1), lower, at - 1)) return true;
    }
  }
  return false;
}
