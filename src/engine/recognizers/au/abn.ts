import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';

/** ABN check: subtract 1 from the first digit, weights 10, 1, 3, 5, …, 19, sum divisible by 89. */
export function abnValid(value: string): boolean {
  const d = value.replace(/ /g, '');
  if (!/^[1-9]\d{10}$/.test(d)) return false;
  const shifted = `${d.charCodeAt(0) - 49}${d.slice(1)}`;
  return weightedSum(shifted, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) % 89 === 0;
}

/**
 * Australian Business Number, printed 2-3-3-3. Mod 89 passes about one random number in 89, so a
 * pass is strong evidence even without "ABN" nearby.
 */
export const auAbnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'AuAbnRecognizer',
  entity_type: 'AU_ABN',
  description: 'Australian Business Number (ABN)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 11) || hasShape(text, '2 3 3 3'),
  patterns: [{ name: 'abn', regex: /(?<![\w+-]|\d[.,])[1-9]\d( ?)\d{3}\1\d{3}\1\d{3}(?![\w-]|[.,]\d)/g, score: 0.1 }],
  validate: abnValid,
  validationName: 'ABN mod-89 checksum',
  validScore: 0.8,
  context: ['abn', 'business number'],
  contextScore: 1,
};
