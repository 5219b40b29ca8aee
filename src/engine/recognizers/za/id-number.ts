import { isCalendarDate, twoDigitFields } from '../../checksums/dates.ts';
import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { luhnValid } from '../../checksums/luhn.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * South African ID check: YYMMDD date of birth, four-digit gender sequence, citizenship 0/1/2
 * (citizen, permanent resident, refugee), a formerly racial digit, Luhn check digit.
 */
export function saIdValid(value: string): boolean {
  const d = value.replace(/ /g, '');
  if (!/^\d{10}[012]\d{2}$/.test(d)) return false;
  const [yy, month, day] = twoDigitFields(d, 0, 2, 4) as [number, number, number];
  return isCalendarDate(2000 + yy, month, day) && luhnValid(d);
}

/** South African identity number (13 digits, Luhn). */
export const zaIdNumberRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ZaIdNumberRecognizer',
  entity_type: 'ZA_ID_NUMBER',
  description: 'South African identity number',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasShape(text, '6 4 3') || hasPlainRun(text, 13),
  patterns: [
    { name: 'sa id digits', regex: tokenRegex('\\d{13}'), score: 0.1 },
    { name: 'sa id grouped', regex: tokenRegex('\\d{6} \\d{4} \\d{3}'), score: 0.2 },
  ],
  validate: saIdValid,
  validationName: 'SA ID date, citizenship digit and Luhn check digit',
  validScore: 0.75,
  context: ['id number', 'identity number', 'south african id', 'rsa id', 'sa id', 'id no', 'identity document'],
  contextScore: 1,
};
