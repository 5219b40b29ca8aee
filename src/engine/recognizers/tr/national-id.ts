import { hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * T.C. Kimlik No check: eleven digits, the first not 0; digit 10 = (7 × (d1+d3+d5+d7+d9) −
 * (d2+d4+d6+d8)) mod 10, digit 11 = (d1+…+d10) mod 10.
 */
export function tcknValid(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = Array.from(value, (c) => c.charCodeAt(0) - 48);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/** Turkish national identification number (T.C. Kimlik No, TCKN): two check digits, 1 in 100 by chance. */
export const trNationalIdRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'TrNationalIdRecognizer',
  entity_type: 'TR_NATIONAL_ID',
  description: 'Turkish national identification number (T.C. Kimlik No)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['tr', 'en'],
  prefilter: (text) => hasPlainRun(text, 11),
  patterns: [{ name: 'tckn', regex: tokenRegex('[1-9]\\d{10}'), score: 0.05 }],
  validate: tcknValid,
  validationName: 'TCKN check digits',
  validScore: 0.6,
  context: ['kimlik', 'tckn', 'tc no', 't.c.', 'vatandaşlık', 'nüfus', 'turkish id', 'national id', 'identity number'],
  contextScore: 1,
};
