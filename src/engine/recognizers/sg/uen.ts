import { hasLetterAfter, hasLetterBefore } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Entity-type codes of the "T/S/R yy PQ nnnn C" format (LP limited partnership, LL LLP, FC foreign company, …). */
const ENTITY_TYPES = new Set(['LP', 'LL', 'FC', 'PF', 'RF', 'MQ', 'MM', 'NB', 'CC', 'CS', 'MB', 'FM', 'GS', 'GA', 'GB', 'DP', 'CP', 'NR', 'CM', 'CD', 'MD', 'HS', 'VH', 'CH', 'MH', 'CL', 'XL', 'CX', 'RP', 'TU', 'TC', 'FB', 'FN', 'PA', 'PB', 'SS', 'MC', 'SM']);

/**
 * UEN check, by format: businesses (8 digits + letter) weights 10 4 9 3 8 2 7 1 mod 11 into
 * "XMKECAWLJDB"; local companies (year + 5 digits + letter) weights 10 8 6 4 9 7 5 3 1 mod 11 into
 * "ZKCMDNERGWH"; other entities (T/S/R, year, type code, four digits, letter) by their type code.
 */
export function uenValid(value: string): boolean {
  if (/^\d{8}[A-Z]$/.test(value)) return 'XMKECAWLJDB'[weightedSum(value.slice(0, 8), [10, 4, 9, 3, 8, 2, 7, 1]) % 11] === value[8];
  if (/^(?:19|20)\d{7}[A-Z]$/.test(value)) return 'ZKCMDNERGWH'[weightedSum(value.slice(0, 9), [10, 8, 6, 4, 9, 7, 5, 3, 1]) % 11] === value[9];
  const m = /^[TSR]\d{2}([A-Z]{2})\d{4}[A-Z]$/.exec(value);
  return m !== null && ENTITY_TYPES.has(m[1]!);
}

/** Singapore Unique Entity Number (UEN) of businesses, companies and other entities. */
export const sgUenRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'SgUenRecognizer',
  entity_type: 'SG_UEN',
  description: 'Singapore Unique Entity Number (UEN)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasLetterAfter(text, 8, 9) || hasLetterBefore(text, 4),
  patterns: [{ name: 'uen', regex: tokenRegex('\\d{8}[A-Z]|(?:19|20)\\d{7}[A-Z]|[TSR]\\d{2}[A-Z]{2}\\d{4}[A-Z]'), score: 0.2 }],
  validate: uenValid,
  validationName: 'UEN check letter or entity type',
  validScore: 0.75,
  context: ['uen', 'unique entity number', 'company registration', 'acra', 'business registration'],
  contextScore: 1,
};
