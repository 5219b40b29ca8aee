import { daysInMonth } from '../../checksums/dates.ts';
import { hasPlainRun } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';

/** The century is folded into the month: +80 for the 1800s, +0 for 1900s, +20, +40, +60 for 2000–2299. */
const CENTURY_BY_MONTH_OFFSET: Record<number, number> = { 80: 1800, 0: 1900, 20: 2000, 40: 2100, 60: 2200 };

/** True when digits 1–6 encode a real date of birth. */
function birthDateValid(d: string): boolean {
  const yy = Number(d.slice(0, 2));
  const mm = Number(d.slice(2, 4));
  const dd = Number(d.slice(4, 6));
  const offset = Math.floor(mm / 20) * 20;
  const century = CENTURY_BY_MONTH_OFFSET[offset];
  const month = mm - offset;
  if (century === undefined || month < 1 || month > 12) return false;
  return dd >= 1 && dd <= daysInMonth(century + yy, month);
}

/** PESEL check: weights 1-3-7-9 repeated over ten digits, check = (10 − sum mod 10) mod 10, plus a valid birth date. */
export function peselValid(value: string): boolean {
  if (!/^\d{11}$/.test(value) || !birthDateValid(value)) return false;
  const check = (10 - (weightedSum(value, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
  return check === value.charCodeAt(10) - 48;
}

/**
 * Polish national identification number (PESEL). A real embedded date and the check digit together
 * pass about 2 % of random eleven-digit strings: more likely than not a PESEL, and certain with context.
 */
export const plPeselRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'PlPeselRecognizer',
  entity_type: 'PL_PESEL',
  description: 'Polish national identification number (PESEL)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['pl', 'en'],
  prefilter: (text) => hasPlainRun(text, 11),
  patterns: [{ name: 'pesel', regex: /(?<![\w+-]|\d[.,])\d{11}(?![\w-]|[.,]\d)/g, score: 0.05 }],
  validate: peselValid,
  validationName: 'PESEL date and checksum',
  validScore: 0.6,
  context: ['pesel', 'numer ewidencyjny', 'national id', 'personal identification number'],
  contextScore: 1,
};
