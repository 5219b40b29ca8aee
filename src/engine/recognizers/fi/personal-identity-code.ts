import { isCalendarDate, twoDigitFields } from '../../checksums/dates.ts';
import { hasLetterAfter, hasPlainRun, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
/** Century sign → century: + 1800s; - and (since 2023) U–Y 1900s; A and (since 2023) B–F 2000s. */
const CENTURY: Record<string, number> = { '+': 1800, '-': 1900, U: 1900, V: 1900, W: 1900, X: 1900, Y: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000 };

/** HETU check: the nine digits DDMMYYZZZ as one number mod 31 index the check character; plus a real date. */
export function hetuValid(value: string): boolean {
  const m = /^(\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(value.toUpperCase());
  if (!m) return false;
  const [day, month, yy] = twoDigitFields(m[1]!, 0, 2, 4) as [number, number, number];
  if (!isCalendarDate(CENTURY[m[2]!]! + yy, month, day)) return false;
  return CHECK_CHARS[Number(m[1]! + m[3]!) % 31] === m[4]!;
}

/** Finnish personal identity code (henkilötunnus, HETU): DDMMYY, century sign, individual number, check character (1 in 31). */
export const fiPersonalIdentityCodeRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'FiPersonalIdentityCodeRecognizer',
  entity_type: 'FI_PERSONAL_IDENTITY_CODE',
  description: 'Finnish personal identity code (henkilötunnus / HETU)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['fi', 'sv', 'en'],
  prefilter: (text) => hasShape(text, '6-3', '6-4') || hasLetterAfter(text, 6) || (text.includes('+') && hasPlainRun(text, 6)),
  patterns: [{ name: 'hetu', regex: tokenRegex('\\d{6}[-+A-FU-Y]\\d{3}[0-9A-Y]'), score: 0.3 }],
  validate: hetuValid,
  validationName: 'HETU date and mod-31 check character',
  validScore: 0.9,
  context: ['henkilötunnu', 'hetu', 'personbeteckning', 'personal identity code', 'social security number', 'sotu'],
  contextScore: 1,
};
