import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** ACN check: weights 8 down to 1 over eight digits, check = (10 − sum mod 10) mod 10. */
export function acnValid(value: string): boolean {
  const d = value.replace(/ /g, '');
  if (!/^\d{9}$/.test(d)) return false;
  return (10 - (weightedSum(d, [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10 === d.charCodeAt(8) - 48;
}

/** Australian Company Number, printed 3-3-3; its check digit passes one number in ten, so context decides. */
export const auAcnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'AuAcnRecognizer',
  entity_type: 'AU_ACN',
  description: 'Australian Company Number (ACN)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasShape(text, '3 3 3') || hasPlainRun(text, 9),
  patterns: [{ name: 'acn', regex: tokenRegex('\\d{3}( ?)\\d{3}\\1\\d{3}'), score: 0.05 }],
  validate: acnValid,
  validationName: 'ACN weighted check digit',
  validScore: 0.3,
  context: ['acn', 'company number'],
  contextScore: 1,
};
