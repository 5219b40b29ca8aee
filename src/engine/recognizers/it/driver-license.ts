import { hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Italian driving licence (patente di guida): the EU card "U1" + seven characters + a letter
 * (e.g. U1H83V5RT... per the Ministry's series) and the older paper/card form of two letters, seven
 * digits and a letter (e.g. "AB1234567C"). Codes like these need a licence word.
 */
export const itDriverLicenseRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ItDriverLicenseRecognizer',
  entity_type: 'IT_DRIVER_LICENSE',
  description: "Italian driver's licence number (patente di guida)",
  category: 'government_id',
  detection: 'pattern',
  languages: ['it', 'en'],
  prefilter: (text) => hasLetterBefore(text, 1, 7),
  patterns: [{ name: 'patente', regex: tokenRegex('[A-Z]{2}\\d{7}[A-Z]|U1[A-Z0-9]{7}[A-Z]'), score: 0.2 }],
  context: ['patente', 'licenza di guida', 'driving licence', 'driving license', 'driver license', 'driver licence', "driver's license"],
  requiresContext: true,
  contextScore: 0.85,
};
