import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';
import { koreanRegistrationValid } from './rrn-checksum.ts';

/** Korean resident registration number (주민등록번호): YYMMDD-GNNNNNC, date and mod-11 check digit. */
export const krRrnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'KrRrnRecognizer',
  entity_type: 'KR_RRN',
  description: 'Korean resident registration number (주민등록번호)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['ko', 'en'],
  prefilter: (text) => hasShape(text, '6-7', '6 7') || hasPlainRun(text, 13),
  patterns: [
    { name: 'rrn with dash', regex: tokenRegex('\\d{6}[- ][1-490]\\d{6}'), score: 0.4 },
    { name: 'rrn digits', regex: tokenRegex('\\d{6}[1-490]\\d{6}'), score: 0.1 },
  ],
  validate: (value) => koreanRegistrationValid(value, false),
  validationName: 'RRN date and mod-11 check digit',
  validScore: 0.7,
  context: ['주민등록', '주민번호', 'rrn', 'resident registration'],
  contextScore: 1,
};
