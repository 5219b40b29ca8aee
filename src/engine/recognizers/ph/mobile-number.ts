import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { digitRuns } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** A Philippine mobile number by libphonenumber's ranges. */
export function philippineMobileValid(value: string): boolean {
  try {
    const phone = parsePhoneNumberFromString(value, { defaultCountry: 'PH', extract: false });
    return phone !== undefined && phone.country === 'PH' && phone.isValid() && phone.getType() === 'MOBILE';
  } catch {
    return false;
  }
}

/**
 * Philippine mobile numbers: 09XX XXX XXXX nationally, +63 9XX XXX XXXX internationally. Scored
 * above the generic PHONE_NUMBER so they are reported under their specific type.
 */
export const phMobileNumberRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'PhMobileNumberRecognizer',
  entity_type: 'PH_MOBILE_NUMBER',
  description: 'Philippine mobile number',
  category: 'contact',
  detection: 'pattern+checksum',
  languages: ['en'],
  // Seven digits at least ("(0917) 123 4567": parentheses split the groups) and the 09 / 63 start.
  prefilter: (text) => digitRuns(text).grouped >= 7 && (text.includes('09') || text.includes('63')),
  patterns: [
    { name: 'ph mobile international', regex: /(?<![\w+])(?:\+|00)63[ .-]?\(?9\d{2}\)?[ .-]?\d{3}[ .-]?\d{4}(?![\w-]|[.,]\d)/g, score: 0.5 },
    { name: 'ph mobile national', regex: tokenRegex('09\\d{2}[ .-]?\\d{3}[ .-]?\\d{4}|\\(09\\d{2}\\)[ .-]?\\d{3}[ .-]?\\d{4}'), score: 0.4 },
  ],
  validate: philippineMobileValid,
  validationName: 'libphonenumber: valid mobile number for PH',
  validScore: 0.85,
  context: ['mobile', 'cell', 'phone', 'contact', 'globe', 'smart', 'sun', 'tnt', 'txt', 'text'],
  contextScore: 0.95,
};
