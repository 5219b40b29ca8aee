import { hasLetterAfter, hasLetterBefore, hasPlainRun } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * German driving licence number (Führerscheinnummer, field 5 of the card): eleven characters —
 * issuing authority and serial (nine letters or digits), check character (digit or X), issue counter.
 * Too generic to stand alone: it needs a licence word.
 */
export const deFuehrerscheinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeFuehrerscheinRecognizer',
  entity_type: 'DE_FUEHRERSCHEIN',
  description: 'German driving licence number (Führerscheinnummer)',
  category: 'government_id',
  detection: 'pattern',
  languages: ['de', 'en'],
  prefilter: (text) => hasPlainRun(text, 11) || hasLetterBefore(text, 1, 10) || hasLetterAfter(text, 1, 9),
  patterns: [{ name: 'führerschein', regex: tokenRegex('[A-Z0-9]{9}[0-9X]\\d'), score: 0.15 }],
  invalidate: (value) => /^(\d)\1+$/.test(value),
  context: ['führerschein', 'fuehrerschein', 'fahrerlaubnis', 'driving licence', 'driving license', 'driver license', 'driver licence'],
  requiresContext: true,
  contextScore: 0.85,
};
