import { digitRuns } from '../../checksums/digits.ts';
import { verhoeffValid } from '../../checksums/verhoeff.ts';
import type { PatternRecognizer } from '../../types.ts';

/** Aadhaar check: twelve digits, first not 0 or 1, Verhoeff check digit. */
export function aadhaarValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  return /^[2-9]\d{11}$/.test(d) && verhoeffValid(d);
}

/**
 * Indian Aadhaar number, printed 4-4-4. Verhoeff passes one random number in ten and Indian mobile
 * numbers with the 91 prefix are also twelve digits, so a pass alone stays below 0.5.
 */
export const inAadhaarRecognizer: PatternRecognizer = {
  kind: 'pattern',
  name: 'InAadhaarRecognizer',
  entity_type: 'IN_AADHAAR',
  description: 'Indian Aadhaar number',
  category: 'government_id',
  detection: 'pattern+checksum',
  languages: ['en'],
  prefilter: (text) => digitRuns(text).grouped >= 12,
  patterns: [{ name: 'aadhaar', regex: /(?<![\w+-]|\d[.,])[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?![\w-]|[.,]\d)/g, score: 0.05 }],
  validate: aadhaarValid,
  validationName: 'Verhoeff check digit',
  validScore: 0.4,
  context: ['aadhaar', 'aadhar', 'adhaar', 'uidai', 'uid'],
  contextScore: 0.95,
};
