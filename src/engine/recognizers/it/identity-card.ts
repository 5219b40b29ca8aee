import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Italian identity card (carta d'identità): the electronic card CIE, two letters, five digits, two
 * letters ("CA00000AA"), and the paper card, two letters and seven digits ("AA 1234567"). Both shapes
 * are common codes, so an identity-card word must be near.
 */
export const itIdentityCardRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ItIdentityCardRecognizer',
  entity_type: 'IT_IDENTITY_CARD',
  description: "Italian identity card number (carta d'identità, CIE)",
  category: 'government_id',
  detection: 'pattern',
  languages: ['it', 'en'],
  prefilter: (text) => hasLetterBefore(text, 5) || hasLetterBefore(text, 7),
  patterns: [
    { name: 'cie', regex: tokenRegex('C[A-Z]\\d{5}[A-Z]{2}'), score: 0.3 },
    { name: 'paper card', regex: tokenRegex('[A-Z]{2} ?\\d{7}'), score: 0.05 },
  ],
  requiresContext: true,
  context: ["carta d'identità", 'carta di identità', 'carta identità', 'cie', 'documento di identità', 'identity card', 'id card'],
  contextScore: 0.85,
};
