/** German identifiers: Steuer-IdNr, Personalausweis and Reisepass numbers, USt-IdNr. */
import type { Rng } from '../rng.ts';
import { icaoDigit, mod11_10Digit } from './checksums.ts';

/** Steuerliche Identifikationsnummer: 11 digits, one digit repeated in the first ten, MOD 11,10 check. */
export function deTaxId(rng: Rng): string {
  for (;;) {
    const digits = rng.shuffle(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    digits.pop(); // one digit is missing …
    digits.push(rng.pick(digits)); // … and another appears twice
    const body = rng.shuffle(digits);
    if (body[0] === '0') continue;
    const s = body.join('');
    const v = s + String(mod11_10Digit(s));
    return rng.chance(0.7) ? v : `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}`;
  }
}

const DOC_ALPHABET = 'CFGHJKLMNPRTVWXYZ0123456789';

/** Personalausweis serial (9 characters), with its ICAO check digit appended in about half the cases. */
/** Serial characters after the first: real serials mix letters and digits. */
function serialTail(rng: Rng): string {
  for (;;) {
    const s = rng.chars(DOC_ALPHABET, 8);
    if (/\d.*\d/.test(s)) return s;
  }
}

export function deIdCard(rng: Rng): string {
  const serial = rng.chars('LMNPRTVWXY', 1) + serialTail(rng);
  return rng.chance(0.5) ? serial + String(icaoDigit(serial)) : serial;
}

/** Reisepass number (9 characters starting with C, F, G, H, J or K), sometimes with its check digit. */
export function dePassport(rng: Rng): string {
  const serial = rng.chars('CFGHJK', 1) + serialTail(rng);
  return rng.chance(0.3) ? serial + String(icaoDigit(serial)) : serial;
}

/** Umsatzsteuer-Identifikationsnummer: DE + 8 digits + MOD 11,10 check digit. */
export function deVatId(rng: Rng): string {
  const body = `${rng.int(1, 9)}${rng.digits(7)}`;
  const v = body + String(mod11_10Digit(body));
  return rng.chance(0.8) ? `DE${v}` : `DE ${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`;
}
