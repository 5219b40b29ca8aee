import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';

/** TFN check: weights 1, 4, 3, 7, 5, 8, 6, 9, 10; the weighted sum is divisible by 11. */
export function tfnValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  return /^\d{9}$/.test(d) && !/^0+$/.test(d) && weightedSum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
}

/** Australian tax file number (nine digits). Mod-11 passes one random number in eleven: weak alone. */
export const auTfnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'AuTfnRecognizer',
  entity_type: 'AU_TFN',
  description: 'Australian tax file number (TFN)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 9) || hasShape(text, '3 3 3', '3-3-3'),
  patterns: [{ name: 'tfn', regex: /(?<![\w+-]|\d[.,])\d{3}([ -]?)\d{3}\1\d{3}(?![\w-]|[.,]\d)/g, score: 0.05 }],
  validate: tfnValid,
  validationName: 'TFN mod-11 checksum',
  validScore: 0.3,
  context: ['tfn', 'tax file'],
  contextScore: 0.95,
};
