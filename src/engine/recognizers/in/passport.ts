import { hasLetterBefore, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Indian passport number: a letter and seven digits (the first and last digits not 0). Needs a passport word. */
export const inPassportRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'InPassportRecognizer',
  entity_type: 'IN_PASSPORT',
  description: 'Indian passport number',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en', 'hi'],
  prefilter: (text) => hasLetterBefore(text, 7) || hasShape(text, '2 5'),
  patterns: [{ name: 'passport', regex: tokenRegex('[A-PR-WY][1-9]\\d ?\\d{4}[1-9]'), score: 0.1 }],
  context: ['passport', 'पासपोर्ट'],
  requiresContext: true,
  contextScore: 0.8,
};
