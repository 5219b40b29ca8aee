/**
 * A nationality word is a group, not a place: "the South Korean company", "the Egyptian pharaoh",
 * "Czech border guards". The model reads such an adjective before a noun as a LOCATION now and then
 * (it is one word from the country's name, in the same places); a LOCATION whose whole text is a
 * nationality of the NRP lexicon, and no listed place, is reported as NRP instead, as CoNLL-style
 * news and Universal NER label it (dev/: UNER-PUD English LOCATION +0.006, wikigold +0.003). English
 * only: the Broad Twitter Corpus labels such words LOCATION about half the time (−0.006 there) and
 * UNER German mostly does (−0.003).
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import type { Lexicon } from '../lexicon.ts';

export function demonyms(names: Candidate[], text: string, lex: Lexicon): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'LOCATION' || c.end - c.start > 40) continue;
    const surface = text.slice(c.start, c.end);
    if (lex.nrp.get(surface) !== 'nationality' || lex.places.has(surface.toLowerCase())) continue;
    names[i] = { ...c, entity: 'NRP', pattern: 'nationality', reason: 'nationality word, not a place' };
  }
}
