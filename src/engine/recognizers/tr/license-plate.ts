import { hasLetterAfter, hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Turkish number plate: province code 01–81, one to three letters, two to four digits
 * ("34 ABC 123", "06 A 1234", "35 AB 12"). The province range and grouping make it specific.
 */
export const trLicensePlateRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'TrLicensePlateRecognizer',
  entity_type: 'TR_LICENSE_PLATE',
  description: 'Turkish vehicle number plate (plaka)',
  category: 'identity',
  detection: 'pattern',
  languages: ['tr', 'en'],
  prefilter: (text) => hasLetterAfter(text, 2) && hasLetterBefore(text, 2, 4),
  patterns: [
    {
      name: 'plate',
      // 1 letter + 4 digits, 2 letters + 3–4 digits, 3 letters + 2–3 digits (the official combinations).
      regex: tokenRegex('(?:0[1-9]|[1-7]\\d|8[01])[ -]?(?!AM\\b|PM\\b)(?:[A-Z][ -]?\\d{4}|[A-Z]{2}[ -]?\\d{3,4}|[A-Z]{3}[ -]?\\d{2,3})'),
      score: 0.4,
    },
  ],
  context: ['plaka', 'plate', 'araç', 'vehicle'],
  contextScore: 0.9,
};
