/** Singapore NRIC/FIN: prefix letter, 7 digits, weighted mod-11 check letter. */
import type { Rng } from '../rng.ts';
import { weightedSum } from './checksums.ts';

export function sgNricFin(rng: Rng): string {
  const prefix = rng.weighted<string>([['S', 5], ['T', 3], ['F', 1], ['G', 1]]);
  const d = rng.digits(7);
  const sum = weightedSum(d, [2, 7, 6, 5, 4, 3, 2]) + (prefix === 'T' || prefix === 'G' ? 4 : 0);
  const table = prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK';
  return `${prefix}${d}${table[sum % 11]!}`;
}
