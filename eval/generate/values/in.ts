/** Indian identifiers: PAN (structured, no public checksum) and Aadhaar (Verhoeff). */
import type { Rng } from '../rng.ts';
import { verhoeffDigit } from './checksums.ts';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function inPan(rng: Rng, lastName?: string): string {
  const holder = rng.weighted<string>([['P', 8], ['C', 1], ['H', 0.5], ['F', 0.5]]);
  const initial = lastName ? lastName.normalize('NFD').replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase() || 'K' : rng.chars(UPPER, 1);
  return `${rng.chars(UPPER, 3)}${holder}${initial}${rng.digits(4)}${rng.chars(UPPER, 1)}`;
}

export function inAadhaar(rng: Rng): string {
  const body = `${rng.int(2, 9)}${rng.digits(10)}`;
  const v = body + String(verhoeffDigit(body));
  return rng.weighted<string>([
    [`${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`, 7],
    [v, 2],
    [`${v.slice(0, 4)}-${v.slice(4, 8)}-${v.slice(8)}`, 1],
  ]);
}
