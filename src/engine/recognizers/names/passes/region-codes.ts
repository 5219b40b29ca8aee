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

const CODE_AFTER = /^,[ \t]?([A-Z]{2,3})(?![\p{L}\p{N}])/u;
const CODE_IN_BRACKETS = /^ ?\(([A-Z]{2})\)/;

/** Brazil's states and federal district. */
const BRAZILIAN_STATES: ReadonlySet<string> = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));

export function regionCodes(names: Candidate[], text: string, recognizer: string, language: string): void {
  if (language === 'pt' && text.includes('(')) bracketedStates(names, text, recognizer);
  if (!text.includes(',')) return;
  const added: Candidate[] = [];
  let found: SpanIndex<Candidate> | undefined;
  for (const c of names) {
    if (c.entity !== 'LOCATION') continue;
    const m = CODE_AFTER.exec(text.slice(c.end, c.end + 6));
    if (m === null || !REGION_CODES.has(m[1]!)) continue;
    const start = c.end + m[0].length - m[1]!.length;
    const end = c.end + m[0].length;
    found ??= new SpanIndex(names);
    if (found.some(start, end)) continue;
    const score = Math.min(c.score, REGION_CODE_AFTER_PLACE);
    added.push({ entity: 'LOCATION', start, end, score, baseScore: score, recognizer, pattern: 'region-code', reason: 'a state or province code after a place', contextApplied: true });
  }
  names.push(...added);
}

function bracketedStates(names: Candidate[], text: string, recognizer: string): void {
  const added: Candidate[] = [];
  const retyped = new Set<Candidate>();
  let found: SpanIndex<Candidate> | undefined;
  for (const c of names) {
    if (c.entity !== 'LOCATION') continue;
    const m = CODE_IN_BRACKETS.exec(text.slice(c.end, c.end + 5));
    if (m === null || !BRAZILIAN_STATES.has(m[1]!)) continue;
    const start = c.end + m[0].length - 3;
    const end = start + 2;
    found ??= new SpanIndex(names);
    let taken = false;
    found.forEachOverlap(start, end, (other) => {
      taken = true;
      if (other.start === start && other.end === end && other.entity !== 'LOCATION') retyped.add(other);
    });
    if (taken) continue;
    const score = Math.min(c.score, REGION_CODE_AFTER_PLACE);
    added.push({ entity: 'LOCATION', start, end, score, baseScore: score, recognizer, pattern: 'region-code', reason: 'a state code in brackets after a place', contextApplied: true });
  }
  if (retyped.size > 0) {
    for (let k = 0; k < names.length; k++) if (retyped.has(names[k]!)) names[k] = { ...names[k]!, entity: 'LOCATION', reason: 'a state code in brackets after a place' };
  }
  names.push(...added);
}
