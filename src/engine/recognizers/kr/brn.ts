import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Business registration number check: weights 1 3 7 1 3 7 1 3 5 over the first nine digits, plus
 * the tens of 5 × the ninth digit; the check digit makes the total a multiple of ten.
 */
export function krBrnValid(value: string): boolean {
  const d = value.replace(/[- ]/g, '');
  if (!/^\d{10}$/.test(d)) return false;
  const sum = weightedSum(d, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + Math.floor(((d.charCodeAt(8) - 48) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d.charCodeAt(9) - 48;
}

/** Korean business registration number (사업자등록번호), written 3-2-5. */
export const krBrnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'KrBrnRecognizer',
  entity_type: 'KR_BRN',
  description: 'Korean business registration number (사업자등록번호)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['ko', 'en'],
  prefilter: (text) => hasShape(text, '3-2-5') || hasPlainRun(text, 10),
  patterns: [
    { name: 'brn 3-2-5', regex: tokenRegex('\\d{3}-\\d{2}-\\d{5}'), score: 0.3 },
    { name: 'brn digits', regex: tokenRegex('\\d{10}'), score: 0.05 },
  ],
  validate: krBrnValid,
  validationName: 'BRN weighted check digit',
  validScore: 0.4, // a 1-in-10 check digit: weak alone
  context: ['사업자등록', '사업자번호', 'brn', 'business registration'],
  contextScore: 1,
};
