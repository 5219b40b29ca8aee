/**
 * Degrees and other post-nominal letters written right after a name belong to it ("Mary Jones
 * PhD", "Robert Brown Ph.D."), and so do generational suffixes and regnal numbers ("Jr", "IV",
 * "Ramesses II"), which the model's spans often but not always take in. "I" is taken only after a
 * ruler's title ("king Amyntas I", "Pope John Paul I") or before a bracket ("Mojmír I (ruled
 * 830–846)"): elsewhere it is as often the pronoun ("told Smith I would"); "V" is left out ("Smith
 * v Jones" in capitals). Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { wordBefore } from '../words.ts';

const POST_NOMINAL = /^ (?:PhD|Ph\.D\.?|DPhil|EdD|PsyD|MSc|MPhil|LLM|MBA|BSc|DVM|DDS|MD|RN|CPA|Esq\.?|Jr\.?|Sr\.?|II|III|IV|VI|VII|VIII)(?![\p{L}\p{N}])/u;

export function postNominals(names: Candidate[], text: string): void {
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON') continue;
    const m = POST_NOMINAL.exec(text.slice(c.end, c.end + 8)) ?? regnalOne(text, c);
    if (m === null) continue;
    // A final dot ends the sentence as often as the abbreviation: the span stops before it, as for "Jr".
    const length = m[0].endsWith('.') ? m[0].length - 1 : m[0].length;
    names[i] = { ...c, end: c.end + length };
  }
}

/** Rulers, whose first of a name is numbered "I". */
const RULERS = new Set(['king', 'queen', 'emperor', 'empress', 'pope', 'tsar', 'czar', 'tsarina', 'pharaoh', 'sultan', 'shah', 'kaiser', 'caliph', 'khan', 'prince', 'princess', 'duke', 'duchess', 'count', 'countess']);
const ONE = /^ I(?= \(|[,.;]| [a-z])/;

function regnalOne(text: string, c: Candidate): RegExpExecArray | null {
  const m = ONE.exec(text.slice(c.end, c.end + 4));
  if (m === null) return null;
  if (text.startsWith(' (', c.end + 2)) return m;
  // The ruler's title before the name (the vote reports it apart as TITLE): "king Amyntas I".
  const first = text.indexOf(' ', c.start);
  return RULERS.has(wordBefore(text, c.start).toLowerCase()) || (first > 0 && first < c.end && RULERS.has(text.slice(c.start, first).toLowerCase())) ? m : null;
}
