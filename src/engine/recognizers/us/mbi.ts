import { hasLetterAfter, hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

// Letters used in an MBI: A–Z without S, L, O, I, B, Z (they look like digits).
const L = '[AC-HJKMNP-RT-Y]';
const AN = '[AC-HJKMNP-RT-Y\\d]';
/** Positions: C A AN N A AN N A A N N (C: 1–9). Printed with or without dashes after 4 and 7. */
const MBI = `[1-9]${L}${AN}\\d-?${L}${AN}\\d-?${L}${L}\\d\\d`;

/**
 * US Medicare Beneficiary Identifier: eleven characters in a fixed letter/digit layout that excludes
 * letters resembling digits; the layout is specific enough to stand alone.
 */
export const usMbiRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UsMbiRecognizer',
  entity_type: 'US_MBI',
  description: 'US Medicare Beneficiary Identifier (MBI)',
  category: 'medical',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => hasLetterBefore(text, 2) && hasLetterAfter(text, 1),
  patterns: [{ name: 'mbi', regex: tokenRegex(MBI), score: 0.5 }],
  context: ['mbi', 'medicare', 'beneficiary identifier', 'beneficiary id'],
  contextScore: 1,
};
