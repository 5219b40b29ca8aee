import { allSameDigit, digitsOf, hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * NHS number check: weights 10…2 on the first nine digits, check = 11 − sum mod 11, where 11 means 0
 * and 10 means the number is never issued (no digit equals 10, so the comparison rejects it).
 */
export function nhsNumberValid(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{10}$/.test(d) || allSameDigit(d)) return false;
  const check = (11 - (weightedSum(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check === d.charCodeAt(9) - 48;
}

/**
 * UK NHS number, usually printed 3-3-4. The mod-11 check lets one random number in eleven through,
 * and the 3-3-4 grouping is also the US phone-number layout, so a pass alone stays below 0.5.
 */
export const ukNhsRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UkNhsRecognizer',
  entity_type: 'UK_NHS',
  description: 'UK National Health Service number',
  category: 'medical',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 10) || hasShape(text, '3 3 4', '3-3-4'),
  patterns: [{ name: 'nhs number', regex: /(?<![\w+-]|\d[.,])\d{3}([ -]?)\d{3}\1\d{4}(?![\w-]|[.,]\d)/g, score: 0.05 }],
  validate: nhsNumberValid,
  validationName: 'NHS mod-11 checksum',
  validScore: 0.35,
  context: ['nhs', 'national health', 'health service'],
  contextScore: 0.95,
};
