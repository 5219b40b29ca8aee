import { isCalendarDate, twoDigitFields } from '../../checksums/dates.ts';
import { weightedSum } from '../../checksums/weighted.ts';

/** Gender/century digit → century of birth: 9/0 1800s, 1/2 and 5/6 1900s, 3/4 and 7/8 2000s. */
const CENTURY: Record<string, number> = { '9': 1800, '0': 1800, '1': 1900, '2': 1900, '5': 1900, '6': 1900, '3': 2000, '4': 2000, '7': 2000, '8': 2000 };
const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

/**
 * Resident and foreigner registration numbers share one layout, YYMMDD-GNNNNNC: a date of birth, a
 * gender/century digit G (1–4 and 9/0 residents, 5–8 foreigners) and a weighted mod-11 check digit,
 * (11 − sum mod 11) mod 10 for residents and (13 − sum mod 11) mod 10 for foreigners.
 */
export function koreanRegistrationValid(value: string, foreigner: boolean): boolean {
  const d = value.replace(/[- ]/g, '');
  if (!/^\d{13}$/.test(d)) return false;
  const g = d[6]!;
  if (foreigner !== '5678'.includes(g)) return false;
  const [yy, month, day] = twoDigitFields(d, 0, 2, 4) as [number, number, number];
  if (!isCalendarDate(CENTURY[g]! + yy, month, day)) return false;
  const sum = weightedSum(d, WEIGHTS);
  return ((foreigner ? 13 : 11) - (sum % 11)) % 10 === d.charCodeAt(12) - 48;
}
