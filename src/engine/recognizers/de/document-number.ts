import { icaoValid } from '../../checksums/icao9303.ts';

/**
 * German identity documents since 2010 (Personalausweis, Reisepass) have a nine-character serial
 * from an alphabet without vowels and look-alikes (B, D, Q, S): 0–9 and C F G H J K L M N P R T V W X Y Z,
 * often quoted with the ICAO check digit as a tenth character.
 */
export const SERIAL_CHAR = '[0-9CFGHJ-NPRTV-Z]';

/**
 * undefined for a bare nine-character serial (nothing to check), the ICAO 7-3-1 verdict when a check
 * digit follows; false when no digit occurs at all (then it is a word, not a serial).
 */
export function germanDocumentNumberCheck(value: string): boolean | undefined {
  if (!/\d/.test(value.slice(1, 9))) return false;
  if (value.length === 9) return undefined;
  return icaoValid(value);
}
