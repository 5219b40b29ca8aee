/**
 * ISO/IEC 7064 MOD 97-10 as IBANs use it: letters stand for 10..35, so the number can be 60+ digits
 * long. The remainder is folded in digit by digit, which keeps every intermediate value small.
 */

/** Remainder mod 97 of the alphanumeric string read as a decimal number, or -1 for any other character. */
export function mod97(value: string): number {
  let rem = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      rem = (rem * 10 + (c - 48)) % 97;
      continue;
    }
    const upper = c >= 97 && c <= 122 ? c - 32 : c;
    if (upper < 65 || upper > 90) return -1;
    rem = (rem * 100 + (upper - 55)) % 97;
  }
  return rem;
}

/** IBAN check digits: the country code and check digits move to the end, and the whole must leave 1. */
export function ibanChecksumValid(compactIban: string): boolean {
  if (compactIban.length < 5) return false;
  return mod97(compactIban.slice(4) + compactIban.slice(0, 4)) === 1;
}
