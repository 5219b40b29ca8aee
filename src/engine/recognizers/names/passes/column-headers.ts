/**
 * A table's header line names no one: a line of column abbreviations in capitals over the rows of
 * a standings table or a box score ("W L PCT GB", "W L T GF GA PTS", "P W D L F A PTS", "AB R H
 * RBI") reads to the model as initials and a family name ("W L PCT GB" PERSON). A line made only of
 * three or more words of one to four capital letters, at least two of them single letters (column
 * heads are letters: W, L, T, P, D, F, A, R, H), over a line of three figures or more (a row of
 * the table), holds no name: the PERSON, LOCATION and ORGANIZATION findings inside it go. A
 * shouted headline has longer words; a line of acronyms ("NATO EU UN") has no single letters; a
 * shouted name with initials ("DR J J LEE") has no row of figures under it.
 *
 * Nor does a table's heading that names the league, conference or division above its rows
 * ("AMERICAN LEAGUE", "EASTERN DIVISION", "Premier league", "WESTERN CONFERENCE"): a line of at most
 * five words ending in "league", "division" or "conference" (any case), over header lines, other
 * such headings and then a row of two figures or more, is the competition (MISC by CoNLL's
 * conventions) or a part of it, and its findings go ("AMERICAN LEAGUE" ORGANIZATION, "EASTERN
 * DIVISION" LOCATION). A league named in a sentence ("the National Hockey League said") is no
 * heading. Runs on the names after the vote; one scan of the text.
 */
import type { Candidate } from '../../../types.ts';
import { lowerBound } from '../span-index.ts';
import { isNameType, isStructural } from '../vote.ts';

const isCapital = (code: number) => code >= 65 && code <= 90;
const isBlank = (code: number) => code === 32 || code === 9 || code === 13;

/** Whether text[from, to) is a header line: words of 1–4 capitals only, 3 or more, 2 or more single letters. */
function isHeaderLine(text: string, from: number, to: number): boolean {
  let words = 0;
  let singles = 0;
  let k = from;
  while (k < to) {
    while (k < to && isBlank(text.charCodeAt(k))) k++;
    if (k >= to) break;
    const wordStart = k;
    while (k < to && isCapital(text.charCodeAt(k))) k++;
    const length = k - wordStart;
    // Anything but capitals (a digit, a dot, a lower-case letter) or a word over four letters.
    if (length === 0 || length > 4 || (k < to && !isBlank(text.charCodeAt(k)))) return false;
    words++;
    if (length === 1) singles++;
  }
  return words >= 3 && singles >= 2;
}

/** A heading of a table's part: up to five words, the last "league", "division" or "conference". */
const HEADING = /^[ \t]*(?:\p{L}[\p{L}'’.-]*[ \t]+){0,4}(?:league|division|conference)[ \t]*:?[ \t]*$/iu;

/** How many figures text[from, to) holds, each a word of its own ("80 62 .563 -": three). */
function figures(text: string, from: number, to: number): number {
  let count = 0;
  let k = from;
  while (k < to) {
    while (k < to && isBlank(text.charCodeAt(k))) k++;
    const wordStart = k;
    let digits = 0;
    while (k < to && !isBlank(text.charCodeAt(k))) {
      const code = text.charCodeAt(k);
      if (code >= 48 && code <= 57) digits++;
      else if (code !== 46 && code !== 47) digits = -(to + 1);
      k++;
    }
    if (k > wordStart && digits > 0) count++;
  }
  return count;
}

export function columnHeaders(names: Candidate[], text: string): void {
  // Both kinds of line sit over a row of figures.
  if (!/\d/.test(text)) return;
  const headings = /league|division|conference/i.test(text);
  // The lines: their bounds and kinds (1 a header of column abbreviations, 2 a heading, 0 other).
  const from: number[] = [];
  const to: number[] = [];
  const kind: number[] = [];
  for (let lineStart = 0; lineStart <= text.length; ) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    from.push(lineStart);
    to.push(lineEnd);
    kind.push(isHeaderLine(text, lineStart, lineEnd) ? 1 : headings && lineEnd - lineStart <= 80 && HEADING.test(text.slice(lineStart, lineEnd)) ? 2 : 0);
    lineStart = lineEnd + 1;
  }
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < kind.length; i++) {
    if (kind[i] === 0) continue;
    // The first line after this one that is neither a header nor a heading (at most three on).
    let j = i + 1;
    while (j < kind.length && j <= i + 3 && kind[j] !== 0) j++;
    if (j >= kind.length || kind[j] !== 0 || figures(text, from[j]!, to[j]!) < (kind[i] === 1 ? 3 : 2)) continue;
    starts.push(from[i]!);
    ends.push(to[i]!);
  }
  if (starts.length === 0) return;
  // The header line a name starts on, if any: the last one starting at or before it.
  const inHeader = (c: Candidate) => {
    const line = lowerBound(starts, c.start + 1) - 1;
    return line >= 0 && c.end <= ends[line]!;
  };
  let k = 0;
  for (const c of names) if (!(isNameType(c.entity) && !isStructural(c) && inHeader(c))) names[k++] = c;
  names.length = k;
}
