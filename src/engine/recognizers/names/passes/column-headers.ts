/**
 * A table's header line names no one: a line of column abbreviations in capitals over the rows of
 * a standings table or a box score ("W L PCT GB", "W L T GF GA PTS", "P W D L F A PTS", "AB R H
 * RBI") reads to the model as initials and a family name ("W L PCT GB" PERSON). A line made only of
 * three or more words of one to four capital letters, at least two of them single letters (column
 * heads are letters: W, L, T, P, D, F, A, R, H), over a line of three figures or more (a row of
 * the table), holds no name: the PERSON, LOCATION and ORGANIZATION findings inside it go. A
 * shouted headline has longer words; a line of acronyms ("NATO EU UN") has no single letters; a
 * shouted name with initials ("DR J J LEE") has no row of figures under it. Runs on the names
 * after the vote; one scan of the text.
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

/** Whether text[from, to) holds three figures or more, each a word of its own ("80 62 .563 -"). */
function isRow(text: string, from: number, to: number): boolean {
  let figures = 0;
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
    if (k > wordStart && digits > 0) figures++;
  }
  return figures >= 3;
}

export function columnHeaders(names: Candidate[], text: string): void {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd < text.length && isHeaderLine(text, lineStart, lineEnd)) {
      let nextEnd = text.indexOf('\n', lineEnd + 1);
      if (nextEnd < 0) nextEnd = text.length;
      if (!isRow(text, lineEnd + 1, nextEnd)) {
        lineStart = lineEnd + 1;
        continue;
      }
      starts.push(lineStart);
      ends.push(lineEnd);
    }
    lineStart = lineEnd + 1;
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
