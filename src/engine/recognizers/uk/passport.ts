import { hasLetterBefore, hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * UK passport number: nine digits (two letters and seven digits on some older and Crown Dependency
 * passports). Nothing sets it apart from other numbers, so a passport word is required.
 */
export const ukPassportRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UkPassportRecognizer',
  entity_type: 'UK_PASSPORT',
  description: 'UK passport number',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 9) || hasLetterBefore(text, 7),
  patterns: [{ name: 'passport', regex: tokenRegex('\\d{9}|[A-Z]{2}\\d{7}'), score: 0.1 }],
  context: ['passport'],
  requiresContext: true,
  contextScore: 0.7, // below US_PASSPORT's 0.75: in English text a bare nine digits next to "passport" is more often American
};
