import { hasPlainRun, hasShape, layoutsOf } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Medicare card number check: first digit 2–6, weights 1 3 7 9 1 3 7 9 over eight digits, the ninth
 * is the sum mod 10; then the issue number (and optionally the individual reference number).
 */
export function medicareValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^[2-6]\d{9,10}$/.test(d)) return false;
  return weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === d.charCodeAt(8) - 48;
}

/** The printed 4-5-1 layouts, built once (the prefilter runs on every document). */
const LAYOUTS = layoutsOf([[4], [5], [1]], '- ');

/** Australian Medicare card number, printed 4-5-1 (plus the 1-digit IRN). */
export const auMedicareRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'AuMedicareRecognizer',
  entity_type: 'AU_MEDICARE',
  description: 'Australian Medicare card number',
  category: 'medical',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasShape(text, ...LAYOUTS) || hasPlainRun(text, 10, 11),
  patterns: [
    { name: 'medicare grouped', regex: tokenRegex('[2-6]\\d{3}[ -]\\d{5}[ -]\\d(?:[ -/]\\d)?'), score: 0.2 },
    { name: 'medicare digits', regex: tokenRegex('[2-6]\\d{9,10}'), score: 0.05 },
  ],
  validate: medicareValid,
  validationName: 'Medicare weighted check digit',
  validScore: 0.4, // a 1-in-10 check digit: weak alone
  context: ['medicare', 'irn'],
  contextScore: 1,
};
