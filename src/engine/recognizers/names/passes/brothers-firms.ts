/**
 * A name ending in "Brothers", "Bros" or "Sisters" names a firm or a band, not a person: "Lehman
 * Brothers", "Salomon Brothers", "Warner Bros.", "the Isley Brothers", "the Pointer Sisters". The
 * model reads a family name before the word as a person's ("Lehman Brothers" PERSON), and after it
 * runs on through a lower-case word that is also a name ("Salomon Brothers rose"). In the train split
 * the names ending in one of these words are ORGANIZATION 18 times and PERSON twice (the word alone).
 * A PERSON span whose last capitalised word is one of them, with a capitalised word before it,
 * becomes an ORGANIZATION ending at that word, and a PERSON of one lower-case word right after it
 * goes (the model's decoding splits "rose" off, to stand alone). English only (the pipeline's call); runs on the names
 * after the vote; linear.
 */
import type { Candidate } from '../../../types.ts';

/** Capitalised words, then the family word (and a dot after "Bros"), then lower-case words only. */
const SHAPE = /^(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)* (?:Brothers|Bros\.?|Sisters))(?: \p{Ll}+)*$/u;

export function brothersFirms(names: Candidate[], text: string): void {
  let firms: Set<number> | undefined;
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON' || c.end - c.start > 80) continue;
    const m = SHAPE.exec(text.slice(c.start, c.end));
    if (m === null) continue;
    const end = c.start + m[1]!.length;
    names[i] = { ...c, entity: 'ORGANIZATION', end, reason: `${c.reason ?? ''}; a firm or band named "… Brothers"` };
    (firms ??= new Set()).add(end + 1);
  }
  if (firms === undefined) return;
  // The model's person of one lower-case word right after the firm is the verb it ran on into
  // ("Salomon Brothers rose": "rose" alone).
  let k = 0;
  for (const c of names) {
    if (!(c.entity === 'PERSON' && firms.has(c.start) && text.charCodeAt(c.start - 1) === 32 && /^\p{Ll}+$/u.test(text.slice(c.start, c.end)))) names[k++] = c;
  }
  names.length = k;
}
