/** United States identifiers: SSN, ITIN, passport, driver licence, bank account, ABA routing, DEA, NPI. */
import type { Rng } from '../rng.ts';
import { luhnDigit } from './checksums.ts';

const KNOWN_FAKE_SSNS = new Set(['078051120', '219099999', '123456789', '111111111', '333333333']);

export function usSsn(rng: Rng): string {
  for (;;) {
    const area = rng.int(1, 899);
    if (area === 666) continue;
    const group = rng.int(1, 99);
    const serial = rng.int(1, 9999);
    const a = String(area).padStart(3, '0');
    const g = String(group).padStart(2, '0');
    const s = String(serial).padStart(4, '0');
    if (KNOWN_FAKE_SSNS.has(a + g + s)) continue;
    return rng.weighted<string>([
      [`${a}-${g}-${s}`, 8],
      [`${a} ${g} ${s}`, 1],
      [`${a}${g}${s}`, 1],
    ]);
  }
}

/** ITIN: 9XX-GG-SSSS with the group in 50–65, 70–88, 90–92 or 94–99. */
export function usItin(rng: Rng): string {
  const groups = [
    ...Array.from({ length: 16 }, (_, i) => 50 + i),
    ...Array.from({ length: 19 }, (_, i) => 70 + i),
    90, 91, 92, 94, 95, 96, 97, 98, 99,
  ];
  const a = `9${rng.digits(2)}`;
  const g = String(rng.pick(groups));
  const s = rng.digits(4);
  return rng.chance(0.85) ? `${a}-${g}-${s}` : `${a}${g}${s}`;
}

export function usPassport(rng: Rng): string {
  return rng.chance(0.7) ? `${rng.int(1, 9)}${rng.digits(8)}` : `${rng.pick(['A', 'C', 'E', 'F', 'H', 'J', 'K', 'M', 'N', 'P', 'R', 'X'])}${rng.digits(8)}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Driver licence numbers in a few real state formats. Returns the number and the state. */
export function usDriverLicense(rng: Rng): { value: string; state: string } {
  return rng.pick<() => { value: string; state: string }>([
    () => ({ value: `${rng.chars(LETTERS, 1)}${rng.digits(7)}`, state: 'California' }),
    () => ({ value: `${rng.int(1, 9)}${rng.digits(8)}`, state: 'New York' }),
    () => {
      const d = rng.digits(12);
      return { value: `${rng.chars(LETTERS, 1)}${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 11)}-${d.slice(11)}`, state: 'Florida' };
    },
    () => ({ value: `${rng.int(1, 4)}${rng.digits(7)}`, state: 'Texas' }),
    () => ({ value: `${rng.chars(LETTERS, 1)}${rng.digits(11)}`, state: 'Illinois' }),
    () => ({ value: `${rng.chars(LETTERS, 1)}${rng.digits(8)}`, state: 'Colorado' }),
    () => ({ value: `WDL${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 9)}`, state: 'Washington' }),
    () => ({ value: `${rng.chars(LETTERS, 1)}${rng.digits(3)}-${rng.digits(4)}-${rng.digits(4)}`, state: 'Wisconsin' }),
  ])();
}

export function usBankNumber(rng: Rng): string {
  return `${rng.int(1, 9)}${rng.digits(rng.int(7, 16))}`;
}

/** ABA routing number: Federal Reserve prefix, 3-7-1 weighted check digit. */
export function abaRouting(rng: Rng): string {
  const prefix = rng.pick([
    ...Array.from({ length: 12 }, (_, i) => i + 1),
    ...Array.from({ length: 12 }, (_, i) => i + 21),
    ...Array.from({ length: 12 }, (_, i) => i + 61),
    80,
  ]);
  const d = String(prefix).padStart(2, '0') + rng.digits(6);
  const n = Array.from(d, Number);
  const partial = 3 * (n[0]! + n[3]! + n[6]!) + 7 * (n[1]! + n[4]! + n[7]!) + (n[2]! + n[5]!);
  return d + String((10 - (partial % 10)) % 10);
}

/** DEA registration number (Presidio's MEDICAL_LICENSE): 2 letters, 6 digits, check digit. */
export function deaNumber(rng: Rng, lastName?: string): string {
  const first = rng.pick(['A', 'B', 'F', 'G', 'M', 'P', 'R']);
  const initial = lastName ? lastName.normalize('NFD').replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase() || 'X' : rng.chars(LETTERS, 1);
  const d = rng.digits(6);
  const n = Array.from(d, Number);
  const check = (n[0]! + n[2]! + n[4]! + 2 * (n[1]! + n[3]! + n[5]!)) % 10;
  return `${first}${initial}${d}${check}`;
}

/** National Provider Identifier: 10 digits, Luhn over the 80840 prefix. */
export function usNpi(rng: Rng): string {
  const body = `${rng.int(1, 2)}${rng.digits(8)}`;
  return body + String(luhnDigit(`80840${body}`));
}
