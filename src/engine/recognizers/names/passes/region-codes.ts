/**
 * A state or province code after a place and a comma is a place too: "Houston, TX", "Portland,
 * OR", "Toronto, ON". The model finds the common ones ("NY", "IL") and misses codes that are also
 * words or rare in its training text; an address with a postcode is found whole by the address
 * rules already. Brazilian news writes the state in brackets after the town ("Belém (PA)",
 * "Sobral (CE)"): in Portuguese text such a code is a place too, also where the model took it for an
 * organisation. Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { REGION_CODES } from '../address-block.ts';
import { REGION_CODE_AFTER_PLACE } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';

/**
 * A form of a code after a place: what follows the place (the code in group 1), how far to look,
 * the codes it may be, and whether a name the model put on the code itself is retyped (in
 * brackets the code is no organisation's acronym) or, as after a comma, left alone.
 */
interface CodeForm {
  after: RegExp;
  window: number;
  codes: ReadonlySet<string>;
  retype: boolean;
  reason: string;
}

const AFTER_COMMA: CodeForm = { after: /^,[ \t]?([A-Z]{2,3})(?![\p{L}\p{N}])/u, window: 6, codes: REGION_CODES, retype: false, reason: 'a state or province code after a place' };

/** Brazil's states and federal district. */
const BRAZILIAN_STATES: ReadonlySet<string> = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));
const IN_BRACKETS: CodeForm = { after: /^ ?\(([A-Z]{2})\)/, window: 5, codes: BRAZILIAN_STATES, retype: true, reason: 'a state code in brackets after a place' };

export function regionCodes(names: Candidate[], text: string, recognizer: string, language: string): void {
  if (language === 'pt' && text.includes('(')) codesAfterPlaces(names, text, recognizer, IN_BRACKETS);
  if (text.includes(',')) codesAfterPlaces(names, text, recognizer, AFTER_COMMA);
}

function codesAfterPlaces(names: Candidate[], text: string, recognizer: string, form: CodeForm): void {
  const added: Candidate[] = [];
  const retyped = new Set<Candidate>();
  let found: SpanIndex<Candidate> | undefined;
  for (const c of names) {
    if (c.entity !== 'LOCATION') continue;
    const m = form.after.exec(text.slice(c.end, c.end + form.window));
    if (m === null || !form.codes.has(m[1]!)) continue;
    const start = c.end + m[0].indexOf(m[1]!);
    const end = start + m[1]!.length;
    found ??= new SpanIndex(names);
    let taken = false;
    found.forEachOverlap(start, end, (other) => {
      taken = true;
      if (form.retype && other.start === start && other.end === end && other.entity !== 'LOCATION') retyped.add(other);
    });
    if (taken) continue;
    const score = Math.min(c.score, REGION_CODE_AFTER_PLACE);
    added.push({ entity: 'LOCATION', start, end, score, baseScore: score, recognizer, pattern: 'region-code', reason: form.reason, contextApplied: true });
  }
  if (retyped.size > 0) {
    for (let k = 0; k < names.length; k++) if (retyped.has(names[k]!)) names[k] = { ...names[k]!, entity: 'LOCATION', reason: form.reason };
  }
  names.push(...added);
}
