import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { digitRuns } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

const TURKISH_START = /90|0[ .-]?\(?[2-5]|\(0[2-5]/;

/** A Turkish number by libphonenumber's ranges (mobiles 5xx, landlines by area code). */
export function turkishPhoneValid(value: string): boolean {
  try {
    const phone = parsePhoneNumberFromString(value, { defaultCountry: 'TR', extract: false });
    return phone !== undefined && phone.country === 'TR' && phone.isValid();
  } catch {
    return false;
  }
}

/**
 * Turkish telephone numbers as written in Turkey: +90 / 0090 / 0, then a three-digit area or mobile
 * code (optionally in parentheses) and seven digits grouped 3-2-2. Scored above the generic
 * PHONE_NUMBER so a Turkish number is reported under its specific type.
 */
export const trPhoneNumberRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'TrPhoneNumberRecognizer',
  entity_type: 'TR_PHONE_NUMBER',
  description: 'Turkish telephone number (mobile and landline, national and +90 forms)',
  category: 'contact',
  detection: 'pattern+checksum',
  languages: ['tr', 'en'],
  // Seven digits at least ("(212) 345 67 89": parentheses split the groups) and the +90 / 0[2-5] start.
  prefilter: (text) => digitRuns(text).grouped >= 7 && TURKISH_START.test(text),
  patterns: [
    { name: 'turkish international', regex: /(?<![\w+])(?:\+|00)90[ .-]?\(?[2-5]\d{2}\)?[ .-]?\d{3}[ .-]?\d{2}[ .-]?\d{2}(?![\w-]|[.,]\d)/g, score: 0.5 },
    { name: 'turkish national', regex: tokenRegex('0[ .-]?\\(?[2-5]\\d{2}\\)?[ .-]?\\d{3}[ .-]?\\d{2}[ .-]?\\d{2}|\\(0[2-5]\\d{2}\\)[ .-]?\\d{3}[ .-]?\\d{2}[ .-]?\\d{2}'), score: 0.4 },
  ],
  validate: turkishPhoneValid,
  validationName: 'libphonenumber: valid number for TR',
  validScore: 0.85,
  context: ['telefon', 'tel', 'cep', 'gsm', 'numara', 'phone', 'mobile', 'ara', 'arayın'],
  contextScore: 0.95,
};
