import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { mod11_10Valid } from '../../checksums/iso7064.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * Digit-repetition rule of the Steuer-ID: among the first ten digits exactly one digit occurs twice
 * or three times (then not three in a row), every other digit at most once.
 */
function repetitionRuleHolds(first10: string): boolean {
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 10; i++) counts[first10.charCodeAt(i) - 48]!++;
  const repeated = counts.filter((n) => n > 1);
  if (repeated.length !== 1) return false;
  const times = repeated[0]!;
  if (times === 2) return true;
  return times === 3 && !/(\d)\1\1/.test(first10);
}

/** Steuerliche Identifikationsnummer check: leading digit not 0, repetition rule, ISO 7064 MOD 11,10. */
export function deTaxIdValid(value: string): boolean {
  const d = value.replace(/[\s/]/g, '');
  if (!/^[1-9]\d{10}$/.test(d)) return false;
  return repetitionRuleHolds(d.slice(0, 10)) && mod11_10Valid(d);
}

/**
 * German tax identification number (Steuer-ID, IdNr). The repetition rule and the check digit
 * together pass well under 1 % of random eleven-digit strings, and German phone numbers (leading 0)
 * are excluded by the first digit, so a pass alone is likely the real thing.
 */
export const deTaxIdRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeTaxIdRecognizer',
  entity_type: 'DE_TAX_ID',
  description: 'German tax identification number (Steuer-ID)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['de', 'en'],
  prefilter: (text) => hasPlainRun(text, 11) || hasShape(text, '2 3 3 3'),
  patterns: [
    { name: 'steuer-id', regex: /(?<![\w+-]|\d[.,])[1-9]\d( ?)\d{3}\1\d{3}\1\d{3}(?![\w-]|[.,]\d)/g, score: 0.1 },
  ],
  validate: deTaxIdValid,
  validationName: 'Steuer-ID repetition rule and ISO 7064 MOD 11,10 check digit',
  validScore: 0.7,
  context: [
    'steuer-id',
    'steuerid',
    'identifikationsnummer',
    'idnr',
    'id-nr',
    'tax id',
    'tax identification',
    'tin',
  ],
  contextScore: 1,
};
