import { hasPlainRun } from '../../checksums/digits.ts';
import { weightedSum } from '../../checksums/weighted.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** LANR check: weights 4 9 4 9 4 9 over the six-digit doctor number, digit 7 = (10 − sum mod 10) mod 10. */
export function lanrValid(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  return (10 - (weightedSum(value, [4, 9, 4, 9, 4, 9]) % 10)) % 10 === value.charCodeAt(6) - 48;
}

/** Lebenslange Arztnummer (LANR) of a German doctor: six digits, check digit, two-digit specialty group. */
export const deLanrRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeLanrRecognizer',
  entity_type: 'DE_LANR',
  description: 'German lifetime doctor number (Lebenslange Arztnummer, LANR)',
  category: 'medical',
  detection: 'pattern+checksum',
  languages: ['de', 'en'],
  prefilter: (text) => hasPlainRun(text, 9),
  patterns: [{ name: 'lanr', regex: tokenRegex('\\d{9}'), score: 0.05 }],
  validate: lanrValid,
  validationName: 'LANR check digit',
  validScore: 0.1,
  context: ['lanr', 'arztnummer', 'lebenslange'],
  requiresContext: true,
  contextScore: 0.95,
};
