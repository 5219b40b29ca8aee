/**
 * Names headed by "Organisation" (or "Organization") are organisations: "the Organisation of
 * Petroleum Exporting Countries", "the Palestine Liberation Organisation", "the Food and Agriculture
 * Organisation", "the Organisation of Islamic Cooperation". The word is no organisation head among
 * the model's word sets (ORG_HEADS, a model feature that stays as it is), and British and
 * international news spell it with an "s", which the training text rarely does: the model misses
 * such names or keeps only a piece ("Agriculture Organisation"). The capitalised words right before
 * the head (joined by "and" or "&" between capitalised words), and, after "of" or "for" (and "the"),
 * the capitalised words that follow (joined by "and", "of", "the", "for" before a capital; not "and
 * the", which joins two names), make one
 * ORGANIZATION of two words or more. A sentence's opening "The" is no part of it. English only (the
 * pipeline's call); runs on the names after the vote; linear: each head reads at most MAX_WORDS words
 * on each side.
 */
import type { Candidate } from '../../../types.ts';
import { ORGANISATION_HEAD } from '../scores.ts';
import { claimSpansOverNrp, type Claim } from './claim.ts';

const HEAD = /\bOrgani[sz]ation\b/g;
const MAX_WORDS = 8;
const CAP_WORD = /^\p{Lu}[\p{L}\p{N}'’.-]*$/u;
const INNER = new Set(['and', '&', 'of', 'the', 'for']);

export function organisationNames(names: Candidate[], text: string, recognizer: string): void {
  if (!text.includes('Organi')) return;
  const claims: Claim[] = [];
  HEAD.lastIndex = 0;
  for (let m = HEAD.exec(text); m !== null; m = HEAD.exec(text)) {
    const headStart = m.index;
    const headEnd = headStart + m[0].length;
    // Backwards: capitalised words, "and" / "&" only between two of them.
    let start = headStart;
    let words = 1;
    let i = headStart;
    for (let n = 0; n < MAX_WORDS; n++) {
      if (i < 2 || text[i - 1] !== ' ') break;
      const s = wordStart(text, i - 1);
      const w = text.slice(s, i - 1);
      if (CAP_WORD.test(w) && w !== 'The' && w !== 'A' && w !== 'An') {
        start = s;
        words++;
        i = s;
      } else if ((w === 'and' || w === '&') && s >= 2 && text[s - 1] === ' ' && CAP_WORD.test(text.slice(wordStart(text, s - 1), s - 1))) {
        i = s;
      } else break;
    }
    // Forwards: "of" / "for" (and "the"), then capitalised words joined by connectors before a capital.
    let end = headEnd;
    const after = /^ (?:of|for)(?: the)? /.exec(text.slice(headEnd, headEnd + 12));
    if (after !== null) {
      let j = headEnd + after[0].length;
      let pendingEnd = -1;
      let prev = '';
      for (let n = 0; n < MAX_WORDS; n++) {
        const e = wordEnd(text, j);
        if (e === j) break;
        const w = text.slice(j, e);
        if (CAP_WORD.test(w)) {
          end = e;
          words++;
          pendingEnd = e;
        } else if (INNER.has(w) && pendingEnd >= 0 && !((prev === 'and' || prev === '&') && w === 'the')) {
          // A connector continues the name only when a capitalised word follows it; "and the"
          // joins two names ("the Organization of American States and the European Union").
        } else break;
        prev = w;
        if (text[e] !== ' ') break;
        j = e + 1;
      }
    }
    if (words < 2) continue;
    claims.push({ entity: 'ORGANIZATION', start, end, score: ORGANISATION_HEAD, pattern: 'organisation-head', reason: 'a name headed by "Organisation"' });
  }
  if (claims.length === 0) return;
  claimSpansOverNrp(names, claims, recognizer);
}

/** The start of the word that ends at `end` (exclusive): letters, digits and name punctuation. */
function wordStart(text: string, end: number): number {
  let s = end;
  while (s > 0 && end - s < 40 && /[\p{L}\p{N}&'’.-]/u.test(text[s - 1]!)) s--;
  return s;
}

/** The end of the word that starts at `start`. */
function wordEnd(text: string, start: number): number {
  let e = start;
  while (e < text.length && e - start < 40 && /[\p{L}\p{N}&'’-]/u.test(text[e]!)) e++;
  return e;
}
