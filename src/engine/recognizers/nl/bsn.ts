import { allSameDigit, hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';

/** The "elfproef": 9·d1 + 8·d2 + … + 2·d8 − d9 divisible by 11. */
export function bsnValid(value: string): boolean {
  const d = value.replace(/\./g, '');
  if (!/^\d{9}$/.test(d) || allSameDigit(d)) return false;
  return weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0;
}

/**
 * Dutch citizen service number (BSN). The 11-proof passes one random nine-digit number in eleven and
 * nine-digit numbers are common, so a pass alone is weak; "BSN" nearby makes it near certain.
 */
export const nlBsnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'NlBsnRecognizer',
  entity_type: 'NL_BSN',
  description: 'Dutch citizen service number (burgerservicenummer, BSN)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['nl', 'en'],
  prefilter: (text) => hasPlainRun(text, 9) || hasShape(text, '4.2.3'),
  patterns: [
    { name: 'bsn', regex: /(?<![\w+-]|\d[.,])\d{9}(?![\w-]|[.,]\d)/g, score: 0.05 },
    { name: 'bsn dotted', regex: /(?<![\w+-]|\d[.,])\d{4}\.\d{2}\.\d{3}(?![\w-]|[.,]\d)/g, score: 0.05 },
  ],
  validate: bsnValid,
  validationName: 'BSN 11-proof',
  validScore: 0.35,
  context: ['bsn', 'burgerservice', 'sofinummer', 'sofi-nummer', 'persoonsnummer', 'citizen service number'],
  contextScore: 0.95,
};
