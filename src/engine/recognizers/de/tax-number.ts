import { hasPlainRun, hasShape, layoutsOf } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

const STATE_LAYOUTS = layoutsOf([[2, 3], [3, 4], [4, 5]], '/');

/**
 * German tax number (Steuernummer) of a tax office: the states' own formats with slashes
 * (2/3/5 Berlin, Hamburg …, 3/3/5 Bavaria, Baden-Württemberg …, 3/4/4 NRW; "FFF/BBB/UUUUP") and the
 * unified 13-digit federal format, whose first digit is the state (1–9) and fifth digit 0. The slashed
 * shape is rare outside tax numbers; the 13 digits need their name nearby.
 */
export const deTaxNumberRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'DeTaxNumberRecognizer',
  entity_type: 'DE_TAX_NUMBER',
  description: 'German tax number of a tax office (Steuernummer), state and federal formats',
  category: 'financial',
  detection: 'pattern',
  languages: ['de', 'en'],
  prefilter: (text) => hasShape(text, ...STATE_LAYOUTS) || hasPlainRun(text, 13),
  patterns: [
    { name: 'state format', regex: tokenRegex('\\d{2,3}/\\d{3,4}/\\d{4,5}'), score: 0.4 },
    { name: 'federal format', regex: tokenRegex('[1-9]\\d{3}0\\d{8}'), score: 0.05 },
  ],
  invalidate: (value) => value.replace(/\D/g, '').length < 10 || value.replace(/\D/g, '').length > 13,
  context: ['steuernummer', 'steuer-nr', 'st.-nr', 'stnr', 'finanzamt', 'tax number'],
  contextScore: 1,
};
