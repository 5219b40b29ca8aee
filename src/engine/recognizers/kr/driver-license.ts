import { hasPlainRun, hasShape, layoutsOf } from '../../checksums/digits.ts';
import type { PatternRecognizer } from '../../types.ts';
import { tokenRegex } from '../shape.ts';

/** Issuing region: a number 11–28 or, on older licences, the region's name. */
const REGION = '(?:1[1-9]|2[0-8]|서울|부산|경기|강원|충북|충남|전북|전남|경북|경남|제주|대구|인천|광주|대전|울산)';

/** Numeric region and year, or (region name) year alone, then serial and check digits. */
const LAYOUTS = [...layoutsOf([[2], [2], [6], [2]], '- '), ...layoutsOf([[2], [6], [2]], '- ')];

/**
 * Korean driver's licence number: region, two-digit year of issue, six-digit serial, two check
 * digits (RR-YY-NNNNNN-CC). The 2-2-6-2 grouping is distinctive; no public checksum.
 */
export const krDriverLicenseRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'KrDriverLicenseRecognizer',
  entity_type: 'KR_DRIVER_LICENSE',
  description: "Korean driver's licence number (운전면허번호)",
  category: 'government_id',
  detection: 'pattern',
  languages: ['ko', 'en'],
  prefilter: (text) => hasShape(text, ...LAYOUTS) || hasPlainRun(text, 12),
  patterns: [
    { name: 'licence grouped', regex: tokenRegex(`${REGION}[- ]\\d{2}[- ]\\d{6}[- ]\\d{2}`), score: 0.5 },
    { name: 'licence digits', regex: tokenRegex('(?:1[1-9]|2[0-8])\\d{10}'), score: 0.05 },
  ],
  context: ['운전면허', '면허번호', 'driver license', 'driver licence', "driver's license", 'driving licence', 'driving license', 'license number', 'licence number'],
  contextScore: 0.9,
};
