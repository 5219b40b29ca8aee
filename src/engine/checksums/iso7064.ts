/**
 * ISO/IEC 7064 MOD 11,10: a hybrid system that works in base 10 while keeping the error detection of
 * a prime modulus. Used by the German Steuer-ID and the German VAT number (USt-IdNr.).
 */

/** The check digit (0–9) for a string of decimal digits. */
export function mod11_10CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('digits only');
  let product = 10;
  for (let i = 0; i < digits.length; i++) {
    let sum = (digits.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** True when the last digit is the MOD 11,10 check digit of the ones before it. */
export function mod11_10Valid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return mod11_10CheckDigit(digits.slice(0, -1)) === digits.charCodeAt(digits.length - 1) - 48;
}
