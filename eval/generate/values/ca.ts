/** Canadian Social Insurance Number: 9 digits, Luhn, never starting with 0 or 8. */
import type { Rng } from '../rng.ts';
import { luhnDigit } from './checksums.ts';

export function caSin(rng: Rng): string {
  const body = `${rng.pick([1, 2, 3, 4, 5, 6, 7, 9])}${rng.digits(7)}`;
  const v = body + String(luhnDigit(body));
  return rng.weighted<string>([
    [`${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`, 5],
    [`${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`, 3],
    [v, 2],
  ]);
}
