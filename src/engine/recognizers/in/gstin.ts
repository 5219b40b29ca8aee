import { hasLetterAfter, hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GSTIN check character: over the first fourteen characters (base 36), factors 1, 2, 1, 2, …; each
 * product contributes its base-36 quotient plus remainder; the check is (36 − sum mod 36) mod 36.
 * The state code must be 01–38 (97 other territory, 99 centre jurisdiction).
 */
export function gstinValid(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v)) return false;
  const state = Number(v.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(v[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36] === v[14];
}

/** Indian Goods and Services Tax Identification Number: state code, the holder's PAN, entity number, Z, check character. */
export const inGstinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'InGstinRecognizer',
  entity_type: 'IN_GSTIN',
  description: 'Indian GST identification number (GSTIN)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['en', 'hi'],
  prefilter: (text) => hasLetterAfter(text, 2) && hasLetterBefore(text, 4),
  patterns: [{ name: 'gstin', regex: tokenRegex('\\d{2}[A-Z]{5}\\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]'), score: 0.4 }],
  validate: gstinValid,
  validationName: 'GSTIN state code and mod-36 check character',
  validScore: 0.95,
  context: ['gstin', 'gst', 'goods and services tax'],
  contextScore: 1,
};
