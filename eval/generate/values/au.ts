/** Australian identifiers: Tax File Number (weighted mod 11) and ABN (mod 89). */
import type { Rng } from '../rng.ts';
import { weightedSum } from './checksums.ts';

const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function auTfn(rng: Rng): string {
  for (;;) {
    const d = `${rng.int(1, 9)}${rng.digits(7)}`;
    const s = weightedSum(d, TFN_WEIGHTS.slice(0, 8)) % 11;
    // last weight 10 ≡ −1 (mod 11): the last digit must equal s
    if (s === 10) continue;
    const v = d + String(s);
    return rng.chance(0.7) ? `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}` : v;
  }
}

export function abnValid(v: string): boolean {
  const d = Array.from(v, Number);
  d[0] = d[0]! - 1;
  return d.reduce((s, x, i) => s + x * ABN_WEIGHTS[i]!, 0) % 89 === 0;
}

export function auAbn(rng: Rng): string {
  for (;;) {
    const rest = rng.digits(9);
    for (let prefix = 10; prefix <= 99; prefix++) {
      const v = String(prefix) + rest;
      if (abnValid(v)) return rng.chance(0.75) ? `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}` : v;
    }
  }
}
