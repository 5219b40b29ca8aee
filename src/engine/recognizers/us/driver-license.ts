import { digitRuns } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';

const BEFORE = '(?<![\\w+-]|\\d[.,])';
const AFTER = '(?![\\w-]|[.,]\\d)';
const shape = (body: string) => new RegExp(`${BEFORE}${body}${AFTER}`, 'g');

/**
 * US driver's licence numbers. Every state has its own format and together they cover almost any
 * short code, which is why the reference over-matches. Here a match counts only next to an explicit
 * licence phrase (whole tokens, see context.ts), and only upper-case codes with at least four digits
 * qualify, so ordinary words and numbers never do. A bare "DL" is not context: it is also a path
 * segment ("/dl/12345678") and an airline code.
 */
export const usDriverLicenseRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UsDriverLicenseRecognizer',
  entity_type: 'US_DRIVER_LICENSE',
  description: "US driver's license number",
  category: 'government_id',
  detection: 'pattern',
  languages: ['en'],
  // The prefilter cannot look for the licence words: the request's `context` list may supply them.
  prefilter: (text) => digitRuns(text).grouped >= 4 || text.includes('WDL'),
  patterns: [
    {
      name: 'state formats',
      // One regex for all shapes, since they share a score:
      // CA, FL, NY, WA and most others: one or two letters then digits;
      // FL, IL, WI, MD as printed with dashes (S123-4567-8901, S123-456-78-901-0);
      // TX, PA, NY, NC and many others: digits only; CO, NH, IA and others mix digits and letters;
      // ND: three letters and six digits; WA since 2018: "WDL" and nine letters or digits;
      // MI and MN as printed on the card, in spaced groups (A 123 456 789 012).
      regex: shape(
        '(?:[A-Z]{1,3}\\d{4,14}|[A-Z]-?\\d{3}(?:-\\d{1,4}){2,4}|\\d{7,12}|\\d{2}[A-Z]{3}\\d{5,6}|\\d{3}[A-Z]{2}\\d{4}|\\d{7,9}[A-Z]{1,2}|WDL(?=[A-Z0-9]{0,8}\\d)[A-Z0-9]{9}|[A-Z] \\d{3} \\d{3} \\d{3}(?: \\d{3})?)',
      ),
      score: 0.3,
    },
  ],
  context: [
    'driver license',
    'driver licence',
    "driver's license",
    "driver's licence",
    'driving license',
    'driving licence',
    'license number',
    'licence number',
    'license no',
    'licence no',
    'dln',
  ],
  requiresContext: true,
  contextScore: 0.8,
};
