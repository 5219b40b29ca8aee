/**
 * A social-media handle is a name of its own: one account name, whole, and nothing else.
 * - A name never ends or begins inside a handle's account name, whose underscores and digits are
 *   part of it ("@Wiley__", "@_NicoleMx", "@Ms_StJuste", "@Dr_Airbrake"). The tokeniser splits
 *   "_" off as punctuation, so the model ended "@ Wiley__" at "@ Wiley" and began "@ _NicoleMx"
 *   at "NicoleMx", and the title peel took "Ms" off "Ms_StJuste". Such a name is stretched to the
 *   whole account name, and one that began inside it takes the "@" in (the vote's rule for handles).
 * - A name the model ran through a handle is cut there: each handle is a name of its own, so that
 *   the next passes type each account (brands.ts: an organisation's account; handles.ts), and
 *   the API joins neighbours of one type again. The model read "@ DannyHackett @ Crossrail",
 *   "@ markobroin cheers", "@ petestoreyis Good point" and "Fin Min @ MathiasCormann" as one name
 *   each; the Broad Twitter Corpus labels the handles one by one (the person, the railway) and
 *   leaves the words out. The words around a handle stay a name only where one of them may be a
 *   name: a listed given name, or two words or more in title case with a listed name among them,
 *   and no ordinary English word ("Mark Lowe @ Dr_Airbrake", "@ CoryJane1080 Cory"); not
 *   "cheers", "Good", "Fin Min", laughter, a stretched word, a shouted word ("YEP RT @ visxnya"),
 *   Twitter's "RT", "MT", "HT", "cc", "via", or a word of another language ("@lessafelipe Vai no …").
 * A name written in words after "@" is not cut: a place ("( @ Nottingham Railway Station )", whose
 * "@" the vote left out) or a person ("@ Madeleine Albright"); a web address after "@" ("Ronnie
 * Lovejoy @ http://…") ends a name there.
 * Runs right after the vote, in every language; one binary search per span edge.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';
import { lowerBound } from '../span-index.ts';
import { isNameType } from '../vote.ts';

/**
 * "@", an optional space (tokenised text), then the account name: letters, digits, "_". Not inside
 * a word or an e-mail address. A web address written after "@" ("Ronnie Lovejoy @ http://…",
 * where "@" stands for "at") is matched too (group 1), to end a name there without a piece.
 */
const HANDLE = /(?<![\p{L}\p{N}_@.])@ ?(?:(https?|www)(?![\p{L}\p{N}_])|[\p{L}\p{N}_]+)/gu;
const WORD = /[\p{L}\p{N}'’]+/gu;
/** "@" and a word in title case, as names are written. */
const WORDS_AFTER_AT = /^@ ?\p{Lu}\p{Ll}+$/u;
/** Twitter's own words: retweet, modified tweet, hat tip, carbon copy, via. */
const TWITTER_WORDS: ReadonlySet<string> = new Set(['rt', 'mt', 'ht', 'cc', 'via']);
/** Laughter and stretched words ("Hahahahah", "Lmaooo", "Sooo"): no name. */
const NO_NAME = /^(?:(?:h+[aeiou]+)+h*|l+o+l+|l+m+a+o+|x+o+x*|(?:x+o+)+)$|(\p{L})\1\1/iu;

interface Handles {
  at: number[];
  body: number[];
  end: number[];
  /** The "@" opens a web address, no handle. */
  web: boolean[];
}

export function handleSpans(names: Candidate[], text: string, lex: Lexicon): void {
  if (names.length === 0 || !text.includes('@')) return;
  const h: Handles = { at: [], body: [], end: [], web: [] };
  for (const m of text.matchAll(HANDLE)) {
    // A name written in words after "@" is no account name ("@ Madeleine Albright", "@ River Foyle").
    if (WORDS_AFTER_AT.test(m[0]) && /^ \p{Lu}\p{Ll}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue;
    h.at.push(m.index);
    h.body.push(text[m.index + 1] === ' ' ? m.index + 2 : m.index + 1);
    h.end.push(m.index + m[0].length);
    h.web.push(m[1] !== undefined);
  }
  if (h.at.length === 0) return;
  let changed = false;
  const out: Candidate[] = [];
  for (const c of names) {
    if (!isNameType(c.entity)) {
      out.push(c);
      continue;
    }
    const a = inside(h, c.start);
    const b = inside(h, c.end);
    const start = a >= 0 ? h.at[a]! : c.start;
    const end = b >= 0 ? h.end[b]! : c.end;
    const pieces = split(h, text, start, end, lex);
    if (pieces === undefined) {
      if (start === c.start && end === c.end) out.push(c);
      else {
        out.push({ ...c, start, end });
        changed = true;
      }
      continue;
    }
    for (const [s, e] of pieces) out.push({ ...c, start: s, end: e });
    changed = true;
  }
  if (!changed) return;
  // Two pieces of one handle (the model's "Lee" and "Fleming" of "@ Mr_Lee_Fleming") are now one name.
  const seen = new Set<string>();
  names.length = 0;
  for (const c of out) {
    const key = `${c.entity}:${c.start}:${c.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(c);
  }
}

/** The handle whose account name holds offset x after its first character (body < x < end), or -1. */
function inside(h: Handles, x: number): number {
  const k = lowerBound(h.body, x) - 1;
  return k >= 0 && x < h.end[k]! ? k : -1;
}

/**
 * The pieces of the name [start, end) when it holds a handle with its "@" and anything more (words
 * or another handle): each handle, and each stretch of words around them that may be a name.
 * Undefined when there is nothing to cut.
 */
function split(h: Handles, text: string, start: number, end: number, lex: Lexicon): [number, number][] | undefined {
  // Handles whose "@" lies in the span.
  let k = lowerBound(h.at, start);
  if (k >= h.at.length || h.at[k]! >= end) return undefined;
  if (h.at[k] === start && h.end[k] === end && !h.web[k]) return undefined;
  const pieces: [number, number][] = [];
  let pos = start;
  for (; k < h.at.length && h.at[k]! < end; k++) {
    if (h.at[k]! > pos) words(text, pos, h.at[k]!, lex, pieces);
    if (!h.web[k]) pieces.push([h.at[k]!, Math.min(h.end[k]!, end)]);
    pos = h.end[k]!;
  }
  if (pos < end) words(text, pos, end, lex, pieces);
  return pieces;
}

/**
 * Adds the stretch [from, to), trimmed, when it may be a name: its words in title case are no
 * ordinary English words, laughter or stretched words, and they are a listed given name alone or
 * two or more words with a listed given or family name among them. Lower-case words and shouted
 * ones do not count (particles, "YEP"); Twitter's own words are cut off.
 */
function words(text: string, from: number, to: number, lex: Lexicon, pieces: [number, number][]): void {
  let first = -1;
  let last = -1;
  let titled = 0;
  let listed = false;
  let given = false;
  for (const m of text.slice(from, to).matchAll(WORD)) {
    const w = m[0];
    const lower = w.toLowerCase();
    if (TWITTER_WORDS.has(lower)) continue;
    if (first < 0) first = from + m.index;
    last = from + m.index + w.length;
    if (!/^\p{Lu}\p{Ll}/u.test(w)) continue;
    const bare = lower.replace(/['’]s$/u, '');
    if (NO_NAME.test(w) || lex.wordRank.has(bare)) return;
    titled++;
    if (lex.first.has(bare)) given = listed = true;
    else if (lex.surname.has(bare)) listed = true;
  }
  if (first >= 0 && (titled === 1 ? given : titled >= 2 && listed)) pieces.push([first, last]);
}
