import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Indian voter ID (EPIC number): three letters and seven digits. No check digit; common code shape, so weak alone. */
export const inVoterRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'InVoterRecognizer',
  entity_type: 'IN_VOTER',
  description: 'Indian voter ID (Electoral Photo Identity Card, EPIC number)',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en', 'hi'],
  prefilter: (text) => hasLetterBefore(text, 7),
  patterns: [{ name: 'epic', regex: tokenRegex('[A-Z]{3}\\d{7}'), score: 0.3 }],
  context: ['voter', 'epic', 'electoral', 'election commission', 'मतदाता'],
  contextScore: 0.9,
};
