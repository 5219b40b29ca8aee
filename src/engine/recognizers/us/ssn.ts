import { allSameDigit, digitsOf, hasPlainRun, hasShape } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

/**
 * Numbers printed on specimen cards, in advertising and in textbooks: real-looking but never anyone's.
 * 078-05-1120 is the Woolworth wallet card, 219-09-9999 the 1940s Social Security pamphlet.
 */
const KNOWN_FAKE = new Set(['123456789', '078051120', '219099999', '457555462', '111223333']);

/**
 * Invalid by SSA rules: area 000, 666 or 900–999 (the 9xx block belongs to ITINs), group 00,
 * serial 0000, plus placeholder and specimen numbers.
 */
export function isInvalidSsn(value: string): boolean {
  const d = digitsOf(value);
  const area = d.slice(0, 3);
  return area === '000' || area === '666' || d[0] === '9' || d.slice(3, 5) === '00' || d.slice(5) === '0000' || allSameDigit(d) || KNOWN_FAKE.has(d);
}

/** Some number of the text is written 3-2-4 (dashes, spaces or dots) or as nine bare digits: every SSN and ITIN pattern needs one. */
export const hasSsnLayout = (text: string): boolean => hasShape(text, '3-2-4', '3 2 4', '3.2.4') || hasPlainRun(text, 9);

/**
 * US Social Security Number. No checksum exists, so the score rests on the format: the dashed 3-2-4
 * form is how SSNs are written and little else is; bare nine digits are mostly order or account
 * numbers until a context word says otherwise. Mixed delimiters (123-45 6789) are not matched.
 */
export const usSsnRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UsSsnRecognizer',
  entity_type: 'US_SSN',
  description: 'US Social Security Number',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en'],
  // The layouts of the three patterns: half the bench documents hold some nine-digit number (a phone
  // number, an order number), few of them one of these.
  prefilter: hasSsnLayout,
  patterns: [
    { name: 'ssn dashed', regex: /(?<![\w+-]|\d[.,])\d{3}-\d{2}-\d{4}(?![\w-]|[.,]\d)/g, score: 0.65 },
    { name: 'ssn spaced or dotted', regex: /(?<![\w+-]|\d[.,])\d{3}([ .])\d{2}\1\d{4}(?![\w-]|[.,]\d)/g, score: 0.45 },
    { name: 'ssn bare', regex: /(?<![\w+-]|\d[.,])\d{9}(?![\w-]|[.,]\d)/g, score: 0.15 },
  ],
  invalidate: isInvalidSsn,
  context: ['ssn', 'ssns', 'ss', 'social security', 'social sec'],
  contextScore: 0.95,
};
