import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Korean passport number: a type letter (M multiple, S single, R travel certificate, O official,
 * D diplomatic, G) and eight digits, or since December 2021 a letter, three digits, a letter and four
 * digits. Short codes like these are everywhere, so only a passport word makes one count.
 */
export const krPassportRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'KrPassportRecognizer',
  entity_type: 'KR_PASSPORT',
  description: 'Korean passport number (여권번호)',
  category: 'government_id',
  detection: 'pattern',
  languages: ['ko', 'en'],
  prefilter: (text) => hasLetterBefore(text, 8) || hasLetterBefore(text, 3),
  patterns: [{ name: 'passport', regex: tokenRegex('[MSRODG]\\d{8}|[MSRODG]\\d{3}[A-Z]\\d{4}'), score: 0.1 }],
  context: ['여권번호', '여권', 'passport'],
  requiresContext: true,
  contextScore: 0.7, // below US_PASSPORT's 0.75: in English text a bare nine digits next to "passport" is more often American
};
