/**
 * ICAO Doc 9303 check digit, the one in every machine-readable passport and ID card zone:
 * characters weighted 7, 3, 1 repeating, digits as themselves, A–Z as 10–35, the filler `<` as 0.
 */

const WEIGHTS = [7, 3, 1] as const;

function charValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  if (code === 60) return 0;
  return -1;
}

/** The check digit for `value` (digits, upper-case letters, `<`); throws on other characters. */
export function icaoCheckDigit(value: string): number {
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const v = charValue(value.charCodeAt(i));
    if (v < 0) throw new RangeError(`character '${value[i]}' is not allowed in an ICAO 9303 field`);
    sum += v * WEIGHTS[i % 3]!;
  }
  return sum % 10;
}

/** True when the last character is the check digit of the ones before it. */
export function icaoValid(valueWithCheck: string): boolean {
  if (!/^[0-9A-Z<]+\d$/.test(valueWithCheck)) return false;
  return icaoCheckDigit(valueWithCheck.slice(0, -1)) === valueWithCheck.charCodeAt(valueWithCheck.length - 1) - 48;
}
