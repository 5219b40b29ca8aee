import { allSameDigit, digitsOf } from '../../checksums/digits.ts';
import { hasSsnLayout } from './ssn.ts';
import type { PatternRecognizer } from '../../types.ts';

// IRS ITINs: area 9xx, group 50–65, 70–88, 90–92 or 94–99 (93 and everything below 50 are not ITINs).
const GROUP = '(?:5\\d|6[0-5]|7\\d|8[0-8]|9[0-24-9])';
const BEFORE = '(?<![\\w+-]|\\d[.,])';
const AFTER = '(?![\\w-]|[.,]\\d)';

/**
 * US Individual Taxpayer Identification Number. The 9 and the group ranges make it a little more
 * specific than an SSN, but there is still no checksum: the dashed form is likely, the bare one not.
 */
export const usItinRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'UsItinRecognizer',
  entity_type: 'US_ITIN',
  description: 'US Individual Taxpayer Identification Number',
  category: 'government_id',
  detection: 'pattern',
  languages: ['en'],
  prefilter: hasSsnLayout,
  patterns: [
    { name: 'itin dashed', regex: new RegExp(`${BEFORE}9\\d{2}-${GROUP}-\\d{4}${AFTER}`, 'g'), score: 0.65 },
    { name: 'itin spaced or dotted', regex: new RegExp(`${BEFORE}9\\d{2}([ .])${GROUP}\\1\\d{4}${AFTER}`, 'g'), score: 0.45 },
    { name: 'itin bare', regex: new RegExp(`${BEFORE}9\\d{2}${GROUP}\\d{4}${AFTER}`, 'g'), score: 0.2 },
  ],
  invalidate: (value) => {
    const d = digitsOf(value);
    return d.slice(5) === '0000' || allSameDigit(d);
  },
  context: ['itin', 'individual taxpayer', 'taxpayer identification', 'tax id', 'tax identification', 'tin'],
  contextScore: 0.95,
};
