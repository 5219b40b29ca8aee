import { findContext, windowTokens } from '../../context.ts';

/**
 * Context as a gate: forms that are reported only next to a context word (bare years, possible but
 * unconfirmed phone numbers). Same window and word rules as the engine's context.ts (whole tokens;
 * a word of 4+ letters also matches tokens it begins), but the single-word entries are indexed once,
 * so a check costs a tokenised window and a few set lookups instead of re-reading every entry.
 */
export interface ContextIndex {
  exact: ReadonlySet<string>;
  /** Entries of 4+ letters, matched as prefixes of a token; keyed by their first four letters. */
  prefixes: ReadonlyMap<string, readonly string[]>;
  /** Multi-word entries, left to context.ts. */
  phrases: readonly string[];
}

export function contextIndex(words: readonly string[]): ContextIndex {
  const exact = new Set<string>();
  const prefixes = new Map<string, string[]>();
  const phrases: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (!/^[\p{L}\p{N}]+$/u.test(lower)) phrases.push(word);
    else if (lower.length >= 4) prefixes.set(lower.slice(0, 4), [...(prefixes.get(lower.slice(0, 4)) ?? []), lower]);
    else exact.add(lower);
  }
  return { exact, prefixes, phrases };
}

/** Context words within the window around [start, end) (UTF-16 offsets). */
export function contextNear(text: string, start: number, end: number, index: ContextIndex): string[] {
  const tokens = windowTokens(text, start, end);
  const found = new Set<string>();
  for (const token of tokens) {
    if (index.exact.has(token)) found.add(token);
    if (token.length < 4) continue;
    const candidates = index.prefixes.get(token.slice(0, 4));
    if (candidates) for (const word of candidates) if (token.startsWith(word)) found.add(word);
  }
  if (index.phrases.length > 0) for (const p of findContext(tokens, index.phrases)) found.add(p);
  return [...found];
}
