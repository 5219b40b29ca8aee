import { isCalendarDate, twoDigitFields } from '../../checksums/dates.ts';
import { hasLetterAfter } from '../../checksums/digits.ts';
import { weightedCrossSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];

/**
 * Rentenversicherungsnummer check: area (2 digits), date of birth DDMMYY, the birth-name initial,
 * serial (2 digits; 00–49 men, 50–99 women), check digit. The initial becomes its two-digit alphabet
 * position; weights 2 1 2 5 7 1 2 1 2 1 2 1, products reduced to their digit sums, total mod 10.
 */
export function rvnrValid(value: string): boolean {
  const v = value.replace(/ /g, '').toUpperCase();
  const m = /^(\d{2})(\d{6})([A-Z])(\d{2})(\d)$/.exec(v);
  if (!m) return false;
  const [day, month] = twoDigitFields(m[2]!, 0, 2) as [number, number];
  if (!isCalendarDate(2000, month, day)) return false;
  const digits = `${m[1]}${m[2]}${String(m[3]!.charCodeAt(0) - 64).padStart(2, '0')}${m[4]}`;
  return weightedCrossSum(digits, WEIGHTS) % 10 === Number(m[5]);
}

/** German pension insurance number (Rentenversicherungsnummer / Sozialversicherungsnummer). */
export const deSocialSecurityRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeSocialSecurityRecognizer',
  entity_type: 'DE_SOCIAL_SECURITY',
  description: 'German social security / pension insurance number (Rentenversicherungsnummer)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['de', 'en'],
  prefilter: (text) => hasLetterAfter(text, 6) || hasLetterAfter(text, 8),
  patterns: [
    { name: 'rvnr compact', regex: tokenRegex('\\d{8}[A-Z]\\d{3}'), score: 0.3 },
    { name: 'rvnr spaced', regex: tokenRegex('\\d{2} \\d{6} [A-Z] ?\\d{2} ?\\d'), score: 0.4 },
  ],
  validate: rvnrValid,
  validationName: 'RVNR date and check digit',
  validScore: 0.85,
  context: ['sozialversicherungsnummer', 'versicherungsnummer', 'rvnr', 'svnr', 'sv-nummer', 'rentenversicherung', 'social security'],
  contextScore: 1,
};
