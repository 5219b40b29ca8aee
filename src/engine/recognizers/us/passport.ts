import { allSameDigit, hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * US passport book number: nine digits, or (Next Generation Passport, since 2021) a letter and eight
 * digits. Nothing distinguishes it from any other nine-digit number, so alone it stays well under
 * 0.5 and only a nearby "passport" makes it likely.
 */
export const usPassportRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UsPassportRecognizer',
  entity_type: 'US_PASSPORT',
  description: 'US passport number',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 8, 9),
  patterns: [
    { name: 'passport digits', regex: /(?<![\w+-]|\d[.,])\d{9}(?![\w-]|[.,]\d)/g, score: 0.1 },
    { name: 'passport next generation', regex: /(?<![\w+-])[A-Z]\d{8}(?![\w-]|[.,]\d)/g, score: 0.2 },
  ],
  invalidate: (value) => allSameDigit(value.replace(/^[A-Z]/, '')),
  context: ['passport', 'travel document'],
  contextScore: 0.75,
};
