import { hasLetterBefore } from '../../checksums/digits.ts';
import { weightedCrossSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Krankenversichertennummer check: the letter becomes its two-digit alphabet position (A = 01), then
 * the ten digits letter + first eight digits are weighted 1 2 1 2 …, two-digit products reduced to
 * their digit sum, and the total mod 10 is the check digit (the tenth character).
 */
export function healthInsuranceValid(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[A-Z]\d{9}$/.test(v)) return false;
  const position = v.charCodeAt(0) - 64;
  const digits = `${String(position).padStart(2, '0')}${v.slice(1, 9)}`;
  return weightedCrossSum(digits, [1, 2, 1, 2, 1, 2, 1, 2, 1, 2]) % 10 === v.charCodeAt(9) - 48;
}

/** German health insurance number (Krankenversichertennummer, KVNR): a letter, eight digits, check digit. */
export const deHealthInsuranceRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeHealthInsuranceRecognizer',
  entity_type: 'DE_HEALTH_INSURANCE',
  description: 'German health insurance number (Krankenversichertennummer, KVNR)',
  category: 'medical',
  detection: 'pattern+checksum',
  languages: ['de', 'en'],
  prefilter: (text) => hasLetterBefore(text, 9),
  patterns: [{ name: 'kvnr', regex: tokenRegex('[A-Z]\\d{9}'), score: 0.1 }],
  validate: healthInsuranceValid,
  validationName: 'KVNR check digit',
  validScore: 0.5,
  context: ['krankenversichertennummer', 'versichertennummer', 'kvnr', 'krankenkasse', 'versicherten-nr', 'health insurance', 'gesundheitskarte', 'egk'],
  contextScore: 1,
};
