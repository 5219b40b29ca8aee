/**
 * Consistency checks on labelled documents: spans exact in code points, inside the text, not
 * overlapping, no surrounding whitespace, and checksum-bearing values actually valid.
 */
import { sliceCodePoints, codePoints, type EvalDoc } from '../lib/doc.ts';
import { abnValid } from './values/au.ts';
import { base58checkValid, bech32Valid } from './values/crypto.ts';
import { ibanValid, luhnValid, verhoeffValid } from './values/checksums.ts';

const digits = (s: string) => s.replace(/\D/g, '');

/** Validity checks for the values the generator produces (the public algorithms, independently re-run). */
export const VALIDATORS: Record<string, (v: string) => boolean> = {
  CREDIT_CARD: (v) => luhnValid(digits(v)),
  IBAN_CODE: (v) => ibanValid(v),
  CRYPTO: (v) => (v.startsWith('bc1') ? bech32Valid(v) : base58checkValid(v)),
  US_NPI: (v) => luhnValid('80840' + digits(v)),
  CA_SIN: (v) => luhnValid(digits(v)),
  IN_AADHAAR: (v) => verhoeffValid(digits(v)),
  AU_ABN: (v) => abnValid(digits(v)),
  IT_VAT_CODE: (v) => luhnValid(digits(v)),
};

export function checkDocs(docs: readonly EvalDoc[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const d of docs) {
    if (ids.has(d.id)) problems.push(`${d.id}: duplicate id`);
    ids.add(d.id);
    const len = codePoints(d.text);
    let prevEnd = 0;
    const sorted = [...d.entities].sort((a, b) => a.start - b.start);
    for (const e of sorted) {
      if (e.start < 0 || e.end > len || e.end <= e.start) problems.push(`${d.id}: span ${e.start}-${e.end} out of range`);
      if (sliceCodePoints(d.text, e.start, e.end) !== e.text) problems.push(`${d.id}: span ${e.start}-${e.end} is not "${e.text}"`);
      if (e.text.trim() !== e.text) problems.push(`${d.id}: span "${e.text}" has surrounding whitespace`);
      if (e.start < prevEnd) problems.push(`${d.id}: span "${e.text}" overlaps the previous one`);
      prevEnd = Math.max(prevEnd, e.end);
      const validate = VALIDATORS[e.type];
      if (validate && !validate(e.text)) problems.push(`${d.id}: ${e.type} "${e.text}" fails its checksum`);
    }
  }
  return problems;
}
