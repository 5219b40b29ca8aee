/** Public check-digit algorithms, written for the generator (independent of src/engine/checksums). */

/** Luhn check digit for a string of digits (the digit to append). */
export function luhnDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(digits: string): boolean {
  return luhnDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Verhoeff check digit (Aadhaar). */
export function verhoeffDigit(payload: string): number {
  let c = 0;
  const digits = Array.from(payload).reverse();
  for (let i = 0; i < digits.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[(i + 1) % 8]![Number(digits[i])]!]!;
  return VERHOEFF_INV[c]!;
}

export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const ds = Array.from(digits).reverse();
  for (let i = 0; i < ds.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(ds[i])]!]!;
  return c === 0;
}

/** ISO 7064 MOD 11,10 check digit (German tax id, German VAT id). */
export function mod11_10Digit(payload: string): number {
  let product = 10;
  for (const ch of payload) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** ICAO 9303 check digit with weights 7-3-1; letters count A=10 … Z=35, '<' = 0. */
export function icaoDigit(value: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  Array.from(value).forEach((ch, i) => {
    let v: number;
    if (ch >= '0' && ch <= '9') v = Number(ch);
    else if (ch >= 'A' && ch <= 'Z') v = ch.charCodeAt(0) - 55;
    else v = 0;
    sum += v * weights[i % 3]!;
  });
  return sum % 10;
}

/** Remainder of a long decimal string modulo m, computed in chunks. */
export function bigMod(decimal: string, m: number): number {
  let r = 0;
  for (let i = 0; i < decimal.length; i += 7) r = Number(String(r) + decimal.slice(i, i + 7)) % m;
  return r;
}

/** IBAN check digits (two characters) for country + BBAN, ISO 13616 mod 97. */
export function ibanCheck(country: string, bban: string): string {
  const rearranged = (bban + country + '00').toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return String(98 - bigMod(rearranged, 97)).padStart(2, '0');
}

export function ibanValid(iban: string): boolean {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  const rearranged = (s.slice(4) + s.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return bigMod(rearranged, 97) === 1;
}

/** Weighted digit sum. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < weights.length; i++) s += Number(digits[i]) * weights[i]!;
  return s;
}
