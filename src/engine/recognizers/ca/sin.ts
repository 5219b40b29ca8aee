import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { luhnValid } from '../../checksums/luhn.ts';
import type { PatternRecognizer } from '../../types.ts';

/** SIN check: nine digits, Luhn, first digit neither 0 (unused) nor 8 (business numbers). */
export function sinValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  return /^[1-79]\d{8}$/.test(d) && luhnValid(d);
}

/**
 * Canadian Social Insurance Number, printed 3-3-3. Luhn passes one random number in ten (and French
 * SIREN company numbers are nine Luhn-valid digits too), so a pass alone is weak.
 */
export const caSinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'CaSinRecognizer',
  entity_type: 'CA_SIN',
  description: 'Canadian Social Insurance Number (SIN)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 9) || hasShape(text, '3 3 3', '3-3-3'),
  patterns: [{ name: 'sin', regex: /(?<![\w+-]|\d[.,])[1-79]\d{2}([ -]?)\d{3}\1\d{3}(?![\w-]|[.,]\d)/g, score: 0.05 }],
  validate: sinValid,
  validationName: 'Luhn checksum',
  validScore: 0.3,
  context: ['sin', 'social insurance', 'assurance sociale'],
  contextScore: 0.95,
};
