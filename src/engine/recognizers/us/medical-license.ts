import { hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * DEA registration number check: (d1 + d3 + d5) + 2 × (d2 + d4 + d6) ends in d7.
 * `value` is the whole number, two letters then seven digits.
 */
export function deaNumberValid(value: string): boolean {
  if (!/^[A-Z][A-Z9]\d{7}$/.test(value)) return false;
  return (digitAt(value, 0) + digitAt(value, 2) + digitAt(value, 4) + 2 * (digitAt(value, 1) + digitAt(value, 3) + digitAt(value, 5))) % 10 === digitAt(value, 6);
}

/** The i-th of the seven digits (a module function: under tsx a closure per call also costs an Object.defineProperty). */
function digitAt(value: string, i: number): number {
  return value.charCodeAt(2 + i) - 48;
}

/**
 * US medical licence in the sense of the reference: the DEA registration number of a prescriber.
 * The first letter is the registrant type, the second the registrant's initial (or 9 for a business).
 * Two letters and seven digits also describe passports and product codes, and the checksum passes one
 * random value in ten, so without a DEA or licence word it stays below 0.5.
 */
export const medicalLicenseRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'MedicalLicenseRecognizer',
  entity_type: 'MEDICAL_LICENSE',
  description: 'US DEA registration number (medical licence)',
  category: 'medical',
  detection: 'pattern+checksum',
  languages: ['en'],
  // Seven digits, eight when the second character is the business 9.
  prefilter: (text) => hasPlainRun(text, 7, 8),
  patterns: [{ name: 'dea number', regex: /(?<![\w-])[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}(?![\w-]|[.,]\d)/g, score: 0.1 }],
  validate: deaNumberValid,
  validationName: 'DEA checksum',
  validScore: 0.4,
  context: ['dea', 'drug enforcement', 'prescriber', 'license', 'licence', 'registration number'],
  contextScore: 0.95,
};
