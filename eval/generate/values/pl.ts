/** Polish PESEL: birth date (month offset per century), serial, sex digit, weighted check digit. */
import type { Rng } from '../rng.ts';
import { weightedSum } from './checksums.ts';

export function plPesel(rng: Rng, female?: boolean): string {
  const year = rng.int(1940, 2010);
  const month = rng.int(1, 12) + (year >= 2000 ? 20 : 0);
  const day = rng.int(1, 28);
  const sexDigit = (female ?? rng.chance(0.5)) ? rng.pick([0, 2, 4, 6, 8]) : rng.pick([1, 3, 5, 7, 9]);
  const body = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${rng.digits(3)}${sexDigit}`;
  const check = (10 - (weightedSum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
  return body + String(check);
}
