import type { PatternRecognizer } from '../../types.ts';

/** Values of characters in odd positions (1st, 3rd, …), indexed by digit 0–9 then letter A–Z. */
const ODD_DIGITS = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
const ODD_LETTERS = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
/**
 * Omocodia: when two people would share a code, digits are replaced by these letters (L = 0 … V = 9),
 * from the right. The first year digit is replaced only after seven collisions on the same code, so
 * the patterns require it to be a digit: it keeps prose from being scanned letter by letter.
 */
const OMOCODIA = 'LMNPQRSTUV';

function charValue(code: number, odd: boolean): number {
  const isDigit = code >= 48 && code <= 57;
  const index = isDigit ? code - 48 : code - 65;
  if (odd) return isDigit ? ODD_DIGITS[index]! : ODD_LETTERS[index]!;
  return index;
}

/** The check character (A–Z) of the first fifteen characters of an upper-case fiscal code. */
export function fiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += charValue(first15.charCodeAt(i), i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

function decodedDigit(c: string): number {
  const omocodic = OMOCODIA.indexOf(c);
  return omocodic >= 0 ? omocodic : c.charCodeAt(0) - 48;
}

/** Full check: consistent case, a possible day of birth (1–31, +40 for women), the check character. */
export function fiscalCodeValid(value: string): boolean {
  const upper = value.toUpperCase();
  if (value !== upper && value !== value.toLowerCase()) return false;
  if (!/^[A-Z]{6}\d[\dLMNP-V][ABCDEHLMPRST][\dLMNP-V]{2}[A-Z][\dLMNP-V]{3}[A-Z]$/.test(upper)) return false;
  const day = decodedDigit(upper[9]!) * 10 + decodedDigit(upper[10]!);
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return fiscalCodeCheckChar(upper) === upper[15];
}

/**
 * Italian fiscal code (codice fiscale) of a person: surname and name consonants, birth date and sex,
 * municipality code, a check character over all fifteen. The shape is unmistakable and the check
 * character passes one random value in 26, so a valid code is almost surely one.
 */
export const itFiscalCodeRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'ItFiscalCodeRecognizer',
  entity_type: 'IT_FISCAL_CODE',
  description: 'Italian fiscal code (codice fiscale)',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['it', 'en'],
  // Starts on a digit, because letter-led prefilters are slow on prose: "digit, year, month letter,
  // day, municipality letter" (see the pattern for why the first year character is a digit).
  prefilter: (text) => /\d[\dLMNP-Vlmnp-v][ABCDEHLMPRSTabcdehlmprst][\dLMNP-Vlmnp-v]{2}[A-Za-z]/.test(text),
  patterns: [
    {
      name: 'fiscal code',
      regex: /(?<![\w-])[A-Z]{6}\d[\dLMNP-V][ABCDEHLMPRST][\dLMNP-V]{2}[A-Z][\dLMNP-V]{3}[A-Z](?![\w-])/gi,
      score: 0.5,
    },
  ],
  validate: fiscalCodeValid,
  validationName: 'fiscal code check character',
  validScore: 0.95,
  context: ['codice fiscale', 'cod fisc', 'c.f.', 'cf', 'fiscal code', 'tax code', 'tessera sanitaria'],
  contextScore: 1,
};
