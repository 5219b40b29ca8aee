/**
 * Degrees and other post-nominal letters written right after a name belong to it ("Mary Jones
 * PhD", "Robert Brown Ph.D."), as generational suffixes and all-capital letters ("Jr", "III", "DDS")
 * already do in the model's spans: the mixed-case "PhD" is a shape the model has rarely seen after
 * a name. Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';

const POST_NOMINAL = /^ (?:PhD|Ph\.D\.?|DPhil|EdD|PsyD|MSc|MPhil|LLM|MBA|BSc|DVM|DDS|MD|RN|CPA|Esq\.?)(?![\p{L}\p{N}])/u;

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
