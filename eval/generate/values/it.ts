/** Italian identifiers: codice fiscale (derived from name, birth date, place) and partita IVA. */
import type { Rng } from '../rng.ts';
import { luhnDigit } from './checksums.ts';

const ODD: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};
const MONTHS = 'ABCDEHLMPRST';
/** Belfiore codes of some municipalities (Rome, Milan, Turin, Naples, Palermo, Bologna, Florence, Venice, Genoa, Bari). */
const PLACES = ['H501', 'F205', 'L219', 'F839', 'G273', 'A944', 'D612', 'L736', 'D969', 'A662', 'E506', 'C351'];

function letters(s: string): string {
  return s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase();
}
function consonants(s: string): string {
  return s.replace(/[AEIOU]/g, '');
}
function vowels(s: string): string {
  return s.replace(/[^AEIOU]/g, '');
}

function surnameCode(last: string): string {
  const s = letters(last);
  return (consonants(s) + vowels(s) + 'XXX').slice(0, 3);
}
function nameCode(first: string): string {
  const s = letters(first);
  const c = consonants(s);
  if (c.length >= 4) return c[0]! + c[2]! + c[3]!;
  return (c + vowels(s) + 'XXX').slice(0, 3);
}

export function itCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i]!;
    if (i % 2 === 0) sum += ODD[ch]!;
    else sum += ch >= '0' && ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function itFiscalCode(rng: Rng, first: string, last: string, female: boolean): string {
  const year = rng.int(1940, 2004);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28) + (female ? 40 : 0);
  const body = `${surnameCode(last)}${nameCode(first)}${String(year % 100).padStart(2, '0')}${MONTHS[month - 1]!}${String(day).padStart(2, '0')}${rng.pick(PLACES)}`;
  return body + itCheckChar(body);
}

/** Partita IVA: 7-digit company number, 3-digit office code, Luhn check digit. */
export function itVat(rng: Rng): string {
  const body = rng.digits(7) + String(rng.int(1, 100)).padStart(3, '0');
  const v = body + String(luhnDigit(body));
  return rng.chance(0.4) ? `IT${v}` : v;
}
