/**
 * Context enhancement: a recognizer's context word close to a match raises its score once.
 * Words are matched as whole tokens, case-insensitively; a context word of four or more letters also
 * matches tokens it begins ("licence" → "licences"), never the inside of a token — substring matching
 * is how the reference made "lic" fire on "duplicate". A multi-word context entry ("driver license")
 * must appear as consecutive tokens.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Tokens looked at before and after the match. */
export const CONTEXT_WINDOW_BEFORE = 6;
export const CONTEXT_WINDOW_AFTER = 3;
/** A context hit lifts a score by this much … */
export const CONTEXT_BOOST = 0.35;
/** … and to at least this (overridable per recognizer with `contextScore`). */
export const CONTEXT_FLOOR = 0.6;

export function boostedScore(score: number, contextScore = CONTEXT_FLOOR): number {
  return Math.min(1, Math.max(score + CONTEXT_BOOST, contextScore));
}

/** Lowercase tokens in the window around [start, end) of `text` (UTF-16 offsets). */
export function windowTokens(text: string, start: number, end: number): string[] {
  // 16 characters per token is generous; the slices keep this O(window), not O(text).
  const before = tokens(text.slice(Math.max(0, start - CONTEXT_WINDOW_BEFORE * 16), start));
  const after = tokens(text.slice(end, end + CONTEXT_WINDOW_AFTER * 16));
  // The first token of the before-slice may be cut in half: drop it unless the slice began at 0.
  const trimmedBefore = start - CONTEXT_WINDOW_BEFORE * 16 > 0 ? before.slice(1) : before;
  return [...trimmedBefore.slice(-CONTEXT_WINDOW_BEFORE), ...after.slice(0, CONTEXT_WINDOW_AFTER)];
}

function tokens(s: string): string[] {
  return s.toLowerCase().match(WORD) ?? [];
}

function tokenMatches(token: string, word: string): boolean {
  return token === word || (word.length >= 4 && token.startsWith(word));
}

interface ContextEntry {
  entry: string;
  parts: string[];
}

// Context lists are static per recognizer (or per compiled ad hoc recognizer): tokenise each list
// once, not on every candidate.
const compiled = new WeakMap<readonly string[], ContextEntry[]>();

function compile(contextWords: readonly string[]): ContextEntry[] {
  let entries = compiled.get(contextWords);
  if (!entries) {
    entries = [];
    for (const entry of contextWords) {
      const parts = entry.toLowerCase().match(WORD);
      if (parts && parts.length > 0) entries.push({ entry, parts });
    }
    compiled.set(contextWords, entries);
  }
  return entries;
}

/** Context entries (lowercased, possibly multi-word) found in the token list. */
export function findContext(tokensNear: readonly string[], contextWords: readonly string[]): string[] {
  const found: string[] = [];
  if (tokensNear.length === 0) return found;
  for (const { entry, parts } of compile(contextWords)) {
    for (let i = 0; i + parts.length <= tokensNear.length; i++) {
      let ok = true;
      for (let j = 0; j < parts.length && ok; j++) ok = tokenMatches(tokensNear[i + j]!, parts[j]!);
      if (ok) {
        found.push(entry);
        break;
      }
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
  const requestTokens = requestContext.flatMap((w) => tokens(w));
  return findContext(requestTokens, contextWords);
}
