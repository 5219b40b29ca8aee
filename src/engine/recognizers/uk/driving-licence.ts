import { hasLetterAfter, hasLetterBefore } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Date digits of a DVLA licence number: decade digit, month (+50 for women), day, year digit
 * ("MORGA657054SM9IJ": 6_5_ → 1965, 70 → July (female), 05 → 5th).
 */
export function ukDrivingLicenceValid(value: string): boolean {
  const compact = value.replace(/ /g, '').toUpperCase();
  const m = /^[A-Z9]{5}(\d)(\d{2})(\d{2})(\d)[A-Z9]{2}\d[A-Z]{2}$/.exec(compact);
  if (!m) return false;
  const month = Number(m[2]) % 50;
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && !/^9{5}/.test(compact);
}

/**
 * UK (Great Britain) driving licence number: five letters of the surname (9-padded), six date
 * digits, two initials (9-padded), an arbitrary digit and two check letters.
 */
export const ukDrivingLicenceRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UkDrivingLicenceRecognizer',
  entity_type: 'UK_DRIVING_LICENCE',
  description: 'UK (DVLA) driving licence number',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => hasLetterBefore(text, 6) && hasLetterAfter(text, 6),
  patterns: [{ name: 'dvla licence', regex: tokenRegex('[A-Z9]{5}\\d{6}[A-Z9]{2}\\d[A-Z]{2}(?: ?\\d{2})?|[A-Z9]{5} \\d{6} [A-Z9]{2}\\d[A-Z]{2}', 'i'), score: 0.4 }],
  validate: ukDrivingLicenceValid,
  validationName: 'DVLA date digits',
  validScore: 0.8,
  context: ['driving licence', 'driving license', 'driver licence', 'driver license', 'licence number', 'license number', 'dvla', 'licence no'],
  contextScore: 1,
};
