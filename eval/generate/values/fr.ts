/** French NIR (numéro de sécurité sociale): 13 digits + 2-digit key = 97 − (n mod 97). */
import type { Rng } from '../rng.ts';
import { bigMod } from './checksums.ts';

export function frNir(rng: Rng, female?: boolean): string {
  const sex = female === undefined ? rng.int(1, 2) : female ? 2 : 1;
  const yy = rng.digits(2);
  const mm = String(rng.int(1, 12)).padStart(2, '0');
  let dept = String(rng.int(1, 95)).padStart(2, '0');
  let numericDept = dept;
  if (dept === '20') {
    dept = rng.pick(['2A', '2B']);
    numericDept = dept === '2A' ? '19' : '18';
  }
  const commune = String(rng.int(1, 999)).padStart(3, '0');
  const order = String(rng.int(1, 999)).padStart(3, '0');
  const numeric = `${sex}${yy}${mm}${numericDept}${commune}${order}`;
  const key = String(97 - bigMod(numeric, 97)).padStart(2, '0');
  return rng.chance(0.6) ? `${sex} ${yy} ${mm} ${dept} ${commune} ${order} ${key}` : `${sex}${yy}${mm}${dept}${commune}${order}${key}`;
}
