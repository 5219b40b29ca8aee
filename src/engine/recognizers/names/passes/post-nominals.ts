/**
 * Degrees and other post-nominal letters written right after a name belong to it ("Mary Jones
 * PhD", "Robert Brown Ph.D."), and so do generational suffixes and regnal numbers ("Jr", "IV",
 * "Ramesses II"), which the model's spans often but not always take in. "I" is left out: it is
 * as often the pronoun ("told Smith I would"), and so is "V" ("Smith v Jones" in capitals).
 * Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';

const POST_NOMINAL = /^ (?:PhD|Ph\.D\.?|DPhil|EdD|PsyD|MSc|MPhil|LLM|MBA|BSc|DVM|DDS|MD|RN|CPA|Esq\.?|Jr\.?|Sr\.?|II|III|IV|VI|VII|VIII)(?![\p{L}\p{N}])/u;

export function postNominals(names: Candidate[], text: string): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON') continue;
    const m = POST_NOMINAL.exec(text.slice(c.end, c.end + 8));
    if (m === null) continue;
    // A final dot ends the sentence as often as the abbreviation: the span stops before it, as for "Jr".
    const length = m[0].endsWith('.') ? m[0].length - 1 : m[0].length;
    names[i] = { ...c, end: c.end + length };
  }
}
