/** Word forms and shapes of tokens (possessives, trailing dots, name-shaped words): no look-ups. */
import type { Token } from './prepare.ts';

// charCodeAt rather than endsWith: these run on nearly every token, several times.
export const stripDot = (s: string) => (s.charCodeAt(s.length - 1) === 46 ? s.slice(0, -1) : s);
/** "Smith's" → "smith"; the possessive is not part of the name. */
export const bare = (lower: string) => (possessive(lower) ? lower.slice(0, -2) : lower);
/** Ends in "'s" or "’s". */
export function possessive(s: string): boolean {
  const n = s.length;
  if (n < 2 || s.charCodeAt(n - 1) !== 115) return false;
  const c = s.charCodeAt(n - 2);
  return c === 39 || c === 0x2019;
}
/** "al-Sharaa", "el-Sisi", "bin-Salman", "d'Estaing": lowercase particle glued to a capitalised name. */
const GLUED_PARTICLE = /^(?:al|el|ad|as|ash|at|az|ar|an|ibn|bin|abu|ben|d|de|di|da|van|von|mac|o)['’-]\p{Lu}/u;

export function isNameWord(t: Token): boolean {
  return t.kind === 1 && (t.cap || t.initial || (mayBeGluedParticle(t.t) && GLUED_PARTICLE.test(t.t)));
}
/** GLUED_PARTICLE needs an apostrophe or hyphen after a particle of one to three letters. */
function mayBeGluedParticle(w: string): boolean {
  for (let k = 1; k <= 3 && k < w.length; k++) {
    const c = w.charCodeAt(k);
    if (c === 39 || c === 0x2019 || c === 45) return true;
  }
  return false;
}

/*
 * Most lowercase words are looked at only by the two checks in scanTokens (pipeline.ts), each against a list
 * of a dozen words. A (first character, length) table rules nearly all of them out before the
 * word-list look-up (a superset test: it only ever lets a word through to the real check).
 */
export function wordShapes(words: Iterable<string>): Uint8Array {
  const table = new Uint8Array(128 * 32);
  for (const w of words) if (w.length > 0) table[shapeIndex(w)] = 1;
  return table;
}
const shapeIndex = (w: string) => (w.charCodeAt(0) & 127) * 32 + Math.min(w.length, 31);
export function mayBeInList(t: Token, shapes: Uint8Array): boolean {
  return shapes[shapeIndex(t.lower)] === 1;
}
export const bareEnd = (t: Token) => (possessive(t.lower) ? t.e - 2 : t.e);

export function countWords(tokens: Token[], from: number, to: number): number {
  let n = 0;
  for (let k = from; k <= to; k++) if (tokens[k]!.kind === 1 && (tokens[k]!.cap || tokens[k]!.initial)) n++;
  return n;
}

/** The word (letters and dots) that ends one space before `at`; "" when there is none. */
export function wordBefore(text: string, at: number): string {
  if (at < 2 || text.charCodeAt(at - 1) !== 32) return '';
  let k = at - 1;
  while (k > 0 && at - k < 24 && /\p{L}|\./u.test(text[k - 1]!)) k--;
  return text.slice(k, at - 1);
}
