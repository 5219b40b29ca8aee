import { hasPlainRun } from '../../checksums/digits.ts';
import { verhoeffValid } from '../../checksums/verhoeff.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Nigerian National Identification Number: eleven digits, Verhoeff check digit (1 in 10 by chance). */
export const ngNinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'NgNinRecognizer',
  entity_type: 'NG_NIN',
  description: 'Nigerian National Identification Number (NIN)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasPlainRun(text, 11),
  patterns: [{ name: 'nin', regex: tokenRegex('\\d{11}'), score: 0.05 }],
  validate: verhoeffValid,
  validationName: 'Verhoeff check digit',
  validScore: 0.3,
  context: ['nin', 'national identification number', 'national identity number', 'nimc', 'national id'],
  contextScore: 1,
};
