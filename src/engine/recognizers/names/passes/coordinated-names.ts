/**
 * Two names joined by "and" are two names when each half is a name the gazetteer knows and the
 * whole is none: "played with Footscray and North Melbourne", "between the Niger River and Lake
 * Chad", "Harvard and Columbia". The model reads some such pairs as one span (it has seen "Marks
 * and Spencer", "Bosnia and Herzegovina", which stay whole because the lexicons know them). Only
 * organisation and place spans, split at a single "and" (the text's language's word: "und", "et",
 * "e", …); each half keeps the span's type and score. Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { LOC_PREFIX_HEADS, LOC_SUFFIX_HEADS, STRONG_ORG_HEADS } from '../lang/cues.ts';
import type { Lexicon } from '../lexicon.ts';
import { ORG_HEADS } from '../vocab.ts';

/** The word for "and", with its spaces, per language. */
const AND: Partial<Record<string, string>> = { en: ' and ', de: ' und ', fr: ' et ', nl: ' en ', pt: ' e ', es: ' y ', it: ' e ' };

export function coordinatedNames(names: Candidate[], text: string, lex: Lexicon, language: string): void {
  const and = AND[language];
  if (and === undefined) return;
  for (let k = 0; k < names.length; k++) {
    const c = names[k]!;
    if (c.entity !== 'ORGANIZATION' && c.entity !== 'LOCATION') continue;
    // Searched within the span only: indexOf over the rest of the text, for each name, would make a
    // long document quadratic.
    const surface = text.slice(c.start, c.end);
    const at = surface.indexOf(and);
    if (at <= 0 || at !== surface.lastIndexOf(and) || at + and.length >= surface.length) continue;
    const left = surface.slice(0, at);
    const right = surface.slice(at + and.length);
    if (known(lex, surface)) continue;
    if (c.entity === 'LOCATION' ? !placeHalves(lex, left, right) : !orgHalves(lex, left, right)) continue;
    const reason = `${c.reason ?? ''}; two names joined by "and"`;
    names[k] = { ...c, end: c.start + at, reason };
    names.push({ ...c, start: c.start + at + and.length, reason });
  }
}

/** Each half a place, by the gazetteer or by its shape ("Niger River", "Lake Chad"). */
function placeHalves(lex: Lexicon, left: string, right: string): boolean {
  return (isPlace(lex, left) || placeShaped(left)) && (isPlace(lex, right) || placeShaped(right));
}

/**
 * Each half a name the lexicons know or an organisation by its shape ("Harvard and Columbia",
 * "Oxford University Press and Macmillan"; two places are two clubs in "played with Footscray and
 * North Melbourne"), but not a place before a name with a head noun: "Trinidad and Tobago Football
 * Association" is one.
 */
function orgHalves(lex: Lexicon, left: string, right: string): boolean {
  if (!(known(lex, left) || orgShaped(left)) || !(known(lex, right) || orgShaped(right))) return false;
  return !(orgShaped(right) && !isOrg(lex, right) && !isOrg(lex, left));
}

const known = (lex: Lexicon, phrase: string): boolean => isPlace(lex, phrase) || isOrg(lex, phrase);
const isPlace = (lex: Lexicon, phrase: string): boolean => lex.places.has(phrase.toLowerCase());
const isOrg = (lex: Lexicon, phrase: string): boolean => lex.orgs.has(phrase.toLowerCase()) || lex.acronyms.has(phrase);

/** Extra suffix heads for natural features, which LOC_SUFFIX_HEADS leaves to the model. */
const WATER_AND_LAND = new Set(['river', 'lake', 'sea', 'ocean', 'mountain', 'falls']);

/** "Niger River", "Lake Chad", "Cook County": two to four words with a place word first or last. */
function placeShaped(phrase: string): boolean {
  const words = phrase.split(' ');
  if (words.length < 2 || words.length > 4) return false;
  const last = words[words.length - 1]!.toLowerCase();
  return LOC_PREFIX_HEADS.has(words[0]!.toLowerCase()) || LOC_SUFFIX_HEADS.has(last) || WATER_AND_LAND.has(last);
}

/** "Oxford University Press", "Columbia University": a name ending in an organisation's head noun. */
function orgShaped(phrase: string): boolean {
  const words = phrase.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  const last = words[words.length - 1]!.toLowerCase();
  return STRONG_ORG_HEADS.has(last) || ORG_HEADS.has(last);
}
