import { isCalendarDate, twoDigitFields } from '../../checksums/dates.ts';
import { hasPlainRun, hasShape } from '../../checksums/digits.ts';
import { luhnValid } from '../../checksums/luhn.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/**
 * Personnummer check: Luhn over the ten digits YYMMDDNNNC and a real date. The day may be raised by
 * 60 (samordningsnummer, coordination number). With a two-digit year the separator says the century:
 * '-' under 100 years old, '+' from the 100th birthday; a four-digit year needs no sign.
 */
export function personnummerValid(value: string): boolean {
  const m = /^(\d{2})?(\d{6})([-+ ]?)(\d{4})$/.exec(value);
  if (!m) return false;
  const ten = m[2]! + m[4]!;
  const [yy, month, rawDay] = twoDigitFields(ten, 0, 2, 4) as [number, number, number];
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  const year = m[1] ? Number(m[1]) * 100 + yy : 2000 + yy; // a leap-day check needs only the year mod 4, so 2000+yy will do
  if (m[1] && !['18', '19', '20'].includes(m[1])) return false;
  return isCalendarDate(year, month, day) && luhnValid(ten);
}

/** Swedish personal identity number (personnummer / samordningsnummer), Luhn-checked. */
export const sePersonnummerRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'SePersonnummerRecognizer',
  entity_type: 'SE_PERSONNUMMER',
  description: 'Swedish personal identity number (personnummer, also samordningsnummer)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['sv', 'en'],
  prefilter: (text) => hasShape(text, '6-4', '8-4') || hasPlainRun(text, 10) || hasPlainRun(text, 12) || (text.includes('+') && hasPlainRun(text, 6, 8)),
  patterns: [
    { name: 'personnummer with sign', regex: tokenRegex('(?:18|19|20)?\\d{6}[-+]\\d{4}'), score: 0.4 },
    { name: 'personnummer digits', regex: tokenRegex('(?:18|19|20)\\d{10}|\\d{10}'), score: 0.1 },
  ],
  validate: personnummerValid,
  validationName: 'personnummer date and Luhn check digit',
  validScore: 0.5, // date and a 1-in-10 Luhn digit
  context: ['personnummer', 'personnumret', 'samordningsnummer', 'pnr', 'personal identity number', 'swedish id'],
  contextScore: 1,
};
