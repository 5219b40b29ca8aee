/**
 * A name never begins or ends with an emoji or another symbol, and never begins with a dash: the
 * model reads "😳 Dodgers", "Dublin Airport 🧵" or a quote's "― Nancy Werlin" as one token run when
 * no space separates the symbol from the word it tags. Such characters are cut off the span's
 * edges (a span left empty goes). Runs last on the names, in every language; linear in the spans.
 */
import type { Candidate } from '../../../types.ts';
import { isNameType } from '../vote.ts';

/** Symbols (emoji included), format characters, variation selectors and spaces; a dash only at the start. */
const EDGE = /[\p{So}\p{Sk}\p{Cf}\p{Extended_Pictographic}\uFE0E\uFE0F\s]/u;
const LEAD = /[\p{So}\p{Sk}\p{Cf}\p{Extended_Pictographic}\uFE0E\uFE0F\s\p{Pd}]/u;

export function symbolEdges(names: Candidate[], text: string): void {
  let dropped = false;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (!isNameType(c.entity)) continue;
    let { start, end } = c;
    while (start < end && LEAD.test(charAt(text, start))) start += charAt(text, start).length;
    while (end > start && EDGE.test(charBefore(text, end))) end -= charBefore(text, end).length;
    if (start === c.start && end === c.end) continue;
    if (end <= start || !/[\p{L}\p{N}]/u.test(text.slice(start, end))) {
      names[i] = { ...c, end: c.start };
      dropped = true;
    } else names[i] = { ...c, start, end };
  }
  if (dropped) {
    let k = 0;
    for (const c of names) if (c.end > c.start) names[k++] = c;
    names.length = k;
  }
}

const charAt = (text: string, at: number): string => String.fromCodePoint(text.codePointAt(at)!);
function charBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  return low >= 0xdc00 && low <= 0xdfff && end >= 2 ? text.slice(end - 2, end) : text[end - 1]!;
}
