/** United Kingdom identifiers: NHS number, National Insurance number, postcode. */
import type { Rng } from '../rng.ts';

export function ukNhs(rng: Rng): string {
  for (;;) {
    const d = `${rng.int(4, 9)}${rng.digits(8)}`;
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(d[i]) * (10 - i);
    let check = 11 - (sum % 11);
    if (check === 11) check = 0;
    if (check === 10) continue;
    const v = d + String(check);
    return rng.weighted<string>([
      [`${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`, 6],
      [v, 3],
      [`${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`, 1],
    ]);
  }
}

const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_BAD = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export function ukNino(rng: Rng): string {
  for (;;) {
    const prefix = rng.chars(NINO_FIRST, 1) + rng.chars(NINO_SECOND, 1);
    if (NINO_BAD.has(prefix)) continue;
    const d = rng.digits(6);
    const suffix = rng.chars('ABCD', 1);
    return rng.chance(0.5) ? `${prefix} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suffix}` : `${prefix}${d}${suffix}`;
  }
}

const AREAS = ['SW', 'SE', 'NW', 'N', 'E', 'W', 'EC', 'WC', 'B', 'M', 'L', 'LS', 'G', 'EH', 'CF', 'BS', 'OX', 'CB', 'BT', 'NE', 'S', 'NG', 'LE', 'CV', 'BN', 'PO', 'SO', 'RG', 'YO', 'AB', 'DD', 'KY', 'PL', 'EX', 'TR', 'BA', 'GL', 'ST', 'DE', 'SK', 'WA', 'CH', 'LL', 'SA', 'NP', 'HU', 'DH', 'IP', 'NR', 'MK'];
const INWARD = 'ABDEFGHJLNPQRSTUWXYZ';

export function ukPostcode(rng: Rng): string {
  const area = rng.pick(AREAS);
  let district = String(rng.int(1, area.length === 1 ? 9 : 20));
  if ((area === 'SW' || area === 'EC' || area === 'WC') && rng.chance(0.3)) district = `${rng.int(1, 2)}${rng.pick(['A', 'P', 'V'])}`;
  return `${area}${district} ${rng.int(0, 9)}${rng.chars(INWARD, 2)}`;
}
