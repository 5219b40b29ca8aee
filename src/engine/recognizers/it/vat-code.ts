import { hasPlainRun } from '../../checksums/digits.ts';
import { luhnValid } from '../../checksums/luhn.ts';
import type { PatternRecognizer } from '../../types.ts';

/** Provincial tax office codes (digits 8–10): 001–100, plus 120, 121, 888 and 999. */
function validOfficeCode(code: number): boolean {
  return (code >= 1 && code <= 100) || code === 120 || code === 121 || code === 888 || code === 999;
}

/**
 * Partita IVA check: eleven digits, a non-zero company number, a real provincial office code, and
 * the Luhn check digit (the Italian rule — double the even positions, cast out nines — is Luhn).
 */
export function itVatCodeValid(value: string): boolean {
  const d = value.replace(/^IT ?/, '');
  if (!/^\d{11}$/.test(d) || d.startsWith('0000000')) return false;
  return validOfficeCode(Number(d.slice(7, 10))) && luhnValid(d);
}

const shared = {
  kind: 'pattern',
  entity_type: 'IT_VAT_CODE',
  description: 'Italian VAT number (partita IVA)',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: ['it', 'en'],
  validate: itVatCodeValid,
  validationName: 'partita IVA office code and check digit',
  context: ['iva', 'vat'],
} as const satisfies Partial<PatternRecognizer>;

/** With the IT country prefix the number is a VAT number; the check digit only confirms it. */
export const itVatCodePrefixedRecognizer: PatternRecognizer = {
  ...shared,
  name: 'ItVatCodePrefixedRecognizer',
  prefilter: (text) => hasPlainRun(text, 11) && text.includes('IT'),
  patterns: [{ name: 'vat with country prefix', regex: /(?<![\w-])IT ?\d{11}(?![\w-]|[.,]\d)/g, score: 0.5 }],
  validScore: 0.95,
  contextScore: 1,
};

/**
 * Bare eleven digits: the office-code rule and the check digit together pass about one random number
 * in a hundred, so a pass is suggestive but not conclusive without "partita IVA" nearby.
 */
export const itVatCodeRecognizer: PatternRecognizer = {
  ...shared,
  name: 'ItVatCodeRecognizer',
  prefilter: (text) => hasPlainRun(text, 11),
  patterns: [{ name: 'vat digits', regex: /(?<![\w+-]|\d[.,])\d{11}(?![\w-]|[.,]\d)/g, score: 0.05 }],
  validScore: 0.45,
  contextScore: 0.95,
};
