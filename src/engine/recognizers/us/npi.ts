import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { luhnValid } from '../../checksums/luhn.ts';
import type { PatternRecognizer } from '../../types.ts';

/** NPI check: Luhn over the number prefixed with 80840 (the ISO card issuer prefix for US health). */
export function npiValid(value: string): boolean {
  return /^[12]\d{9}$/.test(value) && luhnValid(`80840${value}`);
}

/**
 * US National Provider Identifier: ten digits starting with 1 or 2. Luhn passes one random number in
 * ten and ten-digit numbers are often phone numbers, so a pass alone is weak evidence.
 */
export const usNpiRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UsNpiRecognizer',
  entity_type: 'US_NPI',
  description: 'US National Provider Identifier (healthcare providers)',
  category: 'medical',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 10) || hasShape(text, '4-3-3', '4 3 3'),
  patterns: [
    { name: 'npi digits', regex: /(?<![\w+-]|\d[.,])[12]\d{9}(?![\w-]|[.,]\d)/g, score: 0.05 },
    { name: 'npi 4-3-3', regex: /(?<![\w+-]|\d[.,])[12]\d{3}([ -])\d{3}\1\d{3}(?![\w-]|[.,]\d)/g, score: 0.05 },
  ],
  validate: (value) => npiValid(value.replace(/[ -]/g, '')),
  validationName: 'NPI Luhn checksum (80840 prefix)',
  validScore: 0.3,
  context: ['npi', 'national provider', 'provider id', 'provider number', 'provider identifier'],
  contextScore: 0.95,
};
