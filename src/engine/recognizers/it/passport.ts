import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Italian passport number: two letters and seven digits ("YA1234567"). Needs a passport word. */
export const itPassportRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ItPassportRecognizer',
  entity_type: 'IT_PASSPORT',
  description: 'Italian passport number',
  category: 'government_id',
  detection: 'pattern',
  languages: ['it', 'en'],
  prefilter: (text) => hasLetterBefore(text, 7),
  patterns: [{ name: 'passaporto', regex: tokenRegex('[A-Z]{2}\\d{7}'), score: 0.1 }],
  context: ['passaporto', 'passport'],
  requiresContext: true,
  contextScore: 0.8,
};
