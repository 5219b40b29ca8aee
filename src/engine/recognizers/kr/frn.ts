import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';
import { koreanRegistrationValid } from './rrn-checksum.ts';

/** Korean foreigner registration number (외국인등록번호): the RRN layout with gender digit 5–8. */
export const krFrnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'KrFrnRecognizer',
  entity_type: 'KR_FRN',
  description: 'Korean foreigner registration number (외국인등록번호)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['ko', 'en'],
  prefilter: (text) => hasShape(text, '6-7', '6 7') || hasPlainRun(text, 13),
  patterns: [
    { name: 'frn with dash', regex: tokenRegex('\\d{6}[- ][5-8]\\d{6}'), score: 0.4 },
    { name: 'frn digits', regex: tokenRegex('\\d{6}[5-8]\\d{6}'), score: 0.1 },
  ],
  validate: (value) => koreanRegistrationValid(value, true),
  validationName: 'FRN date and mod-11 check digit',
  validScore: 0.7,
  context: ['외국인등록', '외국인번호', 'frn', 'alien registration', 'foreign registration'],
  contextScore: 1,
};
