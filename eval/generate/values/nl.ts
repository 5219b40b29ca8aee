/** Dutch BSN: 9 digits passing the "elfproef" (weights 9..2, last digit −1). */
import type { Rng } from '../rng.ts';

export function nlBsn(rng: Rng): string {
  for (;;) {
    const d = `${rng.int(1, 9)}${rng.digits(7)}`;
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
    const last = sum % 11;
    if (last === 10) continue;
    const v = d + String(last);
    return rng.chance(0.8) ? v : `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}`;
  }
}
