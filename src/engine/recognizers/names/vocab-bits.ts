/**
 * Memberships of a token's lowercase form in the small word lists (vocab.ts, lang/cues.ts) as one
 * bitmask per token, cached on the token as `vf`: the run classifier asks the same token about
 * several lists, several times.
 */
import { AMBIGUOUS_OK, COMPASS, FIRM_JOINERS, LANGUAGE_BEFORE, LOWERCASE_TRIGGER_LAST, MULTI_BY_FIRST, ORG_AFTER, ORG_BEFORE_BY_LAST, PERSONAL_POSSESSIONS, SITE_WORDS, TRIGGERS_BY_LAST } from './lang/cues.ts';
import type { Token } from './prepare.ts';
import { WordTable } from './scan.ts';
import { ABBREVIATIONS, CONNECTORS, DOTTED_HONORIFICS, HONORIFICS, JOB_HEADS, JOB_MODIFIERS, LOC_OF_HEADS, LOC_PREPOSITIONS, LOWERCASE_HONORIFICS, MONTH_NAMES, NAME_PARTICLES, NEVER_NAME, OFFICE_TITLES, ORG_HEADS, ORG_OF_HEADS, ORG_PREFIXES, ROLE_BEFORE, SPEECH_AFTER } from './vocab.ts';
import { wordShapes } from './words.ts';

export const V_NEVER_NAME = 1 << 0;
export const V_HONORIFICS = 1 << 1;
export const V_OFFICE_TITLES = 1 << 2;
export const V_ORG_HEADS = 1 << 3;
export const V_NAME_PARTICLES = 1 << 4;
export const V_CONNECTORS = 1 << 5;
export const V_MONTH_NAMES = 1 << 6;
export const V_ROLE_BEFORE = 1 << 7;
export const V_SPEECH_AFTER = 1 << 8;
export const V_JOB_HEADS = 1 << 9;
export const V_JOB_MODIFIERS = 1 << 10;
export const V_LOC_PREPOSITIONS = 1 << 11;
export const V_ORG_OF_HEADS = 1 << 12;
export const V_LOC_OF_HEADS = 1 << 13;
export const V_ORG_PREFIXES = 1 << 14;
export const V_ABBREVIATIONS = 1 << 15;
export const V_LOWERCASE_HONORIFICS = 1 << 16;
export const V_LOWERCASE_TRIGGER_LAST = 1 << 17;
export const V_FIRM_JOINERS = 1 << 18;
export const V_PERSONAL_POSSESSIONS = 1 << 19;
export const V_ORG_AFTER = 1 << 20;
export const V_SITE_WORDS = 1 << 21;
export const V_LANGUAGE_BEFORE = 1 << 22;
export const V_AMBIGUOUS_OK = 1 << 23;
export const V_COMPASS = 1 << 24;
export const V_DOTTED_HONORIFICS = 1 << 25;
export const V_TRIGGER_LAST = 1 << 26;
export const V_ORG_BEFORE_LAST = 1 << 27;
export const V_MULTI_FIRST = 1 << 28;

/**
 * Most tokens are in none of the lists, and a Map look-up of a fresh string first hashes it in the
 * runtime (more than the look-up itself). VOCAB_FILTER answers "certainly not in VOCAB" for almost
 * all of them from a few characters: a bit per value of vocabHash, set for every VOCAB word.
 */
const VOCAB_FILTER_BITS = 14;
function vocabHash(w: string): number {
  const n = w.length;
  return (w.charCodeAt(0) * 961 + w.charCodeAt(n > 1 ? 1 : 0) * 31 + w.charCodeAt(n - 1) + n * 7919) & ((1 << VOCAB_FILTER_BITS) - 1);
}
export function vocabBits(t: Token): number {
  if (t.vf < 0) t.vf = VOCAB_FILTER[vocabHash(t.lower)] === 0 ? 0 : VOCAB.get(t.lower);
  return t.vf;
}
export function inSet(t: Token, bit: number): boolean {
  return (vocabBits(t) & bit) !== 0;
}
export const LOWERCASE_HONORIFIC_SHAPES = wordShapes(LOWERCASE_HONORIFICS);
export const LOWERCASE_TRIGGER_SHAPES = wordShapes(LOWERCASE_TRIGGER_LAST);

/** Lowercase word → V_* bits of the lists it belongs to. */
const vocabMap = new Map<string, number>();
for (const [list, bit] of [
  [NEVER_NAME, V_NEVER_NAME],
  [HONORIFICS, V_HONORIFICS],
  [OFFICE_TITLES, V_OFFICE_TITLES],
  [ORG_HEADS, V_ORG_HEADS],
  [NAME_PARTICLES, V_NAME_PARTICLES],
  [CONNECTORS, V_CONNECTORS],
  [MONTH_NAMES, V_MONTH_NAMES],
  [ROLE_BEFORE, V_ROLE_BEFORE],
  [SPEECH_AFTER, V_SPEECH_AFTER],
  [JOB_HEADS, V_JOB_HEADS],
  [JOB_MODIFIERS, V_JOB_MODIFIERS],
  [LOC_PREPOSITIONS, V_LOC_PREPOSITIONS],
  [ORG_OF_HEADS, V_ORG_OF_HEADS],
  [LOC_OF_HEADS, V_LOC_OF_HEADS],
  [ORG_PREFIXES, V_ORG_PREFIXES],
  [ABBREVIATIONS, V_ABBREVIATIONS],
  [LOWERCASE_HONORIFICS, V_LOWERCASE_HONORIFICS],
  [LOWERCASE_TRIGGER_LAST, V_LOWERCASE_TRIGGER_LAST],
  [FIRM_JOINERS, V_FIRM_JOINERS],
  [PERSONAL_POSSESSIONS, V_PERSONAL_POSSESSIONS],
  [ORG_AFTER, V_ORG_AFTER],
  [SITE_WORDS, V_SITE_WORDS],
  [LANGUAGE_BEFORE, V_LANGUAGE_BEFORE],
  [AMBIGUOUS_OK, V_AMBIGUOUS_OK],
  [COMPASS, V_COMPASS],
  [DOTTED_HONORIFICS, V_DOTTED_HONORIFICS],
  [[...TRIGGERS_BY_LAST.keys()], V_TRIGGER_LAST],
  [[...ORG_BEFORE_BY_LAST.keys()], V_ORG_BEFORE_LAST],
  [[...MULTI_BY_FIRST.keys()], V_MULTI_FIRST],
] as const) {
  for (const w of list) vocabMap.set(w, (vocabMap.get(w) ?? 0) | bit);
}
const VOCAB = new WordTable();
const VOCAB_FILTER = new Uint8Array(1 << VOCAB_FILTER_BITS);
for (const [w, bits] of vocabMap) {
  VOCAB.add(w, bits);
  if (w.length > 0) VOCAB_FILTER[vocabHash(w)] = 1;
}
