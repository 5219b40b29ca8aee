import { luhnValid } from '../../checksums/luhn.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * Payment card numbers: 13–19 digits, either unbroken or printed in the groups the schemes use
 * (4-4-4-4, Amex 4-6-5, Diners 4-6-4) with one separator throughout. A match must start with a
 * known issuer prefix, have a length that scheme issues, and pass Luhn — a random 16-digit number
 * passes all three about 3% of the time, so a surviving match is very likely a card.
 */

/** [prefix range low, high (inclusive, same digit count), allowed lengths] */
type Scheme = readonly [number, number, readonly number[]];
const LEN_16_19 = [16, 17, 18, 19];
const SCHEMES: readonly Scheme[] = [
  [4, 4, [13, 16, 19]], // Visa
  [51, 55, [16]], // Mastercard
  [2221, 2720, [16]], // Mastercard 2-series
  [2200, 2204, LEN_16_19], // Mir
  [34, 34, [15]], // American Express
  [37, 37, [15]],
  [300, 305, [14, 15, 16, 17, 18, 19]], // Diners Club
  [36, 36, [14, 15, 16, 17, 18, 19]],
  [38, 39, [14, 15, 16, 17, 18, 19]],
  [3528, 3589, LEN_16_19], // JCB
  [6011, 6011, LEN_16_19], // Discover
  [644, 649, LEN_16_19],
  [65, 65, LEN_16_19],
  [62, 62, LEN_16_19], // UnionPay
  [50, 50, [13, 14, 15, 16, 17, 18, 19]], // Maestro
  [56, 58, [13, 14, 15, 16, 17, 18, 19]],
  [60, 69, [13, 14, 15, 16, 17, 18, 19]], // Maestro / RuPay and other 6-series
  [81, 82, [16]], // RuPay
];

/** True when the digits carry a known issuer prefix with a length that issuer uses. */
export function knownIssuer(digits: string): boolean {
  for (const [low, high, lengths] of SCHEMES) {
    const width = String(low).length;
    const prefix = Number(digits.slice(0, width));
    if (prefix >= low && prefix <= high && lengths.includes(digits.length)) return true;
  }
  return false;
}

/** A card number with separators removed: issuer, length and Luhn. */
export function cardNumberValid(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && knownIssuer(digits) && luhnValid(digits);
}

const validate = (match: string): boolean => cardNumberValid(match.replace(/[ -]/g, ''));

// Not glued to letters, other digits or a leading '+' (phone) and not one block of a longer dotted/dashed
// run. The check sits after the first digit so the regex engine can skip non-digits quickly.
const FIRST = String.raw`\d(?<![\w+]\d|\w[.,/-]\d|\d \d)`;
const AFTER = String.raw`(?![\w]|[.,/-]\d)`;

/** Eight digits in two blocks at most: every card form has that. Memoised for the two recognizers below. */
const EIGHT_DIGITS = /\d{4}[ -]?\d{4}/;
let lastText: string | undefined;
let lastVerdict = false;
function prefilter(text: string): boolean {
  if (text !== lastText) {
    lastText = text;
    lastVerdict = EIGHT_DIGITS.test(text);
  }
  return lastVerdict;
}

const shared = {
  kind: 'pattern',
  name: 'CreditCardRecognizer',
  entity_type: 'CREDIT_CARD',
  description: 'Payment card number (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay, Maestro, …), Luhn-checked',
  category: 'financial',
  detection: 'pattern+checksum',
  languages: 'all',
  context: [
    'credit', 'card', 'debit', 'visa', 'mastercard', 'amex', 'american express', 'discover', 'maestro', 'cc', 'pan',
    'kreditkarte', 'karte', 'kartennummer', 'tarjeta', 'carte', 'carta', 'creditcard', 'kaart', 'cartão', 'cartao', 'karta', 'kredytowa',
  ],
  validate,
  validationName: 'issuer prefix, length and Luhn checksum',
  prefilter,
} as const;

/** Printed in the scheme's groups: the grouping itself is evidence, so a valid number scores 1. */
export const creditCardGroupedRecognizer: PatternRecognizer = {
  ...shared,
  patterns: [
    // Another 4-digit group after the fourth means a longer run, not a card; a CVV or expiry may follow.
    { name: 'card 4-4-4-4', regex: new RegExp(`${FIRST}\\d{3}([ -])\\d{4}\\1\\d{4}\\1\\d{4}${AFTER}(?!\\1\\d{4}(?!\\d))`, 'g'), score: 0.3 },
    { name: 'card 4-6-5 / 4-6-4', regex: new RegExp(`${FIRST}\\d{3}([ -])\\d{6}\\1\\d{4,5}${AFTER}`, 'g'), score: 0.3 },
  ],
  validScore: 1,
};

/** One unbroken run: also the shape of order and account numbers, so a valid one scores a little lower. */
export const creditCardCompactRecognizer: PatternRecognizer = {
  ...shared,
  patterns: [{ name: 'card compact', regex: new RegExp(`${FIRST}\\d{12,18}${AFTER}`, 'g'), score: 0.2 }],
  validScore: 0.9,
};
