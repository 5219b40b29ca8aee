import { hasShape, layoutsOf } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Philippine Taxpayer Identification Number: nine digits and a three- (or five-) digit branch code,
 * written 3-3-3-3. No public check digit: the dashed twelve-digit form is fairly specific, the bare
 * nine digits count only next to "TIN".
 */
/** The 3-3-3 layouts, built once (the prefilter runs on every document). */
const LAYOUTS = layoutsOf([[3], [3], [3]], '- ');

export const phTinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'PhTinRecognizer',
  entity_type: 'PH_TIN',
  description: 'Philippine Taxpayer Identification Number (TIN)',
  category: 'financial',
  detection: 'pattern',
  languages: ['en'],
  prefilter: (text) => hasShape(text, ...LAYOUTS),
  patterns: [
    { name: 'tin with branch', regex: tokenRegex('\\d{3}-\\d{3}-\\d{3}-\\d{3,5}'), score: 0.4 },
    { name: 'tin', regex: tokenRegex('\\d{3}[- ]\\d{3}[- ]\\d{3}'), score: 0.05 },
  ],
  context: ['tin', 'taxpayer identification', 'tax identification', 'bir', 'tax id'],
  contextScore: 0.9,
};
