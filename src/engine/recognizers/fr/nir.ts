import { digitRuns, hasPlainRun, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * NIR key: 97 − (the first thirteen characters as a number, mod 97). Corsican départements 2A and 2B
 * count as 19 and 18, which is what INSEE obtains by reading the A/B as 0 and subtracting
 * 1,000,000 or 2,000,000.
 */
export function nirKey(first13: string): number {
  const numeric = first13.replace(/^(\d{5})2A/, '$119').replace(/^(\d{5})2B/, '$118');
  if (!/^\d{13}$/.test(numeric)) throw new RangeError('13 digits expected');
  // 13 digits stay below 2^53, so plain numbers are exact.
  return 97 - (Number(numeric) % 97);
}

/** Full NIR check: sex digit, a birth month INSEE can issue (01–12, 20–42 and 50–99 for unknown months), the key. */
export function nirValid(value: string): boolean {
  const compact = value.replace(/ /g, '');
  if (!/^[1-478]\d{4}(?:\d{2}|2[AB])\d{8}$/.test(compact)) return false;
  const month = Number(compact.slice(3, 5));
  if (!((month >= 1 && month <= 12) || (month >= 20 && month <= 42) || month >= 50)) return false;
  return nirKey(compact.slice(0, 13)) === Number(compact.slice(13));
}

/**
 * French social security number (NIR, numéro de sécurité sociale / INSEE): sex, year and month of
 * birth, département, commune, order number and a mod-97 key. The key passes one random value in 97,
 * so a valid fifteen-character NIR is almost surely one.
 */
export const frNirRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'FrNirRecognizer',
  entity_type: 'FR_NIR',
  description: 'French social security number (NIR / numéro INSEE)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['fr', 'en'],
  // The digit layouts of the solid and the grouped forms; a Corsican département (2A, 2B) breaks the digits.
  prefilter: (text) =>
    hasPlainRun(text, 15) || hasShape(text, '13 2', '1 2 2 2 3 3 2', '1 2 2 2 3 5') || ((text.includes('2A') || text.includes('2B')) && digitRuns(text).grouped >= 8),
  patterns: [
    {
      name: 'nir',
      // Printed solid or grouped 1 85 05 78 006 084 36; the key is sometimes set apart by itself.
      regex: /(?<![\w+-]|\d[.,])[1-478]( ?)\d{2}\1\d{2}\1(?:\d{2}|2[AB])\1\d{3}\1\d{3} ?\d{2}(?![\w-]|[.,]\d)/g,
      score: 0.2,
    },
  ],
  validate: nirValid,
  validationName: 'NIR mod-97 key',
  validScore: 0.95,
  // 'sécu' also covers 'sécurité sociale'; the unaccented form is spelled out, since 'secu' would
  // fire on English 'secure'.
  context: ['nir', 'insee', 'sécu', 'securite sociale', 'carte vitale', 'assurance maladie', 'social security'],
  contextScore: 1,
};
