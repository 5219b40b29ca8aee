import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Spanish passport number: three letters and six digits ("PAA123456"; older two letters and six). Needs a passport word. */
export const esPassportRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'EsPassportRecognizer',
  entity_type: 'ES_PASSPORT',
  description: 'Spanish passport number (pasaporte)',
  category: 'government_id',
  detection: 'pattern',
  languages: ['es', 'en'],
  prefilter: (text) => hasLetterBefore(text, 6),
  patterns: [{ name: 'pasaporte', regex: tokenRegex('[A-Z]{2,3}\\d{6}'), score: 0.1 }],
  context: ['pasaporte', 'passport'],
  requiresContext: true,
  contextScore: 0.8,
};
