/**
 * A state or province code after a place and a comma is a place too: "Houston, TX", "Portland,
 * OR", "Toronto, ON". The model finds the common ones ("NY", "IL") and misses codes that are also
 * words or rare in its training text; an address with a postcode is found whole by the address
 * rules already. Runs on the names after the vote.
 */
import type { Candidate } from '../../../types.ts';
import { REGION_CODES } from '../address-block.ts';
import { REGION_CODE_AFTER_PLACE } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';

const CODE_AFTER = /^,[ \t]?([A-Z]{2,3})(?![\p{L}\p{N}])/u;

export function regionCodes(names: Candidate[], text: string, recognizer: string): void {
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
